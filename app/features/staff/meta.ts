import type { MetaDescriptor } from 'react-router';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import { metaT } from '~/features/seo/meta';

/**
 * Page title of a console screen in the viewer's language; the console is never indexed. (Here and
 * not in seo/meta.ts: the public pages are not sent the console's catalog.)
 */
export function staffMeta(matches: Parameters<typeof metaT>[0]['matches'], key: MessageKey, params?: MessageParams): MetaDescriptor[] {
  const args = { matches };
  return [{ title: `${metaT(args, key, params)} | ${metaT(args, 'staff.console')}` }, { name: 'robots', content: 'noindex' }];
}
