export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a request: the `lang` cookie when set, otherwise the first supported
 * language of `Accept-Language` by quality, otherwise English.
 */
export function pickLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) if (isLocale(entry.lang)) return entry.lang;
  return DEFAULT_LOCALE;
}

/**
 * The language of a piece of free text that carries none (what staff typed into a doctor's
 * profile): Hindi when it has Devanagari letters, else English. For its `lang` attribute, so a
 * screen reader on a Hindi page reads 'Musculoskeletal care' with an English voice (WCAG 3.1.2).
 */
export function textLocale(text: string): Locale {
  return /[\u0900-\u097F]/.test(text) ? 'hi' : 'en';
}

/** BCP 47 tags for Intl and date-fns. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
