/**
 * The action of /feedback/:id (decision 0020): the feedback form posts here, as a plain form before
 * the page's code runs (or when it never loads), or through a fetcher once it has. The same schema
 * (FeedbackSubmitSchema) and service (submitFeedback) as POST /api/feedback/submit, for the
 * consultation's signed-in owner only. A resubmission with the form's `idempotencyKey` gets the
 * first answer, not "feedback already given" (decision 0042).
 */
import { translate } from '@core/i18n/catalog';
import { FEEDBACK_QUESTIONS, FeedbackSubmitSchema } from '@core/schemas/booking/feedback';
import { IDEMPOTENCY_FIELD, idempotent } from '@server/http/limits/idempotency';
import { submitFeedback } from '@server/modules/feedback/feedback.server';
import type { AppLoadContextValue } from '~/load-context';
import { answer, formFields, invalid, refused, type FormFailure } from '~/shell/form-action.server';
import { requirePatientPage } from '~/features/consultations/require-patient.server';

export type FeedbackActionData = { ok: true; message: string } | FormFailure;

/** The posted fields as the API's body: `ratings.<i>.rating` radios in the questions' order. */
function feedbackBody(consultationId: string, fields: Record<string, string>) {
  return {
    consultationId,
    ratings: FEEDBACK_QUESTIONS.map((q, i) => {
      const rating = fields[`ratings.${i}.rating`];
      return { question: q.question, rating: rating ? Number(rating) : undefined };
    }),
    onTime: fields.onTime || undefined,
    additionalComments: fields.additionalComments ?? '',
  };
}

export async function feedbackAction({
  request,
  context,
  consultationId,
}: {
  request: Request;
  context: AppLoadContextValue;
  consultationId: string;
}) {
  const { patient } = requirePatientPage(context, request);
  const { locale } = context;
  const fields = formFields(await request.formData());
  const parsed = FeedbackSubmitSchema.safeParse(feedbackBody(consultationId, fields));
  if (!parsed.success) return answer(invalid(parsed.error, locale), {});
  try {
    const key = fields[IDEMPOTENCY_FIELD];
    await idempotent(context.ctx, { identity: context.identity, key, route: 'action /feedback', request: parsed.data }, async () => {
      await submitFeedback(context.ctx, patient, parsed.data);
      return { consultationId: parsed.data.consultationId };
    });
  } catch (error) {
    return answer(refused(error, locale), {});
  }
  return { ok: true, message: translate(locale, 'consultations.feedback.sent') } satisfies FeedbackActionData;
}
