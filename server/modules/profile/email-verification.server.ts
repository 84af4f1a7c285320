/**
 * A patient's e-mail address is confirmed before the clinic mails it anything but the confirmation
 * itself (docs/decisions/0033-account-ends-and-sign-in-safety.md): a mail with a signed link that
 * works for EMAIL_LINK_DAYS and a page that confirms by POST (decision 0034: no change on GET).
 * Every patient mail asks `verifiedEmailOf` (server/notify/verified-email.ts) before it is queued.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { translate } from '@core/i18n/catalog';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { patients } from '@server/db/schema';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { checkLinkSignature, linkExpiry, linkSignature } from '@server/domain/signed-link';
import type { PatientRow } from '@server/modules/auth/accounts.server';
import { clinicProfile, initialClinicProfile, savedClinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { enqueueNotice } from '@server/notify/notices';

/** How long a confirmation link works. */
const EMAIL_LINK_DAYS = 3;
const PURPOSE = 'email-verify';

/** What the confirmation link carries (query of /confirm-email, body of POST /api/email/confirm). */
export const EmailConfirmationSchema = z.object({
  id: z.uuid({ error: 'emailVerify.linkInvalid' }),
  exp: z.string({ error: 'emailVerify.linkInvalid' }).max(20, { error: 'emailVerify.linkInvalid' }),
  sig: z.string({ error: 'emailVerify.linkInvalid' }).max(100, { error: 'emailVerify.linkInvalid' }),
});
type EmailConfirmation = z.output<typeof EmailConfirmationSchema>;

/** The link signs the account and the address: a link sent to an old address stops working when it changes. */
function subject(patientId: string, email: string): string {
  return `${patientId}:${email.toLowerCase()}`;
}

/** The absolute confirmation link of the account's current address. */
export function emailConfirmationLink(ctx: Pick<AppContext, 'config' | 'now'>, patientId: string, email: string): string {
  const exp = linkExpiry(ctx, EMAIL_LINK_DAYS);
  const sig = linkSignature(ctx, PURPOSE, subject(patientId, email), exp);
  return `${ctx.config.baseUrl}/confirm-email?id=${patientId}&exp=${exp}&sig=${sig}`;
}

/** Queues the confirmation mail of the account's address, unless it has none or it is confirmed. */
export async function queueEmailConfirmation(
  ctx: AppContext,
  patient: Pick<PatientRow, 'id' | 'name' | 'email' | 'emailVerifiedAt' | 'locale'>,
  db: Db | Tx = ctx.db,
): Promise<void> {
  if (!patient.email || patient.emailVerifiedAt) return;
  const locale = patient.locale;
  // Inside a transaction the profile is read through it (the cache reads outside it).
  const profile = db === ctx.db ? await clinicProfile(ctx) : ((await savedClinicProfile(db)) ?? initialClinicProfile(ctx.config));
  const clinic = profile.name[locale];
  const params = {
    clinic,
    name: patient.name,
    email: patient.email,
    link: emailConfirmationLink(ctx, patient.id, patient.email),
    days: EMAIL_LINK_DAYS,
  };
  const email = {
    to: patient.email,
    subject: translate(locale, 'emailVerify.mail.subject', params),
    text: translate(locale, 'emailVerify.mail.body', params),
  };
  await enqueueNotice(ctx, { event: 'email-confirmation', channel: 'email', email }, db);
}

/** "Resend the confirmation" on the profile: 400 without an address, 409 when it is confirmed. */
export async function resendEmailConfirmation(ctx: AppContext, patientId: string): Promise<PatientRow> {
  const [row] = await ctx.db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), isNull(patients.deletedAt)));
  if (!row) throw new NotFound('profile.loginRequired');
  if (!row.email) throw new BadRequest('emailVerify.noEmail');
  if (ctx.config.EMAIL_PROVIDER === 'off') throw new BadRequest('emailVerify.emailOff');
  if (row.emailVerifiedAt) throw new Conflict('emailVerify.alreadyVerified');
  await queueEmailConfirmation(ctx, row);
  return row;
}

/**
 * Confirms the address a link was sent to: 400 when the link is malformed, tampered with, of an
 * address the account no longer has, or expired. Confirming twice is fine.
 */
export async function confirmEmail(ctx: AppContext, input: EmailConfirmation): Promise<void> {
  const [row] = await ctx.db
    .select({ email: patients.email, verifiedAt: patients.emailVerifiedAt })
    .from(patients)
    .where(and(eq(patients.id, input.id), isNull(patients.deletedAt)));
  if (!row?.email) throw new BadRequest('emailVerify.linkInvalid');
  const result = checkLinkSignature(ctx, PURPOSE, subject(input.id, row.email), input.exp, input.sig);
  if (result === 'invalid') throw new BadRequest('emailVerify.linkInvalid');
  if (result === 'expired') throw new BadRequest('emailVerify.linkExpired');
  if (row.verifiedAt) return;
  const [updated] = await ctx.db
    .update(patients)
    .set({ emailVerifiedAt: ctx.now() })
    .where(and(eq(patients.id, input.id), eq(patients.email, row.email), isNull(patients.deletedAt)))
    .returning({ id: patients.id });
  // The address changed between the read and the write: the link was for the old one.
  if (!updated) throw new BadRequest('emailVerify.linkInvalid');
}
