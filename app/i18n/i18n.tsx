/**
 * Translation in components. The root loader sends the catalog of the request's language once;
 * `useT()` reads it. Keys are typed (`MessageKey`), so a missing key fails the typecheck.
 */
import type { MessageKey, Messages } from '@core/i18n/catalog';
import { format, type MessageParams } from '@core/i18n/format';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import type { Localized } from '@content/types';

export interface I18nData {
  locale: Locale;
  messages: Messages;
}

export interface Translator {
  locale: Locale;
  /** Translates a catalog key. */
  t: (key: MessageKey, params?: MessageParams) => string;
  /** Translates text that may be a key (zod issue messages, server messages) or already plain text. */
  tm: (keyOrText: string | undefined, params?: MessageParams) => string;
  /** Picks the current language from bilingual content. */
  l: <T>(value: Localized<T>) => T;
  intl: string;
}

export function makeTranslator(data: I18nData): Translator {
  const messages = data.messages as Record<string, string>;
  return {
    locale: data.locale,
    t: (key, params) => format(messages[key] ?? key, params, data.locale),
    tm: (keyOrText, params) => (keyOrText ? format(messages[keyOrText] ?? keyOrText, params, data.locale) : ''),
    l: (value) => value[data.locale],
    intl: INTL_LOCALE[data.locale],
  };
}
