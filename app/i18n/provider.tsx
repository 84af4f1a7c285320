import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { makeTranslator, type Translator } from './i18n';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => makeTranslator({ locale, messages }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Translator {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() needs an <I18nProvider>');
  return value;
}
