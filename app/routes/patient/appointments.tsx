import { AppointmentsView } from '~/features/consultations/appointments-view';
import { SavedCopyBanner } from '~/features/offline/saved-copy-banner';
import { loadPatientConsultations } from '~/features/consultations/patient-list.server';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import { loadMyProgrammes, moveRequestAction } from '~/features/programmes/patient/patient-programmes.server';
import { ProgrammesSection } from '~/features/programmes/patient/programmes-section';
import { metaT, pageMeta } from '~/features/seo/meta';
import { TherapyRequestList } from '~/features/consultations/therapy-request-list';
import { listMyTherapyRequests } from '@server/modules/therapy-requests/therapy-requests.server';
import type { Route } from './+types/appointments';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { patient } = requirePatientPage(context, request);
  const [list, programmes, therapyRequests] = await Promise.all([
    loadPatientConsultations(context, request),
    loadMyProgrammes(context, patient.id),
    listMyTherapyRequests(context.ctx, patient.id, context.locale),
  ]);
  return { ...list, programmes, therapyRequests };
}

/** "Ask to move" a programme session posts here, with or without the page's code (decision 0020). */
export function action({ request, context }: Route.ActionArgs) {
  return moveRequestAction({ request, context });
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
      <AppointmentsView
        consultations={loaderData.consultations}
        serverNow={loaderData.serverNow}
        summaries={loaderData.visitSummaries}
        programmes={(now) => <ProgrammesSection programmes={loaderData.programmes ?? []} now={now} />}
      >
        <TherapyRequestList requests={loaderData.therapyRequests} />
      </AppointmentsView>
    </>
  );
}
