import { listPatientConsultations } from '@server/modules/consultations/patient-consultations.server';
import type { AppLoadContextValue } from '~/load-context';
import { requirePatientPage } from './require-patient.server';

/** The loader of My Appointments (upcoming) and History (`past`): the signed-in patient's bookings. */
export async function loadPatientConsultations(context: AppLoadContextValue, request: Request, options: { past?: boolean } = {}) {
  const { patient } = requirePatientPage(context, request);
  return {
    consultations: await listPatientConsultations(context.ctx, patient, options),
    serverNow: context.ctx.now().toISOString(),
  };
}
