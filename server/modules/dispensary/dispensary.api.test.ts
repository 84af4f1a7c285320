/** The dispensary (decision 0062): catalogue, CSV import, stock by batch, FEFO issues under concurrency, the ledger. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, dispensaryBatches, dispensaryMovements } from '../../db/schema/index.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const TODAY = '2026-12-01';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const json = res.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: { ...json, ...(json.data ?? {}) } };
}

const ITEM = {
  kind: 'medicine',
  name: 'Ashwagandha Churna',
  form: 'churna',
  strength: '',
  pack: '100 g jar',
  manufacturer: 'Test Pharmacy',
  unit: 'jar',
  hsnCode: '3004',
  gstRate: 5,
  mrp: 180.5,
  reorderLevel: 5,
  active: true,
};

async function setup() {
  env.clock.now = new Date(`${TODAY}T05:00:00Z`);
  const admin = await env.signInStaff('admin');
  const item = await call('POST', '/api/staff/dispensary/items', admin.cookie, ITEM);
  expect(item.status).toBe(200);
  const itemId = item.body.id as string;
  const receive = (batchNo: string, expiryDate: string, quantity: number, cost = 100) =>
    call('POST', '/api/staff/dispensary/receipts', admin.cookie, {
      itemId,
      batchNo,
      mfgDate: null,
      expiryDate,
      quantity,
      cost,
      mrp: null,
      supplier: 'Supplier A',
      invoiceRef: `INV-${batchNo}`,
    });
  return { admin, itemId, receive };
}

describe('dispensary stock', () => {
  it('50 simultaneous issues of an item with 10 left: exactly 10 issued, the rest a 409 naming what is left', async () => {
    const { admin, itemId, receive } = await setup();
    expect((await receive('B1', '2027-06-30', 4)).status).toBe(200);
    expect((await receive('B2', '2027-12-31', 6)).status).toBe(200);
    const desk = await env.signInStaff('reception');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/staff/dispensary/issues', desk.cookie, { itemId, quantity: 1, kind: 'dispensed', ref: 'counter' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('Not enough stock: 0 left in batches that have not expired (counted in jars)');
    }
    const [sum] = await db()
      .select({ q: sql<number>`sum(quantity)::int` })
      .from(dispensaryMovements)
      .where(eq(dispensaryMovements.itemId, itemId));
    expect(sum!.q).toBe(0);
    const batches = await db().select().from(dispensaryBatches).where(eq(dispensaryBatches.itemId, itemId));
    expect(batches.map((b) => b.onHand)).toEqual([0, 0]);
    // Every movement audited: 2 received + 10 dispensed.
    const audited = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'dispensary.stock.%'`);
    expect(audited).toHaveLength(12);
    const ledger = await call('GET', `/api/staff/dispensary/items/${itemId}/ledger`, admin.cookie);
    expect(ledger.body.movements).toHaveLength(12);
    expect(ledger.body.movements[0].balance).toBe(0);
  });

  it('issues first expiry first out, never from an expired batch; the database refuses stock below zero', async () => {
    const { itemId, receive } = await setup();
    await receive('LATE', '2028-01-31', 5);
    await receive('SOON', '2027-01-31', 3);
    await receive('OLD', '2026-12-15', 2);
    env.clock.now = new Date('2026-12-20T05:00:00Z'); // OLD expired on the 15th
    const desk = await env.signInStaff('reception');
    const issued = await call('POST', '/api/staff/dispensary/issues', desk.cookie, {
      itemId,
      quantity: 4,
      kind: 'consumed',
      ref: 'session-1',
    });
    expect(issued.status).toBe(200);
    expect(issued.body.parts.map((p: { batchNo: string; quantity: number }) => [p.batchNo, p.quantity])).toEqual([
      ['SOON', 3],
      ['LATE', 1],
    ]);
    const tooMany = await call('POST', '/api/staff/dispensary/issues', desk.cookie, { itemId, quantity: 5 }, 'hi');
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('पर्याप्त स्टॉक नहीं: बिना समाप्त हुए बैचों में केवल 4 बचे हैं (डिब्बे में गिने गए)');
    // Straight into the ledger, past the service: the batch's check refuses it.
    const [old] = await db().select().from(dispensaryBatches).where(eq(dispensaryBatches.batchNo, 'OLD'));
    await expect(db().insert(dispensaryMovements).values({ itemId, batchId: old!.id, kind: 'dispensed', quantity: -3 })).rejects.toThrow();
    await expect(db().update(dispensaryBatches).set({ onHand: 99 }).where(eq(dispensaryBatches.id, old!.id))).rejects.toThrow();
    await expect(db().delete(dispensaryMovements).where(eq(dispensaryMovements.batchId, old!.id))).rejects.toThrow();
    const [after] = await db().select().from(dispensaryBatches).where(eq(dispensaryBatches.id, old!.id));
    expect(after!.onHand).toBe(2);
    // Stock figures: expired stock is apart from the value; the expiring list shows it.
    const stock = await call('GET', '/api/staff/dispensary/stock?days=60', desk.cookie);
    expect(stock.body.value).toEqual({ atCostPaise: 4 * 10000, atMrpPaise: 4 * 18050, expiredAtCostPaise: 2 * 10000 });
    expect(stock.body.lowStock.map((i: { name: string; usable: number }) => [i.name, i.usable])).toEqual([['Ashwagandha Churna', 4]]);
    expect(stock.body.expiring.map((b: { batchNo: string; expired: boolean }) => [b.batchNo, b.expired])).toEqual([['OLD', true]]);
    // Only an expired batch is written off; the admin writes it off with a reason.
    const admin = await env.signInStaff('admin');
    const notYet = await call('POST', '/api/staff/dispensary/adjustments', admin.cookie, {
      batchId: issued.body.parts[1].batchId,
      kind: 'expired',
      quantity: 1,
      reason: 'x',
    });
    expect(notYet.status).toBe(400);
    const writeOff = await call('POST', '/api/staff/dispensary/adjustments', admin.cookie, {
      batchId: old!.id,
      kind: 'expired',
      quantity: 2,
      reason: 'expired on the shelf',
    });
    expect(writeOff.status).toBe(200);
    const missing = await call('POST', '/api/staff/dispensary/adjustments', admin.cookie, {
      batchId: old!.id,
      kind: 'adjusted',
      quantity: -1,
      reason: 'count',
    });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('Batch OLD holds only 0');
    const deskAdjust = await call('POST', '/api/staff/dispensary/adjustments', desk.cookie, {
      batchId: old!.id,
      kind: 'adjusted',
      quantity: 1,
      reason: 'count',
    });
    expect(deskAdjust.status).toBe(403);
  });

  it('bad input is a 400 naming the field, in both languages', async () => {
    const { admin, itemId, receive } = await setup();
    const fractional = await call('POST', '/api/staff/dispensary/issues', admin.cookie, { itemId, quantity: 1.5 });
    expect(fractional.status).toBe(400);
    expect(fractional.body.errors).toEqual({ quantity: 'The quantity must be a whole number of the item’s unit' });
    const negative = await call('POST', '/api/staff/dispensary/issues', admin.cookie, { itemId, quantity: -2 }, 'hi');
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual({ quantity: 'मात्रा 1 या उससे बड़ी पूर्ण संख्या है' });
    const expired = await receive('EXP', '2026-11-30', 5);
    expect(expired.status).toBe(400);
    expect(expired.body.errors).toEqual({ expiryDate: 'This batch has already expired: it cannot be received into stock' });
    await receive('OK', '2027-11-30', 5);
    const again = await receive('OK', '2027-11-30', 5);
    expect(again.status).toBe(409);
    const badItem = await call(
      'POST',
      '/api/staff/dispensary/items',
      admin.cookie,
      { ...ITEM, name: 'X', hsnCode: '30A4', gstRate: -1, form: 'oil' },
      'hi',
    );
    expect(badItem.status).toBe(400);
    expect(badItem.body.errors).toMatchObject({
      hsnCode: 'HSN कोड 4, 6 या 8 अंकों का होता है',
      gstRate: expect.any(String),
      form: 'यह रूप इस प्रकार की वस्तु का नहीं है',
    });
    const dup = await call('POST', '/api/staff/dispensary/items', admin.cookie, { ...ITEM, name: 'ashwagandha churna' });
    expect(dup.status).toBe(409);
  });

  it('the CSV import adds valid rows and reports each refused row with its reasons', async () => {
    const { admin } = await setup();
    const csv = [
      'Kind,Name,Form,Strength,Pack,Manufacturer,Unit,HSN Code,GST Rate,MRP,Reorder Level',
      'medicine,Triphala Churna,churna,,100 g,Maker,jar,3004,5%,"₹1,250.50",3',
      'material,Dhanvantaram Taila,oil,,5 l can,Maker,ml,3004,5,0.5,2000',
      'medicine,Bad Row,vati,,,,tablet,30,5,abc,',
      'medicine,Ashwagandha Churna,churna,,100 g jar,Test Pharmacy,jar,3004,5,180,',
      'medicine,Triphala Churna,churna,,100 g,Maker,jar,3004,5,10,',
    ].join('\r\n');
    const res = await call('POST', '/api/staff/dispensary/items/import', admin.cookie, { csv });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(2);
    expect(res.body.refused).toEqual([
      {
        line: 4,
        name: 'Bad Row',
        reasons: [
          { field: 'HSN code', message: 'The HSN code is 4, 6 or 8 digits' },
          { field: 'MRP per unit (₹)', message: 'The MRP is an amount in rupees, up to two decimals' },
        ],
      },
      { line: 5, name: 'Ashwagandha Churna', reasons: [{ field: 'Name', message: expect.stringContaining('already in the catalogue') }] },
      { line: 6, name: 'Triphala Churna', reasons: [{ field: 'Name', message: expect.stringContaining('already in the catalogue') }] },
    ]);
    const items = await call('GET', '/api/staff/dispensary/items', admin.cookie);
    const triphala = items.body.items.find((i: { name: string }) => i.name === 'Triphala Churna');
    expect(triphala).toMatchObject({ mrpPaise: 125050, gstRate: 5, reorderLevel: 3, onHand: 0 });
    const noColumns = await call('POST', '/api/staff/dispensary/items/import', admin.cookie, { csv: 'name,mrp\nA,1' });
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.message).toContain('kind, form, unit, hsn_code, gst_rate');
  });
});
