/**
 * Patients' short numbers (decision 0052): given by the database, unique and in order of
 * registration, never changed by later edits; on the staff board and detail, on the prescription
 * PDF, and found by the desk's search as documents write them ('SA-000123').
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { injectAs } from '../../../tests/helpers/inject-as.ts';
import { pdfText } from '../../../tests/helpers/pdf.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { formatPatientNumber } from '@core/booking/patient-number';
import { createDoctor, createPatient } from '@server/db/factories';
import { patients } from '@server/db/schema';

const env = await setupTestApp();
const db = env.database.db;

describe('patient numbers', () => {
  it('are given in order, one each, also when many patients register at once', async () => {
    const first = await createPatient(db, { contact: '9876511000' });
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => createPatient(db, { contact: `98765110${String(i + 10)}` })));
    const numbers = many.map((p) => p.number);
    expect(new Set(numbers).size).toBe(12);
    for (const n of numbers) expect(n).toBeGreaterThan(first.number);
    // The database refuses a second patient with a number already given.
    await expect(db.update(patients).set({ number: first.number }).where(eq(patients.id, many[0]!.id))).rejects.toThrow();
  });

  it('stay the same when the patient changes their profile', async () => {
    const patient = await injectAs(env, 'patient', { name: 'Asha Verma', contact: '9876512000' });
    const before = patient.patient.number;
    const saved = await patient.patch('/api/profile', { name: 'Asha V. Verma', age: 35 });
    expect(saved.status, saved.body).toBe(200);
    const [row] = await db.select().from(patients).where(eq(patients.id, patient.patient.id));
    expect(row).toMatchObject({ name: 'Asha V. Verma', number: before });
  });

  it('show on the staff board and detail, find the patient’s consultations in the desk’s search, and print on the prescription', async () => {
    const doctor = (await createDoctor(db, { name: 'Dr. Meera Sharma' }))!;
    const asha = await createPatient(db, { name: 'Asha Verma', contact: '9876513000' });
    const ravi = await createPatient(db, { name: 'Ravi Kumar', contact: '9876513001' });
    const ashaVisit = await insertConsultation(db, {
      doctor,
      patient: asha,
      date: '2026-11-24',
      status: 'completed',
      paymentStatus: 'paid',
      prescription: { medicines: [], instructions: 'Rest.' },
    });
    const ashaNext = await insertConsultation(db, { doctor, patient: asha, date: '2026-12-08' });
    await insertConsultation(db, { doctor, patient: ravi, date: '2026-11-24', timeSlot: '11:00' });
    const walkIn = await insertConsultation(db, { doctor, name: 'No Account', date: '2026-11-24', timeSlot: '12:00' });
    const desk = await injectAs(env, 'reception');

    const day = await desk.get('/api/staff/consultations?date=2026-11-24');
    const byId = new Map(day.json.data.consultations.map((c: { _id: string; patientNumber: number | null }) => [c._id, c.patientNumber]));
    expect(byId.get(ashaVisit.id)).toBe(asha.number);
    expect(byId.get(walkIn.id)).toBeNull();

    const shown = formatPatientNumber(asha.number);
    expect(shown).toMatch(/^SA-\d{6}$/);
    for (const typed of [shown, shown.toLowerCase(), `SA ${asha.number}`, `#${asha.number}`]) {
      const found = await desk.get(`/api/staff/consultations?q=${encodeURIComponent(typed)}`);
      expect(found.status).toBe(200);
      expect(found.json.data.consultations.map((c: { _id: string }) => c._id).sort(), typed).toEqual([ashaVisit.id, ashaNext.id].sort());
    }
    const nobody = await desk.get(`/api/staff/consultations?q=${encodeURIComponent('SA-999999')}`);
    expect(nobody.json.data.consultations).toEqual([]);

    const detail = await desk.get(`/api/staff/consultations/${ashaVisit.id}`);
    expect(detail.json.data.consultation.patientNumber).toBe(asha.number);
    expect(detail.json.data.history.map((h: { patientNumber: number }) => h.patientNumber)).toEqual([asha.number]);

    const pdf = await env.app.inject({
      method: 'GET',
      url: `/api/documents/prescription/${ashaVisit.id}`,
      headers: { cookie: desk.cookie! },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(shown);
    expect(text).not.toContain(asha.id);
  });
});
