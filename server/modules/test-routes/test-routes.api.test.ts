/**
 * The end-to-end run's test routes (decision 0037): absent unless TEST_ROUTES is on (the settings
 * refuse it for a real installation: server/config.test.ts); with it, a consultation is moved to a
 * slot that has begun, so staff may mark it completed at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { createDoctor } from '@server/db/factories';
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
});
