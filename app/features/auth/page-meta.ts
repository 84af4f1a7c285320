import type { MessageKey } from '@core/i18n/catalog';

/**
 * Title, description, canonical URL and Open Graph tags of a page, in the page's language, from the
 * catalog the root loader sent (the full catalogs would bundle both languages into the page).
 */
export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  keys: { title: MessageKey; description: MessageKey },
  path: string,
  options: { noindex?: boolean } = {},
) {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string; messages?: Record<string, string> } | undefined;
  const title = root?.messages?.[keys.title] ?? keys.title;
  const description = root?.messages?.[keys.description] ?? keys.description;
  const url = `${root?.origin ?? ''}${path}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
