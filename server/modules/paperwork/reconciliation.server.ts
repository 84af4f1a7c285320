/**
 * The end-of-day report of a clinic date (decision 0027): money received by mode against the
 * consultations seen, and the lists that need a look (UPI claims waiting, duplicate references,
 * visits seen but unpaid, refunds due). Closing the day, paying a refund back and correcting a
 * closed day's payment are here too, each audited.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { addDays, clinicDate, slotStart } from '@core/booking/slots';
import { RECEIPT_MODES, type ReceiptMode } from '@core/constants';
import type { Correction } from '@core/schemas/paperwork';
import type { AppContext } from '@server/context';
import { consultations, creditNotes, dayCloses, doctors, patients, programmePayments, programmes, taxInvoices } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import { staffActor, type SignedInStaff } from '@server/domain/actor';
import { holdingReferences, recordReferencesAs } from '@server/modules/payments/payment-references.server';
import { writeAudit } from '@server/audit/audit.server';
import { issueReceipt } from '@server/modules/receipts/receipts.server';
import { assertPaymentDayOpen, dayCloseOf, lastReopening } from './day-close.server';
import { paymentMode } from './payment-modes';

type Sum = { count: number; total: number };

export interface ReportItem {
  /** A consultation, or a programme's deposit (its id is the programme's; date its start). */
  kind: 'consultation' | 'deposit';
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
  /** Programme deposits confirmed that day: already counted in `received` by their mode. Absent from days closed before. */
  deposits?: Sum;
  /** Programme balance payments counted that day (decision 0055), also in `received`. Absent from days closed before. */
  balances?: Sum;
  /** Dispensary sales (tax invoices) counted that day (decision 0070), also in `received`; their credit notes are in `refundsPaid`. */
  sales?: Sum;
  net: number;
  seen: { count: number; paid: number; value: number };
}

export interface DayReport extends DayFigures {
  claims: ReportItem[];
  duplicates: { reference: string; holders: ReferenceHolderItem[] }[];
  unpaidVisits: ReportItem[];
  refundsDue: ReportItem[];
  /** The close; `correctedAt`: the last correction of its money after it (decision 0056), the summary then superseded. */
  close: { closedByName: string; closedAt: string; correctedAt: string | null; summary: DayFigures } | null;
  /** An open day that was closed and re-opened by the admin: who, when, why. */
  reopened: Awaited<ReturnType<typeof lastReopening>>;
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

/**
 * A payment counts on the clinic date it came, or on the date it was moved to because that day was
 * already closed (`countsOn`, decision 0056).
 */
function countedOn(date: string, countsOn: AnyColumn, at: AnyColumn) {
  const { start, end } = dayInstants(date);
  return or(eq(countsOn, date), and(isNull(countsOn), gte(at, start), lt(at, end)))!;
}

/** The dispensary's sales counted on a day by method, and its credit notes (money paid back): decision 0070. */
async function salesFigures(ctx: AppContext, date: string) {
  const count = sql<number>`count(*)::int`;
  const salesByMethod = await ctx.db
    .select({ method: taxInvoices.method, count, total: sql<number>`coalesce(sum(${taxInvoices.amount}), 0)::int` })
    .from(taxInvoices)
    .where(eq(taxInvoices.countsOn, date))
    .groupBy(taxInvoices.method);
  const [credited] = await ctx.db
    .select({ count, total: sql<number>`coalesce(sum(${creditNotes.amount}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.countsOn, date));
  return { salesByMethod, credited };
}

/** The counted figures of a day: what the close saves. */
async function dayFigures(ctx: AppContext, date: string): Promise<DayFigures> {
  const { start, end } = dayInstants(date);
  const byMethod = await ctx.db
    .select({ method: c.paymentMethod, count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${c.amount}), 0)::int` })
    .from(c)
    .where(and(eq(c.paymentStatus, 'paid'), countedOn(date, c.paymentCountsOn, c.paymentVerifiedAt)))
    .groupBy(c.paymentMethod);
  const received = Object.fromEntries(RECEIPT_MODES.map((m) => [m, { count: 0, total: 0 }])) as Record<ReceiptMode, Sum>;
  const p = programmes;
  const depositsByMethod = await ctx.db
    .select({ method: p.depositMethod, count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${p.deposit}), 0)::int` })
    .from(p)
    .where(and(eq(p.depositStatus, 'paid'), countedOn(date, p.depositCountsOn, p.depositPaidAt)))
    .groupBy(p.depositMethod);
  const pp = programmePayments;
  const balancesByMethod = await ctx.db
    .select({ method: pp.method, count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${pp.amount}), 0)::int` })
    .from(pp)
    .where(eq(pp.countsOn, date))
    .groupBy(pp.method);
  const { salesByMethod, credited } = await salesFigures(ctx, date);
  const deposits = { count: 0, total: 0 };
  const balances = { count: 0, total: 0 };
  const sales = salesByMethod.reduce((s, g) => ({ count: s.count + Number(g.count), total: s.total + Number(g.total) }), {
    count: 0,
    total: 0,
  });
  for (const g of balancesByMethod) {
    balances.count += Number(g.count);
    balances.total += Number(g.total);
  }
  for (const g of [...byMethod, ...depositsByMethod, ...balancesByMethod, ...salesByMethod]) {
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
  const [depositRefunds] = await ctx.db
    .select({ count: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${p.refundDue}), 0)::int` })
    .from(p)
    .where(and(gte(p.refundedAt, start), lt(p.refundedAt, end)));
  const [seen] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${c.paymentStatus} = 'paid'))::int`,
      value: sql<number>`coalesce(sum(${c.amount}), 0)::int`,
    })
    .from(c)
    .where(and(eq(c.date, date), eq(c.status, 'completed')));
  const receivedTotal = RECEIPT_MODES.reduce((s, m) => s + received[m].total, 0);
  const refundsPaid = {
    count: Number(refunds?.count ?? 0) + Number(depositRefunds?.count ?? 0) + Number(credited?.count ?? 0),
    total: Number(refunds?.total ?? 0) + Number(depositRefunds?.total ?? 0) + Number(credited?.total ?? 0),
  };
  return {
    date,
    received,
    receivedTotal,
    refundsPaid,
    deposits,
    balances,
    sales,
    net: receivedTotal - refundsPaid.total,
    seen: { count: Number(seen?.count ?? 0), paid: Number(seen?.paid ?? 0), value: Number(seen?.value ?? 0) },
  };
}

/** What a duplicate reference is on: a consultation or a programme's deposit. */
interface ReferenceHolderItem {
  kind: 'consultation' | 'deposit';
  id: string;
}

/** References compared as banks print them (no spaces, any case): the database's payment_reference_key. */
const keyOf = (column: AnyColumn) => sql<string>`payment_reference_key(${column}, 'utr')`;
const keyText = (value: string | null) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * References (UTRs, counter, card and gateway references) of the day's payments, of consultations and
 * programme deposits, that another consultation or deposit also carries (decision 0030: the database
 * refuses a new one; these are older rows, or card slips, which are not held).
 */
async function duplicateReferences(ctx: AppContext, date: string): Promise<DayReport['duplicates']> {
  const { start, end } = dayInstants(date);
  const p = programmes;
  const ownConsultations = await ctx.db
    .select({ utr: c.paymentUtr, reference: c.paymentReference })
    .from(c)
    .where(
      and(
        or(eq(c.date, date), and(gte(c.paymentVerifiedAt, start), lt(c.paymentVerifiedAt, end))),
        or(isNotNull(c.paymentUtr), isNotNull(c.paymentReference)),
      ),
    );
  const ownDeposits = await ctx.db
    .select({ utr: p.depositUtr, reference: p.depositReference })
    .from(p)
    .where(
      and(
        or(and(gte(p.depositPaidAt, start), lt(p.depositPaidAt, end)), and(gte(p.depositClaimedAt, start), lt(p.depositClaimedAt, end))),
        or(isNotNull(p.depositUtr), isNotNull(p.depositReference)),
      ),
    );
  const keys = [...new Set([...ownConsultations, ...ownDeposits].flatMap((r) => [keyText(r.utr), keyText(r.reference)]).filter(Boolean))];
  if (!keys.length) return [];
  const consultationHolders = await ctx.db
    .select({ id: c.id, utr: c.paymentUtr, reference: c.paymentReference })
    .from(c)
    .where(or(inArray(keyOf(c.paymentUtr), keys), inArray(keyOf(c.paymentReference), keys)));
  const depositHolders = await ctx.db
    .select({ id: p.id, utr: p.depositUtr, reference: p.depositReference })
    .from(p)
    .where(or(inArray(keyOf(p.depositUtr), keys), inArray(keyOf(p.depositReference), keys)));
  const byKey = new Map<string, { reference: string; holders: Map<string, ReferenceHolderItem> }>();
  const add = (kind: ReferenceHolderItem['kind'], h: { id: string; utr: string | null; reference: string | null }) => {
    for (const raw of [h.utr, h.reference]) {
      const key = keyText(raw);
      if (!raw || !keys.includes(key)) continue;
      const entry = byKey.get(key) ?? { reference: raw.trim(), holders: new Map() };
      entry.holders.set(`${kind}:${h.id}`, { kind, id: h.id });
      byKey.set(key, entry);
    }
  };
  for (const h of consultationHolders) add('consultation', h);
  for (const h of depositHolders) add('deposit', h);
  return [...byKey.values()].filter((e) => e.holders.size > 1).map((e) => ({ reference: e.reference, holders: [...e.holders.values()] }));
}

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
    refundsDue: [...refundsDue.map((r) => toItem(r, r.refundDue ?? 0)), ...(await depositRefundsDue(ctx))],
  };
}

export async function dayReport(ctx: AppContext, date: string = clinicDate(ctx.now())): Promise<DayReport> {
  const close = await dayCloseOf(ctx, date);
  return {
    ...(await dayFigures(ctx, date)),
    ...(await dayLists(ctx, date)),
    duplicates: await duplicateReferences(ctx, date),
    close: close
      ? {
          closedByName: close.closedByName,
          closedAt: close.closedAt.toISOString(),
          correctedAt: close.correctedAt?.toISOString() ?? null,
          summary: close.summary as unknown as DayFigures,
        }
      : null,
    reopened: close ? null : await lastReopening(ctx, date),
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
  await assertPaymentDayOpen(ctx, row, { refundNow: true });
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

/** The refund due of a cancelled programme's deposit, marked paid back (refundedAt), audited; refused on a closed day. */
export async function markDepositRefundPaid(ctx: AppContext, actor: SignedInStaff, id: string) {
  const [row] = await ctx.db.select().from(programmes).where(eq(programmes.id, id));
  if (!row) throw new NotFound('programmes.accept.notFound');
  if (row.refundDue === null || row.refundedAt) throw new Conflict('staff.paperwork.noDepositRefundDue');
  await assertPaymentDayOpen(ctx, { paymentStatus: 'pending', paymentVerifiedAt: null }, { refundNow: true });
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(programmes)
      .set({ refundedAt: ctx.now(), updatedAt: ctx.now() })
      .where(and(eq(programmes.id, row.id), isNull(programmes.refundedAt)))
      .returning();
    if (!updated) throw new Conflict('staff.paperwork.noDepositRefundDue');
    await writeAudit(tx, ctx, actor, {
      action: 'programme.refund-paid',
      entity: 'programme',
      entityId: row.id,
      before: { refundDue: row.refundDue, refundedAt: null },
      after: { refundDue: updated.refundDue, refundedAt: updated.refundedAt },
    });
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
  // One reference pays for one thing (decision 0030): a correction cannot give one held elsewhere either.
  const references = [correction.paymentReference, row.paymentUtr];
  return holdingReferences(ctx, { references, self: { paysFor: 'consultation', id: row.id } }, () =>
    ctx.db.transaction(async (tx) => {
      await recordReferencesAs(tx, staffActor(actor));
      const [updated] = await tx.update(c).set(patch).where(eq(c.id, row.id)).returning();
      if (!updated) throw new NotFound('staff.consultationNotFound');
      // Money in through a correction has its receipt like any other (decision 0055): issued once, kept after.
      await issueReceipt(tx, ctx, updated, actor.id);
      // A closed day whose money this changes shows its closed summary as superseded (decision 0056).
      const touched = [row, updated].flatMap((r) =>
        r.paymentStatus === 'paid' && r.paymentVerifiedAt ? [r.paymentCountsOn ?? clinicDate(r.paymentVerifiedAt)] : [],
      );
      if (touched.length)
        await tx
          .update(dayCloses)
          .set({ correctedAt: ctx.now() })
          .where(inArray(dayCloses.date, [...new Set(touched)]));
      await writeAudit(tx, ctx, actor, {
        action: 'consultation.payment.correction',
        entity: 'consultation',
        entityId: row.id,
        before: { ...row, correctionReason: null },
        after: { ...updated, correctionReason: correction.reason },
      });
      return updated;
    }),
  );
}
