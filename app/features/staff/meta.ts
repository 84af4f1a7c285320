import type { MessageKey, Messages } from '@core/i18n/catalog';

/** Page title of a console screen in the viewer's language; the console is never indexed. */
export function staffMeta(matches: readonly unknown[], key: MessageKey, params: Record<string, string> = {}) {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === 'root') as { data?: { messages?: Messages } } | undefined;
  const messages = root?.data?.messages;
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  const title = fill(messages?.[key] ?? key);
  return [{ title: `${title} | ${messages?.['staff.console'] ?? 'Staff console'}` }, { name: 'robots', content: 'noindex' }];
}
