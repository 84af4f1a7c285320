/**
 * The day close (decisions 0027, 0056). A payment belongs to the clinic date its money was confirmed
 * on, or to the date it was moved to because that day was already closed (`paymentCountsOn`, THE rule
 * of the business day for every money in: consultations, deposits, balance payments). A closed day's
 * payments change only through the audited correction (reconciliation/correction.server.ts), which marks the
 * closed summary as superseded; the admin may re-open a closed day with a reason (`reopenDay`).
 */
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { addDays, clinicDate } from '@core/booking/slots';
import type { ReopenDay } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { auditLog, dayCloses } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Conflict } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';

interface PaymentFacts {
  paymentStatus: string;
  paymentVerifiedAt: Date | null;
  /** The date a late payment was moved to (decision 0056); null: the date it came. */
  paymentCountsOn?: string | null;
}

/** The clinic date a confirmed payment counts on, or null when it is not paid. */
function paymentDayOf(p: PaymentFacts): string | null {
  if (p.paymentStatus !== 'paid' || !p.paymentVerifiedAt) return null;
  return p.paymentCountsOn ?? clinicDate(p.paymentVerifiedAt);
}

/**
 * 409 when the change would touch a closed day's money: a payment already counted on a closed
 * date, or (`refundNow`: a refund paid back now) today being closed. New money is never refused
 * here: it counts on the next open day (`paymentCountsOn`).
 */
export async function assertPaymentDayOpen(
  ctx: AppContext,
  before: PaymentFacts,
  options: { refundNow: boolean },
  db: Db | Tx = ctx.db,
): Promise<void> {
  const dates = new Set<string>();
  const counted = paymentDayOf(before);
  if (counted) dates.add(counted);
  if (options.refundNow) dates.add(clinicDate(ctx.now()));
  if (!dates.size) return;
  const [closed] = await db
    .select({ date: dayCloses.date })
    .from(dayCloses)
    .where(inArray(dayCloses.date, [...dates]))
    .limit(1);
  if (closed) throw new Conflict('staff.paperwork.dayClosed', { date: closed.date });
}

export async function dayCloseOf(ctx: AppContext, date: string) {
  const [row] = await ctx.db.select().from(dayCloses).where(eq(dayCloses.date, date)).limit(1);
  return row ?? null;
}

/**
 * The clinic date a payment recorded now counts on (decision 0056): today, or when reception has
 * already closed today, the next day not closed. A payment is never refused for the close.
 */
export async function paymentCountsOn(ctx: AppContext, db: Db | Tx = ctx.db): Promise<string> {
  const today = clinicDate(ctx.now());
  const closed = await db
    .select({ date: dayCloses.date })
    .from(dayCloses)
    .where(gte(dayCloses.date, today))
    .orderBy(asc(dayCloses.date))
    .limit(400);
  const dates = new Set(closed.map((r) => r.date));
  let day = today;
  while (dates.has(day)) day = addDays(day, 1);
  return day;
}

/** `paymentCountsOn` as a row stores it: null when it is the date the money came (today). */
export async function storedCountsOn(ctx: AppContext, db: Db | Tx = ctx.db): Promise<string | null> {
  const day = await paymentCountsOn(ctx, db);
  return day === clinicDate(ctx.now()) ? null : day;
}

/**
 * The admin re-opens a closed day, with a reason (audited with the closed summary): the close is
 * withdrawn, so the day's money may change again and the day may be closed again. Payments already
 * moved to a later day because this one was closed stay where they were counted.
 */
export async function reopenDay(ctx: AppContext, actor: SignedInStaff, form: ReopenDay): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(dayCloses).where(eq(dayCloses.date, form.date)).returning();
    if (!row) throw new Conflict('staff.paperwork.notClosed', { date: form.date });
    await writeAudit(tx, ctx, actor, {
      action: 'day.reopen',
      entity: 'day',
      entityId: form.date,
      before: { closedByName: row.closedByName, closedAt: row.closedAt, correctedAt: row.correctedAt, summary: row.summary },
      after: { reason: form.reason },
    });
  });
}

/** The last re-opening of a day not closed since (who, when, why), for the day-close screen. */
export async function lastReopening(ctx: AppContext, date: string) {
  const [row] = await ctx.db
    .select({ staffName: auditLog.staffName, at: auditLog.at, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'day'), eq(auditLog.entityId, date), eq(auditLog.action, 'day.reopen')))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  const reason = (row.after as { reason?: unknown } | null)?.reason;
  return { byName: row.staffName ?? '', at: row.at.toISOString(), reason: typeof reason === 'string' ? reason : '' };
}
