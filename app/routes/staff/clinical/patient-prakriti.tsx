import type { Route } from './+types/patient-prakriti';
import { NotFound } from '@server/domain/errors';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta, staffTitleMeta } from '~/features/staff-console/meta';
import { PrakritiFormPage } from '~/features/clinical/prakriti-form';
import { prakritiFormFor } from '@server/modules/patients/prakriti.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'prakriti.record');
  if (!UUID.test(params.id)) throw new NotFound('staff.patients.notFound');
  // A doctor of the patient only (decision 0063): another doctor gets 403.
  return { data: await prakritiFormFor(context.ctx, staff, params.id) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData
    ? staffTitleMeta(matches, loaderData.data.patient.name, 'staff.prakriti.formTitle')
    : staffMeta(matches, 'staff.prakriti.formTitle');
}

export default function StaffPatientPrakriti({ loaderData }: Route.ComponentProps) {
  return <PrakritiFormPage data={loaderData.data} />;
}
