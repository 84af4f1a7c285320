/**
 * The one status-aware error page (docs/decisions/0047), as epic-stack's GeneralErrorBoundary: a
 * route's error boundary passes its error; 400 says what was wrong with the address, 403 that the
 * page is not for this account, 404 that it does not exist, 503 that the service is down for a
 * moment, anything else the generic failure; each in the page's language. A route may replace the
 * page of a status (`statusHandlers`: a missing post, a sign-in prompt) and the way back (`home`).
 */
import type { ReactNode } from 'react';
import { Link, isRouteErrorResponse } from 'react-router';
import type { MessageKey } from '@core/i18n/catalog';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

type PageText = { title: MessageKey; text: MessageKey };

const PAGES: Record<number, PageText & { code: boolean }> = {
  403: { title: 'error.forbiddenTitle', text: 'error.forbiddenText', code: true },
  404: { title: 'error.notFoundTitle', text: 'error.notFoundText', code: true },
  503: { title: 'error.unavailableTitle', text: 'error.unavailableText', code: false },
};
const SERVER: PageText = { title: 'error.serverTitle', text: 'error.serverText' };

/** The message a loader's 400 carries (app/shell/page-query.server.ts), or null for another error. */
function badRequestMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 400) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

interface Home {
  to: string;
  label: MessageKey;
}

function StatusPage({ code, title, text, home }: { code?: number; title: string; text: string; home?: Home }) {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" role={code === 404 ? undefined : 'alert'}>
      {code ? <p className="font-serif text-6xl font-semibold text-brand-600">{code}</p> : null}
      <h1 className={`${code ? 'mt-4 ' : ''}font-serif text-3xl font-semibold text-brand-900`}>{title}</h1>
      <p className="mt-3 text-stone-700">{text}</p>
      {home ? (
        <Link to={home.to} className={buttonClasses('primary', 'md', 'mt-8')}>
          {t(home.label)}
        </Link>
      ) : code ? (
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('error.backHome')}
        </Link>
      ) : (
        <a href="." className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('error.tryAgain')}
        </a>
      )}
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useT();
  return <StatusPage code={404} title={t('error.notFoundTitle')} text={t('error.notFoundText')} />;
}

/** A route's error boundary: the page of the error's status (see above). */
export function RouteErrorPage({
  error,
  statusHandlers = {},
  texts = {},
  home,
}: {
  error: unknown;
  /** A route's own page for a status. */
  statusHandlers?: Partial<Record<number, () => ReactNode>>;
  /** A route's own words for a status (the console's 403: 'Not for your role'). */
  texts?: Partial<Record<number, PageText>>;
  /** Where the button leads instead of the home page (the console: the member's first page). */
  home?: Home;
}) {
  const { t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const own = statusHandlers[status];
  if (own) return <>{own()}</>;
  const refused = badRequestMessage(error);
  if (refused !== null)
    return <StatusPage code={400} title={t('error.badRequestTitle')} text={refused || t('error.badRequest')} home={home} />;
  const page = texts[status] ?? PAGES[status] ?? SERVER;
  const code = status in PAGES && status !== 503 ? status : undefined;
  return <StatusPage code={code} title={t(page.title)} text={t(page.text)} home={home} />;
}
