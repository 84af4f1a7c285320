/**
 * From a patient's therapy request to a programme, at the desk (decision 0076): the therapy once a
 * day for the days the desk agreed with the patient, proposed like a doctor's prescription, then
 * accepted on the programme's page through the one accept path (its sessions booked by the one
 * session validator, the deposit, the patient's notice). The request is closed and linked to it.
 *
 * Not a prescription: the scheduler refuses a therapy whose settings say it needs one (the
 * clinic's "doctor first" rule, `needsPrescription`), here and again when the programme is accepted.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '@core/i18n/locales';
import { programmeDeposit, programmePrice } from '@core/programmes/price';
import type { RequestProgrammeBody } from '@core/schemas/programmes/request-programme';
import { writeAudit } from '@server/audit/audit.server';
import type { AppContext } from '@server/context';
import { isUniqueViolation } from '@server/db/errors';
import { patients, programmes, therapyRequests, type TemplateDay } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Conflict, NotFound } from '@server/domain/errors';
import { pricesOf } from '@server/modules/programmes/prescribe/programme.server';
import { scheduleProgramme } from '@server/modules/programmes/prescribe/proposal.server';

/** The request made into a proposed programme; its id. 404 for no request, 409 when it is closed or converted meanwhile. */
export async function programmeFromRequest(
  ctx: AppContext,
  actor: SignedInStaff,
  requestId: string,
  body: RequestProgrammeBody,
  locale: Locale,
): Promise<string> {
  const [found] = await ctx.db
    .select({ request: therapyRequests, locale: patients.locale })
    .from(therapyRequests)
    .innerJoin(patients, eq(patients.id, therapyRequests.patientId))
    .where(eq(therapyRequests.id, requestId));
  if (!found) throw new NotFound('staff.therapyRequests.notFound');
  const { request } = found;
  if (request.status !== 'open') throw new Conflict('staff.therapyRequests.alreadyClosed');
  const days = Array.from({ length: body.sessions }, () => [request.therapySlug]);
  const timing = { patientGender: body.patientGender, timeBand: request.timeBand, startDate: body.startDate };
  // Schedulable at all, and no therapy that needs a doctor's prescription: the scheduler's own answer.
  await scheduleProgramme(ctx, request.patientId, timing, days, locale, false);
  const plan: TemplateDay[] = days.map((therapies, i) => ({ day: i + 1, therapies }));
  const price = programmePrice(plan, await pricesOf(ctx));
  try {
    return await ctx.db.transaction(async (tx) => {
      const [open] = await tx.select().from(therapyRequests).where(eq(therapyRequests.id, requestId)).for('update');
      if (open?.status !== 'open') throw new Conflict('staff.therapyRequests.alreadyClosed');
      const [saved] = await tx
        .insert(programmes)
        .values({
          patientId: request.patientId,
          requestId,
          ...timing,
          status: 'proposed',
          plan,
          notes: request.note,
          prescribedBy: actor.id,
          price,
          discount: 0,
          deposit: programmeDeposit(price, 0),
          locale: found.locale,
        })
        .returning();
      const [closed] = await tx
        .update(therapyRequests)
        .set({ status: 'done', resolvedAt: ctx.now(), resolvedBy: actor.id })
        .where(eq(therapyRequests.id, requestId))
        .returning();
      await writeAudit(tx, ctx, actor, {
        action: 'therapy-request.programme',
        entity: 'therapy-request',
        entityId: requestId,
        before: open,
        after: { ...closed, programmeId: saved!.id },
      });
      await writeAudit(tx, ctx, actor, { action: 'programme.from-request', entity: 'programme', entityId: saved!.id, after: saved });
      return saved!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'programmes_one_per_request')) throw new Conflict('staff.therapyRequests.alreadyClosed');
    throw error;
  }
}
