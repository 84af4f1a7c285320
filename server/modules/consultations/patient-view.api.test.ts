import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultations } from '@server/db/schema';
import { toPatientConsultation } from './views';

const env = await setupTestApp();

/** Monday 10:00 booked through the API at `now`; the patient's view of it (what My Appointments shows). */
async function bookedAt(now: Date) {
  const scenario = await bookingScenario(env, { now });
  const owner = await env.signInPatient({ name: 'Asha Verma', email: 'asha@example.com' });
  const res = await scenario.book(owner.cookie);
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().data._id;
  const view = async () => {
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, id));
    return toPatientConsultation(row!, false);
  };
  return { owner, id, view };
}

const post = (url: string, cookie: string) => env.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });

describe("the patient's view of a consultation says what the server allows", () => {
  const SUNDAY_NOON = slotStart('2026-11-22', '12:00'); // 22 hours before Monday 10:00

  it('an unpaid booking under 24 hours away: changeable until its hold ends, and cancelling works', async () => {
    const { owner, id, view } = await bookedAt(SUNDAY_NOON);
    const { changeableUntil } = await view();
    expect(changeableUntil).not.toBeNull();
    expect(new Date(changeableUntil!).getTime()).toBeGreaterThan(SUNDAY_NOON.getTime());
    const res = await post(`/api/consultations/${id}/cancel`, owner.cookie);
    expect(res.statusCode).toBe(200);
  });

  it('once paid, the same booking is closed to changes, and cancelling is refused', async () => {
    const { owner, id, view } = await bookedAt(SUNDAY_NOON);
    await env.database.db.update(consultations).set({ paymentStatus: 'paid', holdExpiresAt: null }).where(eq(consultations.id, id));
    const { changeableUntil } = await view();
    expect(new Date(changeableUntil!).getTime()).toBe(slotStart(NEXT_MONDAY, '10:00').getTime() - 24 * 3_600_000);
    expect(new Date(changeableUntil!).getTime()).toBeLessThan(SUNDAY_NOON.getTime());
    const res = await post(`/api/consultations/${id}/cancel`, owner.cookie);
    expect(res.statusCode).toBe(409);
  });

  it('a booking to be paid at the clinic says so', async () => {
    const { owner, id, view } = await bookedAt(slotStart('2026-11-20', '12:00'));
    expect((await view()).payAtClinic).toBe(false);
    const res = await post(`/api/payments/${id}/pay-at-clinic`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await view()).toMatchObject({ payAtClinic: true, paymentStatus: 'pending' });
  });
});
