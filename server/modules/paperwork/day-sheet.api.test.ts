import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/staff-data.ts';
import { createDoctor } from '@server/db/factories';
import { daySheets } from './day-sheet.server';

const env = await setupTestApp();
const D = '2026-11-20';

async function setup() {
  const meera = (await createDoctor(env.database.db, { name: 'Dr. Meera' }))!;
  const arjun = (await createDoctor(env.database.db, { name: 'Dr. Arjun' }))!;
  const db = env.database.db;
  await insertConsultation(db, {
    doctorId: meera.id,
    doctorName: 'Dr. Meera',
    date: D,
    timeSlot: '11:00',
    name: 'Second',
    symptoms: 'Knee pain',
  });
  await insertConsultation(db, {
    doctorId: meera.id,
    doctorName: 'Dr. Meera',
    date: D,
    timeSlot: '10:00',
    name: 'First',
    paymentStatus: 'paid',
  });
  await insertConsultation(db, { doctorId: meera.id, doctorName: 'Dr. Meera', date: D, timeSlot: '12:00', status: 'cancelled' });
  await insertConsultation(db, {
    doctorId: arjun.id,
    doctorName: 'Dr. Arjun',
    date: D,
    timeSlot: '10:00',
    name: 'Arjun Patient',
    symptoms: 'Cough',
  });
  await insertConsultation(db, { doctorId: arjun.id, doctorName: 'Dr. Arjun', date: '2026-11-21', timeSlot: '10:00' });
  const staff = (role: 'admin' | 'reception' | 'doctor', doctorId: string | null = null) => ({
    id: crypto.randomUUID(),
    name: role,
    phone: '9000000001',
    role,
    doctorId,
  });
  return { meera, arjun, staff };
}

describe('day sheets', () => {
  it('gives reception one page per doctor in time order, without cancelled bookings and without symptoms', async () => {
    const { staff } = await setup();
    const sheets = await daySheets(env.ctx, staff('reception'), { date: D, view: 'doctors' });
    expect(sheets.showSymptoms).toBe(false);
    expect(sheets.pages.map((p) => [p.doctorName, p.rows.map((r) => r.name)])).toEqual([
      ['Dr. Arjun', ['Arjun Patient']],
      ['Dr. Meera', ['First', 'Second']],
    ]);
    expect(JSON.stringify(sheets)).not.toContain('Knee pain');
    expect(sheets.pages[1]!.rows[0]).toMatchObject({ timeSlot: '10:00', paid: true });
    const clinic = await daySheets(env.ctx, staff('reception'), { date: D, view: 'clinic' });
    expect(clinic.pages).toHaveLength(1);
    expect(clinic.pages[0]!.rows.map((r) => r.name)).toEqual(['Arjun Patient', 'First', 'Second']);
    expect(JSON.stringify(clinic)).not.toContain('Cough');
  });

  it('gives a doctor only their own sheet, with symptoms; another doctor’s is not found, the clinic sheet forbidden', async () => {
    const { meera, arjun, staff } = await setup();
    const own = await daySheets(env.ctx, staff('doctor', meera.id), { date: D, view: 'doctors' });
    expect(own.showSymptoms).toBe(true);
    expect(own.pages.map((p) => p.doctorName)).toEqual(['Dr. Meera']);
    expect(own.pages[0]!.rows.map((r) => r.symptoms)).toEqual(['Dry skin', 'Knee pain']);
    await expect(daySheets(env.ctx, staff('doctor', meera.id), { date: D, view: 'doctors', doctorId: arjun.id })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(daySheets(env.ctx, staff('doctor', meera.id), { date: D, view: 'clinic' })).rejects.toMatchObject({ statusCode: 403 });
  });

  it('shows the admin the symptoms on doctor sheets, never on the reception sheet', async () => {
    const { arjun, staff } = await setup();
    const one = await daySheets(env.ctx, staff('admin'), { date: D, view: 'doctors', doctorId: arjun.id });
    expect(one.pages.map((p) => p.rows.map((r) => r.symptoms))).toEqual([['Cough']]);
    const clinic = await daySheets(env.ctx, staff('admin'), { date: D, view: 'clinic' });
    expect(clinic.showSymptoms).toBe(false);
    expect(JSON.stringify(clinic)).not.toContain('Cough');
  });
});
