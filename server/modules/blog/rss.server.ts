/**
 * The blog's RSS 2.0 feeds: /blog/rss.xml in English, /blog/rss.xml?lang=hi in Hindi, each with the
 * latest published posts written in its language, their excerpt and sanitized HTML, and links to
 * the pages in that language (docs/decisions/0036-markup-pdf-tags-and-seo-data.md).
 */
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { BlogPost } from '@core/schemas/staff/blog';
import type { AppContext } from '@server/context';
import { latestPublishedPosts } from './blog.server';
import { postHref } from '@content/blog/post-href';

const RSS_ITEMS = 20;

/** Escapes text for XML and drops characters XML 1.0 does not allow. */
export function xmlEscape(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** The feed in `locale`: its channel in that language, and only the posts written in it. */
export function buildRss(origin: string, posts: BlogPost[], owner = DEFAULT_CLINIC_PROFILE.legalName, locale: Locale = 'en'): string {
  const url = (path: string) => (locale === 'en' ? `${origin}${path}` : `${origin}${path}?lang=${locale}`);
  const blogUrl = url('/blog');
  const own = posts.filter((post) => post.language === locale);
  const items = own.map((post) => {
    const link = url(postHref(post.slug));
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${xmlEscape(post.author.name)}</dc:creator>`,
      `      <category>${xmlEscape(post.category.name)}</category>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(post.content)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const latest = own[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${xmlEscape(translate(locale, 'blog.rssTitle'))}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(translate(locale, 'blog.metaDescription'))}</description>`,
    `    <language>${locale}-IN</language>`,
    `    <copyright>${xmlEscape(`© ${owner}`)}</copyright>`,
    `    <atom:link href="${xmlEscape(url('/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${new Date(latest.publishedAt ?? latest.createdAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed in `locale` of its latest RSS_ITEMS published posts. */
export async function blogRss(ctx: AppContext, locale: Locale = 'en'): Promise<string> {
  const profile = await clinicProfile(ctx);
  const posts = (await latestPublishedPosts(ctx, Number.MAX_SAFE_INTEGER)).filter((post) => post.language === locale).slice(0, RSS_ITEMS);
  return buildRss(ctx.config.baseUrl, posts, profile.legalName || profile.name[locale], locale);
}
