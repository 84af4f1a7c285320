import type { Route } from './+types/patients';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { PatientsPage } from '~/features/clinical/patients-page';
import { searchPatients } from '@server/modules/patients/patients.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'patients.view');
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  return { q, patients: await searchPatients(context.ctx, staff, q) };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.patients.title');
}

export default function StaffPatients({ loaderData }: Route.ComponentProps) {
  return <PatientsPage q={loaderData.q} patients={loaderData.patients} />;
}
