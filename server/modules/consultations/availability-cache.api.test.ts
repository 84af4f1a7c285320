/**
 * Availability is served from a short-lived snapshot of taken slots (consultations.server.ts,
 * takenOverHorizon). Every change below is made AFTER availability has been read (so the old
 * snapshot is cached) and must show on the very next read; a write that bypasses the app (another
 * process on the same database) shows once the snapshot's TTL has passed.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEXT_MONDAY, bookingScenario } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { addDays, slotStart } from '@core/booking/slots';
import { AvailabilitySchema } from '@core/schemas/booking/consultation';
import { consultations } from '@server/db/schema';
import { TAKEN_SLOTS_TTL_MS } from './booking/availability.server';

const env = await setupTestApp();

afterEach(() => {
  vi.useRealTimers();
});

async function freeOn(doctorId: string, date = NEXT_MONDAY): Promise<string[]> {
  const res = await env.app.inject({ method: 'GET', url: `/api/doctors/${doctorId}/availability?from=${date}&to=${date}` });
  expect(res.statusCode).toBe(200);
  // Sent as prepared bytes (no serializer on the way out): the answer must still match its schema.
  const data = AvailabilitySchema.parse(res.json().data);
  return data.days[0]?.slots ?? [];
}

const post = (url: string, cookie: string, payload: unknown = {}) =>
  env.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describe('availability snapshot', () => {
  it('shows a booking, a cancellation and a reschedule on the next read', async () => {
    const { doctor, book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    expect(await freeOn(doctor.id)).toContain('10:00');

    const booked = await book(cookie);
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data._id as string;
    expect(await freeOn(doctor.id)).not.toContain('10:00');

    const moved = await post(`/api/consultations/${id}/reschedule`, cookie, { date: NEXT_MONDAY, timeSlot: '11:00' });
    expect(moved.statusCode).toBe(200);
    const afterMove = await freeOn(doctor.id);
    expect(afterMove).toContain('10:00');
    expect(afterMove).not.toContain('11:00');

    const cancelled = await post(`/api/consultations/${id}/cancel`, cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(await freeOn(doctor.id)).toContain('11:00');
  });

  it('frees an unpaid hold when it runs out with no write at all, but not once the patient chose to pay at the clinic', async () => {
    const { doctor, book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const unpaid = await book((await env.signInPatient()).cookie, { timeSlot: '10:00' });
    const atClinic = await book(cookie, { timeSlot: '10:30' });
    expect([unpaid.statusCode, atClinic.statusCode]).toEqual([201, 201]);
    expect(await freeOn(doctor.id)).not.toContain('10:00');
    expect(await freeOn(doctor.id)).not.toContain('10:30'); // the snapshot is now cached

    expect((await post(`/api/payments/${atClinic.json().data._id}/pay-at-clinic`, cookie)).statusCode).toBe(200);
    expect(await freeOn(doctor.id)).not.toContain('10:00'); // still held: this answer is now kept
    env.clock.now = new Date(env.clock.now!.getTime() + 31 * 60_000); // the unpaid hold was for 30 minutes; the pay-at-clinic one lasts until the confirmation call's deadline
    const later = await freeOn(doctor.id);
    expect(later).toContain('10:00');
    expect(later).not.toContain('10:30');
  });

  it('drops a slot of today once it starts, and moves the window at midnight, with no write', async () => {
    const { doctor } = await bookingScenario(env, { now: slotStart(NEXT_MONDAY, '09:59') });
    expect((await freeOn(doctor.id)).slice(0, 2)).toEqual(['10:00', '10:30']);
    env.clock.now = slotStart(NEXT_MONDAY, '10:00');
    expect((await freeOn(doctor.id)).slice(0, 2)).toEqual(['10:30', '11:00']);
    const before = (await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability` })).json().data;
    env.clock.now = slotStart('2026-11-24', '00:00');
    const after = (await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability` })).json().data;
    expect([before.firstDate, after.firstDate]).toEqual([NEXT_MONDAY, '2026-11-24']);
    expect(after.lastDate).toBe(addDays(before.lastDate, 1));
  });

  it('shows leave added by staff on the next read', async () => {
    const { doctor } = await bookingScenario(env);
    const admin = await env.signInStaff('admin');
    expect(await freeOn(doctor.id)).not.toEqual([]);
    expect((await post(`/api/staff/doctors/${doctor.id}/leaves`, admin.cookie, { date: NEXT_MONDAY })).statusCode).toBeLessThan(300);
    expect(await freeOn(doctor.id)).toEqual([]);
  });

  it('picks up a write made outside the app (another process) once the TTL has passed', async () => {
    const { doctor, book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const id = (await book(cookie)).json().data._id as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await freeOn(doctor.id)).not.toContain('10:00');
    // Straight to the database, as another server process would: no invalidation here.
    await env.database.db.update(consultations).set({ status: 'cancelled' }).where(eq(consultations.id, id));
    expect(await freeOn(doctor.id)).not.toContain('10:00');
    vi.setSystemTime(Date.now() + TAKEN_SLOTS_TTL_MS + 1);
    // The first read after the TTL loads the snapshot anew and sees the write.
    expect(await freeOn(doctor.id)).toContain('10:00');
  });
});
