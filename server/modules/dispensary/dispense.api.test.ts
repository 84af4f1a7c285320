/** From prescription to counter (decision 0069): prescribing from the catalogue, dispensing part then the rest, refusals, the race, labels, the patient's view. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { createDoctor } from '../../db/factories.ts';
import { medicineItem, registerClinicForGst } from '../../../tests/helpers/dispensary.ts';
import { pdfText } from '../../../tests/helpers/pdf.ts';
import {
  consultations,
  dispensaryMovements,
  dispensationLines,
  dispensations,
  taxInvoiceLines,
  taxInvoices,
} from '../../db/schema/index.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const TODAY = '2026-12-01';

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const json = (res.headers['content-type'] ?? '').includes('json') ? (res.json() as Record<string, any>) : {}; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: { ...json, ...(json.data ?? {}) }, raw: res };
}

const ITEM = medicineItem();

/** A catalogue item with stock, a completed consultation of a doctor with a patient account, and the doctor's session. */
async function setup(batches: { batchNo: string; expiryDate: string; quantity: number; mrp?: number }[]) {
  env.clock.now = new Date(`2026-10-01T05:00:00Z`);
  const admin = await env.signInStaff('admin');
  const item = await call('POST', '/api/staff/dispensary/items', admin.cookie, ITEM);
  const itemId = item.body.id as string;
  for (const b of batches) {
    const r = await call('POST', '/api/staff/dispensary/receipts', admin.cookie, {
      itemId,
      batchNo: b.batchNo,
      mfgDate: null,
      expiryDate: b.expiryDate,
      quantity: b.quantity,
      cost: 90,
      mrp: b.mrp ?? null,
      supplier: 'Supplier A',
      invoiceRef: `INV-${b.batchNo}`,
    });
    expect(r.status).toBe(200);
  }
  env.clock.now = new Date(`${TODAY}T05:00:00Z`);
  const doctor = await createDoctor(db(), { name: 'Dr. Rao' });
  const doctorStaff = await env.signInStaff('doctor', { doctorId: doctor!.id });
  const { patient, cookie: patientCookie } = await env.signInPatient({ locale: 'hi' });
  const consultation = await insertConsultation(db(), {
    doctor: { id: doctor!.id, name: 'Dr. Rao' },
    patient: { id: patient.id, name: patient.name, contact: patient.contact, email: patient.email },
    date: TODAY,
    status: 'completed',
    paymentStatus: 'paid',
  });
  const desk = await env.signInStaff('reception');
  return { itemId, doctor: doctorStaff, desk, consultation, patientCookie };
}

function prescription(itemId: string, quantity: number) {
  return {
    medicines: [
      { itemId, name: 'Triphala Churna', dosage: '1 tsp', days: 30, timing: 'bedtime', anupana: 'warm-water', quantity },
      { name: 'Shatavari (bought outside)', dosage: '2 tablets', duration: '2 weeks', timing: 'after-food' },
    ],
    instructions: '',
  };
}

async function prescribe(s: Awaited<ReturnType<typeof setup>>, quantity: number) {
  const saved = await call(
    'PATCH',
    `/api/consultations/${s.consultation.id}/prescription`,
    s.doctor.cookie,
    prescription(s.itemId, quantity),
  );
  expect(saved.status).toBe(200);
  const counter = await call('GET', `/api/staff/dispensary/prescriptions/${s.consultation.id}`, s.desk.cookie);
  expect(counter.status).toBe(200);
  return counter.body.lines[0].key as string;
}

describe('prescribing from the catalogue', () => {
  it('a doctor finds a medicine with its stock, and the saved line gets a key and the unit; free text stays free', async () => {
    const s = await setup([{ batchNo: 'B1', expiryDate: '2027-06-30', quantity: 7 }]);
    const found = await call('GET', '/api/staff/dispensary/medicines?q=trip', s.doctor.cookie);
    expect(found.status).toBe(200);
    expect(found.body.medicines).toMatchObject([{ id: s.itemId, name: 'Triphala Churna', unit: 'jar', usable: 7 }]);
    await prescribe(s, 3);
    const [row] = await db().select().from(consultations).where(eq(consultations.id, s.consultation.id));
    const lines = row!.prescription!.medicines as Record<string, unknown>[];
    expect(lines[0]).toMatchObject({ itemId: s.itemId, unit: 'jar', quantity: 3, anupana: 'warm-water', days: 30 });
    expect(lines[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1]).not.toHaveProperty('key');
  });

  it('refuses a fractional quantity, an unknown item and a line without a quantity, naming the field in both languages', async () => {
    const s = await setup([]);
    const base = prescription(s.itemId, 2);
    const fractional = await call('PATCH', `/api/consultations/${s.consultation.id}/prescription`, s.doctor.cookie, {
      ...base,
      medicines: [{ ...base.medicines[0], quantity: 1.5 }],
    });
    expect(fractional.status).toBe(400);
    expect(fractional.body.errors).toEqual({ 'medicines.0.quantity': 'The quantity must be a whole number of the item’s unit' });
    const hindi = await call(
      'PATCH',
      `/api/consultations/${s.consultation.id}/prescription`,
      s.doctor.cookie,
      { ...base, medicines: [{ ...base.medicines[0], quantity: -2 }] },
      'hi',
    );
    expect(hindi.status).toBe(400);
    expect(hindi.body.errors['medicines.0.quantity']).toBe('देने की मात्रा 1 या उससे अधिक पूर्ण संख्या होनी चाहिए');
    const unknown = await call('PATCH', `/api/consultations/${s.consultation.id}/prescription`, s.doctor.cookie, {
      ...base,
      medicines: [{ ...base.medicines[0], itemId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'medicines.0.itemId': 'This medicine is not in the dispensary’s catalogue' });
  });
});

describe('dispensing at the counter', () => {
  it('gives part, then the rest, first expiry first; records batches, MRP, GST and HSN; the patient sees what is left', async () => {
    const s = await setup([
      { batchNo: 'LATE', expiryDate: '2027-12-31', quantity: 10, mrp: 160 },
      { batchNo: 'EARLY', expiryDate: '2027-03-31', quantity: 2 },
    ]);
    const key = await prescribe(s, 5);
    const queue = await call('GET', '/api/staff/dispensary/queue', s.desk.cookie);
    expect(queue.body.waiting).toMatchObject([{ consultationId: s.consultation.id, lines: 1, started: false }]);

    const first = await call('POST', `/api/staff/dispensary/prescriptions/${s.consultation.id}/dispense`, s.desk.cookie, {
      lines: [{ key, quantity: 3 }],
    });
    expect(first.status).toBe(200);
    const lines = await db().select().from(dispensationLines).where(eq(dispensationLines.dispensationId, first.body.dispensationId));
    expect(lines.map((l) => [l.batchNo, l.quantity, l.unitMrpPaise, l.amountPaise, l.gstRateBp, l.hsnCode]).sort()).toEqual([
      ['EARLY', 2, 15000, 30000, 1200, '3004'],
      ['LATE', 1, 16000, 16000, 1200, '3004'],
    ]);
    const [head] = await db().select().from(dispensations).where(eq(dispensations.id, first.body.dispensationId));
    expect(head!.totalPaise).toBe(46000);
    const moves = await db().select().from(dispensaryMovements).where(eq(dispensaryMovements.kind, 'dispensed'));
    expect(moves.map((m) => m.ref)).toEqual([
      `${s.consultation.id}/${first.body.dispensationId}`,
      `${s.consultation.id}/${first.body.dispensationId}`,
    ]);

    const history = await call('GET', '/api/consultations/history', s.patientCookie);
    const mine = (history.body.data as { _id: string; collected: Record<string, number> }[]).find((c) => c._id === s.consultation.id)!;
    expect(mine.collected).toEqual({ [key]: 3 });

    const over = await call('POST', `/api/staff/dispensary/prescriptions/${s.consultation.id}/dispense`, s.desk.cookie, {
      lines: [{ key, quantity: 3 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('More than is left to give of Triphala Churna: 2 jars left on the prescription');
    expect(over.body.field).toBe('lines.0.quantity');

    const rest = await call('POST', `/api/staff/dispensary/prescriptions/${s.consultation.id}/dispense`, s.desk.cookie, {
      lines: [{ key, quantity: 2 }],
    });
    expect(rest.status).toBe(200);
    expect((await call('GET', '/api/staff/dispensary/queue', s.desk.cookie)).body.waiting).toEqual([]);
    const counter = await call('GET', `/api/staff/dispensary/prescriptions/${s.consultation.id}`, s.desk.cookie);
    expect(counter.body.lines[0]).toMatchObject({ quantity: 5, collected: 5, left: 0, usable: 7 });
    expect(counter.body.dispensations).toHaveLength(2);

    // The doctor cannot cut a dispensed line below what was given, nor remove it.
    const cut = await call('PATCH', `/api/consultations/${s.consultation.id}/prescription`, s.doctor.cookie, {
      ...prescription(s.itemId, 4),
      medicines: [{ ...prescription(s.itemId, 4).medicines[0], key }],
    });
    expect(cut.status).toBe(400);
    expect(cut.body.errors).toEqual({ 'medicines.0.quantity': 'Already 5 given: the quantity cannot be less' });

    const labels = await call('GET', `/api/staff/dispensary/dispensations/${first.body.dispensationId}/labels`, s.desk.cookie);
    expect(labels.status).toBe(200);
    expect(labels.raw.headers['content-type']).toBe('application/pdf');
    expect(labels.raw.headers['content-disposition']).toBe(`attachment; filename="labels-${TODAY}-hi.pdf"`);
    expect(labels.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('skips an expired batch and refuses when only expired stock is left; refuses fractional and negative quantities in both languages', async () => {
    const s = await setup([
      { batchNo: 'OLD', expiryDate: '2026-11-15', quantity: 10 },
      { batchNo: 'NEW', expiryDate: '2027-05-31', quantity: 1 },
    ]);
    const key = await prescribe(s, 3);
    const url = `/api/staff/dispensary/prescriptions/${s.consultation.id}/dispense`;
    const refused = await call('POST', url, s.desk.cookie, { lines: [{ key, quantity: 2 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Not enough Triphala Churna in stock: 1 left in batches that have not expired (counted in jars)');
    expect(refused.body.field).toBe('lines.0.quantity');
    const one = await call('POST', url, s.desk.cookie, { lines: [{ key, quantity: 1 }] });
    expect(one.status).toBe(200);
    const [line] = await db().select().from(dispensationLines).where(eq(dispensationLines.dispensationId, one.body.dispensationId));
    expect(line!.batchNo).toBe('NEW');

    const fractional = await call('POST', url, s.desk.cookie, { lines: [{ key, quantity: 0.5 }] });
    expect(fractional.status).toBe(400);
    expect(fractional.body.errors).toEqual({ 'lines.0.quantity': 'The quantity must be a whole number of the item’s unit' });
    const negative = await call('POST', url, s.desk.cookie, { lines: [{ key, quantity: -1 }] }, 'hi');
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual({ 'lines.0.quantity': 'देने की मात्रा 1 या उससे अधिक पूर्ण संख्या होनी चाहिए' });
    expect(await db().select().from(dispensations)).toHaveLength(1);
  });

  it('20 simultaneous dispenses of one line of 6 never give more than 6', async () => {
    const s = await setup([{ batchNo: 'B1', expiryDate: '2027-06-30', quantity: 50 }]);
    const key = await prescribe(s, 6);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/api/staff/dispensary/prescriptions/${s.consultation.id}/dispense`, s.desk.cookie, { lines: [{ key, quantity: 1 }] }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe('More than is left to give of Triphala Churna: 0 jars left on the prescription');
    }
    const [sum] = await db()
      .select({ q: sql<number>`sum(quantity)::int` })
      .from(dispensationLines)
      .where(eq(dispensationLines.lineKey, key));
    expect(sum!.q).toBe(6);
    const [stock] = await db()
      .select({ q: sql<number>`sum(quantity)::int` })
      .from(dispensaryMovements)
      .where(eq(dispensaryMovements.itemId, s.itemId));
    expect(stock!.q).toBe(44);
  });
});

describe('billing what the counter gave (decision 0070)', () => {
  /** Two batches, 2 + 2 of 3 given (first expiry first): the dispensation's id. */
  async function dispensed() {
    const s = await setup([
      { batchNo: 'EARLY', expiryDate: '2027-01-31', quantity: 2, mrp: 140 },
      { batchNo: 'LATER', expiryDate: '2027-09-30', quantity: 5 },
    ]);
    await registerClinicForGst(env.ctx);
    const key = await prescribe(s, 4);
    const given = await call('POST', `/api/staff/dispensary/prescriptions/${s.consultation.id}/dispense`, s.desk.cookie, {
      lines: [{ key, quantity: 3 }],
    });
    expect(given.status).toBe(200);
    return { ...s, dispensationId: given.body.dispensationId as string };
  }
  const stockOf = async (itemId: string) =>
    (
      await db()
        .select({ q: sql<number>`sum(quantity)::int` })
        .from(dispensaryMovements)
        .where(eq(dispensaryMovements.itemId, itemId))
    )[0]!.q;

  it('invoices the batches given at the MRPs they left at, without moving stock again; a second bill is refused', async () => {
    const s = await dispensed();
    const before = await stockOf(s.itemId);
    const url = `/api/staff/dispensary/dispensations/${s.dispensationId}/invoice`;
    const noUtr = await call('POST', url, s.desk.cookie, { mode: 'upi' }, 'hi');
    expect(noUtr.status).toBe(400);
    expect(Object.keys(noUtr.body.errors)).toEqual(['reference']);
    const billed = await call('POST', url, s.desk.cookie, { mode: 'cash' });
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    expect(billed.body.invoice.invoiceNo).toBe('SI/26-27/000001');
    expect(billed.body.message).toBe('Tax invoice SI/26-27/000001 issued');
    // 2 of EARLY at 140 and 1 of LATER at 150: Rs 430 at MRP, GST 12% inside it.
    expect(billed.body.invoice.amount).toBe(430);
    const [invoice] = await db().select().from(taxInvoices).where(eq(taxInvoices.id, billed.body.invoice.id));
    expect(invoice).toMatchObject({
      sourceKind: 'dispensation',
      sourceId: s.dispensationId,
      method: 'clinic-cash',
      buyerName: 'Test Patient',
    });
    const lines = await db().select().from(taxInvoiceLines).where(eq(taxInvoiceLines.invoiceId, invoice!.id));
    expect(lines.map((l) => [l.batchNo, l.quantity, l.mrpPaise, l.hsnCode]).sort()).toEqual([
      ['EARLY', 2, 14000, '3004'],
      ['LATER', 1, 15000, '3004'],
    ]);
    expect(await stockOf(s.itemId)).toBe(before);
    const again = await call('POST', url, s.desk.cookie, { mode: 'card' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This dispensing is already billed (SI/26-27/000001)');
    // The counter shows the invoice beside the dispensation; its PDF is the invoice's.
    const counter = await call('GET', `/api/staff/dispensary/prescriptions/${s.consultation.id}`, s.desk.cookie);
    expect(counter.body.dispensations[0].invoice).toMatchObject({ invoiceNo: 'SI/26-27/000001', amount: 430 });
    const pdf = await env.app.inject({
      method: 'GET',
      url: `/api/staff/dispensary/invoices/${invoice!.id}/invoice.pdf`,
      headers: { cookie: s.desk.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('SI/26-27/000001');
  });

  it('bills one dispensation once when two desks press at the same moment; a counter sale cannot claim a dispensation', async () => {
    const s = await dispensed();
    const url = `/api/staff/dispensary/dispensations/${s.dispensationId}/invoice`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', url, s.desk.cookie, { mode: 'cash' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe('This dispensing is already billed (SI/26-27/000001)');
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(taxInvoices);
    expect(count!.n).toBe(1);
    const claim = await call('POST', '/api/staff/dispensary/sales', s.desk.cookie, {
      buyer: { name: 'Someone' },
      lines: [{ itemId: s.itemId, quantity: 1 }],
      payment: { mode: 'cash' },
      source: { kind: 'dispensation', id: s.dispensationId },
    });
    expect(claim.status).toBe(400);
    expect(Object.keys(claim.body.errors)).toEqual(['source']);
    const missing = await call('POST', '/api/staff/dispensary/dispensations/00000000-0000-4000-8000-000000000000/invoice', s.desk.cookie, {
      mode: 'cash',
    });
    expect(missing.status).toBe(404);
  });
});
