import { translate, type MessageKey } from '@core/i18n/catalog';
import { isLocale } from '@core/i18n/locales';

/** Title, description, canonical URL and Open Graph tags of a page, in the page's language. */
export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  keys: { title: MessageKey; description: MessageKey },
  path: string,
  options: { noindex?: boolean } = {},
) {
  const root = matches.find((m) => m?.id === 'root')?.data as { locale?: string; origin?: string } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : 'en';
  const title = translate(locale, keys.title);
  const description = translate(locale, keys.description);
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
