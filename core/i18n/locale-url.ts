/**
 * The address of a page in one language (docs/decisions/0036-markup-pdf-tags-and-seo-data.md): the
 * language is a cookie, and `?lang=` selects it in a link (server/http/request-context.ts). English is
 * the bare path; Hindi is the path with `?lang=hi`. A page's canonical URL, its hreflang alternates
 * and the sitemap's alternates all come from here, so they agree.
 */
import { LOCALES, type Locale } from '@core/i18n/locales';

export function localeUrl(origin: string, path: string, locale: Locale): string {
  return locale === 'en' ? `${origin}${path}` : `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

/** hreflang -> URL of the page in every language, and x-default (the English, bare path). */
export function languageAlternates(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: localeUrl(origin, path, locale) })),
    { hreflang: 'x-default', href: localeUrl(origin, path, 'en') },
  ];
}
