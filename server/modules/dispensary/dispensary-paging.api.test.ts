/**
 * Paging of the dispensary (decision 0074): an item's ledger with thousands of movements pages by
 * keyset (newest first, the balance after each movement right on every page, a movement recorded
 * meanwhile does not shift a page), and the stock screen lists items a page at a time with a search.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_PAGE, STOCK_ITEMS_PAGE } from '@core/dispensary/stock';
import { callPage } from '../../../tests/helpers/page-loader.ts';
import { rows } from '../insights/insights-sql.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { dispensaryBatches, dispensaryItems, dispensaryMovements } from '../../db/schema/index.ts';
import { loader as itemPage } from '~/routes/staff/dispensary/item';
import { loader as stockPage } from '~/routes/staff/dispensary/stock';

const env = await setupTestApp();
const db = () => env.database.db;
const TODAY = '2026-12-01';
const ISSUES = 2400;

async function call(url: string, cookie: string, locale = 'en') {
  const res = await env.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': locale } });
  const json = res.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: { ...json, ...(json.data ?? {}) } };
}

const item = (name: string) => ({
  kind: 'medicine' as const,
  name,
  form: 'vati' as const,
  pack: '60 tablets',
  manufacturer: 'Test Pharmacy',
  unit: 'tablet' as const,
  hsnCode: '3004',
  gstRateBp: 1200,
  mrpPaise: 250,
  reorderLevel: 10,
});

/** An item with one batch of 10,000 received and ISSUES issues of 1-3 through the ledger (its trigger), many in the same millisecond. */
async function busyItem() {
  env.clock.now = new Date(`${TODAY}T05:00:00Z`);
  const [row] = await db().insert(dispensaryItems).values(item('Kaishore Guggulu')).returning();
  const [batch] = await db()
    .insert(dispensaryBatches)
    .values({
      itemId: row!.id,
      batchNo: 'KG-1',
      expiryDate: '2028-03-31',
      costPaise: 150,
      mrpPaise: 250,
      supplier: 'Supplier A',
      invoiceRef: 'INV-1',
      receivedAt: new Date('2025-12-01T05:00:00Z'),
    })
    .returning();
  await db()
    .insert(dispensaryMovements)
    .values({
      itemId: row!.id,
      batchId: batch!.id,
      kind: 'received',
      quantity: 10_000,
      at: new Date('2025-12-01T05:00:00Z'),
    });
  // Four issues share each instant: the id breaks the tie, and a page may end inside such a group.
  await db().execute(sql`
    insert into dispensary_movements (item_id, batch_id, kind, quantity, ref, at)
    select ${row!.id}, ${batch!.id}, 'dispensed', -(1 + k % 3), 'rx-' || k,
           timestamptz '2025-12-02 05:00:00+00' + (k / 4) * interval '1 hour'
    from generate_series(1, ${ISSUES}) as k`);
  return { itemId: row!.id, batchId: batch!.id };
}

describe('the ledger of an item with thousands of movements', () => {
  it('pages newest first by keyset: every movement once, in order, the balance after each right on every page', async () => {
    const { itemId } = await busyItem();
    const { cookie } = await env.signInStaff('reception');
    const [stock] = await db()
      .select({ onHand: dispensaryBatches.onHand })
      .from(dispensaryBatches)
      .where(eq(dispensaryBatches.itemId, itemId));
    const seen: { id: string; at: string; quantity: number; balance: number }[] = [];
    let url = `/api/staff/dispensary/items/${itemId}/ledger`;
    let pages = 0;
    for (;;) {
      const page = await call(url, cookie);
      expect(page.status).toBe(200);
      pages += 1;
      expect(page.body.newest).toBe(pages === 1);
      seen.push(...page.body.movements);
      if (!page.body.older) {
        expect(page.body.movements.length).toBeLessThanOrEqual(LEDGER_PAGE);
        break;
      }
      expect(page.body.movements).toHaveLength(LEDGER_PAGE);
      expect(page.body.older).toBe(page.body.movements.at(-1).id);
      url = `/api/staff/dispensary/items/${itemId}/ledger?before=${page.body.older}`;
    }
    expect(pages).toBe(Math.ceil((ISSUES + 1) / LEDGER_PAGE));
    expect(seen).toHaveLength(ISSUES + 1);
    expect(new Set(seen.map((m) => m.id)).size).toBe(ISSUES + 1);
    // Newest first: by time, then by id within an instant (as the database orders uuids).
    const order = (
      await rows<{ id: string }>(db(), sql`select id from dispensary_movements where item_id = ${itemId} order by at desc, id desc`)
    ).map((r) => r.id);
    expect(seen.map((m) => m.id)).toEqual(order);
    // The newest balance is the stock; each older one is the newer less the newer's change; the oldest is the purchase.
    expect(seen[0]!.balance).toBe(stock!.onHand);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.balance).toBe(seen[i - 1]!.balance - seen[i - 1]!.quantity);
    expect(seen.at(-1)).toMatchObject({ quantity: 10_000, balance: 10_000 });
    // The item's stock row, kept by the same trigger, says the same (decision 0074), and nothing writes it directly.
    const [kept] = await rows<{ on_hand: string; at_cost_paise: string }>(
      db(),
      sql`select on_hand, at_cost_paise from dispensary_stock where item_id = ${itemId}`,
    );
    expect(Number(kept!.on_hand)).toBe(stock!.onHand);
    expect(Number(kept!.at_cost_paise)).toBe(stock!.onHand * 150);
    await expect(db().execute(sql`update dispensary_stock set on_hand = 1 where item_id = ${itemId}`)).rejects.toThrow();
  });

  it('a movement recorded meanwhile does not shift an older page; the page shows it on the newest', async () => {
    const { itemId } = await busyItem();
    const { cookie } = await env.signInStaff('reception');
    const first = await call(`/api/staff/dispensary/items/${itemId}/ledger`, cookie);
    const second = await call(`/api/staff/dispensary/items/${itemId}/ledger?before=${first.body.older}`, cookie);
    env.clock.now = new Date(`${TODAY}T05:01:00Z`);
    const issued = await env.app.inject({
      method: 'POST',
      url: '/api/staff/dispensary/issues',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ itemId, quantity: 5, kind: 'dispensed', ref: 'rx-new' }),
    });
    expect(issued.statusCode).toBe(200);
    const again = await call(`/api/staff/dispensary/items/${itemId}/ledger?before=${first.body.older}`, cookie);
    expect(again.body.movements).toEqual(second.body.movements);
    const newest = await call(`/api/staff/dispensary/items/${itemId}/ledger`, cookie);
    expect(newest.body.movements[0]).toMatchObject({ quantity: -5, ref: 'rx-new', balance: first.body.movements[0].balance - 5 });
    expect(newest.body.movements[1].id).toBe(first.body.movements[0].id);

    // The item page (its loader, as the server calls it) reads the same pages.
    const { token } = await env.signInStaff('doctor');
    const page = await callPage(env, itemPage, {
      token,
      url: `/staff/dispensary/items/${itemId}?before=${first.body.older}`,
      params: { id: itemId },
    });
    expect(page.status).toBe(200);
    expect(page.data!.ledger.movements.map((m) => m.id)).toEqual(second.body.movements.map((m: { id: string }) => m.id));
    expect(page.data!.ledger.newest).toBe(false);
  });

  it('a malformed page is a 400 naming `before` in both languages; a movement of another item is a 404', async () => {
    const { itemId } = await busyItem();
    const { cookie } = await env.signInStaff('admin');
    const en = await call(`/api/staff/dispensary/items/${itemId}/ledger?before=yesterday`, cookie);
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ before: 'That movement is not in this item’s ledger' });
    const hi = await call(`/api/staff/dispensary/items/${itemId}/ledger?before=yesterday`, cookie, 'hi');
    expect(hi.status).toBe(400);
    expect(hi.body.errors).toEqual({ before: 'यह लेन-देन इस वस्तु के खाते में नहीं है' });
    const [other] = await db().insert(dispensaryItems).values(item('Chandraprabha Vati')).returning();
    const [batch] = await db()
      .insert(dispensaryBatches)
      .values({
        itemId: other!.id,
        batchNo: 'CV-1',
        expiryDate: '2028-01-31',
        costPaise: 100,
        mrpPaise: 200,
        supplier: 'S',
        invoiceRef: 'I',
      })
      .returning();
    const [foreign] = await db()
      .insert(dispensaryMovements)
      .values({ itemId: other!.id, batchId: batch!.id, kind: 'received', quantity: 5 })
      .returning();
    const stray = await call(`/api/staff/dispensary/items/${itemId}/ledger?before=${foreign!.id}`, cookie);
    expect(stray.status).toBe(404);
    expect(stray.body.message).toBe('That movement is not in this item’s ledger');
  });
});

describe('the stock screen’s item list', () => {
  it('lists items a page at a time in name order with their stock, and finds them by a part of the name', async () => {
    env.clock.now = new Date(`${TODAY}T05:00:00Z`);
    const names = Array.from({ length: STOCK_ITEMS_PAGE + 12 }, (_, i) => `Item ${String(i + 1).padStart(3, '0')}`);
    const rows = await db()
      .insert(dispensaryItems)
      .values(names.map((n, i) => ({ ...item(n), name: i === 7 ? 'Mahanarayana Taila' : n })))
      .returning();
    const taila = rows[7]!;
    const [batch] = await db()
      .insert(dispensaryBatches)
      .values([
        { itemId: taila.id, batchNo: 'MT-1', expiryDate: '2027-12-31', costPaise: 100, mrpPaise: 200, supplier: 'S', invoiceRef: 'I' },
        { itemId: taila.id, batchNo: 'MT-0', expiryDate: '2026-11-01', costPaise: 100, mrpPaise: 200, supplier: 'S', invoiceRef: 'I' },
      ])
      .returning();
    await db().insert(dispensaryMovements).values({ itemId: taila.id, batchId: batch!.id, kind: 'received', quantity: 40 });
    const { token } = await env.signInStaff('reception');
    const first = await callPage(env, stockPage, { token, url: '/staff/dispensary' });
    expect(first.status).toBe(200);
    expect(first.data!.items).toMatchObject({ page: 1, total: names.length, pageSize: STOCK_ITEMS_PAGE });
    expect(first.data!.items.items).toHaveLength(STOCK_ITEMS_PAGE);
    const second = await callPage(env, stockPage, { token, url: '/staff/dispensary?page=2' });
    expect(second.data!.items.items).toHaveLength(names.length - STOCK_ITEMS_PAGE);
    const all = [...first.data!.items.items, ...second.data!.items.items].map((i) => i.name);
    expect(all).toEqual([...all].sort());
    const found = await callPage(env, stockPage, { token, url: '/staff/dispensary?q=narayana' });
    expect(found.data!.items).toMatchObject({ total: 1, items: [{ name: 'Mahanarayana Taila', usable: 40, onHand: 40 }] });
    // A malformed page falls back to the first, as a malformed number of days does.
    const bad = await callPage(env, stockPage, { token, url: '/staff/dispensary?page=-3' });
    expect(bad.data!.items.page).toBe(1);
  });

  it('lists at most 500 expiring batches and says how many there are, instead of stopping at 500 silently', async () => {
    env.clock.now = new Date(`${TODAY}T05:00:00Z`);
    const [one] = await db().insert(dispensaryItems).values(item('Chandraprabha Vati')).returning();
    await db().execute(sql`
      insert into dispensary_batches (item_id, batch_no, expiry_date, cost_paise, mrp_paise, supplier, invoice_ref)
      select ${one!.id}, 'CV-' || b, date '2026-12-20' + (b % 30), 100, 200, 'S', 'I' from generate_series(1, 503) as b`);
    await db().execute(sql`
      insert into dispensary_movements (item_id, batch_id, kind, quantity)
      select item_id, id, 'received', 1 from dispensary_batches where item_id = ${one!.id}`);
    const { token } = await env.signInStaff('reception');
    const page = await callPage(env, stockPage, { token, url: '/staff/dispensary?days=90' });
    expect(page.status).toBe(200);
    expect(page.data!.overview.expiring).toHaveLength(500);
    expect(page.data!.overview.expiringTotal).toBe(503);
  });
});
