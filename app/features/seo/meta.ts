/**
 * `meta` for public pages: title, description, canonical URL and Open Graph tags, built from the
 * root loader's data (origin and language). Route modules call `pageMeta(args, {...})`.
 */
import type { MetaDescriptor } from 'react-router';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import { format } from '@core/i18n/format';
import type { Locale } from '@core/i18n/locales';
import type { RootData } from '~/root';

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

function rootOf(args: MetaArgsLike): RootData | undefined {
  return args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

export function rootDataOf(args: MetaArgsLike): Pick<RootData, 'origin' | 'locale'> {
  const root = rootOf(args);
  return { origin: root?.origin ?? '', locale: root?.locale ?? 'en' };
}

/**
 * Translates a key in the page's language, for `meta` (which cannot use hooks), from the catalog
 * the root loader sent: importing the full catalogs here would put both languages' strings into
 * the first-load bundle of every page.
 */
export function metaT(args: MetaArgsLike, key: MessageKey, params?: MessageParams): string {
  const messages = rootOf(args)?.messages as Record<string, string> | undefined;
  return format(messages?.[key] ?? key, params, rootOf(args)?.locale);
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
  const title = input.suffix === false ? input.title : metaT(args, 'site.meta.titleSuffix', { title: input.title, name: metaT(args, 'app.name') });
  const url = `${origin}${input.path ?? args.location.pathname}`;
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
