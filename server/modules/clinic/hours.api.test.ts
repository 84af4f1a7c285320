import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import type { SavedWeeklyHours } from '@core/schemas/staff/hours';
import { createTherapist, setClinicHours } from '@server/db/programme-factories';
import { bookingScenario, NEXT_MONDAY } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

const lunch = { from: '09:00', to: '18:00', breaks: [{ from: '13:00', to: '14:00' }] };
/** Monday-Friday 9-6 with lunch 1-2, Saturday half-day 9-1, Sunday closed (decision 0057). */
const CLINIC: SavedWeeklyHours = [null, lunch, lunch, lunch, lunch, lunch, { from: '09:00', to: '13:00', breaks: [] }];
const NEXT_SATURDAY = '2026-11-21'; // the day after the scenario's Friday

const therapistBody = (weeklyHours: unknown) => ({ name: 'Lata Verma', gender: 'female', therapies: [], weeklyHours, active: true });

describe("hours: staff inside the clinic's, slots outside refused", () => {
  it("a therapist's hours outside the clinic's are refused naming the weekday and the clinic's hours, in both languages", async () => {
    await bookingScenario(env);
    await setClinicHours(env.database.db, CLINIC);
    const admin = await env.signInStaff('admin');
    const therapist = await createTherapist(env.database.db, { weeklyHours: [null, null, null, null, null, null, null] });
    const put = (weeklyHours: unknown, lang = 'en') =>
      env.app.inject({
        method: 'PUT',
        url: `/api/staff/therapists/${therapist.id}`,
        headers: { cookie: admin.cookie, 'accept-language': lang },
        payload: therapistBody(weeklyHours),
      });
    const saturdayTillFive = [null, null, null, null, null, null, { from: '09:00', to: '17:00' }];
    const refused = await put(saturdayTillFive);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'These hours lie outside the clinic’s: on Saturday the clinic is open 09:00-13:00. Change the hours of that day, or the clinic’s first.',
    );
    const hindi = await put(saturdayTillFive, 'hi');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toContain('शनिवार');
    const sunday = await put([{ from: '10:00', to: '12:00' }, null, null, null, null, null, null]);
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().message).toContain('the clinic is closed on Sunday');
    // Inside: the clinic's lunch need not be repeated.
    const ok = await put([null, { from: '09:00', to: '18:00' }, null, null, null, null, { from: '09:00', to: '13:00' }]);
    expect(ok.statusCode).toBe(200);
  });

  it("a doctor's slot in the lunch break or after closing is refused; the clinic's change that leaves staff outside is refused with the list", async () => {
    const { doctor } = await bookingScenario(env);
    await setClinicHours(env.database.db, CLINIC);
    const admin = await env.signInStaff('admin');
    const schedule = (startTimes: string[]) =>
      env.app.inject({
        method: 'PUT',
        url: `/api/staff/doctors/${doctor.id}/schedule`,
        headers: { cookie: admin.cookie },
        payload: { days: [{ weekday: 1, startTimes }] },
      });
    for (const times of [['13:30'], ['18:00', '19:00']]) {
      const res = await schedule(times);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('on Monday the clinic is open 09:00-13:00, 14:00-18:00');
    }
    expect((await schedule(['10:00', '12:30', '14:00', '17:30'])).statusCode).toBe(200);

    // Closing on Monday afternoons would leave the doctor's 14:00 and 17:30 outside: refused, listed.
    const half = { from: '09:00', to: '13:00', breaks: [] };
    const res = await env.app.inject({
      method: 'PUT',
      url: '/api/staff/clinic-profile',
      headers: { cookie: admin.cookie },
      payload: { ...DEFAULT_CLINIC_PROFILE, hours: [null, half, lunch, lunch, lunch, lunch, half] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(doctor.name);
    expect(res.json().conflicts).toEqual([{ name: doctor.name, weekday: 1 }]);
  });

  it('consultations: no slot in the lunch break nor on a Saturday afternoon, and the server refuses booking one', async () => {
    const every30 = ['09:00', '10:00', '12:30', '13:00', '13:30', '14:00', '16:00', '17:30'];
    const { doctor, book } = await bookingScenario(env, { doctor: { schedule: { 1: every30, 6: every30 } } });
    await setClinicHours(env.database.db, CLINIC);
    const availability = await env.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/availability?from=${NEXT_SATURDAY}&to=${NEXT_MONDAY}`,
    });
    expect(availability.statusCode).toBe(200);
    const days = availability.json().data.days as { date: string; slots: string[] }[];
    const slotsOf = (date: string) => days.find((d) => d.date === date)?.slots;
    expect(slotsOf(NEXT_SATURDAY)).toEqual(['09:00', '10:00', '12:30']);
    expect(slotsOf(NEXT_MONDAY)).toEqual(['09:00', '10:00', '12:30', '14:00', '16:00', '17:30']);

    const { cookie } = await env.signInPatient();
    const inLunch = await book(cookie, { date: NEXT_MONDAY, timeSlot: '13:30' });
    expect(inLunch.statusCode).toBeGreaterThanOrEqual(400);
    expect(inLunch.statusCode).toBeLessThan(500);
    const saturdayAfternoon = await book(cookie, { date: NEXT_SATURDAY, timeSlot: '16:00' });
    expect(saturdayAfternoon.statusCode).toBeGreaterThanOrEqual(400);
    expect(saturdayAfternoon.statusCode).toBeLessThan(500);
    expect((await book(cookie, { date: NEXT_MONDAY, timeSlot: '14:00' })).statusCode).toBe(201);
  });
});
