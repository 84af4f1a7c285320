/**
 * A page's query parameters checked with the API's zod schema: what a loader may use, or a 400
 * page with the refusal's message in the visitor's language (the error boundaries show it: see
 * app/shell/error-pages.tsx). A value the schema refuses never reaches the page's render.
 */
import { data } from 'react-router';
import type { z } from 'zod';
import { catalogs, translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';

/** The query parameters of `request`, an empty one (a form's "all") counting as absent. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''));
}

/** The 400 a loader throws: `{ success: false, message }`, the message in `locale`. */
function badRequest(locale: Locale, key = 'error.badRequest') {
  const known = key in catalogs.en ? key : 'error.badRequest';
  return data({ success: false as const, message: translate(locale, known) }, { status: 400 });
}

/** The refusal's first message key (a catalog key, or 'error.badRequest' for zod's own messages). */
export function refusalKey(error: z.ZodError): string {
  const key = error.issues[0]?.message ?? '';
  return key in catalogs.en ? key : 'error.badRequest';
}

/** The parsed query, or a thrown 400 (see above). */
export function pageQuery<S extends z.ZodType>(schema: S, request: Request, locale: Locale): z.infer<S> {
  const parsed = schema.safeParse(queryOf(request));
  if (parsed.success) return parsed.data;
  throw badRequest(locale, refusalKey(parsed.error));
}
