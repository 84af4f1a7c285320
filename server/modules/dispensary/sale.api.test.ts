/** Counter sales with GST tax invoices and credit notes (decision 0070), on PGlite and PostgreSQL. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLINIC_GSTIN, registerClinicForGst } from '../../../tests/helpers/dispensary.ts';
import { pdfText } from '../../../tests/helpers/pdf.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { dispensaryBatches, dispensaryMovements, taxInvoices } from '../../db/schema/index.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const TODAY = '2026-12-01';
const GSTIN = CLINIC_GSTIN;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const json = (res.headers['content-type']?.toString().includes('json') ? res.json() : {}) as Json;
  return { status: res.statusCode, body: { ...json, ...(json.data ?? {}) } as Json, raw: res.rawPayload, text: res.body };
}

async function setup({
  registered = true,
  mrp = 180.5,
  rate = 12,
  batches = [['B1', '2027-06-30', 10]] as [string, string, number][],
} = {}) {
  env.clock.now = new Date(`${TODAY}T05:00:00Z`);
  if (registered) await registerClinicForGst(env.ctx);
  const admin = await env.signInStaff('admin');
  const desk = await env.signInStaff('reception');
  const item = await call('POST', '/api/staff/dispensary/items', admin.cookie, {
    kind: 'medicine',
    name: 'Ashwagandha Churna',
    form: 'churna',
    strength: '',
    pack: '100 g jar',
    manufacturer: 'Test Pharmacy',
    unit: 'jar',
    hsnCode: '30049011',
    gstRate: rate,
    mrp,
    reorderLevel: 0,
    active: true,
  });
  const itemId = item.body.id as string;
  for (const [batchNo, expiryDate, quantity] of batches)
    expect(
      (
        await call('POST', '/api/staff/dispensary/receipts', admin.cookie, {
          itemId,
          batchNo,
          mfgDate: null,
          expiryDate,
          quantity,
          cost: 90,
          mrp: null,
          supplier: 'Supplier A',
          invoiceRef: `INV-${batchNo}`,
        })
      ).status,
    ).toBe(200);
  const sell = (quantity: number, over: Json = {}, cookie = desk.cookie, locale = 'en') =>
    call(
      'POST',
      '/api/staff/dispensary/sales',
      cookie,
      { buyer: { name: 'Asha Verma', ...over.buyer }, lines: [{ itemId, quantity }], payment: over.payment ?? { mode: 'cash' } },
      locale,
    );
  const onHand = async () =>
    (
      await db()
        .select({ q: sql<number>`sum(on_hand)::int` })
        .from(dispensaryBatches)
        .where(eq(dispensaryBatches.itemId, itemId))
    )[0]!.q;
  return { admin, desk, itemId, sell, onHand };
}

describe('counter sales and tax invoices', () => {
  it('100 simultaneous sales get the invoice numbers 1 to 100, each once, no gap', async () => {
    const { sell } = await setup({ batches: [['B1', '2027-06-30', 150]] });
    const answers = await Promise.all(Array.from({ length: 100 }, () => sell(1)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const numbers = (await db().select({ n: taxInvoices.number, no: taxInvoices.invoiceNo }).from(taxInvoices)).sort((a, b) => a.n - b.n);
    expect(numbers.map((r) => r.n)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(new Set(numbers.map((r) => r.no)).size).toBe(100);
    expect(numbers[0]!.no).toBe('SI/26-27/000001');
  }, 120_000);

  it('splits the tax inside the MRP: CGST + SGST in the clinic’s State, IGST for another; rounds down to the rupee', async () => {
    const { sell, desk } = await setup();
    const intra = await sell(3);
    expect(intra.status).toBe(200);
    expect(intra.body.amount).toBe(541);
    const a = (await call('GET', `/api/staff/dispensary/invoices/${intra.body.id}`, desk.cookie)).body;
    // ₹180.50 x 3 = 54150 paise at 12%: taxable 48348, CGST 2901, SGST 2901; 50 paise rounded off.
    expect(a.invoice).toMatchObject({
      interState: false,
      placeOfSupply: '22',
      grossPaise: 54150,
      taxablePaise: 48348,
      cgstPaise: 2901,
      sgstPaise: 2901,
      igstPaise: 0,
      roundOffPaise: -50,
      amount: 541,
    });
    expect(a.invoice.supplier.gstin).toBe(GSTIN);
    expect(a.lines[0]).toMatchObject({ hsnCode: '30049011', batchNo: 'B1', quantity: 3, gstRateBp: 1200 });
    const inter = await sell(1, { buyer: { stateCode: '27', gstin: '27AAPFU0939F1ZV' } });
    const b = (await call('GET', `/api/staff/dispensary/invoices/${inter.body.id}`, desk.cookie)).body;
    expect(b.invoice).toMatchObject({
      interState: true,
      placeOfSupply: '27',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1934,
      taxablePaise: 16116,
      buyerGstin: '27AAPFU0939F1ZV',
    });
  });

  it('issues first expiry first out, one invoice line per batch with its own MRP', async () => {
    const { sell, desk, onHand } = await setup({
      batches: [
        ['LATE', '2028-01-31', 5],
        ['EARLY', '2027-03-31', 2],
      ],
    });
    const sale = await sell(4);
    const detail = (await call('GET', `/api/staff/dispensary/invoices/${sale.body.id}`, desk.cookie)).body;
    expect(detail.lines.map((l: Json) => [l.batchNo, l.quantity])).toEqual([
      ['EARLY', 2],
      ['LATE', 2],
    ]);
    expect(detail.hsnSummary).toHaveLength(1);
    expect(await onHand()).toBe(3);
  });

  it('refuses stock it does not have, a bad quantity or no GSTIN: nothing written, no number used', async () => {
    const { sell, onHand } = await setup({ registered: false });
    const noGstin = await sell(1);
    expect(noGstin.status).toBe(409);
    expect(noGstin.body.message).toContain('GSTIN');
    await registerClinicForGst(env.ctx);
    const short = await sell(11);
    expect(short.status).toBe(409);
    const fraction = await sell(1.5, {}, undefined, 'hi');
    expect(fraction.status).toBe(400);
    expect(JSON.stringify(fraction.body)).toContain('quantity');
    expect(await onHand()).toBe(10);
    expect(await db().select().from(taxInvoices)).toHaveLength(0);
    expect((await sell(1)).body.invoiceNo).toBe('SI/26-27/000001');
  });

  it('refuses a UPI reference already used (the one-use rule), without issuing stock or a number', async () => {
    const { sell, onHand } = await setup();
    expect((await sell(1, { payment: { mode: 'upi', reference: '612345678901' } })).status).toBe(200);
    const again = await sell(1, { payment: { mode: 'upi', reference: '6123 4567 8901' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The reference 612345678901 already paid for the dispensary’s invoice SI/26-27/000001');
    expect(await onHand()).toBe(9);
    const noRef = await sell(1, { payment: { mode: 'upi' } });
    expect(noRef.status).toBe(400);
    expect((await sell(1, { payment: { mode: 'card' } })).body.invoiceNo).toBe('SI/26-27/000002');
  });

  it('never edits an issued invoice: 409 in both languages, and the database refuses it too', async () => {
    const { sell, desk } = await setup();
    const sale = await sell(1);
    const en = await call('PATCH', `/api/staff/dispensary/invoices/${sale.body.id}`, desk.cookie, { buyerName: 'Someone else' });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('Invoice SI/26-27/000001 has been issued and is never edited: the admin reverses it with a credit note');
    const hi = await call('PATCH', `/api/staff/dispensary/invoices/${sale.body.id}`, desk.cookie, { amount: 1 }, 'hi');
    expect(hi.status).toBe(409);
    expect(hi.body.message).toContain('क्रेडिट नोट');
    await expect(db().update(taxInvoices).set({ buyerName: 'X' }).where(eq(taxInvoices.id, sale.body.id))).rejects.toThrow();
    await expect(db().delete(taxInvoices).where(eq(taxInvoices.id, sale.body.id))).rejects.toThrow();
  });

  it('a credit note (admin only) reverses the invoice: own series, stock returned, refund counted on the day', async () => {
    const { sell, desk, admin, onHand } = await setup();
    const sale = await sell(3, { payment: { mode: 'upi', reference: '712345678901' } });
    expect(await onHand()).toBe(7);
    const body = { reason: 'Wrong medicine given', refundMode: 'cash' };
    expect((await call('POST', `/api/staff/dispensary/invoices/${sale.body.id}/credit-note`, desk.cookie, body)).status).toBe(403);
    const note = await call('POST', `/api/staff/dispensary/invoices/${sale.body.id}/credit-note`, admin.cookie, body);
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({ noteNo: 'CN/26-27/000001', amount: 541 });
    expect(await onHand()).toBe(10);
    const returned = await db().select().from(dispensaryMovements).where(eq(dispensaryMovements.kind, 'returned'));
    expect(returned.map((m) => [m.quantity, m.ref])).toEqual([[3, note.body.id]]);
    const twice = await call('POST', `/api/staff/dispensary/invoices/${sale.body.id}/credit-note`, admin.cookie, body);
    expect(twice.status).toBe(409);
    const day = (await call('GET', `/api/staff/reconciliation?date=${TODAY}`, desk.cookie)).body;
    expect(day.sales).toEqual({ count: 1, total: 541 });
    expect(day.received.upi.total).toBe(541);
    expect(day.refundsPaid.total).toBe(541);
    const detail = (await call('GET', `/api/staff/dispensary/invoices/${sale.body.id}`, desk.cookie)).body;
    expect(detail.creditNote.noteNo).toBe('CN/26-27/000001');
    const pdf = await call('GET', `/api/staff/dispensary/invoices/${sale.body.id}/credit-note.pdf?lang=en`, desk.cookie);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.raw).replace(/[ \t]+/g, ' ');
    for (const part of ['Credit note', 'CN/26-27/000001', 'SI/26-27/000001', GSTIN, '30049011', 'Rupees Five Hundred Forty-One Only'])
      expect(text).toContain(part);
  });

  it('prints the invoice PDF with GSTIN, HSN, tax split and total in words, in English and Hindi', async () => {
    const { sell, desk } = await setup();
    const sale = await sell(3);
    const en = await call('GET', `/api/staff/dispensary/invoices/${sale.body.id}/invoice.pdf?lang=en`, desk.cookie);
    expect(en.status).toBe(200);
    const text = pdfText(en.raw).replace(/[ \t]+/g, ' ');
    for (const part of [
      'Tax invoice',
      'SI/26-27/000001',
      GSTIN,
      '30049011',
      'CGST',
      'SGST',
      'Chhattisgarh (22)',
      'Rupees Five Hundred Forty-One Only',
      'Authorised signatory',
    ])
      expect(text).toContain(part);
    const hi = await call('GET', `/api/staff/dispensary/invoices/${sale.body.id}/invoice.pdf?lang=hi`, desk.cookie);
    const hiText = pdfText(hi.raw);
    for (const part of ['कर बीजक', GSTIN, '30049011', 'पाँच सौ इकतालीस रुपये मात्र']) expect(hiText).toContain(part);
  });

  it('puts sales in the payments CSV and the sales register, HSN summary and daily sales exports', async () => {
    const { sell, desk, admin } = await setup();
    const sale = await sell(3, { payment: { mode: 'upi', reference: '812345678901' } });
    await call('POST', `/api/staff/dispensary/invoices/${sale.body.id}/credit-note`, admin.cookie, {
      reason: 'Returned unopened',
      refundMode: 'upi',
    });
    await sell(1);
    const range = { from: TODAY, to: TODAY };
    const payments = (await call('POST', '/api/staff/exports/payments.csv', desk.cookie, range)).text;
    expect(payments).toContain('Dispensary sale,SI/26-27/000001,Asha Verma');
    expect(payments).toContain('"=""812345678901"""');
    const register = (await call('POST', '/api/staff/exports/sales.csv', desk.cookie, range)).text.split('\r\n');
    expect(register[0]).toContain('Taxable value (₹),CGST (₹),SGST (₹),IGST (₹)');
    expect(register.filter((l) => l.includes('SI/26-27/'))).toHaveLength(3);
    expect(register.find((l) => l.startsWith('01/12/2026') && l.includes('CN/26-27/000001'))).toContain('-483.48,-29.01,-29.01,0,0.5,-541');
    const hsn = (await call('POST', '/api/staff/exports/sales-hsn.csv', desk.cookie, range)).text.split('\r\n');
    expect(hsn[1]).toBe('30049011,NOS,1,180.5,12%,161.16,0,9.67,9.67,0');
    const daily = (await call('POST', '/api/staff/exports/sales-daily.csv', desk.cookie, range)).text.split('\r\n');
    expect(daily[1]).toBe('01/12/2026,2,721,644.64,77.36,1,541,180,0,0');
  });
});
