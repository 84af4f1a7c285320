/** /sitemap.xml and /robots.txt: every public page (server/modules/site/public-pages.server.ts) in each language. */
import { LOCALES } from '@core/i18n/locales';
import { languageAlternates, localeUrl } from '@core/i18n/locale-url';
import type { PublicPage } from '@server/modules/site/public-pages.server';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * One <url> per page and language (English at the bare path, Hindi at `?lang=hi`), each listing
 * every language's address as an xhtml:link alternate, as the pages' own hreflang links do
 * (./locale-url.ts; docs/decisions/0036-markup-pdf-tags-and-seo-data.md).
 */
export function sitemapXml(origin: string, entries: PublicPage[]): string {
  const urls = entries.flatMap((e) => {
    const alternates = languageAlternates(origin, e.path).map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    );
    return LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(localeUrl(origin, e.path, locale))}</loc>`,
        e.lastmod ? `    <lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : null,
        e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : null,
        e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : null,
        ...alternates,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /staff',
    'Disallow: /profile',
    'Disallow: /appointments',
    'Disallow: /history',
    'Disallow: /payment/',
    'Disallow: /consultation/',
    'Disallow: /track_consultation',
    'Disallow: /feedback/',
    'Disallow: /set-language',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
