/**
 * Typed domain errors. Services throw these; the API's error handler (server/http/api/error-handler.ts)
 * answers them in the spec's envelope `{ success: false, message }`, and page loaders and actions
 * turn them into React Router responses (server/http/pages/page-errors.ts); both through
 * `domainErrorAnswer`. `message` is a message key or a literal, translated into the reader's language.
 */
import { translate, type MessageParams } from '@core/i18n/catalog';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { isIsoDate } from '@core/booking/slots';
import { formatClinicDate, formatInstant } from '@core/i18n/clinic-time';

export class DomainError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly params?: MessageParams,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Whether a value is a DomainError from any copy of this module. The server and the React Router
 * build each bundle their own copy, so `instanceof` fails for an error a page loader throws and the
 * SSR bridge maps (server/http/pages/page-errors.ts); the shape is what both copies share.
 */
export function isDomainError(value: unknown): value is DomainError {
  if (value instanceof DomainError) return true;
  if (!(value instanceof Error)) return false;
  const e = value as Partial<DomainError>;
  return typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 && 'params' in e && 'details' in e;
}

export class BadRequest extends DomainError {
  constructor(
    message = 'error.badRequest',
    public readonly fieldErrors?: Record<string, string>,
    params?: MessageParams,
  ) {
    super(400, message, params);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'error.unauthorized', params?: MessageParams) {
    super(401, message, params);
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'error.forbidden', params?: MessageParams) {
    super(403, message, params);
  }
}
export class NotFound extends DomainError {
  constructor(message = 'error.routeNotFound', params?: MessageParams) {
    super(404, message, params);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, params?: MessageParams, details?: Record<string, unknown>) {
    super(409, message, params, details);
  }
}
export class RateLimited extends DomainError {
  constructor(
    public readonly retryAfterSeconds: number,
    message = 'error.tooManyRequests',
  ) {
    super(429, message, { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}
export class ServiceUnavailable extends DomainError {
  constructor(message = 'error.databaseUnavailable') {
    super(503, message);
  }
}

/** What a domain error answers: its status, its message in `locale`, and its extra fields. */
export interface DomainErrorAnswer {
  status: number;
  message: string;
  /** Field messages (a BadRequest about given fields), translated. */
  errors?: Record<string, string>;
  /** Extra fields of the answer (a Conflict's details). */
  details: Record<string, unknown>;
  /** Seconds, for a Retry-After header (RateLimited). */
  retryAfterSeconds?: number;
}

/**
 * A message's parameters as people read them (decision 0052): a clinic date ('2026-11-27') written
 * out ('27 Nov 2026'), an ISO instant as '27 Nov 2026, 3:00 PM' in clinic time, in the reader's language.
 */
function readableParams(params: MessageParams, locale: Locale): MessageParams {
  const intl = INTL_LOCALE[locale];
  const readable = (value: string | number) => {
    if (typeof value !== 'string') return value;
    // A weekday ('staff.weekday.6') named in the reader's language (decision 0057).
    if (/^staff\.weekday\.[0-6]$/.test(value)) return translate(locale, value);
    // A dispensary unit ('dispensary.unit.ml') likewise (decision 0062).
    if (/^dispensary\.unit\.[a-z]+$/.test(value)) return translate(locale, value);
    if (isIsoDate(value)) return formatClinicDate(value, intl);
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? formatInstant(value, locale) : value;
  };
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, readable(v)]));
}

/** `extra`: parameters every message may name, under the error's own (the clinic's `{phone}`: clinicPhoneParams). */
export function domainErrorAnswer(error: DomainError, locale: Locale, extra?: MessageParams): DomainErrorAnswer {
  const answer: DomainErrorAnswer = {
    status: error.statusCode,
    message: translate(locale, error.message, readableParams({ ...extra, ...error.params }, locale)),
    details: error.details ?? {},
  };
  // Read by shape, not class: the error may come from the page build's copy of this module (isDomainError).
  const { fieldErrors } = error as Partial<BadRequest>;
  if (fieldErrors) {
    // The error's parameters word its field messages too (a range the record itself gives: decision 0068).
    const params = error.params ? readableParams(error.params, locale) : undefined;
    answer.errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, key]) => [field, translate(locale, key, params)]));
  }
  const { retryAfterSeconds } = error as Partial<RateLimited>;
  if (typeof retryAfterSeconds === 'number') answer.retryAfterSeconds = retryAfterSeconds;
  return answer;
}
