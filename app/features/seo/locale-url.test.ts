import { describe, expect, it } from 'vitest';
import { LOCALES } from '@core/i18n/locales';
import { postMeta } from '~/features/blog/post-seo';
import { languageAlternates, localeUrl } from '@core/i18n/locale-url';
import { pageMeta } from './meta';

const origin = 'https://clinic.example';
const args = (locale: string, pathname: string) => ({
  matches: [
    { id: 'root', loaderData: { origin, locale, messages: { 'app.name': 'Sarona Ayurveda', 'app.titleSuffix': '{title} | {name}' } } },
  ],
  location: { pathname },
});
const href = (meta: ReturnType<typeof pageMeta>, rel: string) =>
  (meta.find((m) => 'rel' in m && m.rel === rel) as { href?: string } | undefined)?.href;

describe("a page's canonical URL and its hreflang alternates agree", () => {
  it('in every language, the canonical URL is the alternate of that language (Hindi: ?lang=hi)', () => {
    for (const locale of LOCALES) {
      const meta = pageMeta(args(locale, '/about'), { title: 'About', description: 'd' });
      const alternate = languageAlternates(origin, '/about').find((a) => a.hreflang === locale)?.href;
      expect(href(meta, 'canonical')).toBe(alternate);
      expect((meta.find((m) => 'property' in m && m.property === 'og:url') as { content: string }).content).toBe(alternate);
    }
    expect(href(pageMeta(args('hi', '/about'), { title: 'About', description: 'd' }), 'canonical')).toBe(`${origin}/about?lang=hi`);
  });

  it('lists English, Hindi and x-default (the English address)', () => {
    expect(languageAlternates(origin, '/doctors')).toEqual([
      { hreflang: 'en', href: `${origin}/doctors` },
      { hreflang: 'hi', href: `${origin}/doctors?lang=hi` },
      { hreflang: 'x-default', href: `${origin}/doctors` },
    ]);
    expect(localeUrl(origin, '/blog?page=2', 'hi')).toBe(`${origin}/blog?page=2&lang=hi`);
  });

  it("a blog post's canonical URL follows the page's language", () => {
    const post = {
      slug: 'a-post',
      title: 't',
      excerpt: 'e',
      language: 'en',
      featuredImage: null,
      tags: [],
      category: { name: 'c' },
      updatedAt: 'x',
    };
    const canonical = (locale: 'en' | 'hi') =>
      (postMeta(post as never, origin, 'Sarona Ayurveda', locale).find((m) => 'rel' in m && m.rel === 'canonical') as { href: string })
        .href;
    expect(canonical('hi')).toBe(`${origin}/blog/a-post?lang=hi`);
    expect(canonical('en')).toBe(`${origin}/blog/a-post`);
  });
});
