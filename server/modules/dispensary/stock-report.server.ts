/**
 * What the dispensary's stock figures read (decision 0062): every figure is a sum of the ledger
 * (through each batch's on_hand, which the ledger's trigger keeps). Low stock by each item's reorder
 * level, batches expiring within N days, stock value at cost and at MRP, an item's ledger.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { addDays, clinicDate, type IsoDate } from '@core/booking/slots';
import type { AppContext } from '@server/context';
import { dispensaryBatches, dispensaryItems, dispensaryMovements } from '@server/db/schema';
import { getItem } from './catalogue.server';

export async function stockOverview(ctx: AppContext, days: number) {
  const today = clinicDate(ctx.now());
  const until = addDays(today as IsoDate, days);
  const usable = sql<number>`coalesce(sum(${dispensaryBatches.onHand}) filter (where ${dispensaryBatches.expiryDate} >= ${today}), 0)::int`;
  const low = await ctx.db
    .select({
      id: dispensaryItems.id,
      name: dispensaryItems.name,
      pack: dispensaryItems.pack,
      unit: dispensaryItems.unit,
      reorderLevel: dispensaryItems.reorderLevel,
      usable,
    })
    .from(dispensaryItems)
    .leftJoin(dispensaryBatches, eq(dispensaryBatches.itemId, dispensaryItems.id))
    .where(and(eq(dispensaryItems.active, true), gt(dispensaryItems.reorderLevel, 0)))
    .groupBy(dispensaryItems.id)
    .having(sql`${usable} <= ${dispensaryItems.reorderLevel}`)
    .orderBy(asc(dispensaryItems.name));
  const expiring = await ctx.db
    .select({
      batchId: dispensaryBatches.id,
      itemId: dispensaryItems.id,
      name: dispensaryItems.name,
      pack: dispensaryItems.pack,
      unit: dispensaryItems.unit,
      batchNo: dispensaryBatches.batchNo,
      expiryDate: dispensaryBatches.expiryDate,
      onHand: dispensaryBatches.onHand,
      costPaise: dispensaryBatches.costPaise,
    })
    .from(dispensaryBatches)
    .innerJoin(dispensaryItems, eq(dispensaryItems.id, dispensaryBatches.itemId))
    .where(and(gt(dispensaryBatches.onHand, 0), lt(dispensaryBatches.expiryDate, until)))
    .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryItems.name))
    .limit(500);
  const [value] = await ctx.db
    .select({
      atCost: sql<number>`coalesce(sum(${dispensaryBatches.onHand}::bigint * ${dispensaryBatches.costPaise}) filter (where ${dispensaryBatches.expiryDate} >= ${today}), 0)::bigint`,
      atMrp: sql<number>`coalesce(sum(${dispensaryBatches.onHand}::bigint * ${dispensaryBatches.mrpPaise}) filter (where ${dispensaryBatches.expiryDate} >= ${today}), 0)::bigint`,
      expiredAtCost: sql<number>`coalesce(sum(${dispensaryBatches.onHand}::bigint * ${dispensaryBatches.costPaise}) filter (where ${dispensaryBatches.expiryDate} < ${today}), 0)::bigint`,
    })
    .from(dispensaryBatches)
    .where(gt(dispensaryBatches.onHand, 0));
  return {
    today,
    days,
    lowStock: low,
    expiring: expiring.map((b) => ({ ...b, expired: b.expiryDate < today })),
    value: {
      atCostPaise: Number(value?.atCost ?? 0),
      atMrpPaise: Number(value?.atMrp ?? 0),
      expiredAtCostPaise: Number(value?.expiredAtCost ?? 0),
    },
  };
}

/** An item, its batches and its movements (newest first, with the balance after each). */
export async function itemLedger(ctx: AppContext, itemId: string, limit = 300) {
  const item = await getItem(ctx, itemId);
  const today = clinicDate(ctx.now());
  const batches = await ctx.db
    .select()
    .from(dispensaryBatches)
    .where(eq(dispensaryBatches.itemId, itemId))
    .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryBatches.receivedAt));
  const balance = sql<number>`(sum(${dispensaryMovements.quantity}) over (order by ${dispensaryMovements.at}, ${dispensaryMovements.id} rows unbounded preceding))::int`;
  const inner = ctx.db
    .select({
      id: dispensaryMovements.id,
      batchId: dispensaryMovements.batchId,
      kind: dispensaryMovements.kind,
      quantity: dispensaryMovements.quantity,
      reason: dispensaryMovements.reason,
      ref: dispensaryMovements.ref,
      at: dispensaryMovements.at,
      staffName: dispensaryMovements.staffName,
      balance: balance.as('balance'),
    })
    .from(dispensaryMovements)
    .where(eq(dispensaryMovements.itemId, itemId))
    .as('ledger');
  const movements = await ctx.db.select().from(inner).orderBy(desc(inner.at), desc(inner.id)).limit(limit);
  const batchNo = new Map(batches.map((b) => [b.id, b.batchNo]));
  return {
    item,
    today,
    batches: batches.map((b) => ({
      id: b.id,
      batchNo: b.batchNo,
      mfgDate: b.mfgDate,
      expiryDate: b.expiryDate,
      expired: b.expiryDate < today,
      costPaise: b.costPaise,
      mrpPaise: b.mrpPaise,
      supplier: b.supplier,
      invoiceRef: b.invoiceRef,
      onHand: b.onHand,
      receivedAt: b.receivedAt.toISOString(),
    })),
    movements: movements.map((m) => ({ ...m, batchNo: batchNo.get(m.batchId) ?? '', at: new Date(m.at).toISOString() })),
  };
}
