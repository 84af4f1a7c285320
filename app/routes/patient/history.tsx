import { HistoryView } from '~/features/consultations/history-view';
import { loadPatientConsultations } from '~/features/consultations/patient-list.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/history';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPatientConsultations(context, request, { past: true });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: metaT(args, 'consultations.history.title'),
    description: metaT(args, 'consultations.history.metaDescription'),
    noindex: true,
  });

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryView consultations={loaderData.consultations} serverNow={loaderData.serverNow} summaries={loaderData.visitSummaries} />;
}
