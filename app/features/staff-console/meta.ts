import type { MetaDescriptor } from 'react-router';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import { metaT } from '~/features/seo/meta';

type Matches = Parameters<typeof metaT>[0]['matches'];

/**
 * Page title of a console screen in the viewer's language; the console is never indexed. (Here and
 * not in seo/meta.ts: the public pages are not sent the console's catalog.)
 */
export function staffMeta(matches: Matches, key: MessageKey, params?: MessageParams): MetaDescriptor[] {
  return staffTitleMeta(matches, metaT({ matches }, key, params));
}

/** The same for a title that is data (a doctor's name, a post's title), or `fallback`'s text. */
export function staffTitleMeta(matches: Matches, title: string | undefined, fallback?: MessageKey): MetaDescriptor[] {
  const args = { matches };
  const text = title ?? (fallback ? metaT(args, fallback) : '');
  return [{ title: `${text} | ${metaT(args, 'staff.console')}` }, { name: 'robots', content: 'noindex' }];
}
