import { clinic } from '@core/clinic';
import type { BlogPost } from '@core/schemas/staff/blog';
import type { Locale } from '@core/i18n/locales';
import { localeUrl } from '@core/i18n/locale-url';
import { postHref } from '@content/blog/post-href';

/**
 * Social networks do not show SVG previews: each of our blog illustrations
 * (/images/blog/<name>.svg) has a 1200x630 JPEG twin in /images/blog/og/<name>.jpg.
 */
export function ogImageFor(featuredImage: string | null): string | null {
  if (!featuredImage) return null;
  const own = /^\/images\/blog\/([\w-]+)\.svg$/.exec(featuredImage);
  return own ? `/images/blog/og/${own[1]}.jpg` : featuredImage;
}

/** Meta tags of a post page: title, description, canonical, Open Graph and Twitter card. */
export function postMeta(post: BlogPost, origin: string, siteName: string = clinic.name, pageLocale: Locale = 'en') {
  // Canonical at the address of the page's language, as its hreflang alternates (core/i18n/locale-url.ts).
  const url = localeUrl(origin, postHref(post.slug), pageLocale);
  const image = ogImageFor(post.featuredImage);
  return [
    { title: `${post.title} | ${siteName}` },
    { name: 'description', content: post.excerpt },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: post.excerpt },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: post.language === 'hi' ? 'hi_IN' : 'en_IN' },
    ...(image
      ? [
          { property: 'og:image', content: image.startsWith('data:') ? '' : `${origin}${image}` },
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
        ].filter((tag) => tag.content)
      : []),
    ...(post.publishedAt ? [{ property: 'article:published_time', content: post.publishedAt }] : []),
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:section', content: post.category.name },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/** schema.org Article of a post, as a JSON string safe inside a <script> element. */
export function articleJsonLd(post: BlogPost, origin: string, publisher: string = clinic.name): string {
  const url = `${origin}${postHref(post.slug)}`;
  const image = ogImageFor(post.featuredImage);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    ...(image && !image.startsWith('data:') ? { image: [`${origin}${image}`] } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    inLanguage: post.language === 'hi' ? 'hi-IN' : 'en-IN',
    articleSection: post.category.name,
    keywords: post.tags.join(', '),
    author: { '@type': 'Person', name: post.author.name },
    publisher: { '@type': 'Organization', name: publisher, url: origin, logo: { '@type': 'ImageObject', url: `${origin}/icon-512.png` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
