/**
 * The end-to-end run's test routes (decision 0037): absent unless TEST_ROUTES is on (the settings
 * refuse it for a real installation: server/config.test.ts); with it, a consultation is moved to a
 * slot that has begun, so staff may mark it completed at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { eq } from 'drizzle-orm';
import { createDoctor } from '@server/db/factories';
import { staff, therapists } from '@server/db/schema';
import { buildApp } from '@server/http/app';
import { addDays, clinicDate, slotStart } from '@core/booking/slots';

const env = await setupTestApp();
const withTestRoutes = await buildApp({ ctx: { ...env.ctx, config: { ...env.config, TEST_ROUTES: true } } });
await withTestRoutes.ready();
afterAll(() => withTestRoutes.close());

describe('test routes', () => {
  it('do not exist unless TEST_ROUTES is on', async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Test' });
    const row = await insertConsultation(env.database.db, { doctorId: doctor!.id });
    const res = await env.app.inject({ method: 'POST', url: `/api/test/consultations/${row.id}/begin` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    for (const url of ['/api/test/doctors', '/api/test/therapists', '/api/test/staff-sign-in']) {
      const made = await env.app.inject({ method: 'POST', url, payload: {} });
      expect(made.statusCode, url).toBe(404);
    }
  });

  it('make a doctor of their own (bookable, with a doctor sign-in) and a therapist of their own (with a therapist sign-in)', async () => {
    const made = await withTestRoutes.inject({ method: 'POST', url: '/api/test/doctors', payload: { name: 'Dr. Own Spec' } });
    expect(made.statusCode, made.body).toBe(201);
    const doctor = made.json().data as { id: string; name: string; department: string[]; phone: string };
    expect(doctor).toMatchObject({ name: 'Dr. Own Spec', department: ['Skin & Hair'], phone: expect.stringMatching(/^7\d{9}$/) });
    const active = (await env.app.inject({ method: 'GET', url: '/api/doctors/active' })).json().data.doctors as { _id: string }[];
    expect(active.map((d) => d._id)).toContain(doctor.id);
    const availability = (await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor.id}/availability` })).json().data;
    expect(availability.days.some((d: { slots: string[] }) => d.slots.length > 0)).toBe(true);
    const [account] = await env.database.db.select().from(staff).where(eq(staff.phone, doctor.phone));
    expect(account).toMatchObject({ role: 'doctor', doctorId: doctor.id, active: true });

    const other = (await withTestRoutes.inject({ method: 'POST', url: '/api/test/doctors', payload: {} })).json().data;
    expect(other.id).not.toBe(doctor.id);
    expect(other.phone).not.toBe(doctor.phone);
    expect((await withTestRoutes.inject({ method: 'POST', url: '/api/test/doctors', payload: { name: '' } })).statusCode).toBe(400);

    const therapist = await withTestRoutes.inject({ method: 'POST', url: '/api/test/therapists', payload: { therapies: ['dhumapana'] } });
    expect(therapist.statusCode, therapist.body).toBe(201);
    const made2 = therapist.json().data as { id: string; phone: string; therapies: string[] };
    expect(made2.therapies).toEqual(['dhumapana']);
    const [login] = await env.database.db.select().from(staff).where(eq(staff.phone, made2.phone));
    expect(login).toMatchObject({ role: 'therapist', active: true });
    const [row] = await env.database.db.select().from(therapists).where(eq(therapists.id, made2.id));
    expect(row).toMatchObject({ staffId: login!.id, gender: 'male' });
    expect((await withTestRoutes.inject({ method: 'POST', url: '/api/test/therapists', payload: { gender: 'other' } })).statusCode).toBe(
      400,
    );
  });

  it("move a consultation to a slot that has begun, the doctor's latest free minute, so it can be completed at once", async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Test' });
    const later = addDays(clinicDate(new Date()), 5);
    const row = await insertConsultation(env.database.db, { doctorId: doctor!.id, status: 'confirmed', date: later });
    const other = await insertConsultation(env.database.db, { doctorId: doctor!.id, status: 'confirmed', date: later, timeSlot: '11:00' });
    const reception = await env.signInStaff('reception');
    const complete = (id: string) =>
      env.app.inject({
        method: 'PATCH',
        url: `/api/consultations/${id}/status`,
        headers: { cookie: reception.cookie },
        payload: { status: 'completed' },
      });
    expect((await complete(row.id)).statusCode).toBe(409);

    const moved = await withTestRoutes.inject({ method: 'POST', url: `/api/test/consultations/${row.id}/begin` });
    expect(moved.statusCode, moved.body).toBe(200);
    const first = moved.json().data as { date: string; timeSlot: string };
    expect(slotStart(first.date, first.timeSlot).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - slotStart(first.date, first.timeSlot).getTime()).toBeLessThan(2 * 60_000);
    expect((await complete(row.id)).statusCode).toBe(200);

    // A second one of the same doctor never takes the same slot (one active consultation per slot).
    const second = (await withTestRoutes.inject({ method: 'POST', url: `/api/test/consultations/${other.id}/begin` })).json().data;
    expect(`${second.date} ${second.timeSlot}`).not.toBe(`${first.date} ${first.timeSlot}`);
    expect((await complete(other.id)).statusCode).toBe(200);

    expect((await withTestRoutes.inject({ method: 'POST', url: '/api/test/consultations/ABCDEFGHJKMNPQRSTVWX/begin' })).statusCode).toBe(
      404,
    );
  });

  it('sign an active staff member in without a code, and no one else', async () => {
    const made = (await withTestRoutes.inject({ method: 'POST', url: '/api/test/doctors', payload: {} })).json().data as { phone: string };
    const res = await withTestRoutes.inject({ method: 'POST', url: '/api/test/staff-sign-in', payload: { contact: made.phone } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ role: 'doctor' });
    const cookie = res.cookies.find((c) => c.value)!;
    expect(cookie.httpOnly).toBe(true);
    const me = await withTestRoutes.inject({ method: 'GET', url: '/api/auth/check', cookies: { [cookie.name]: cookie.value } });
    expect(me.json().data).toMatchObject({ kind: 'staff', staff: { role: 'doctor' } });
    await env.database.db.update(staff).set({ active: false }).where(eq(staff.phone, made.phone));
    const inactive = await withTestRoutes.inject({ method: 'POST', url: '/api/test/staff-sign-in', payload: { contact: made.phone } });
    expect(inactive.statusCode).toBe(404);
    const unknown = await withTestRoutes.inject({ method: 'POST', url: '/api/test/staff-sign-in', payload: { contact: '7000000000' } });
    expect(unknown.statusCode).toBe(404);
    const bad = await withTestRoutes.inject({ method: 'POST', url: '/api/test/staff-sign-in', payload: { contact: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});
