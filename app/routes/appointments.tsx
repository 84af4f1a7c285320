import { AppointmentsView } from '~/features/consultations/appointments-view';
import { SavedCopyBanner } from '~/features/offline/saved-copy-banner';
import { loadPatientConsultations } from '~/features/consultations/patient-list.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/appointments';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPatientConsultations(context, request);
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
      <AppointmentsView consultations={loaderData.consultations} serverNow={loaderData.serverNow} />
    </>
  );
}
