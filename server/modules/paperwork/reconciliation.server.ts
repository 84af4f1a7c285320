/**
 * The end-of-day report of a clinic date (decision 0027): money received by mode against the
 * consultations seen, and the lists that need a look (UPI claims waiting, duplicate references,
 * visits seen but unpaid, refunds due). Closing the day, paying a refund back and correcting a
 * closed day's payment are here too, each audited.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { addDays, clinicDate, slotStart } from '@core/booking/slots';
import { RECEIPT_MODES, type ReceiptMode } from '@core/constants';
import type { Correction } from '@core/schemas/paperwork';
import type { AppContext } from '@server/context';
import { consultations, dayCloses, programmes } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/modules/staff/audit.server';
import { assertPaymentDayOpen, dayCloseOf } from './day-close.server';
import { paymentMode } from './payment-modes';

type Sum = { count: number; total: number };

export interface ReportItem {
  id: string;
  name: string;
  doctorName: string;
  date: string;
  timeSlot: string;
  amount: number;
  reference: string | null;
  at: string | null;
}

export interface DayFigures {
  date: string;
  received: Record<ReceiptMode, Sum>;
  receivedTotal: number;
  refundsPaid: Sum;
  /** Programme deposits confirmed that day (issue 24): already counted in `received` by their mode. Absent from days closed before. */
  deposits?: Sum;
  net: number;
  seen: { count: number; paid: number; value: number };
}

export interface DayReport extends DayFigures {
  claims: ReportItem[];
  duplicates: { reference: string; ids: string[] }[];
  unpaidVisits: ReportItem[];
  refundsDue: ReportItem[];
  close: { closedByName: string; closedAt: string; summary: DayFigures } | null;
}

const c = consultations;
const dayInstants = (date: string) => ({ start: slotStart(date, '00:00'), end: slotStart(addDays(date, 1), '00:00') });

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
  id: r.id,
  name: r.name ?? '',
  doctorName: r.doctorName ?? '',
  date: r.date ?? '',
  timeSlot: r.timeSlot ?? '',
  amount,
  reference: r.utr ?? r.reference,
  at: r.claimedAt?.toISOString() ?? null,
});

/** The counted figures of a day: what the close saves. */
async function dayFigures(ctx: AppContext, date: string): Promise<DayFigures> {
  const { start, end } = dayInstants(date);
  const byMethod = await ctx.db
    .select({ method: c.paymentMethod, count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${c.amount}), 0)::int` })
    .from(c)
    .where(and(eq(c.paymentStatus, 'paid'), gte(c.paymentVerifiedAt, start), lt(c.paymentVerifiedAt, end)))
    .groupBy(c.paymentMethod);
  const received = Object.fromEntries(RECEIPT_MODES.map((m) => [m, { count: 0, total: 0 }])) as Record<ReceiptMode, Sum>;
  const p = programmes;
  const depositsByMethod = await ctx.db
    .select({ method: p.depositMethod, count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${p.deposit}), 0)::int` })
    .from(p)
    .where(and(eq(p.depositStatus, 'paid'), gte(p.depositPaidAt, start), lt(p.depositPaidAt, end)))
    .groupBy(p.depositMethod);
  const deposits = { count: 0, total: 0 };
  for (const g of [...byMethod, ...depositsByMethod]) {
    const mode = paymentMode(g.method);
    if (!mode) continue;
    received[mode].count += Number(g.count);
    received[mode].total += Number(g.total);
  }
  for (const g of depositsByMethod) {
    if (!paymentMode(g.method)) continue;
    deposits.count += Number(g.count);
    deposits.total += Number(g.total);
  }
  const [refunds] = await ctx.db
    .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${c.refundDue}), 0)::int` })
    .from(c)
    .where(and(gte(c.refundedAt, start), lt(c.refundedAt, end)));
  const [seen] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${c.paymentStatus} = 'paid'))::int`,
      value: sql<number>`coalesce(sum(${c.amount}), 0)::int`,
    })
    .from(c)
    .where(and(eq(c.date, date), eq(c.status, 'completed')));
  const receivedTotal = RECEIPT_MODES.reduce((s, m) => s + received[m].total, 0);
  const refundsPaid = { count: Number(refunds?.count ?? 0), total: Number(refunds?.total ?? 0) };
  return {
    date,
    received,
    receivedTotal,
    refundsPaid,
    deposits,
    net: receivedTotal - refundsPaid.total,
    seen: { count: Number(seen?.count ?? 0), paid: Number(seen?.paid ?? 0), value: Number(seen?.value ?? 0) },
  };
}

/** References (UTRs and counter or gateway references) of the day's payments that another consultation also carries. */
async function duplicateReferences(ctx: AppContext, date: string): Promise<DayReport['duplicates']> {
  const { start, end } = dayInstants(date);
  const own = await ctx.db
    .select({ utr: c.paymentUtr, reference: c.paymentReference })
    .from(c)
    .where(
      and(
        or(eq(c.date, date), and(gte(c.paymentVerifiedAt, start), lt(c.paymentVerifiedAt, end))),
        or(isNotNull(c.paymentUtr), isNotNull(c.paymentReference)),
      ),
    );
  const keys = [...new Set(own.flatMap((r) => [r.utr, r.reference]).filter((k): k is string => !!k))];
  if (!keys.length) return [];
  const holders = await ctx.db
    .select({ id: c.id, utr: c.paymentUtr, reference: c.paymentReference })
    .from(c)
    .where(or(inArray(c.paymentUtr, keys), inArray(c.paymentReference, keys)));
  const byKey = new Map<string, Set<string>>();
  for (const h of holders)
    for (const k of new Set([h.utr, h.reference])) if (k && keys.includes(k)) byKey.set(k, (byKey.get(k) ?? new Set()).add(h.id));
  return [...byKey].filter(([, ids]) => ids.size > 1).map(([reference, ids]) => ({ reference, ids: [...ids] }));
}

async function dayLists(ctx: AppContext, date: string) {
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
    refundsDue: refundsDue.map((r) => toItem(r, r.refundDue ?? 0)),
  };
}

export async function dayReport(ctx: AppContext, date: string = clinicDate(ctx.now())): Promise<DayReport> {
  const close = await dayCloseOf(ctx, date);
  return {
    ...(await dayFigures(ctx, date)),
    ...(await dayLists(ctx, date)),
    duplicates: await duplicateReferences(ctx, date),
    close: close
      ? { closedByName: close.closedByName, closedAt: close.closedAt.toISOString(), summary: close.summary as unknown as DayFigures }
      : null,
  };
}

/** Reception closes a day that has begun, once: the counted figures, who and when. */
export async function closeDay(ctx: AppContext, actor: SignedInStaff, date: string): Promise<DayFigures> {
  if (date > clinicDate(ctx.now())) throw new Conflict('staff.paperwork.futureDay');
  const figures = await dayFigures(ctx, date);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dayCloses)
      .values({ date, closedBy: actor.id, closedByName: actor.name, closedAt: ctx.now(), summary: { ...figures } })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict('staff.paperwork.alreadyClosed', { date });
    await writeAudit(tx, ctx, actor, { action: 'day.close', entity: 'day', entityId: date, after: { ...figures } });
  });
  return figures;
}

async function consultationRow(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(c).where(eq(c.id, id.trim().toUpperCase())).limit(1);
  if (!row) throw new NotFound('staff.consultationNotFound');
  return row;
}

/** THE way a refund due is marked as paid back (refundedAt), audited; refused on a closed day. */
export async function markRefundPaid(ctx: AppContext, actor: SignedInStaff, id: string) {
  const row = await consultationRow(ctx, id);
  if (row.refundDue === null || row.refundedAt) throw new Conflict('staff.paperwork.noRefundDue');
  await assertPaymentDayOpen(ctx, row, { movesMoneyNow: true });
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(c)
      .set({ refundedAt: ctx.now(), updatedAt: ctx.now() })
      .where(and(eq(c.id, row.id), isNull(c.refundedAt)))
      .returning();
    if (!updated) throw new Conflict('staff.paperwork.noRefundDue');
    await writeAudit(tx, ctx, actor, {
      action: 'consultation.refund-paid',
      entity: 'consultation',
      entityId: row.id,
      before: row,
      after: updated,
    });
    return updated;
  });
}

/**
 * The audited correction of a payment, the only change that passes a closed day: status, method
 * and reference, with the reason in the audit entry (before and after).
 */
export async function correctPayment(ctx: AppContext, actor: SignedInStaff, id: string, correction: Correction) {
  const row = await consultationRow(ctx, id);
  const paid = correction.paymentStatus === 'paid';
  const patch = {
    paymentStatus: correction.paymentStatus,
    ...(correction.paymentMethod ? { paymentMethod: correction.paymentMethod } : {}),
    ...(correction.paymentReference !== undefined ? { paymentReference: correction.paymentReference || null } : {}),
    paymentVerifiedAt: paid ? (row.paymentVerifiedAt ?? ctx.now()) : null,
    ...(paid ? { holdExpiresAt: null } : { paymentUtr: null }),
    updatedAt: ctx.now(),
  };
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(c).set(patch).where(eq(c.id, row.id)).returning();
    if (!updated) throw new NotFound('staff.consultationNotFound');
    await writeAudit(tx, ctx, actor, {
      action: 'consultation.payment.correction',
      entity: 'consultation',
      entityId: row.id,
      before: { ...row, correctionReason: null },
      after: { ...updated, correctionReason: correction.reason },
    });
    return updated;
  });
}
