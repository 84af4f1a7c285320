import { listPatientConsultations } from '@server/modules/consultations/patient-consultations.server';
import type { AppLoadContextValue } from '~/load-context';
import { patientVisitSummaries } from '@server/modules/patients/visit-summaries.server';
import { requirePatientPage } from './require-patient.server';

/** The loader of My Appointments (upcoming) and History (`past`): the signed-in patient's bookings and visit summaries. */
export async function loadPatientConsultations(context: AppLoadContextValue, request: Request, options: { past?: boolean } = {}) {
  const { patient } = requirePatientPage(context, request);
  return {
    consultations: await listPatientConsultations(context.ctx, patient, options),
    /** The signed case sheets' patient-facing text, by consultation id (decision 0065). */
    visitSummaries: await patientVisitSummaries(context.ctx, patient.id),
    serverNow: context.ctx.now().toISOString(),
  };
}
