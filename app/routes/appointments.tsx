import { AppointmentsView } from '~/features/consultations/appointments-view';
import { SavedCopyBanner } from '~/features/offline/saved-copy-banner';
import { loadPatientConsultations } from '~/features/consultations/patient-list.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import { TherapyRequestList } from '~/features/consultations/therapy-request-list';
import { listMyTherapyRequests } from '@server/modules/therapy-requests/therapy-requests.server';
import type { Route } from './+types/appointments';

export async function loader({ context, request }: Route.LoaderArgs) {
  const data = await loadPatientConsultations(context, request);
  const patientId = context.identity?.kind === 'patient' ? context.identity.patient.id : null;
  return { ...data, therapyRequests: patientId ? await listMyTherapyRequests(context.ctx, patientId, context.locale) : [] };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: metaT(args, 'consultations.appointments.title'),
    description: metaT(args, 'consultations.appointments.metaDescription'),
    noindex: true,
  });

export default function Appointments({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SavedCopyBanner />
      <AppointmentsView consultations={loaderData.consultations} serverNow={loaderData.serverNow}>
        <TherapyRequestList requests={loaderData.therapyRequests} />
      </AppointmentsView>
    </>
  );
}
