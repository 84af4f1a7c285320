/**
 * The one way a page loader or action answers an error (docs/decisions/0047): a service's
 * DomainError (a 403, a 404, a 409 ...) becomes the React Router response of its status with the
 * API's error envelope, its message in the page's language; a database that cannot be reached
 * becomes a 503 with the outage message (never a "not found"). The SSR bridge wraps every route
 * module's loader and action with it (`withPageErrors`, server/http/pages/page-errors.ts), so a route never maps errors itself; a
 * loader throws (the route's error boundary shows the page for that status), an action may also
 * return `domainErrorResponse` (the form shows the message and the field errors).
 */
import { data, type ServerBuild } from 'react-router';
import { translate, type MessageParams } from '@core/i18n/catalog';
import type { AppContext } from '@server/context';
import { clinicPhoneParams } from '@server/modules/clinic/clinic-profile.server';
import { isLocale, type Locale } from '@core/i18n/locales';
import { DomainError, domainErrorAnswer, isDomainError } from '@server/domain/errors';
import { isDatabaseDown } from '@server/db/errors';

export function domainErrorResponse(error: DomainError, locale: Locale, extra?: MessageParams) {
  const { status, message, errors, details, retryAfterSeconds } = domainErrorAnswer(error, locale, extra);
  const headers: Record<string, string> = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  return data({ success: false as const, message, ...details, ...(errors ? { errors } : {}) }, { status, headers });
}

/** The response an error thrown by a loader or action stands for, or the error itself when it is no domain's or outage's. */
async function pageErrorResponse(error: unknown, locale: Locale, ctx: AppContext | undefined): Promise<unknown> {
  if (isDomainError(error))
    return domainErrorResponse(error, locale, ctx ? await clinicPhoneParams(ctx, locale, error.message) : undefined);
  if (isDatabaseDown(error))
    return data({ success: false as const, message: translate(locale, 'error.databaseUnavailable') }, { status: 503 });
  return error;
}

type Handler = (args: { context?: unknown }) => unknown;

function mapped(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      const { locale, ctx } = (args.context ?? {}) as { locale?: unknown; ctx?: AppContext };
      throw await pageErrorResponse(error, isLocale(locale) ? locale : 'en', ctx);
    }
  };
}

/** The build with every route module's loader and action answering errors as above. */
export function withPageErrors(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module as { loader?: Handler; action?: Handler };
      const module = { ...route.module, ...(loader ? { loader: mapped(loader) } : {}), ...(action ? { action: mapped(action) } : {}) };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
