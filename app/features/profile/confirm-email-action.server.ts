/**
 * The action of /confirm-email (docs/decisions/0033-account-ends-and-sign-in-safety.md): the page's
 * button posts the link's id, exp and sig here; the same schema and service as POST /api/email/confirm.
 * Opening the link (GET) changes nothing (decision 0034).
 */
import { translate } from '@core/i18n/catalog';
import { confirmEmail, EmailConfirmationSchema } from '@server/modules/profile/email-verification.server';
import type { AppLoadContextValue } from '~/load-context';
import { answer, formFields, refused, type FormFailure } from '~/shell/form-action.server';

type ConfirmEmailActionData = { ok: true; message: string } | FormFailure;

export async function confirmEmailAction({ request, context }: { request: Request; context: AppLoadContextValue }) {
  const { ctx, locale } = context;
  const fields = formFields(await request.formData());
  const parsed = EmailConfirmationSchema.safeParse({ id: fields.id ?? '', exp: fields.exp ?? '', sig: fields.sig ?? '' });
  const invalidLink = { ok: false, status: 400, message: translate(locale, 'emailVerify.linkInvalid'), fieldErrors: {} } as const;
  if (!parsed.success) return answer({ body: invalidLink, init: { status: 400 } }, {});
  try {
    await confirmEmail(ctx, parsed.data);
  } catch (error) {
    return answer(refused(error, locale), {});
  }
  return { ok: true, message: translate(locale, 'emailVerify.confirmed') } satisfies ConfirmEmailActionData;
}
