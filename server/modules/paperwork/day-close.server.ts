/**
 * The day close (decision 0027). A payment belongs to the clinic date its money was confirmed on
 * (`paymentVerifiedAt`); a refund to the date it was paid back (`refundedAt`). Once reception
 * closes a date, its money is frozen: THE guard below is called by every path that records or
 * changes a payment (setPaymentOutcome, the desk's applyPayment, the refund paid back); only the
 * audited correction (reconciliation.server.ts) passes it.
 */
import { asc, eq, gte, inArray } from 'drizzle-orm';
import { addDays, clinicDate } from '@core/booking/slots';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { dayCloses } from '@server/db/schema';
import { Conflict } from '@server/domain/errors';

interface PaymentFacts {
  paymentStatus: string;
  paymentVerifiedAt: Date | null;
}

/**
 * 409 when the change would touch a closed day's money: the payment already confirmed on a
 * closed date, or (`movesMoneyNow`: a payment or a refund recorded now) today being closed.
 */
export async function assertPaymentDayOpen(
  ctx: AppContext,
  before: PaymentFacts,
  options: { movesMoneyNow: boolean },
  db: Db | Tx = ctx.db,
): Promise<void> {
  const dates = new Set<string>();
  if (before.paymentStatus === 'paid' && before.paymentVerifiedAt) dates.add(clinicDate(before.paymentVerifiedAt));
  if (options.movesMoneyNow) dates.add(clinicDate(ctx.now()));
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
