/** The counted figures of a clinic date by payment mode: what the report shows and the close saves (decision 0027). */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { RECEIPT_MODES, type ReceiptMode } from '@core/constants';
import type { AppContext } from '@server/context';
import { consultations, creditNotes, programmePayments, programmes, taxInvoices } from '@server/db/schema';
import { paymentMode } from '@server/modules/paperwork/payment-modes';
import { countedOn, dayInstants } from './day';
import type { DayFigures, Sum } from './types';

const c = consultations;

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
export async function dayFigures(ctx: AppContext, date: string): Promise<DayFigures> {
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
