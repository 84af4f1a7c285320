import type { Route } from './+types/patient';
import { BadRequest, NotFound } from '@server/domain/errors';
import { TimelineQuerySchema } from '@core/clinical/patient-record';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta, staffTitleMeta } from '~/features/staff-console/meta';
import { PatientPage } from '~/features/clinical/patient-page';
import { patientRecord } from '@server/modules/patients/patients.server';
import { prakritiHistory } from '@server/modules/patients/prakriti.server';
import { patientOutcomes } from '@server/modules/outcomes/outcomes.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'patients.view');
  // Not an id at all: the page does not exist (the API answers 400 before any lookup).
  if (!UUID.test(params.id)) throw new NotFound('staff.patients.notFound');
  // A doctor reaches only their own patients (403); a clinical read is audited (decision 0059).
  // The timeline's older pages: ?upTo=<the clinic date the page before named>.
  const query = TimelineQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new BadRequest('staff.patients.timelineDate', { upTo: 'staff.patients.timelineDate' });
  const record = await patientRecord(context.ctx, staff, params.id, { upTo: query.data.upTo, locale: context.locale });
  // Prakriti (decision 0063) and outcomes over time (decision 0068): with the clinical record only, each read audited as its own part.
  const prakriti = record.access.clinical ? await prakritiHistory(context.ctx, staff, params.id) : null;
  const outcomes = record.access.clinical ? await patientOutcomes(context.ctx, staff, params.id) : null;
  return { record, prakriti, outcomes };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData
    ? staffTitleMeta(matches, loaderData.record.patient.name, 'staff.patients.title')
    : staffMeta(matches, 'staff.patients.title');
}

export default function StaffPatient({ loaderData }: Route.ComponentProps) {
  return <PatientPage record={loaderData.record} />;
}
