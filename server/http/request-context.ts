/**
 * Per-request facts every route and page needs: the language and who is signed in.
 * Also the session cookie helpers and the cross-site check for requests that change data.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { LEGACY_TOKEN_COOKIE, LOCALE_COOKIE, SESSION_COOKIE } from '@core/constants';
import { isLocale, pickLocale, type Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import { type Identity, resolveSignIn } from '@server/modules/auth/sign-ins';
import { Forbidden } from '@server/domain/errors';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    locale: Locale;
    identity: Identity | null;
    /** The raw session token of this request, when it came with one. */
    sessionToken: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token || null;
}

/** True when the request was made by a page of another site (checked on data-changing requests). */
function isCrossSite(request: FastifyRequest, baseUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  const host = request.headers.host;
  try {
    const o = new URL(origin);
    return o.host !== host && o.origin !== new URL(baseUrl).origin;
  } catch {
    return true;
  }
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('identity', null);
  app.decorateRequest('sessionToken', null);

  // A callback hook, not an async one: most requests (every signed-out visitor's) carry no session
  // and finish it without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/assets/')) return done();
    // `?lang=hi` (shareable links, hreflang alternates) wins and, on a page, is remembered; then the
    // cookie. A document of the API in the other language (a Hindi label or invoice PDF) is not
    // remembered: downloading it does not switch the staff member's console (decision 0070).
    const queryLang = (request.query as Record<string, unknown> | undefined)?.lang;
    if (isLocale(queryLang) && queryLang !== request.cookies[LOCALE_COOKIE] && !request.url.startsWith('/api/'))
      setLocaleCookie(reply, queryLang);
    request.locale = pickLocale(isLocale(queryLang) ? queryLang : request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
    const bearer = bearerToken(request);
    // Cookie-authenticated requests that change data must come from our own pages.
    if (!SAFE_METHODS.has(request.method) && !bearer && !request.url.startsWith('/api/webhooks/')) {
      if (isCrossSite(request, app.ctx.config.baseUrl)) return done(new Forbidden('error.crossSite'));
    }
    const token = bearer ?? request.cookies[SESSION_COOKIE] ?? null;
    if (!token) return done();
    request.sessionToken = token;
    resolveSignIn(app.ctx, token).then((identity) => {
      request.identity = identity;
      done();
    }, done);
  });
});

function cookieBase(request: Pick<FastifyRequest, 'protocol'>) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** The Set-Cookie header of a new session for a page action's Response: the same cookie as setSessionCookie. */
export function sessionCookieHeader(protocol: 'http' | 'https', token: string, expiresAt: Date): string {
  return fastifyCookie.serialize(SESSION_COOKIE, token, { ...cookieBase({ protocol }), expires: expiresAt });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieBase(request), expires: expiresAt });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieBase(request));
  reply.clearCookie(LEGACY_TOKEN_COOKIE, { path: '/' });
}

function setLocaleCookie(reply: FastifyReply, locale: Locale) {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
}
