/**
 * Intl formatters made once for each language and set of options, and kept. Making one (reading
 * the language's data, resolving the options) costs about 100 times what formatting with it does:
 * 60-120 µs against 1 µs on a 2-core server, and `toLocaleString` with options makes a new one on
 * every call. The options come from code, so the kept formatters are few.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (locale: string, options: object | undefined) => `${locale} ${JSON.stringify(options ?? {})}`;

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
