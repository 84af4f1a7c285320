import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/rooms';
import { listRooms } from '@server/modules/resources/resources.server';
import { can } from '@core/policy';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { RoomsPage } from '~/features/resources/resources-rooms';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'rooms.view');
  return { rooms: await listRooms(context.ctx), canEdit: can(staff, 'rooms.edit') };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.rooms.title');
}

export default function StaffRooms({ loaderData }: Route.ComponentProps) {
  return <RoomsPage rooms={loaderData.rooms} canEdit={loaderData.canEdit} />;
}
