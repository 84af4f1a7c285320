import { Outlet, useRouteLoaderData } from 'react-router';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/layout';
import { ConsoleLayout, staffHome } from '~/features/staff-console/console-layout';
import { RouteErrorPage } from '~/shell/error-pages';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { APP_VERSION } from '@server/version';
import { adverseEventCount } from '@server/modules/session-notes/adverse-events.server';

export async function loader({ context }: Route.LoaderArgs) {
  const identity = context.identity;
  if (identity?.kind !== 'staff') return { user: null };
  const { role } = identity.staff;
  // Insights: admin and doctors; reception when the admin let it see the money figures (clinic profile).
  const insights = role !== 'reception' || (await clinicProfile(context.ctx)).receptionSeesRevenue === true;
  const adverseEvents = await adverseEventCount(context.ctx, identity.staff);
  return { user: { name: identity.staff.name, role, insights, version: APP_VERSION, adverseEvents } };
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
  // Back to the signed-in member's first page: a therapist's is their day, not the board.
  const role = useRouteLoaderData<typeof loader>('routes/staff-layout')?.user?.role;
  return (
    <main>
      <RouteErrorPage
        error={error}
        texts={{ 403: { title: 'staff.forbiddenTitle', text: 'staff.forbiddenText' } }}
        home={{ to: staffHome(role ?? 'admin'), label: role === 'therapist' ? 'staff.nav.myDay' : 'staff.nav.today' }}
      />
    </main>
  );
}
