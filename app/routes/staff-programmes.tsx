import type { Route } from './+types/staff-programmes';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { ProgrammesListPage } from '~/features/programmes/desk/programmes-list-page';
import { listProgrammes } from '@server/modules/programmes/desk/accept.server';

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
