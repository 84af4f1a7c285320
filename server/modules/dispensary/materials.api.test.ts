/**
 * Sessions consume materials (decision 0071): the admin's list per therapy, a session marked done
 * takes its materials out of stock first expiry first out in the same transaction (all or nothing),
 * a therapist only on their own sessions, the programme's materials and cost at batch cost, the
 * final bill's list, and the reports of a period against a known scenario.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, slotStart } from '@core/booking/slots';
import { SESSION_COOKIE } from '@core/constants';
import { createSignIn } from '@server/modules/auth/sign-ins';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '@server/db/programme-factories';
import { auditLog, dispensaryMovements, therapySessions } from '@server/db/schema';
import { bookSession } from '@server/modules/programmes/sessions/sessions.server';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { callerFor, injectAs, type Caller } from '../../../tests/helpers/inject-as.ts';
import { programmeMaterials } from './materials.server';

const env = await setupTestApp();
const db = () => env.database.db;
const DAY = '2026-12-01';
const BEFORE = '2026-11-30';

type Signed = Caller & { staff?: { id: string }; patient?: { id: string } };
let callers: Signed[] = [];
async function as<T extends Signed>(caller: Promise<T>): Promise<T> {
  const c = await caller;
  callers.push(c);
  return c;
}
/** Moves the clock; every caller signs in again (a staff sign-in ends after 30 idle minutes). */
async function at(time: Date) {
  env.clock.now = time;
  for (const c of callers) {
    const who = c.staff ? ({ kind: 'staff', staffId: c.staff.id } as const) : ({ kind: 'patient', patientId: c.patient!.id } as const);
    const { token } = await createSignIn(env.ctx, who);
    Object.assign(c, callerFor(env, `${SESSION_COOKIE}=${token}`));
  }
}

const item = (name: string, unit: 'ml' | 'piece', kind = 'material', form = unit === 'ml' ? 'oil' : 'consumable') => ({
  kind,
  name,
  form: kind === 'medicine' ? 'churna' : form,
  strength: '',
  pack: '',
  manufacturer: 'Test',
  unit,
  hsnCode: '3004',
  gstRate: 5,
  mrp: 3,
  reorderLevel: 0,
  active: true,
});

async function scenario() {
  callers = [];
  await at(slotStart(BEFORE, '10:00'));
  await ensureTherapySettings(db());
  const admin = await as(injectAs(env, 'admin'));
  const desk = await as(injectAs(env, 'reception'));
  const mine = await as(injectAs(env, 'therapist', { name: 'Meera' }));
  const other = await as(injectAs(env, 'therapist', { name: 'Kavya' }));
  const patient = await as(injectAs(env, 'patient', { name: 'Asha Devi' }));
  const meera = await createTherapist(db(), { name: 'Meera Joshi', staffId: mine.staff.id });
  await createTherapist(db(), { name: 'Kavya Nair', staffId: other.staff.id });
  const room = await createRoom(db(), { name: 'Dhara Room' });
  const add = async (body: object) => (await admin.post('/api/staff/dispensary/items', body)).json.data.id as string;
  const oil = await add(item('Ksheerabala Taila', 'ml'));
  const cotton = await add(item('Cotton pad', 'piece'));
  const churna = await add(item('Triphala Churna', 'piece', 'medicine'));
  const receive = async (itemId: string, batchNo: string, expiryDate: string, quantity: number, cost: number) =>
    expect(
      (
        await admin.post('/api/staff/dispensary/receipts', {
          itemId,
          batchNo,
          mfgDate: null,
          expiryDate,
          quantity,
          cost,
          mrp: null,
          supplier: 'Kottakkal depot',
          invoiceRef: `INV-${batchNo}`,
        })
      ).status,
    ).toBe(200);
  // Usable through today only: expired from the session's day, never consumed, an expiry loss.
  await receive(oil, 'OLD', BEFORE, 40, 3);
  await receive(oil, 'O1', '2027-01-31', 300, 2);
  await receive(oil, 'O2', '2027-06-30', 500, 2.5);
  await receive(cotton, 'C1', '2027-12-31', 100, 5);
  const programme = await createProgramme(db(), {
    patientId: patient.patient.id,
    days: [['shiro-dhara'], ['shiro-dhara']],
    startDate: DAY,
  });
  const book = (date: string, day: number) =>
    bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.patient.id,
      roomId: room.id,
      therapistIds: [meera.id],
      startsAt: slotStart(date, '10:30'),
      programmeId: programme.id,
      day,
    });
  const first = await book(DAY, 1);
  const second = await book(addDays(DAY, 1), 2);
  const url = (id: string) => `/api/staff/sessions/${id}/attendance`;
  return { admin, desk, mine, other, oil, cotton, churna, programme, first, second, url };
}

const consumed = (ref: string) =>
  db()
    .select()
    .from(dispensaryMovements)
    .where(and(eq(dispensaryMovements.ref, ref), eq(dispensaryMovements.kind, 'consumed')));

describe('sessions consume materials', () => {
  it('the admin names a therapy’s materials; refuses a medicine, a repeat, a fractional quantity, in both languages', async () => {
    const { admin, desk, mine, oil, cotton, churna } = await scenario();
    const put = (c: Caller, materials: unknown, locale = 'en') =>
      c.put('/api/staff/therapy-settings/shiro-dhara/materials', { materials }, { locale });
    const medicine = await put(admin, [{ itemId: churna, quantity: 1 }]);
    expect(medicine.status).toBe(400);
    expect(medicine.json.errors['materials.0.itemId']).toBe('Choose a therapy material (oil, powder, consumable) from the catalogue');
    const hindi = await put(admin, [{ itemId: churna, quantity: 1 }], 'hi');
    expect(hindi.json.errors['materials.0.itemId']).toBe('कैटलॉग से एक चिकित्सा सामग्री (तेल, चूर्ण, उपभोग्य) चुनें');
    const fraction = await put(admin, [{ itemId: oil, quantity: 2.5 }]);
    expect(fraction.status).toBe(400);
    expect(fraction.json.errors['materials.0.quantity']).toBe('The quantity must be a whole number of the item’s unit');
    const repeated = await put(admin, [
      { itemId: oil, quantity: 1 },
      { itemId: oil, quantity: 2 },
    ]);
    expect(repeated.json.errors['materials.1.itemId']).toBe('This material is already on the list');
    expect((await put(desk, [{ itemId: oil, quantity: 1 }])).status).toBe(403);
    expect((await put(mine, [{ itemId: oil, quantity: 1 }])).status).toBe(403);
    expect((await admin.put('/api/staff/therapy-settings/no-such/materials', { materials: [] })).status).toBe(404);
    const saved = await put(admin, [
      { itemId: oil, quantity: 200 },
      { itemId: cotton, quantity: 2 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.json.data.materials.map((m: { name: string; quantity: number }) => [m.name, m.quantity])).toEqual([
      ['Ksheerabala Taila', 200],
      ['Cotton pad', 2],
    ]);
    const listed = await desk.get('/api/staff/therapy-materials');
    expect(listed.json.data.therapies['shiro-dhara']).toHaveLength(2);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'therapy-materials.updated'));
    expect(audit?.entityId).toBe('shiro-dhara');
  });

  it('done consumes what the therapist records, first expiry first out, with the step; another therapist’s session is 403; a shortfall refuses both', async () => {
    const s = await scenario();
    await s.admin.put('/api/staff/therapy-settings/shiro-dhara/materials', {
      materials: [
        { itemId: s.oil, quantity: 200 },
        { itemId: s.cotton, quantity: 2 },
      ],
    });
    await at(slotStart(DAY, '11:00'));
    // Not their session: refused, nothing written.
    const foreign = await s.other.post(s.url(s.first.id), { step: 'done', materials: [{ itemId: s.oil, quantity: 250 }] });
    expect(foreign.status).toBe(403);
    expect(await consumed(s.first.id)).toHaveLength(0);
    // Materials only with done.
    const noShow = await s.mine.post(s.url(s.first.id), { step: 'no-show', materials: [] });
    expect(noShow.status).toBe(400);
    expect(noShow.json.errors.materials).toBe('Materials are recorded only when a session is marked done');
    const negative = await s.mine.post(s.url(s.first.id), { step: 'done', materials: [{ itemId: s.oil, quantity: -1 }] });
    expect(negative.json.errors['materials.0.quantity']).toBe('The quantity is a whole number from 0');

    // The therapist used 250 ml (more than the usual 200) and 2 pads.
    const done = await s.mine.post(s.url(s.first.id), {
      step: 'done',
      materials: [
        { itemId: s.oil, quantity: 250 },
        { itemId: s.cotton, quantity: 2 },
      ],
    });
    expect(done.status).toBe(200);
    const taken = await consumed(s.first.id);
    // The expired batch is skipped; O1 (earlier expiry) gives all 250.
    expect(taken.map((m) => m.quantity).sort()).toEqual([-2, -250]);

    // The next day: 600 ml asked, 550 usable left: the step is refused whole, the session stays booked.
    await at(slotStart(addDays(DAY, 1), '11:00'));
    const short = await s.mine.post(s.url(s.second.id), {
      step: 'done',
      materials: [
        { itemId: s.oil, quantity: 600 },
        { itemId: s.cotton, quantity: 2 },
      ],
    });
    expect(short.status).toBe(409);
    expect(short.json.message).toBe('Not enough Ksheerabala Taila in stock: 550 ml left in batches that have not expired');
    expect(short.json.field).toBe('materials.0.quantity');
    const hindi = await s.mine.post(s.url(s.second.id), { step: 'done', materials: [{ itemId: s.oil, quantity: 600 }] }, { locale: 'hi' });
    expect(hindi.json.message).toBe('Ksheerabala Taila स्टॉक में पर्याप्त नहीं: बिना समाप्त हुए बैचों में केवल 550 मि.ली. बचा है');
    const [still] = await db().select().from(therapySessions).where(eq(therapySessions.id, s.second.id));
    expect(still!.status).toBe('booked');
    expect(await consumed(s.second.id)).toHaveLength(0);

    // The desk marks it done from the grid: the usual quantities, 50 from O1 and 150 from O2.
    expect((await s.desk.post(s.url(s.second.id), { step: 'done' })).status).toBe(200);
    expect((await consumed(s.second.id)).map((m) => m.quantity).sort((a, b) => a - b)).toEqual([-150, -50, -2]);

    // The programme: 450 ml (250 + 50 at ₹2, 150 at ₹2.50) and 4 pads at ₹5.
    const used = await programmeMaterials(db(), s.programme.id);
    expect(used.items.map((i) => [i.name, i.quantity, i.costPaise])).toEqual([
      ['Cotton pad', 4, 2000],
      ['Ksheerabala Taila', 450, 97_500],
    ]);
    expect(used.costPaise).toBe(99_500);
    const bill = await s.desk.get(`/api/programmes/${s.programme.id}/bill`);
    expect(bill.json.data.materials).toEqual([
      { name: 'Cotton pad', quantity: 4, unit: 'pieces' },
      { name: 'Ksheerabala Taila', quantity: 450, unit: 'ml' },
    ]);

    // The reports of the two days, against the scenario's figures.
    const reports = await s.desk.get(`/api/staff/dispensary/reports?from=${DAY}&to=${addDays(DAY, 1)}`);
    expect(reports.status).toBe(200);
    const oilRow = reports.json.data.movements.find((r: { name: string }) => r.name === 'Ksheerabala Taila');
    expect(oilRow).toMatchObject({ opening: 840, received: 0, consumed: -450, expired: 0, closing: 390 });
    expect(reports.json.data.expiry.rows).toMatchObject([{ batchNo: 'OLD', quantity: 40, lossPaise: 12_000, writtenOff: 0 }]);
    expect(reports.json.data.expiry.totalPaise).toBe(12_000);
    expect(reports.json.data.materials.programmes).toMatchObject([{ programmeId: s.programme.id, costPaise: 99_500 }]);
    expect(reports.json.data.materials.totalPaise).toBe(99_500);
    const csv = await s.desk.post(`/api/staff/dispensary/reports/materials-cost.csv`, { from: DAY, to: addDays(DAY, 1) });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Ksheerabala Taila 450 ml');
    expect(csv.body).toContain('995.00');
    expect((await s.mine.get(`/api/staff/dispensary/reports?from=${DAY}&to=${DAY}`)).status).toBe(403);
  });
});
