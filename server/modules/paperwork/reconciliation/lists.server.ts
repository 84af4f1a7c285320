/** The day's lists that need a look: UPI claims waiting, visits seen but unpaid, refunds due (decision 0027). */
import { and, asc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { consultations, doctors, patients, programmes } from '@server/db/schema';
import { dayInstants } from './day';
import type { ReportItem } from './types';

const c = consultations;

const ITEM = {
  id: c.id,
  name: c.name,
  doctorName: c.doctorName,
  date: c.date,
  timeSlot: c.timeSlot,
  amount: c.amount,
  utr: c.paymentUtr,
  reference: c.paymentReference,
  claimedAt: c.paymentClaimedAt,
  refundDue: c.refundDue,
};
type ItemRow = { [K in keyof typeof ITEM]: (typeof ITEM)[K]['_']['data'] | null } & { id: string; amount: number };
const toItem = (r: ItemRow, amount = r.amount): ReportItem => ({
  kind: 'consultation',
  id: r.id,
  name: r.name ?? '',
  doctorName: r.doctorName ?? '',
  date: r.date ?? '',
  timeSlot: r.timeSlot ?? '',
  amount,
  reference: r.utr ?? r.reference,
  at: r.claimedAt?.toISOString() ?? null,
});

/** Deposits of cancelled programmes still to pay back (decision 0030), as report items. */
async function depositRefundsDue(ctx: AppContext): Promise<ReportItem[]> {
  const p = programmes;
  const rows = await ctx.db
    .select({
      id: p.id,
      name: patients.name,
      doctorName: doctors.name,
      date: p.startDate,
      refundDue: p.refundDue,
      utr: p.depositUtr,
      reference: p.depositReference,
      cancelledAt: p.cancelledAt,
    })
    .from(p)
    .innerJoin(patients, eq(patients.id, p.patientId))
    .leftJoin(doctors, eq(doctors.id, p.doctorId))
    .where(and(isNotNull(p.refundDue), isNull(p.refundedAt)))
    .orderBy(asc(p.startDate))
    .limit(200);
  return rows.map((r) => ({
    kind: 'deposit',
    id: r.id,
    name: r.name,
    doctorName: r.doctorName ?? '',
    date: r.date,
    timeSlot: '',
    amount: r.refundDue ?? 0,
    reference: r.utr ?? r.reference,
    at: null,
  }));
}

export async function dayLists(ctx: AppContext, date: string) {
  const { end } = dayInstants(date);
  const claims = await ctx.db
    .select(ITEM)
    .from(c)
    .where(and(eq(c.paymentStatus, 'submitted'), isNotNull(c.paymentUtr), lt(c.paymentClaimedAt, end)))
    .orderBy(asc(c.paymentClaimedAt))
    .limit(200);
  const unpaidVisits = await ctx.db
    .select(ITEM)
    .from(c)
    .where(and(eq(c.date, date), eq(c.status, 'completed'), ne(c.paymentStatus, 'paid'), sql`${c.amount} > 0`))
    .orderBy(asc(c.timeSlot))
    .limit(200);
  const refundsDue = await ctx.db
    .select(ITEM)
    .from(c)
    .where(and(isNotNull(c.refundDue), isNull(c.refundedAt)))
    .orderBy(asc(c.date))
    .limit(200);
  return {
    claims: claims.map((r) => toItem(r)),
    unpaidVisits: unpaidVisits.map((r) => toItem(r)),
    refundsDue: [...refundsDue.map((r) => toItem(r, r.refundDue ?? 0)), ...(await depositRefundsDue(ctx))],
  };
}
