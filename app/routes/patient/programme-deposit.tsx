import { depositAction, loadDepositPage } from '~/features/programmes/patient/patient-programmes.server';
import { DepositPage } from '~/features/programmes/patient/deposit-page';
import type { Route } from './+types/programme-deposit';

/** The programme's deposit by UPI, for its owner (anyone else: 404). */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadDepositPage({ context, request, id: params.id });
}

/** The UTR form posts here, with or without the page's code (decision 0020). */
export function action({ request, context, params }: Route.ActionArgs) {
  return depositAction({ request, context, id: params.id });
}

export function meta({ data: d }: Route.MetaArgs) {
  return d
    ? [
        { title: `${d.pageTitle} | Sarona Ayurveda` },
        { name: 'description', content: d.description },
        { name: 'robots', content: 'noindex' },
      ]
    : [{ title: 'Sarona Ayurveda' }];
}

export default function ProgrammeDeposit({ loaderData, actionData }: Route.ComponentProps) {
  return <DepositPage data={loaderData} result={actionData} />;
}
