/**
 * The clinical record (decisions 0059, 0060): who sees which patient and which part, the audit of
 * every clinical read, the case sheet's drafts, versions, signing and amendments.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { injectAs } from '../../../tests/helpers/inject-as.ts';
import { createDoctor } from '@server/db/factories';
import { createRoom } from '@server/db/programme-factories';
import { auditLog, caseSheets, therapySessions } from '@server/db/schema';
import { addDays, clinicDate, slotStart } from '@core/booking/slots';
import { therapyName } from '@content/therapies/catalogue';

const env = await setupTestApp();

async function scenario() {
  const db = env.database.db;
  const mine = (await createDoctor(db, { name: 'Dr. Mine' }))!;
  const theirs = (await createDoctor(db, { name: 'Dr. Theirs' }))!;
  const patient = await injectAs(env, 'patient', { name: 'Kavita Rao', contact: '9811112222' });
  const stranger = await injectAs(env, 'patient', { name: 'Mohan Lal', contact: '9811113333' });
  const visit = await insertConsultation(db, {
    doctor: mine,
    patient: patient.patient,
    date: '2026-11-23',
    timeSlot: '10:30',
    status: 'confirmed',
    symptoms: 'Burning in the chest after meals',
  });
  // The stranger is booked only with the other doctor.
  const otherVisit = await insertConsultation(db, { doctor: theirs, patient: stranger.patient, date: '2026-11-23', timeSlot: '11:00' });
  const doctor = await injectAs(env, 'doctor', { doctorId: mine.id });
  const colleague = await injectAs(env, 'doctor', { doctorId: theirs.id });
  const reception = await injectAs(env, 'reception');
  const admin = await injectAs(env, 'admin');
  const therapist = await injectAs(env, 'therapist');
  env.clock.now = new Date('2026-11-23T05:00:00Z'); // 10:30 in Raipur, the slot's start
  return { patient, stranger, visit, otherVisit, doctor, colleague, reception, admin, therapist };
}

const sheetUrl = (id: string) => `/api/staff/consultations/${id}/case-sheet`;

async function clinicalReads(patientId: string) {
  return env.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'clinical.read'), eq(auditLog.entityId, patientId)))
    .orderBy(auditLog.id); // in the order they were written: PostgreSQL gives no order without one
}

describe('the patient register and page', () => {
  it('finds a patient by name, phone or number; a doctor only their own patients', async () => {
    const { patient, stranger, doctor, reception } = await scenario();
    const names = async (caller: typeof doctor, q: string) =>
      (await caller.get(`/api/staff/patients?q=${encodeURIComponent(q)}`)).json.data.patients.map((p: { name: string }) => p.name);
    expect(await names(reception, 'kavita')).toEqual(['Kavita Rao']);
    expect(await names(reception, '98111 13333')).toEqual(['Mohan Lal']);
    const number = (await reception.get(`/api/staff/patients/${patient.patient.id}`)).json.data.patient.number as string;
    expect(number).toMatch(/^SA-\d{6}$/);
    expect(await names(reception, number.toLowerCase())).toEqual(['Kavita Rao']);
    expect(await names(doctor, '9811')).toEqual(['Kavita Rao']);
    expect(await names(doctor, 'Mohan')).toEqual([]);
    const page = await doctor.get(`/api/staff/patients/${stranger.patient.id}`);
    expect(page.status).toBe(403);
    expect(page.json.message).toContain('not one of yours');
  });

  it('shows the desk demographics, bookings and money but no clinical notes, and audits only clinical reads', async () => {
    const { patient, doctor, reception, admin, visit } = await scenario();
    await doctor.put(sheetUrl(visit.id), { version: 0, content: { diagnosis: 'Amlapitta' } });
    const desk = (await reception.get(`/api/staff/patients/${patient.patient.id}`)).json.data;
    expect(desk.access).toEqual({ clinical: false, editFacts: false });
    expect(desk.timeline.map((e: { kind: string }) => e.kind)).toEqual(['consultation']);
    expect(desk.timeline[0].detail).toBeNull();
    expect(JSON.stringify(desk)).not.toContain('Burning');
    expect(await clinicalReads(patient.patient.id)).toHaveLength(0);

    const own = (await doctor.get(`/api/staff/patients/${patient.patient.id}`)).json.data;
    expect(own.access).toEqual({ clinical: true, editFacts: true });
    expect(own.timeline.map((e: { kind: string }) => e.kind).sort()).toEqual(['case-sheet', 'consultation']);
    expect(own.timeline.find((e: { kind: string }) => e.kind === 'case-sheet')).toMatchObject({ status: 'draft', detail: 'Amlapitta' });
    await admin.get(`/api/staff/patients/${patient.patient.id}`);
    const reads = await clinicalReads(patient.patient.id);
    expect(reads.map((r) => [r.staffId, r.after])).toEqual([
      [doctor.staff.id, { part: 'record' }],
      [admin.staff.id, { part: 'record' }],
    ]);
  });

  it('keeps allergies and alerts: a doctor of the patient writes them, the desk reads them, bad input is named', async () => {
    const { patient, doctor, colleague, reception } = await scenario();
    const url = `/api/staff/patients/${patient.patient.id}/clinical-facts`;
    const saved = await doctor.put(url, { dateOfBirth: '1980-05-01', gender: 'female', allergies: ['Penicillin'], alerts: ['Diabetic'] });
    expect(saved.status).toBe(200);
    expect(saved.json.data.patient).toMatchObject({ allergies: ['Penicillin'], alerts: ['Diabetic'], age: 46, gender: 'female' });
    expect((await reception.get(`/api/staff/patients/${patient.patient.id}`)).json.data.patient.allergies).toEqual(['Penicillin']);
    expect((await reception.put(url, { allergies: [], alerts: [] })).status).toBe(403);
    expect((await colleague.put(url, { allergies: [], alerts: [] })).status).toBe(403);
    const bad = await doctor.put(url, { gender: 'x', allergies: [''], alerts: [] }, { locale: 'hi' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ gender: 'महिला या पुरुष चुनें।' });
    const future = await doctor.put(url, { dateOfBirth: '2099-01-01', allergies: [], alerts: [] });
    expect(future.status).toBe(400);
    expect(future.json.errors).toEqual({ dateOfBirth: 'The date of birth cannot be in the future.' });
  });
});

describe('the case sheet', () => {
  it('is read by a doctor of the patient and admin, audited; not by the desk, a therapist or another doctor', async () => {
    const { patient, visit, doctor, colleague, reception, admin, therapist } = await scenario();
    expect((await doctor.get(sheetUrl(visit.id))).json.data.caseSheet).toMatchObject({ version: 0, canWrite: true, signed: null });
    expect((await admin.get(sheetUrl(visit.id))).json.data.caseSheet).toMatchObject({ canWrite: false });
    expect((await reception.get(sheetUrl(visit.id))).status).toBe(403);
    expect((await therapist.get(sheetUrl(visit.id))).status).toBe(403);
    expect((await colleague.get(sheetUrl(visit.id))).status).toBe(403);
    expect((await colleague.put(sheetUrl(visit.id), { version: 0, content: {} })).status).toBe(403);
    expect((await admin.put(sheetUrl(visit.id), { version: 0, content: {} })).status).toBe(403);
    const reads = await clinicalReads(patient.patient.id);
    expect(reads.map((r) => [r.staffId, r.after])).toEqual([
      [doctor.staff.id, { part: 'case-sheet', consultationId: visit.id }],
      [admin.staff.id, { part: 'case-sheet', consultationId: visit.id }],
    ]);
  });

  it('saves drafts at their version and answers 409 to a stale one (two tabs)', async () => {
    const { visit, doctor } = await scenario();
    const first = await doctor.put(sheetUrl(visit.id), {
      version: 0,
      content: { complaints: [{ text: 'Acidity', duration: '3 months' }], vitals: { weight: '70', height: 175 } },
    });
    expect(first.status, first.body).toBe(200);
    expect(first.json.data.caseSheet).toMatchObject({ version: 1, bmi: 22.9 });
    // Tab A saves at version 1; tab B, still at version 1, is refused, and nothing of A's is lost.
    expect((await doctor.put(sheetUrl(visit.id), { version: 1, content: { diagnosis: 'Tab A' } })).json.data.caseSheet.version).toBe(2);
    const stale = await doctor.put(sheetUrl(visit.id), { version: 1, content: { diagnosis: 'Tab B' } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain('changed in another tab');
    expect((await doctor.get(sheetUrl(visit.id))).json.data.caseSheet.content.diagnosis).toBe('Tab A');
    // A second first save (version 0) is stale too.
    expect((await doctor.put(sheetUrl(visit.id), { version: 0, content: {} })).status).toBe(409);
  });

  it('refuses a blood pressure of 400 naming the field, in both languages', async () => {
    const { visit, doctor } = await scenario();
    const en = await doctor.put(sheetUrl(visit.id), { version: 0, content: { vitals: { systolic: 400 } } });
    expect(en.status).toBe(400);
    expect(en.json.errors).toEqual({ 'content.vitals.systolic': 'The systolic blood pressure must be between 60 and 260 mmHg.' });
    const hi = await doctor.put(sheetUrl(visit.id), { version: 0, content: { vitals: { systolic: 400 } } }, { locale: 'hi' });
    expect(hi.json.errors['content.vitals.systolic']).toContain('60 से 260 mmHg');
    const followUp = await doctor.put(sheetUrl(visit.id), { version: 0, content: { followUpDate: '2026-01-01' } });
    expect(followUp.status).toBe(400);
    expect(Object.keys(followUp.json.errors)).toEqual(['content.followUpDate']);
  });

  it('is signed when the visit is completed; an amendment keeps the signed text, who and when', async () => {
    const { visit, doctor, reception } = await scenario();
    await doctor.put(sheetUrl(visit.id), { version: 0, content: { diagnosis: 'Amlapitta' } });
    // Before signing there is nothing to amend.
    expect((await doctor.post(`${sheetUrl(visit.id)}/amendments`, { version: 1, content: {}, reason: 'x' })).status).toBe(409);
    // The desk marks the visit done (the one attendance path): the sheet is signed as the doctor's.
    expect((await reception.patch(`/api/consultations/${visit.id}/status`, { status: 'completed' })).status).toBe(200);
    const signed = (await doctor.get(sheetUrl(visit.id))).json.data.caseSheet;
    expect(signed.signed).toMatchObject({ by: 'Dr. Mine' });
    // A draft save after signing is refused: it must be an amendment.
    const late = await doctor.put(sheetUrl(visit.id), { version: signed.version, content: { diagnosis: 'Changed' } });
    expect(late.status).toBe(409);
    expect(late.json.message).toContain('amendment');
    const noReason = await doctor.post(`${sheetUrl(visit.id)}/amendments`, { version: signed.version, content: {}, reason: ' ' });
    expect(noReason.status).toBe(400);
    const amended = await doctor.post(`${sheetUrl(visit.id)}/amendments`, {
      version: signed.version,
      content: { diagnosis: 'Amlapitta with Vibandha' },
      reason: 'Stool history added',
    });
    expect(amended.status).toBe(200);
    expect(amended.json.data.caseSheet).toMatchObject({
      content: { diagnosis: 'Amlapitta with Vibandha' },
      signedContent: { diagnosis: 'Amlapitta' },
      amendments: [{ by: doctor.staff.name, reason: 'Stool history added' }],
    });
    // A stale amendment (another tab) is a 409.
    expect((await doctor.post(`${sheetUrl(visit.id)}/amendments`, { version: signed.version, content: {}, reason: 'Again' })).status).toBe(
      409,
    );
    // The signed text in the database is unchanged, and the database refuses to change it.
    const [row] = await env.database.db.select().from(caseSheets).where(eq(caseSheets.consultationId, visit.id));
    expect(row?.content.diagnosis).toBe('Amlapitta');
    await expect(
      env.database.db
        .update(caseSheets)
        .set({ content: { ...row!.content, diagnosis: 'Rewritten' } })
        .where(eq(caseSheets.id, row!.id)),
    ).rejects.toThrow();
  });
});

describe("the patient's timeline, a page at a time", () => {
  it('pages ten months of sessions and visits newest first: every entry once, in order, therapies named in the reader’s language', async () => {
    const db = env.database.db;
    const doctor = (await createDoctor(db, { name: 'Dr. Pages' }))!;
    const patient = await injectAs(env, 'patient', { name: 'Sunita Pages', contact: '9811114444' });
    const admin = await injectAs(env, 'admin');
    const room = await createRoom(db, { name: 'Timeline Room' });
    // 250 daily sessions from 2026-01-01, and a paid visit every tenth day (the same days as sessions).
    const sessions = Array.from({ length: 250 }, (_, i) => {
      const startsAt = slotStart(addDays('2026-01-01', i), '09:00');
      const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
      return {
        therapySlug: 'abhyanga',
        patientId: patient.patient.id,
        roomId: room.id,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedTo: endsAt,
        status: 'completed' as const,
      };
    });
    await db.insert(therapySessions).values(sessions);
    for (let i = 0; i < 25; i++)
      await insertConsultation(db, {
        doctor,
        patient: patient.patient,
        date: addDays('2026-01-01', i * 10),
        timeSlot: '11:00',
        status: 'completed',
      });

    type Entry = { kind: string; date: string; time: string | null; title: string };
    const dayOf = (e: Entry) => (e.date.length === 10 ? e.date : clinicDate(new Date(e.date)));
    const seen: Entry[] = [];
    let upTo: string | null = null;
    let pages = 0;
    for (;;) {
      const answer = await admin.get(`/api/staff/patients/${patient.patient.id}${upTo ? `?upTo=${upTo}` : ''}`, { locale: 'hi' });
      expect(answer.status).toBe(200);
      const { timeline, olderFrom } = answer.json.data as { timeline: Entry[]; olderFrom: string | null };
      expect(timeline.length).toBeGreaterThan(0);
      expect(timeline.length).toBeLessThanOrEqual(110);
      // Every entry of this page is newer than where the next page starts.
      if (olderFrom) expect(timeline.every((e) => dayOf(e) > olderFrom)).toBe(true);
      seen.push(...timeline);
      pages += 1;
      if (!olderFrom) break;
      upTo = olderFrom;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    const days = seen.map(dayOf);
    expect(days).toEqual([...days].sort().reverse());
    const sessionEntries = seen.filter((e) => e.kind === 'session');
    expect(sessionEntries).toHaveLength(250);
    expect(new Set(sessionEntries.map((e) => e.date)).size).toBe(250);
    expect(new Set(sessionEntries.map((e) => e.title))).toEqual(new Set([therapyName('abhyanga', 'hi')]));
    expect(seen.filter((e) => e.kind === 'consultation').map((e) => e.date)).toEqual(
      Array.from({ length: 25 }, (_, i) => addDays('2026-01-01', (24 - i) * 10)),
    );
  });

  it('refuses a timeline date that is not a date, naming it', async () => {
    const { patient, admin } = await scenario();
    const answer = await admin.get(`/api/staff/patients/${patient.patient.id}?upTo=2026-13-40`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain('upTo');
  });
});
