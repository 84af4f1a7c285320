import { NotFound } from '@server/domain/errors';
import { loadProgrammeBill } from '@server/modules/programmes/bill/bill.server';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import { BillView } from '~/features/programmes/money/bill-view';
import { metaT, pageMeta } from '~/features/seo/meta';
import { useT } from '~/i18n/provider';
import type { Route } from './+types/programme-bill';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The patient's own programme bill (decision 0067); another's is the 404 page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { patient } = requirePatientPage(context, request);
  if (!UUID.test(params.id)) throw new NotFound();
  return { bill: await loadProgrammeBill(context.ctx, { kind: 'patient', patientId: patient.id }, params.id, context.locale) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: metaT(args, 'programmes.bill.title'), description: metaT(args, 'programmes.bill.title'), noindex: true });

export default function ProgrammeBillPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <BillView bill={loaderData.bill} back={{ to: '/appointments', label: t('programmes.bill.backPatient') }} />
    </div>
  );
}
