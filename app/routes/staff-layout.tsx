import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/staff-layout';
import { ConsoleLayout, staffHome } from '~/features/staff-console/console-layout';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { badRequestMessage } from '~/shell/error-pages';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { APP_VERSION } from '@server/version';

export async function loader({ context }: Route.LoaderArgs) {
  const identity = context.identity;
  if (identity?.kind !== 'staff') return { user: null };
  const { role } = identity.staff;
  // Insights: admin and doctors; reception when the admin let it see the money figures (clinic profile).
  const insights = role !== 'reception' || (await clinicProfile(context.ctx)).receptionSeesRevenue === true;
  return { user: { name: identity.staff.name, role, insights, version: APP_VERSION } };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.console');
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.user) return <Outlet />;
  return (
    <ConsoleLayout user={loaderData.user}>
      <Outlet />
    </ConsoleLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A 400 (a filter typed into the address that is not one) says what was wrong.
  const refused = badRequestMessage(error);
  // Back to the signed-in member's first page: a therapist's is their day, not the board.
  const role = useRouteLoaderData<typeof loader>('routes/staff-layout')?.user?.role;
  const therapist = role === 'therapist';
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl font-semibold text-brand-900">
        {forbidden
          ? t('staff.forbiddenTitle')
          : notFound
            ? t('error.notFoundTitle')
            : refused !== null
              ? t('error.badRequestTitle')
              : t('error.serverTitle')}
      </h1>
      <p className="mt-3 text-stone-700">
        {forbidden
          ? t('staff.forbiddenText')
          : notFound
            ? t('error.notFoundText')
            : refused !== null
              ? refused || t('error.badRequest')
              : t('error.serverText')}
      </p>
      <Link to={staffHome(role ?? 'admin')} className={buttonClasses('primary', 'md', 'mt-8')}>
        {t(therapist ? 'staff.nav.myDay' : 'staff.nav.today')}
      </Link>
    </main>
  );
}
