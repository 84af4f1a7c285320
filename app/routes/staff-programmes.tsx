import type { Route } from './+types/staff-programmes';
import { listProgrammes } from '@server/modules/programmes/desk/accept.server';
import { requireStaffPage } from '~/features/staff/guard.server';
import { staffMeta } from '~/features/staff/meta';
import { ProgrammesListPage } from '~/features/staff/programmes-list-page';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'programmes.view');
  return { programmes: await listProgrammes(context.ctx, staff, {}) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.programmes.title');
}

export default function StaffProgrammes({ loaderData }: Route.ComponentProps) {
  return <ProgrammesListPage programmes={loaderData.programmes} />;
}
