import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createDoctor } from '@server/db/factories';

const env = await setupTestApp();

describe('doctors API', () => {
  it('lists only active doctors with the spec fields', async () => {
    await createDoctor(env.database.db, { name: 'Dr. Active', department: ['Glaucoma', 'Skin & Hair'] });
    await createDoctor(env.database.db, { name: 'Dr. Retired', active: false });
    const res = await env.app.inject({ method: 'GET', url: '/api/doctors/active' });
    expect(res.statusCode).toBe(200);
    const { doctors } = res.json().data;
    expect(doctors.map((d: { name: string }) => d.name)).toEqual(['Dr. Active']);
    expect(doctors[0]).toMatchObject({
      department: ['Glaucoma', 'Skin & Hair'],
      experience: 8,
      availability: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] },
    });
    expect(doctors[0].availability.slots[0][0]).toEqual({ startTime: '10:00', isBooked: false });
  });

  it('answers one doctor, and 404 in the envelope for unknown or malformed ids', async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. One' });
    const ok = await env.app.inject({ method: 'GET', url: `/api/doctors/${doctor?.id}` });
    expect(ok.json()).toMatchObject({ success: true, data: { doctor: { _id: doctor?.id, name: 'Dr. One' } } });
    for (const id of ['6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff', 'not-an-id', "1' OR '1'='1"]) {
      const res = await env.app.inject({ method: 'GET', url: `/api/doctors/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Doctor not found' });
    }
  });
});
