import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultations } from '@server/db/schema';

const env = await setupTestApp();

/** A paid booking on Monday 10:00 by a signed-in patient, made on Friday noon. */
async function booked() {
  const scenario = await bookingScenario(env);
  const owner = await env.signInPatient({ name: 'Asha Verma', email: 'asha@example.com' });
  const other = await env.signInPatient({ name: 'Other Patient' });
  const res = await scenario.book(owner.cookie);
  expect(res.statusCode).toBe(201);
  const id: string = res.json().data._id;
  await env.database.db
    .update(consultations)
    .set({ paymentStatus: 'paid', status: 'confirmed', holdExpiresAt: null })
    .where(eq(consultations.id, id));
  return { ...scenario, owner, other, id };
}

const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  env.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

describe('POST /api/consultations/:id/cancel', () => {
  it('cancels for the owner more than 24 hours ahead, frees the slot and sends the notice', async () => {
    const { owner, id, doctor } = await booked();
    const res = await post(`/api/consultations/${id}/cancel`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Consultation cancelled', data: { status: 'cancelled', changeableUntil: null } });
    const free = await env.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/availability?from=${NEXT_MONDAY}&to=${NEXT_MONDAY}`,
    });
    expect(free.json().data.days[0].slots).toContain('10:00');
    await env.deliverNotices();
    expect(env.smsOutbox().some((m) => m.to === owner.patient.contact && /cancel/i.test(m.body))).toBe(true);
  });

  it('refuses with 409 from 24 hours before the slot', async () => {
    const { owner, id } = await booked();
    env.clock.now = new Date(slotStart(NEXT_MONDAY, '10:00').getTime() - 24 * 3_600_000 + 60_000);
    const res = await post(`/api/consultations/${id}/cancel`, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/24 hours/);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row?.status).toBe('confirmed');
  });

  it('is allowed exactly 24 hours before', async () => {
    const { owner, id } = await booked();
    env.clock.now = new Date(slotStart(NEXT_MONDAY, '10:00').getTime() - 24 * 3_600_000);
    expect((await post(`/api/consultations/${id}/cancel`, owner.cookie)).statusCode).toBe(200);
  });

  it('answers 403 to another patient, 401 to a visitor and 404 for an unknown id', async () => {
    const { other, id } = await booked();
    expect((await post(`/api/consultations/${id}/cancel`, other.cookie)).statusCode).toBe(403);
    expect((await post(`/api/consultations/${id}/cancel`, undefined)).statusCode).toBe(401);
    expect((await post('/api/consultations/ABCDEFGHJKMNPQRSTVWX/cancel', other.cookie)).statusCode).toBe(404);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row?.status).toBe('confirmed');
  });
});

describe('POST /api/consultations/:id/reschedule', () => {
  it('moves the booking to another free slot of the same doctor and frees the old one', async () => {
    const { owner, id, doctor } = await booked();
    const res = await post(`/api/consultations/${id}/reschedule`, owner.cookie, { date: '2026-11-24', timeSlot: '11:30' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ date: '2026-11-24', timeSlot: '11:30', status: 'confirmed' });
    const days = (
      await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability?from=${NEXT_MONDAY}&to=2026-11-24` })
    ).json().data.days;
    expect(days[0].slots).toContain('10:00');
    expect(days[1].slots).not.toContain('11:30');
  });

  it('refuses a taken slot (409), a day off (4xx) and a move within 24 hours (409)', async () => {
    const { owner, id, book } = await booked();
    const someone = await env.signInPatient();
    expect((await book(someone.cookie, { timeSlot: '10:30' })).statusCode).toBe(201);
    const taken = await post(`/api/consultations/${id}/reschedule`, owner.cookie, { date: NEXT_MONDAY, timeSlot: '10:30' });
    expect(taken.statusCode).toBe(409);
    const sunday = await post(`/api/consultations/${id}/reschedule`, owner.cookie, { date: '2026-11-22', timeSlot: '10:00' });
    expect(sunday.statusCode).toBeGreaterThanOrEqual(400);
    expect(sunday.statusCode).toBeLessThan(500);
    env.clock.now = new Date(slotStart(NEXT_MONDAY, '10:00').getTime() - 23 * 3_600_000);
    const late = await post(`/api/consultations/${id}/reschedule`, owner.cookie, { date: '2026-11-25', timeSlot: '10:00' });
    expect(late.statusCode).toBe(409);
    const bad = await post(`/api/consultations/${id}/reschedule`, owner.cookie, { date: 'tomorrow', timeSlot: '10:00' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 403 to another patient and 401 to a visitor', async () => {
    const { other, id } = await booked();
    expect((await post(`/api/consultations/${id}/reschedule`, other.cookie, { date: '2026-11-24', timeSlot: '11:30' })).statusCode).toBe(
      403,
    );
    expect((await post(`/api/consultations/${id}/reschedule`, undefined, { date: '2026-11-24', timeSlot: '11:30' })).statusCode).toBe(401);
  });
});
