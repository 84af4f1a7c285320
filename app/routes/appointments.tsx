import { translate } from '@core/i18n/catalog';
import { listPatientConsultations } from '@server/modules/consultations/patient-consultations.server';
import { AppointmentsView } from '~/features/consultations/appointments-view';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import type { Route } from './+types/appointments';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { patient } = requirePatientPage(context, request);
  return {
    consultations: await listPatientConsultations(context.ctx, patient),
    serverNow: context.ctx.now().toISOString(),
    title: translate(context.locale, 'consultations.appointments.title'),
    description: translate(context.locale, 'consultations.appointments.metaDescription'),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data
    ? [{ title: `${data.title} | Sarona Ayurveda` }, { name: 'description', content: data.description }, { name: 'robots', content: 'noindex' }]
    : [];
}

export default function Appointments({ loaderData }: Route.ComponentProps) {
  return <AppointmentsView consultations={loaderData.consultations} serverNow={loaderData.serverNow} />;
}
