import { translate } from '@core/i18n/catalog';
import { listPatientConsultations } from '@server/modules/consultations/patient-consultations.server';
import { HistoryView } from '~/features/consultations/history-view';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import type { Route } from './+types/history';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { patient } = requirePatientPage(context, request);
  return {
    consultations: await listPatientConsultations(context.ctx, patient, { past: true }),
    serverNow: context.ctx.now().toISOString(),
    title: translate(context.locale, 'consultations.history.title'),
    description: translate(context.locale, 'consultations.history.metaDescription'),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data
    ? [{ title: `${data.title} | Sarona Ayurveda` }, { name: 'description', content: data.description }, { name: 'robots', content: 'noindex' }]
    : [];
}

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryView consultations={loaderData.consultations} serverNow={loaderData.serverNow} />;
}
