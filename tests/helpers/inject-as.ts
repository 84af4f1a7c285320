/**
 * One way for server tests to call the API (decision 0037): `injectAs(env, role)` signs a staff
 * member, a patient or nobody in and returns a caller; `callerFor(env, cookie)` wraps a cookie a
 * test already has. Bodies go as JSON, the language as Accept-Language; the answer carries the
 * status, the raw body and the JSON (read when asked: a PDF or CSV answer has none).
 */
import type { StaffRole } from '../../core/constants.ts';
import type { createPatient } from '../../server/db/factories.ts';
import type { TestEnv } from './test-app.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** Accept-Language ('en' unless said). */
  locale?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body as JSON. */
  readonly json: Json;
}

export interface Caller {
  /** The Cookie header sent (null: signed out). */
  cookie: string | null;
  call(method: Method, url: string, body?: unknown, options?: CallOptions): Promise<Answer>;
  get(url: string, options?: CallOptions): Promise<Answer>;
  post(url: string, body?: unknown, options?: CallOptions): Promise<Answer>;
  put(url: string, body?: unknown, options?: CallOptions): Promise<Answer>;
  patch(url: string, body?: unknown, options?: CallOptions): Promise<Answer>;
  delete(url: string, body?: unknown, options?: CallOptions): Promise<Answer>;
}

/** A caller sending `cookie` (null: nobody signed in). */
export function callerFor(env: TestEnv, cookie: string | null): Caller {
  const call = async (method: Method, url: string, body?: unknown, options: CallOptions = {}): Promise<Answer> => {
    const res = await env.app.inject({
      method,
      url,
      headers: {
        'accept-language': options.locale ?? 'en',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    let parsed: Json | undefined;
    return {
      status: res.statusCode,
      body: res.body,
      headers: res.headers,
      get json() {
        parsed ??= JSON.parse(res.body) as Json;
        return parsed;
      },
    };
  };
  return {
    cookie,
    call,
    get: (url, options) => call('GET', url, undefined, options),
    post: (url, body, options) => call('POST', url, body, options),
    put: (url, body, options) => call('PUT', url, body, options),
    patch: (url, body, options) => call('PATCH', url, body, options),
    delete: (url, body, options) => call('DELETE', url, body, options),
  };
}

type StaffInput = Parameters<TestEnv['signInStaff']>[1];
type PatientInput = Parameters<typeof createPatient>[1];

/** A staff member of `role`, signed in: the caller, with the staff row. */
export async function injectAs(
  env: TestEnv,
  role: StaffRole,
  input?: StaffInput,
): Promise<Caller & { staff: Awaited<ReturnType<TestEnv['signInStaff']>>['staff'] }>;
/** A patient, signed in: the caller, with the patient row. */
export async function injectAs(
  env: TestEnv,
  role: 'patient',
  input?: PatientInput,
): Promise<Caller & { patient: Awaited<ReturnType<TestEnv['signInPatient']>>['patient'] }>;
/** Nobody signed in. */
export async function injectAs(env: TestEnv, role: null): Promise<Caller>;
export async function injectAs(env: TestEnv, role: StaffRole | 'patient' | null, input?: StaffInput | PatientInput) {
  if (role === null) return callerFor(env, null);
  if (role === 'patient') {
    const { patient, cookie } = await env.signInPatient(input as PatientInput);
    return { ...callerFor(env, cookie), patient };
  }
  const { staff, cookie } = await env.signInStaff(role, input as StaffInput);
  return { ...callerFor(env, cookie), staff };
}
