/**
 * The one HTTP client of the browser: same-origin fetch to /api with the session cookie.
 * Answers use the envelope `{ success, message, data }`; failures throw ApiError with the server's
 * message (already in the request's language).
 */
import { IDEMPOTENCY_HEADER } from '@core/idempotency';

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors?: Record<string, string>,
    public readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export async function api<T>(
  path: string,
  /** `idempotencyKey`: the same on a retry of one submission (docs/decisions/0042-idempotency-keys.md). */
  init: { method?: string; body?: unknown; signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<Envelope<T>> {
  let response: Response;
  const headers: Record<string, string> =
    init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' };
  if (init.idempotencyKey) headers[IDEMPOTENCY_HEADER] = init.idempotencyKey;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network Error', 0);
  }
  const body = (await response.json().catch(() => null)) as (Envelope<T> & { errors?: Record<string, string> }) | null;
  if (!response.ok || !body || body.success === false) {
    throw new ApiError(body?.message || `Request failed with status code ${response.status}`, response.status, body?.errors, body);
  }
  return body;
}

/** The spec's generic rule: server message, else the error's own message, else a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
