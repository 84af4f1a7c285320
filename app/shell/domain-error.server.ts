/**
 * The one way a page loader or action answers a service's DomainError (a 403, a 404, a 409 ...):
 * the React Router response of its status with the API's error envelope, its message in the
 * page's language. A loader throws it (the route's error boundary shows the page for that status);
 * an action may return it (the form shows the message and the field errors).
 */
import { data } from 'react-router';
import type { Locale } from '@core/i18n/locales';
import { DomainError, domainErrorAnswer } from '@server/domain/errors';

export function domainErrorResponse(error: DomainError, locale: Locale) {
  const { status, message, errors, details, retryAfterSeconds } = domainErrorAnswer(error, locale);
  const headers: Record<string, string> = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  return data({ success: false as const, message, ...details, ...(errors ? { errors } : {}) }, { status, headers });
}

/** Runs a loader's work; a DomainError it throws is thrown on as its response (see above). */
export async function withDomainErrors<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw domainErrorResponse(error, locale);
    throw error;
  }
}
