import { Link, isRouteErrorResponse } from 'react-router';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-6xl font-semibold text-brand-600">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-brand-900">{t('error.notFoundTitle')}</h1>
      <p className="mt-3 text-stone-700">{t('error.notFoundText')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('error.backHome')}
      </Link>
    </section>
  );
}

/** The message a loader's 400 carries (app/shell/page-query.server.ts), or null for another error. */
export function badRequestMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 400) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/** A 400: the address asked for something the page cannot show (?date=x); what was wrong, and the way home. */
function BadRequestPage({ message }: { message: string }) {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" role="alert">
      <p className="font-serif text-6xl font-semibold text-brand-600">400</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-brand-900">{t('error.badRequestTitle')}</h1>
      <p className="mt-3 text-stone-700">{message || t('error.badRequest')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('error.backHome')}
      </Link>
    </section>
  );
}

export function ServerErrorPage() {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" role="alert">
      <h1 className="font-serif text-3xl font-semibold text-brand-900">{t('error.serverTitle')}</h1>
      <p className="mt-3 text-stone-700">{t('error.serverText')}</p>
      <a href="." className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('error.tryAgain')}
      </a>
    </section>
  );
}

/** A route's error boundary: the 404 page for 'not found', the 400 page for a refused address, the generic page otherwise. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const refused = badRequestMessage(error);
  if (refused !== null) return <BadRequestPage message={refused} />;
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerErrorPage />;
}
