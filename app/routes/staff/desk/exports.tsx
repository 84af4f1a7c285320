import type { Route } from './+types/exports';
import { clinicDate } from '@core/booking/slots';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { ExportsSection } from '~/features/paperwork/exports-section';

export function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'paperwork.exports');
  const today = clinicDate(context.ctx.now());
  return { role: staff.role, from: `${today.slice(0, 8)}01`, to: today };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.paperwork.exports.title');
}

export default function StaffExports({ loaderData }: Route.ComponentProps) {
  return <ExportsSection {...loaderData} />;
}
