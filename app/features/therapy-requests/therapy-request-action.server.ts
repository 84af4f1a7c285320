/**
 * The action of /services/:serviceId (decision 0020): the therapy page's request form posts here,
 * as a plain form before the page's code runs (or when it never loads), or through a fetcher once
 * it has. The same schema and service as POST /api/therapy-requests, for a signed-in patient only.
 * A resubmission with the form's `idempotencyKey` gets the first answer (decision 0042).
 */
import { translate } from '@core/i18n/catalog';
import { TherapyRequestSchema } from '@core/schemas/programmes/therapy-requests';
import { IDEMPOTENCY_FIELD, idempotent } from '@server/http/limits/idempotency';
import { createTherapyRequest } from '@server/modules/therapy-requests/therapy-requests.server';
import { requirePatientPage } from '~/features/consultations/require-patient.server';
import type { AppLoadContextValue } from '~/load-context';
import { answer, formFields, invalid, refused, type FormFailure } from '~/shell/form-action.server';

export type TherapyRequestActionData = { ok: true; message: string } | FormFailure;

export async function therapyRequestAction({
  request,
  context,
  therapySlug,
}: {
  request: Request;
  context: AppLoadContextValue;
  therapySlug: string;
}) {
  const { patient } = requirePatientPage(context, request);
  const { locale } = context;
  const fields = formFields(await request.formData());
  const parsed = TherapyRequestSchema.safeParse({ therapySlug, timeBand: fields.timeBand, note: fields.note ?? '' });
  if (!parsed.success) return answer(invalid(parsed.error, locale), {});
  try {
    const key = fields[IDEMPOTENCY_FIELD];
    await idempotent(context.ctx, { identity: context.identity, key, route: 'action /services', request: parsed.data }, async () => {
      const created = await createTherapyRequest(context.ctx, patient.id, parsed.data);
      return { id: created.id };
    });
  } catch (error) {
    return answer(refused(error, locale), {});
  }
  return { ok: true, message: translate(locale, 'site.therapyRequest.sent') } satisfies TherapyRequestActionData;
}
