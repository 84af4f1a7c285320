import { translate } from '@core/i18n/catalog';
import { getFeedbackForm } from '@server/modules/feedback/feedback.server';
import { NotFound } from '@server/domain/errors';
import { feedbackAction } from '~/features/consultations/feedback/feedback-action.server';
import { FeedbackView } from '~/features/consultations/feedback/feedback-form';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import type { Route } from './+types/feedback';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { patient } = requirePatientPage(context, request);
  try {
    const form = await getFeedbackForm(context.ctx, patient, params.id);
    return {
      form,
      title: translate(context.locale, 'consultations.feedback.title'),
      description: translate(context.locale, 'consultations.feedback.metaDescription'),
    };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    // Someone else's consultation looks the same as none at all.
    if (status === 404 || status === 403) throw new NotFound();
    throw error;
  }
}

/** The feedback form posts here, with or without the page's code (decision 0020). */
export function action({ request, context, params }: Route.ActionArgs) {
  return feedbackAction({ request, context, consultationId: params.id });
}

export function meta({ data: d }: Route.MetaArgs) {
  return d
    ? [{ title: `${d.title} | Sarona Ayurveda` }, { name: 'description', content: d.description }, { name: 'robots', content: 'noindex' }]
    : [{ title: 'Sarona Ayurveda' }];
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  return <FeedbackView form={loaderData.form} result={actionData} />;
}
