/**
 * What the dispensary's stock figures read (decision 0062): every figure is a sum of the ledger
 * (through each batch's on_hand, which the ledger's trigger keeps). Low stock by each item's reorder
 * level, batches expiring within N days, stock value at cost and at MRP, an item's ledger.
 */
import { and, asc, eq, gt, ilike, lt, sql } from 'drizzle-orm';
import { addDays, clinicDate, type IsoDate } from '@core/booking/slots';
import type { StockUnit } from '@core/dispensary/catalogue';
import { LEDGER_PAGE, STOCK_ITEMS_PAGE, type MovementKind } from '@core/dispensary/stock';
import type { AppContext } from '@server/context';
import { dispensaryBatches, dispensaryItems, dispensaryMovements, dispensaryStock } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';
import { rows as rawRows } from '@server/modules/insights/insights-sql';
import { getItem } from './catalogue.server';

/** The batches in stock that expire before `until`, counted. */
async function countExpiring(ctx: AppContext, until: string) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(dispensaryBatches)
    .where(and(gt(dispensaryBatches.onHand, 0), lt(dispensaryBatches.expiryDate, until)));
  return Number(row?.n ?? 0);
}

/** How many expiring batches the stock screen lists; the rest are counted (expiringTotal). */
const EXPIRING_SHOWN = 500;

export async function stockOverview(ctx: AppContext, days: number) {
  const today = clinicDate(ctx.now());
  const until = addDays(today as IsoDate, days);
  // Each item's stock as the ledger's trigger keeps it (dispensary_stock), less what is in expired
  // batches (a range read on the expiry index), gives both the low-stock list and the value (decision
  // 0074): summing the 40,000 batches was the stock report's cost. The totals come on every row (and
  // on one row of nulls when no item is low).
  const b = dispensaryBatches;
  const i = dispensaryItems;
  const figures = await rawRows<{
    at_cost: string | number;
    at_mrp: string | number;
    expired_at_cost: string | number;
    id: string | null;
    name: string;
    pack: string;
    unit: StockUnit;
    reorder_level: number;
    usable: number;
  }>(
    ctx.db,
    sql`
      with expired as (
        select ${b.itemId} as item_id, sum(${b.onHand}) as on_hand,
               sum(${b.onHand}::bigint * ${b.costPaise}) as at_cost, sum(${b.onHand}::bigint * ${b.mrpPaise}) as at_mrp
        from ${b}
        where ${b.expiryDate} < ${today} and ${b.onHand} > 0
        group by ${b.itemId}
      ), per_item as materialized (
        select st.item_id,
               st.on_hand - coalesce(e.on_hand, 0) as usable,
               st.at_cost_paise - coalesce(e.at_cost, 0) as at_cost,
               st.at_mrp_paise - coalesce(e.at_mrp, 0) as at_mrp,
               coalesce(e.at_cost, 0) as expired_at_cost
        from ${dispensaryStock} st left join expired e on e.item_id = st.item_id
      ), totals as (
        select coalesce(sum(at_cost), 0) as at_cost, coalesce(sum(at_mrp), 0) as at_mrp,
               coalesce(sum(expired_at_cost), 0) as expired_at_cost
        from per_item
      )
      select totals.*, low.*
      from totals left join (
        select ${i.id} as id, ${i.name} as name, ${i.pack} as pack, ${i.unit} as unit, ${i.reorderLevel} as reorder_level,
               coalesce(p.usable, 0)::int as usable
        from ${i} left join per_item p on p.item_id = ${i.id}
        where ${i.active} and ${i.reorderLevel} > 0 and coalesce(p.usable, 0) <= ${i.reorderLevel}
      ) as low on true
      order by low.name, low.pack, low.id`,
  );
  const low = figures
    .filter((r) => r.id !== null)
    .map((r) => ({ id: r.id!, name: r.name, pack: r.pack, unit: r.unit, reorderLevel: r.reorder_level, usable: r.usable }));
  const totals = figures[0];
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
    .limit(EXPIRING_SHOWN);
  // The list shows at most EXPIRING_SHOWN batches; the page says "first N of M" when there are more
  // (decision 0074: no silent caps).
  const expiringTotal = expiring.length < EXPIRING_SHOWN ? expiring.length : await countExpiring(ctx, until);
  return {
    today,
    days,
    lowStock: low,
    expiring: expiring.map((b) => ({ ...b, expired: b.expiryDate < today })),
    expiringTotal,
    value: {
      atCostPaise: Number(totals?.at_cost ?? 0),
      atMrpPaise: Number(totals?.at_mrp ?? 0),
      expiredAtCostPaise: Number(totals?.expired_at_cost ?? 0),
    },
  };
}

/** A batch as the ledger page shows it. */
function batchRow(b: typeof dispensaryBatches.$inferSelect, today: string) {
  return {
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
  };
}

/**
 * One page of the stock screen's item list (decision 0074): the items matching `q` (a part of the
 * name, strength, pack or manufacturer) in the catalogue's order, STOCK_ITEMS_PAGE at a time, each
 * with its stock on hand and usable (not expired). Only the page's items' batches are summed.
 */
export async function stockItems(ctx: AppContext, query: { q: string; page: number }) {
  const today = clinicDate(ctx.now());
  const i = dispensaryItems;
  const where = query.q
    ? ilike(
        sql`${i.name} || ' ' || ${i.strength} || ' ' || ${i.pack} || ' ' || ${i.manufacturer}`,
        `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`,
      )
    : undefined;
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(i)
    .where(where);
  // Each of the page's items sums its own batches (a lateral read on the item's index): joined
  // whole, the planner scanned all 40,000 batches for 50 items (decision 0074).
  const pageOf = ctx.db
    .select({
      id: i.id,
      name: i.name,
      strength: i.strength,
      pack: i.pack,
      manufacturer: i.manufacturer,
      form: i.form,
      unit: i.unit,
      mrpPaise: i.mrpPaise,
    })
    .from(i)
    .where(where)
    .orderBy(asc(i.name), asc(i.pack), asc(i.id))
    .limit(STOCK_ITEMS_PAGE)
    .offset((query.page - 1) * STOCK_ITEMS_PAGE)
    .as('page_items');
  const b = dispensaryBatches;
  const stock = ctx.db
    .select({
      onHand: sql<number>`coalesce(sum(${b.onHand}), 0)::int`.as('on_hand'),
      usable: sql<number>`coalesce(sum(${b.onHand}) filter (where ${b.expiryDate} >= ${today}), 0)::int`.as('usable'),
    })
    .from(b)
    .where(eq(b.itemId, pageOf.id))
    .as('stock');
  const rows = await ctx.db
    .select({
      id: pageOf.id,
      name: pageOf.name,
      strength: pageOf.strength,
      pack: pageOf.pack,
      manufacturer: pageOf.manufacturer,
      form: pageOf.form,
      unit: pageOf.unit,
      mrpPaise: pageOf.mrpPaise,
      onHand: stock.onHand,
      usable: stock.usable,
    })
    .from(pageOf)
    .leftJoinLateral(stock, sql`true`)
    .orderBy(asc(pageOf.name), asc(pageOf.pack), asc(pageOf.id));
  return {
    q: query.q,
    page: query.page,
    total,
    pageSize: STOCK_ITEMS_PAGE,
    items: rows,
  };
}

/**
 * An item, its batches and one page of its movements, newest first with the balance after each
 * (decision 0074). Keyset paging: `before` is the id of the last movement of the page before (the
 * page's "older" link), so a page costs the same however far back it is, and a movement recorded
 * meanwhile does not shift the pages. The balance after the page's newest movement is the item's
 * stock (the batches' on_hand, which the ledger's trigger keeps) less every movement newer than it,
 * read in the same statement (one snapshot); the rest of the page follows by subtraction.
 */
export async function itemLedger(ctx: AppContext, itemId: string, page: { before?: string; limit?: number } = {}) {
  const item = await getItem(ctx, itemId);
  const limit = page.limit ?? LEDGER_PAGE;
  const today = clinicDate(ctx.now());
  const batches = await ctx.db
    .select()
    .from(dispensaryBatches)
    .where(eq(dispensaryBatches.itemId, itemId))
    .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryBatches.receivedAt));
  const m = dispensaryMovements;
  if (page.before) {
    const [cursor] = await ctx.db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, page.before), eq(m.itemId, itemId)));
    if (!cursor) throw new NotFound('dispensary.movementNotFound');
  }
  const older = page.before ? sql`and (${m.at}, ${m.id}) < (select c.at, c.id from ${m} c where c.id = ${page.before})` : sql``;
  const rows = await rawRows<{
    id: string;
    batch_id: string;
    kind: MovementKind;
    quantity: number;
    reason: string;
    ref: string;
    at: string | Date;
    staff_name: string | null;
    top_balance: number | string;
  }>(
    ctx.db,
    sql`
      with page as (
        select ${m.id}, ${m.batchId}, ${m.kind}, ${m.quantity}, ${m.reason}, ${m.ref}, ${m.at}, ${m.staffName}
        from ${m}
        where ${m.itemId} = ${itemId} ${older}
        order by ${m.at} desc, ${m.id} desc
        limit ${limit + 1}
      ), top as (select at, id from page order by at desc, id desc limit 1)
      select page.*,
        (select coalesce(sum(b.on_hand), 0) from ${dispensaryBatches} b where b.item_id = ${itemId})
        - (select coalesce(sum(n.quantity), 0) from ${m} n, top where n.item_id = ${itemId} and (n.at, n.id) > (top.at, top.id))
          as top_balance
      from page
      order by page.at desc, page.id desc`,
  );
  const shown = rows.slice(0, limit);
  let balance = Number(rows[0]?.top_balance ?? 0);
  const movements = shown.map((r) => {
    const row = {
      id: r.id,
      batchId: r.batch_id,
      kind: r.kind,
      quantity: r.quantity,
      reason: r.reason,
      ref: r.ref,
      at: new Date(r.at).toISOString(),
      staffName: r.staff_name,
      balance,
    };
    balance -= r.quantity;
    return row;
  });
  const batchNo = new Map(batches.map((b) => [b.id, b.batchNo]));
  return {
    item,
    today,
    batches: batches.map((b) => batchRow(b, today)),
    movements: movements.map((mv) => ({ ...mv, batchNo: batchNo.get(mv.batchId) ?? '' })),
    /** Whether this is the newest page (no `before`). */
    newest: !page.before,
    /** The `before` of the next, older page; null on the oldest. */
    older: rows.length > limit ? shown.at(-1)!.id : null,
  };
}
