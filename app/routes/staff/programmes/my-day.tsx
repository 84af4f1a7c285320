import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/my-day';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { MyDayPage } from '~/features/programmes/therapist/my-day-page';
import { loadMyDay } from '~/features/programmes/therapist/my-day.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadMyDay(context, request, requireStaffPage(context, 'my-day.view'));
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.nav.myDay');
}

export default function StaffMyDay({ loaderData }: Route.ComponentProps) {
  return <MyDayPage data={loaderData} />;
}
