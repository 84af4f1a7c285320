/**
 * The action of /contact (decision 0020): the message form posts here, as a plain form before the
 * page's code runs (or when it never loads), or through a fetcher once it has. The same schema,
 * service and per-IP limit as POST /api/contact (they share one budget: server/http/route-limits.ts).
 * A resubmission with the form's `idempotencyKey` stores the message once (decision 0042).
 */
import { translate } from '@core/i18n/catalog';
import { ContactMessageSchema, type ContactMessageInput } from '@core/schemas/booking/contact';
import { IDEMPOTENCY_FIELD, idempotent } from '@server/http/limits/idempotency';
import { CONTACT_LIMIT, hitRouteLimit } from '@server/http/route-limits';
import { saveContactMessage } from '@server/modules/contact/contact.server';
import type { AppLoadContextValue } from '~/load-context';
import { answer, formFields, invalid, refused, type FormFailure } from '~/shell/form-action.server';

export type ContactActionData = { ok: true; message: string } | (FormFailure & { values: ContactMessageInput });

export async function contactAction({ request, context }: { request: Request; context: AppLoadContextValue }) {
  const { ctx, locale, ip } = context;
  const fields = formFields(await request.formData());
  const values: ContactMessageInput = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    subject: fields.subject ?? '',
    message: fields.message ?? '',
  };
  const parsed = ContactMessageSchema.safeParse(values);
  if (!parsed.success) return answer(invalid(parsed.error, locale), { values });
  try {
    await hitRouteLimit(ctx, CONTACT_LIMIT, ip);
    const key = fields[IDEMPOTENCY_FIELD];
    await idempotent(ctx, { identity: context.identity, key, route: 'action /contact', request: parsed.data }, async () => {
      const saved = await saveContactMessage(ctx, parsed.data, ip);
      return { id: saved.id };
    });
  } catch (error) {
    return answer(refused(error, locale), { values });
  }
  return { ok: true, message: translate(locale, 'site.contact.sent') } satisfies ContactActionData;
}
