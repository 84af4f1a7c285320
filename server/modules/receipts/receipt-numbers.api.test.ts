import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { createDoctor } from '@server/db/factories';
import { receiptCounters, receipts } from '@server/db/schema';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';
import { issueReceipt } from './receipts.server';

const env = await setupTestApp();

/** Distinct slots of one doctor's day: 08:00, 08:10, ... */
const slot = (i: number) => `${String(8 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`;

async function setup(count = 1, over: Parameters<typeof insertConsultation>[1] extends infer T ? Partial<T> : never = {}) {
  const doctor = (await createDoctor(env.database.db, { name: 'Dr. Meera' }))!;
  const reception = await env.signInStaff('reception', { name: 'Suresh' });
  const rows = [];
  for (let i = 0; i < count; i++)
    rows.push(await insertConsultation(env.database.db, { doctorId: doctor.id, amount: 500, timeSlot: slot(i), ...over }));
  return { doctor, reception, rows };
}

function pay(cookie: string, id: string, body: Record<string, unknown>) {
  return env.app.inject({ method: 'POST', url: `/api/staff/consultations/${id}/payment`, headers: { cookie }, payload: body });
}

const allReceipts = () => env.database.db.select().from(receipts).orderBy(asc(receipts.financialYear), asc(receipts.number));

describe('receipt numbers', () => {
  it('50 payments at once (desk and gateway) get receipts 1..50 exactly: no gap, no duplicate', async () => {
    env.clock.now = new Date('2026-11-25T06:00:00Z');
    const { reception, rows } = await setup(50);
    const answers = await Promise.all(
      rows.map((row, i) =>
        i % 2
          ? pay(reception.cookie, row.id, { kind: 'record-at-clinic', method: 'clinic-cash' }).then((r) => r.statusCode)
          : setPaymentOutcome(env.ctx, row.id, { by: { kind: 'system' }, status: 'paid', method: 'gateway', reference: `pay_${i}` }).then(
              (r) => (r.paymentStatus === 'paid' ? 200 : 500),
            ),
      ),
    );
    expect(answers).toEqual(rows.map(() => 200));
    const issued = await allReceipts();
    expect(issued.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((r) => r.consultationId))).toEqual(new Set(rows.map((r) => r.id)));
    expect(issued.every((r) => r.financialYear === '2026-27' && r.amount === 500)).toBe(true);
    const [counter] = await env.database.db.select().from(receiptCounters);
    expect(counter).toEqual({ financialYear: '2026-27', lastNumber: 50 });
  });

  it('records the mode, the reference and who issued it; a repeated outcome issues no second receipt', async () => {
    const { reception, rows } = await setup(3);
    const [upi, card, online] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    expect((await pay(reception.cookie, upi.id, { kind: 'mark-paid', utr: '412345678901' })).statusCode).toBe(200);
    expect(
      (await pay(reception.cookie, card.id, { kind: 'record-at-clinic', method: 'clinic-card', reference: 'AUTH77' })).statusCode,
    ).toBe(200);
    await setPaymentOutcome(env.ctx, online.id, { by: { kind: 'system' }, status: 'paid', method: 'gateway', reference: 'pay_X1' });
    await setPaymentOutcome(env.ctx, online.id, { by: { kind: 'system' }, status: 'paid', method: 'gateway', reference: 'pay_X1' });
    expect((await pay(reception.cookie, upi.id, { kind: 'mark-paid', utr: '412345678901' })).statusCode).toBe(409);
    const byId = new Map((await allReceipts()).map((r) => [r.consultationId, r]));
    expect(byId.size).toBe(3);
    expect(byId.get(upi.id)).toMatchObject({ number: 1, mode: 'upi', reference: '412345678901', issuedBy: reception.staff.id });
    expect(byId.get(card.id)).toMatchObject({ number: 2, mode: 'card', reference: 'AUTH77', issuedBy: reception.staff.id });
    expect(byId.get(online.id)).toMatchObject({ number: 3, mode: 'online', reference: 'pay_X1', issuedBy: null });
  });

  it('a failed payment and a free booking issue none; a rolled-back payment leaves no gap', async () => {
    const { reception, rows } = await setup(2);
    const [failed, later] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect((await pay(reception.cookie, failed.id, { kind: 'mark-failed' })).statusCode).toBe(200);
    await setPaymentOutcome(env.ctx, failed.id, { by: { kind: 'system' }, status: 'failed' });
    const { rows: free } = await setup(1, { amount: 0 });
    await setPaymentOutcome(env.ctx, free[0]!.id, { by: { kind: 'system' }, status: 'paid', method: 'gateway', reference: 'pay_0' });
    expect(await allReceipts()).toEqual([]);
    // A payment whose transaction rolls back after its number was taken: the number is not used up.
    await expect(
      env.database.db.transaction(async (tx) => {
        await issueReceipt(tx, env.ctx, { ...later, paymentStatus: 'paid', paymentMethod: 'clinic-cash' }, null);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await allReceipts()).toEqual([]);
    expect((await pay(reception.cookie, later.id, { kind: 'record-at-clinic', method: 'clinic-cash' })).statusCode).toBe(200);
    expect((await allReceipts()).map((r) => [r.consultationId, r.number])).toEqual([[later.id, 1]]);
  });

  it('starts a new series at 1 on 1 April 00:00 IST (31 March 23:59 IST is still the old year)', async () => {
    env.clock.now = new Date('2027-03-31T18:28:00Z'); // 23:58 IST
    const { reception, rows } = await setup(4, { date: '2027-04-01' });
    const [a, b, c, d] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    expect((await pay(reception.cookie, a.id, { kind: 'record-at-clinic', method: 'clinic-cash' })).statusCode).toBe(200);
    env.clock.now = new Date('2027-03-31T18:29:59Z'); // 23:59:59 IST
    await pay(reception.cookie, b.id, { kind: 'record-at-clinic', method: 'clinic-cash' });
    env.clock.now = new Date('2027-03-31T18:30:00Z'); // 1 April 00:00 IST
    await pay(reception.cookie, c.id, { kind: 'record-at-clinic', method: 'clinic-cash' });
    await setPaymentOutcome(env.ctx, d.id, { by: { kind: 'system' }, status: 'paid', method: 'gateway', reference: 'pay_d' });
    const issued = await allReceipts();
    expect(issued.map((r) => [r.consultationId, r.financialYear, r.number])).toEqual([
      [a.id, '2026-27', 1],
      [b.id, '2026-27', 2],
      [c.id, '2027-28', 1],
      [d.id, '2027-28', 2],
    ]);
    const [first] = await env.database.db.select().from(receipts).where(eq(receipts.consultationId, c.id));
    expect(first?.issuedAt.toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });
});
