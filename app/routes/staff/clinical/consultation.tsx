import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/consultation';
import { getConsultationDetail } from '@server/modules/consultations/staff/staff-consultations.server';
import { receiptSummary } from '@server/modules/receipts/receipt-documents.server';
import { canWritePrescription, isPrescriber } from '@core/consultations/rules';
import { can } from '@core/policy';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { ConsultationDetailPage } from '~/features/consultation-desk/consultation-detail';
import { prescribeOptions, programmesOfConsultation } from '@server/modules/programmes/prescribe/programme.server';
import { addDays, clinicDate } from '@core/booking/slots';
import { getCaseSheet } from '@server/modules/patients/case-sheets.server';
import { patientAlerts } from '@server/modules/patients/patients.server';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'consultations.view');
  const detail = await getConsultationDetail(context.ctx, staff, params.id);
  const c = detail.consultation;
  const canWrite = canWritePrescription(staff, { status: c.status, doctorId: c.doctor.doctorId });
  const receipt = await receiptSummary(context.ctx, c._id);
  // A completed consultation: its doctor prescribes a programme; they and the desk see those prescribed (core/policy.ts).
  const prescribing =
    c.status === 'completed' && can(staff, 'programmes.view')
      ? {
          ...(await prescribeOptions(context.ctx, context.locale)),
          programmes: await programmesOfConsultation(context.ctx, staff, c._id),
          defaultStart: addDays(clinicDate(context.ctx.now()), 1),
        }
      : null;
  // The case sheet: a doctor of the patient and admin read it (audited); the desk does not (decision 0059).
  const caseSheet = can(staff, 'clinical.read') ? await getCaseSheet(context.ctx, staff, c._id) : null;
  return {
    ...detail,
    caseSheet,
    patientFacts: await patientAlerts(context.ctx, c.patientId),
    canViewPatient: can(staff, 'patients.view'),
    // The record as a FHIR document once the visit is done: whoever read the sheet above and may export (decision 0066).
    canExportFhir: !!caseSheet && c.status === 'completed' && can(staff, 'clinical.export'),
    receipt,
    prescribing,
    role: staff.role,
    canWrite,
    isPrescriber: isPrescriber(staff.role),
    canPrescribeProgramme: can(staff, 'programmes.prescribe'),
    now: context.ctx.now().toISOString(),
  };
}

export function meta({ params, matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.detail.title', { id: params.id });
}

export default function StaffConsultation({ loaderData }: Route.ComponentProps) {
  return <ConsultationDetailPage data={loaderData} />;
}
