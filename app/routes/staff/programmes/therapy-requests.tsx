import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/therapy-requests';
import { listOpenTherapyRequests } from '@server/modules/therapy-requests/therapy-requests.server';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { TherapyRequestsPage } from '~/features/therapy-requests/therapy-requests-page';

/** /staff/therapy-requests: the open requests of GET /api/staff/therapy-requests (reception, admin). */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context, 'therapy-requests.manage');
  return { requests: await listOpenTherapyRequests(context.ctx, context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.therapyRequests.title');
}

export default function StaffTherapyRequests({ loaderData }: Route.ComponentProps) {
  return <TherapyRequestsPage requests={loaderData.requests} />;
}
