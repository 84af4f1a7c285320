/**
 * The one place for `meta`: public and patient pages (`pageMeta`: title, description, canonical
 * URL and Open Graph tags) and not-found answers (`notFoundMeta`), built from the root loader's
 * data (origin, language, the page's catalog through `metaT`; the console's `staffMeta` too).
 */
import type { MetaDescriptor } from 'react-router';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import { format } from '@core/i18n/format';
import type { Locale } from '@core/i18n/locales';
import type { RootData } from '~/root';
import { localeUrl } from '@core/i18n/locale-url';

interface MatchesLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}
interface MetaArgsLike extends MatchesLike {
  location: { pathname: string };
}

function rootOf(args: MatchesLike): RootData | undefined {
  return args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

function rootDataOf(args: MatchesLike): Pick<RootData, 'origin' | 'locale'> {
  const root = rootOf(args);
  return { origin: root?.origin ?? '', locale: root?.locale ?? 'en' };
}

/** The page's language (the root loader's), for `meta`. */
export function pageLocale(args: MatchesLike): Locale {
  return rootDataOf(args).locale;
}

/**
 * Translates a key in the page's language, for `meta` (which cannot use hooks), from the catalog
 * the root loader sent: importing the full catalogs here would put both languages' strings into
 * the first-load bundle of every page.
 */
export function metaT(args: MatchesLike, key: MessageKey, params?: MessageParams): string {
  const messages = rootOf(args)?.messages as Record<string, string> | undefined;
  return format(messages?.[key] ?? key, params, rootOf(args)?.locale);
}

/** 'Sign in' -> 'Sign in | Sarona Ayurveda', in the page's language. */
function titled(args: MatchesLike, title: string): string {
  return metaT(args, 'app.titleSuffix', { title, name: metaT(args, 'app.name') });
}

export interface PageMetaInput {
  /** Page title without the site name; omit `suffix` to use it as the whole title. */
  title: string;
  description: string;
  /** Canonical path; defaults to the current path. Encode it as links do. */
  path?: string;
  image?: string;
  type?: 'website' | 'article';
  /** Add ' | <clinic name>' (default true). */
  suffix?: boolean;
  noindex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

export function pageMeta(args: MetaArgsLike, input: PageMetaInput): MetaDescriptor[] {
  const { origin, locale } = rootDataOf(args);
  const title = input.suffix === false ? input.title : titled(args, input.title);
  // The page's own language's URL: a Hindi page is canonical at its Hindi address (./locale-url.ts).
  const url = localeUrl(origin, input.path ?? args.location.pathname, locale);
  const image = `${origin}${input.image ?? '/icon-512.png'}`;
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: metaT(args, 'app.name') },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** A page that is not there (an unknown therapy, treatment or URL): its title, never indexed. */
export function notFoundMeta(args: MatchesLike, key: MessageKey = 'error.notFoundTitle'): MetaDescriptor[] {
  return [{ title: titled(args, metaT(args, key)) }, { name: 'robots', content: 'noindex' }];
}
