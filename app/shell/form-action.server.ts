/**
 * What the page actions of the forms that work without JavaScript share (decision 0020): reading
 * a form post, checking it with the API's own zod schema, and turning a refusal into what the page
 * shows (a message and field messages in the visitor's language, with the API's status code).
 */
import { data } from 'react-router';
import type { z } from 'zod';
import { translate, type MessageParams } from '@core/i18n/catalog';
import type { AppContext } from '@server/context';
import { clinicPhoneParams } from '@server/modules/clinic/clinic-profile.server';
import type { Locale } from '@core/i18n/locales';
import { DomainError, domainErrorAnswer } from '@server/domain/errors';
import { isDataException } from '@server/db/errors';

/** A refused form post: the banner's message, messages by field, and the values to show again. */
export interface FormFailure {
  ok: false;
  /** The HTTP status the API would answer (400, 409, 429...). */
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
  /** The rule a booking broke (core/booking/booking-limits.ts), when one did. */
  rule?: string;
}

/** The posted fields as strings (a field posted several times, as the code boxes are, joined). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    fields[key] = form
      .getAll(key)
      .map((v) => (typeof v === 'string' ? v : ''))
      .join('');
  }
  return fields;
}

/** Field messages of a schema's refusal, first per field ('doctor.doctorId' for nested paths), in `locale`. */
function fieldErrorsOf(error: z.ZodError, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.') || '_'] ??= translate(locale, issue.message);
  return errors;
}

/** A refusal ready to answer: its body and its status (and a 429's Retry-After). */
export interface Refusal {
  body: FormFailure;
  init: ResponseInit;
}

/** Answers a refusal, with whatever else the page needs to show again (`extra`). */
export function answer<T extends object>(refusal: Refusal, extra: T) {
  return data({ ...refusal.body, ...extra }, refusal.init);
}

/** Input the schema refused: 400, 'Please correct the errors below' (or the one field's message) and the field messages. */
export function invalid(error: z.ZodError, locale: Locale): Refusal {
  const fieldErrors = fieldErrorsOf(error, locale);
  const values = Object.values(fieldErrors);
  const message = values.length === 1 && values[0] ? values[0] : translate(locale, 'error.validation');
  return { body: { ok: false, status: 400, message, fieldErrors }, init: { status: 400 } };
}

/**
 * A domain error as the API's error handler answers it (domainErrorAnswer: status, translated
 * message, field messages, a 429's Retry-After), for the form to show; a value the database
 * refused (a malformed id, a NUL byte: isDataException) is a 400, as the API's error handler
 * answers it; any other error is thrown on.
 */
export function refused(error: unknown, locale: Locale, extra?: MessageParams): Refusal {
  if (isDataException(error)) {
    return { body: { ok: false, status: 400, message: translate(locale, 'error.badRequest'), fieldErrors: {} }, init: { status: 400 } };
  }
  if (!(error instanceof DomainError)) throw error;
  const { status, message, errors, details, retryAfterSeconds } = domainErrorAnswer(error, locale, extra);
  const rule = typeof details.rule === 'string' ? details.rule : undefined;
  const headers: Record<string, string> = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  return { body: { ok: false, status, message, fieldErrors: errors ?? {}, ...(rule ? { rule } : {}) }, init: { status, headers } };
}

/** `refused`, with the clinic's number in a message that asks to call it (decision 0052). */
export async function refusedCallingClinic(error: unknown, locale: Locale, ctx: AppContext): Promise<Refusal> {
  return refused(error, locale, error instanceof DomainError ? await clinicPhoneParams(ctx, locale, error.message) : undefined);
}

/** 'http' or 'https', as the page was asked for (the session cookie is Secure on https). */
export function protocolOf(request: Request): 'http' | 'https' {
  return new URL(request.url).protocol === 'https:' ? 'https' : 'http';
}
