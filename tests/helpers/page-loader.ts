/**
 * One way for server tests to call a page's loader or action as the server does (server/http/pages/ssr.ts
 * hands it the load context): signed in with a session token (as `env.signInStaff` / `signInPatient`
 * give), or nobody. Pages are the one front door for what the console reads (decision 0044), so a
 * page's guard, its query validation and its answer are tested here, not through a JSON route.
 *
 * The answer is the status (200, the status of a `data(..., { status })`, of a thrown Response or
 * `data()`, or of a domain error the page bridge maps: decision 0047), the data and where a
 * redirect sends.
 */
import type { AppLoadContextValue } from '../../app/load-context.ts';
import { SESSION_COOKIE } from '../../core/constants.ts';
import type { Locale } from '../../core/i18n/locales.ts';
import { resolveSignIn } from '../../server/modules/auth/sign-ins.ts';
import type { TestEnv } from './test-app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Route = (args: any) => unknown;
/** What a loader returns, unwrapped from a `data(value, init)`. */
type Unwrapped<T> = T extends { type: string; data: infer D; init: ResponseInit | null } ? D : T;
type Data<L extends Route> = Unwrapped<Awaited<ReturnType<L>>>;

export interface PageCall {
  /** The session token of who asks (null: nobody signed in), or the Cookie header an `injectAs` caller sends. */
  token: string | null | { cookie: string | null };
  /** Path and query, e.g. `/staff/schedule?date=2026-12-01`. */
  url: string;
  params?: Record<string, string>;
  locale?: Locale;
  /** For an action: the form's fields, sent as a POST. */
  form?: Record<string, string>;
}

export interface PageAnswer<T> {
  status: number;
  /** What the loader or action returned (undefined when it threw). */
  data: T | undefined;
  /** Where a redirect sends (null otherwise). */
  location: string | null;
}

/** The session token in a Cookie header. */
function sessionOf(cookie: string | null): string | null {
  const pair = cookie?.split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  return pair ? pair.slice(SESSION_COOKIE.length + 1) : null;
}

/** The load context the server builds for a request of `token`'s holder. */
export async function pageContext(env: TestEnv, token: PageCall['token'], locale: Locale = 'en'): Promise<AppLoadContextValue> {
  const value = typeof token === 'object' && token !== null ? sessionOf(token.cookie) : token;
  const identity = value ? await resolveSignIn(env.ctx, value) : null;
  return { ctx: env.ctx, identity, locale, nonce: '', ip: '10.1.2.3', requestId: 'test' };
}

/** Runs `route` (a loader or an action) for one request and says how it answered. */
export async function callPage<L extends Route>(env: TestEnv, route: L, call: PageCall): Promise<PageAnswer<Data<L>>> {
  const request = new Request(`http://localhost:3000${call.url}`, {
    ...(call.form
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(call.form).toString(),
        }
      : {}),
  });
  const context = await pageContext(env, call.token, call.locale);
  try {
    const result = (await route({ request, context, params: call.params ?? {} })) as {
      type?: string;
      data?: unknown;
      init?: ResponseInit | null;
    };
    if (result instanceof Response) return { status: result.status, data: undefined, location: result.headers.get('location') };
    if (result?.type === 'DataWithResponseInit')
      return { status: result.init?.status ?? 200, data: result.data as Data<L>, location: null };
    return { status: 200, data: result as Data<L>, location: null };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: undefined, location: error.headers.get('location') };
    const { init, statusCode } = error as { init?: ResponseInit | null; statusCode?: number };
    const status = statusCode ?? init?.status;
    if (status === undefined) throw error;
    return { status, data: undefined, location: null };
  }
}
