import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/therapists';
import { listTherapists } from '@server/modules/resources/resources.server';
import { listMembers } from '@server/modules/team/members.server';
import { can } from '@core/policy';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { therapyCatalogue } from '~/features/resources/resources-catalogue.server';
import { TherapistsPage } from '~/features/resources/resources-therapists';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'therapists.view');
  const canEdit = can(staff, 'therapists.edit');
  // Only the admin links a profile to a staff account: the desk never gets the list of accounts.
  const accounts = canEdit
    ? (await listMembers(context.ctx)).filter((m) => m.role === 'therapist' && m.active).map((m) => ({ id: m.id, name: m.name }))
    : [];
  return { therapists: await listTherapists(context.ctx), accounts, ...therapyCatalogue(context.locale), canEdit };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.therapists.title');
}

export default function StaffTherapists({ loaderData }: Route.ComponentProps) {
  return <TherapistsPage {...loaderData} />;
}
