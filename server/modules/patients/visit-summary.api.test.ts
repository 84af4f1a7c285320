/**
 * The patient's side of the case sheet (decision 0065): only the SIGNED sheet's patient-facing
 * fields (and amendments to them) reach the patient, in the API, the pages' loader, the PDF in
 * English and Hindi and the DPDP export; never the doctor's notes. Who may read it, as the
 * prescription; erasure keeps what the retention rule keeps (restricted) and erases the rest.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { injectAs } from '../../../tests/helpers/inject-as.ts';
import { pdfText } from '../../../tests/helpers/pdf.ts';
import { createDoctor } from '@server/db/factories';
import { CaseSheetSchema } from '@core/clinical/case-sheet';
import {
  caseSheets,
  consultations,
  outcomeMeasures,
  outcomeReadings,
  patients,
  prakritiAssessments,
  sessionNotes,
  therapySessions,
} from '@server/db/schema';
import { createRoom } from '@server/db/programme-factories';
import { loadPatientConsultations } from '../../../app/features/consultations/patient-list.server.ts';
import type { AppLoadContextValue } from '../../../app/load-context.ts';
import { deletePatientAccount } from '@server/modules/profile/profile.server';
import { purgeExpiredClinicalRecords } from './clinical-retention.server';

const env = await setupTestApp();

/** What the doctor writes for themselves: none of it may reach the patient. */
const PRIVATE = {
  complaints: [{ text: 'PRIVATE-complaint heartburn', duration: '3 months' }],
  history: { present: 'PRIVATE-history', past: '', family: 'PRIVATE-family', medication: '' },
  vikritiNotes: 'PRIVATE-vikriti',
  diagnosis: 'PRIVATE-Amlapitta (Pitta-Kapha), query Vibandha',
  plan: 'PRIVATE-plan Virechana later',
  ashtavidha: { nadi: { choice: 'pitta', notes: 'PRIVATE-nadi' } },
};
const FOR_PATIENT = {
  patientDiagnosis: 'Acidity from heat in the stomach',
  patientAdvice: 'Eat at fixed times; walk after dinner.',
  pathya: 'Rice gruel, coriander water',
  apathya: 'Chillies, fried food, late nights',
  followUpDate: '2026-12-07',
};

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
    symptoms: 'PRIVATE-symptoms burning',
  });
  await insertConsultation(db, { doctor: theirs, patient: stranger.patient, date: '2026-11-23', timeSlot: '11:00' });
  const doctor = await injectAs(env, 'doctor', { doctorId: mine.id });
  const colleague = await injectAs(env, 'doctor', { doctorId: theirs.id });
  const reception = await injectAs(env, 'reception');
  const admin = await injectAs(env, 'admin');
  env.clock.now = new Date('2026-11-23T05:00:00Z');
  return { db, mine, patient, stranger, visit, doctor, colleague, reception, admin };
}

const sheetUrl = (id: string) => `/api/staff/consultations/${id}/case-sheet`;
const summaryUrl = (id: string) => `/api/consultations/${id}/visit-summary`;
const pdfUrl = (id: string, lang: string) => `/api/documents/visit-summary/${id}?lang=${lang}`;

/** The doctor writes the sheet; the desk completes the visit, which signs it. */
async function signedVisit(s: Awaited<ReturnType<typeof scenario>>) {
  expect((await s.doctor.put(sheetUrl(s.visit.id), { version: 0, content: { ...PRIVATE, ...FOR_PATIENT } })).status).toBe(200);
  expect((await s.reception.patch(`/api/consultations/${s.visit.id}/status`, { status: 'completed' })).status).toBe(200);
}

function expectNoPrivate(text: string) {
  expect(text).not.toContain('PRIVATE');
}

function pageContext(patient: { id: string }, locale: 'en' | 'hi'): AppLoadContextValue {
  const identity = { kind: 'patient', patient, sessionId: 'x' } as unknown as AppLoadContextValue['identity'];
  return { ctx: env.ctx, identity, locale, nonce: '', ip: '203.0.113.9', requestId: 'test' };
}

describe('the visit summary', () => {
  it('reaches the patient only once the sheet is signed, with the patient-facing fields and nothing private', async () => {
    const s = await scenario();
    await s.doctor.put(sheetUrl(s.visit.id), { version: 0, content: { ...PRIVATE, ...FOR_PATIENT } });
    // A draft is the doctor's alone.
    expect((await s.patient.get(summaryUrl(s.visit.id))).status).toBe(404);
    expect((await s.patient.get(pdfUrl(s.visit.id, 'en'))).status).toBe(404);
    await s.reception.patch(`/api/consultations/${s.visit.id}/status`, { status: 'completed' });

    const answer = await s.patient.get(summaryUrl(s.visit.id));
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.json.data.summary).toEqual({
      consultationId: s.visit.id,
      date: '2026-11-23',
      doctorName: 'Dr. Mine',
      signedAt: expect.any(String),
      amendedAt: null,
      diagnosis: FOR_PATIENT.patientDiagnosis,
      advice: FOR_PATIENT.patientAdvice,
      pathya: FOR_PATIENT.pathya,
      apathya: FOR_PATIENT.apathya,
      followUpDate: FOR_PATIENT.followUpDate,
    });
    expectNoPrivate(answer.body);

    // History's and My Appointments' loader, in both languages: the same summary, nothing private.
    for (const locale of ['en', 'hi'] as const) {
      const history = await loadPatientConsultations(pageContext(s.patient.patient, locale), new Request('http://x/history'), {
        past: true,
      });
      expect(history.visitSummaries[s.visit.id]).toMatchObject({ advice: FOR_PATIENT.patientAdvice });
      expect(JSON.stringify(history.visitSummaries)).not.toContain('PRIVATE');
    }
  });

  it('is read by its owner, the doctor and admin; not by another patient, another doctor, the desk', async () => {
    const s = await scenario();
    await signedVisit(s);
    expect((await s.doctor.get(summaryUrl(s.visit.id))).status).toBe(200);
    expect((await s.admin.get(summaryUrl(s.visit.id))).status).toBe(200);
    expect((await s.stranger.get(summaryUrl(s.visit.id))).status).toBe(404);
    expect((await s.stranger.get(pdfUrl(s.visit.id, 'en'))).status).toBe(404);
    expect((await s.colleague.get(summaryUrl(s.visit.id))).status).toBe(404);
    expect((await s.reception.get(summaryUrl(s.visit.id))).status).toBe(403);
    expect((await s.reception.get(pdfUrl(s.visit.id, 'hi'))).status).toBe(403);
    expect((await (await injectAs(env, null)).get(summaryUrl(s.visit.id))).status).toBe(401);
  });

  it('prints a PDF in English and in Hindi with the summary and none of the doctor notes', async () => {
    const s = await scenario();
    await signedVisit(s);
    const pdf = (lang: string) => env.app.inject({ method: 'GET', url: pdfUrl(s.visit.id, lang), headers: { cookie: s.patient.cookie! } });
    const en = await pdf('en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe('attachment; filename="visit-summary-2026-11-23-en.pdf"');
    const enText = pdfText(en.rawPayload);
    for (const word of [
      'Visit summary',
      'Kavita Rao',
      'Dr. Mine',
      'What the doctor found',
      'Acidity from heat in the stomach',
      'Follow (pathya)',
      'Rice gruel',
      'Avoid (apathya)',
      'Chillies',
      '7 December 2026',
    ])
      expect(enText, word).toContain(word);
    expectNoPrivate(enText);

    const hiRes = await pdf('hi');
    expect(hiRes.statusCode).toBe(200);
    const hiText = pdfText(hiRes.rawPayload);
    for (const word of [
      'परामर्श सारांश',
      'डॉक्टर ने क्या पाया',
      'अपनाएँ (पथ्य)',
      'परहेज़ करें (अपथ्य)',
      'फिर से दिखाने की तारीख़',
      '7 दिसंबर 2026',
      'Acidity from heat',
    ])
      expect(hiText, word).toContain(word);
    expectNoPrivate(hiText);

    // A language that is not one: a 400 naming the field, in the caller's language.
    const bad = await s.patient.get(pdfUrl(s.visit.id, 'fr'));
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ lang: 'Choose the language of the PDF: en (English) or hi (Hindi).' });
    const badHi = await s.patient.get(pdfUrl(s.visit.id, 'fr'), { locale: 'hi' });
    expect(badHi.json.errors.lang).toContain('PDF की भाषा चुनें');
  });

  it('shows an amendment of the patient-facing text, not one of private notes only', async () => {
    const s = await scenario();
    await signedVisit(s);
    const sheet = (await s.doctor.get(sheetUrl(s.visit.id))).json.data.caseSheet;
    const privateOnly = await s.doctor.post(`${sheetUrl(s.visit.id)}/amendments`, {
      version: sheet.version,
      content: { ...PRIVATE, ...FOR_PATIENT, plan: 'PRIVATE-plan changed' },
      reason: 'Plan',
    });
    expect(privateOnly.status).toBe(200);
    expect((await s.patient.get(summaryUrl(s.visit.id))).json.data.summary.amendedAt).toBeNull();
    await s.doctor.post(`${sheetUrl(s.visit.id)}/amendments`, {
      version: privateOnly.json.data.caseSheet.version,
      content: { ...PRIVATE, ...FOR_PATIENT, patientAdvice: 'Eat at fixed times; sleep by 10 pm.' },
      reason: 'Advice',
    });
    const summary = (await s.patient.get(summaryUrl(s.visit.id))).json.data.summary;
    expect(summary).toMatchObject({ advice: 'Eat at fixed times; sleep by 10 pm.', amendedAt: expect.any(String) });
  });

  it('is in the DPDP export with the clinical facts, and the doctor notes are not', async () => {
    const s = await scenario();
    await signedVisit(s);
    await s.doctor.put(`/api/staff/patients/${s.patient.patient.id}/clinical-facts`, { allergies: ['Penicillin'], alerts: [] });
    const exported = await s.patient.get('/api/profile/export');
    expect(exported.status).toBe(200);
    expect(exported.json.data.visitSummaries).toEqual([
      expect.objectContaining({ consultationId: s.visit.id, advice: FOR_PATIENT.patientAdvice }),
    ]);
    expect(exported.json.data.profile.allergies).toEqual(['Penicillin']);
    expect(JSON.stringify(exported.json.data.visitSummaries)).not.toContain('PRIVATE');
  });
});

describe('erasure and the retention rule', () => {
  it('keeps the record of a visit within three years, restricted; erases older and untreated ones; the purge ends the rest', async () => {
    const s = await scenario();
    await signedVisit(s);
    const old = await insertConsultation(s.db, {
      doctor: s.mine,
      patient: s.patient.patient,
      date: '2023-06-01',
      status: 'completed',
      symptoms: 'Old symptoms',
      prescription: { medicines: [{ name: 'Triphala', dosage: '1 tsp', duration: '2 weeks' }], instructions: '' },
    });
    await s.db.insert(caseSheets).values({
      consultationId: old.id,
      patientId: s.patient.patient.id,
      content: CaseSheetSchema.parse(FOR_PATIENT),
      signedAt: new Date('2023-06-01T06:00:00Z'),
    });
    const cancelled = await insertConsultation(s.db, {
      doctor: s.mine,
      patient: s.patient.patient,
      date: '2026-11-20',
      status: 'cancelled',
      symptoms: 'Never seen',
    });
    await s.doctor.put(`/api/staff/patients/${s.patient.patient.id}/clinical-facts`, {
      dateOfBirth: '1980-05-01',
      allergies: ['Penicillin'],
      alerts: [],
    });

    await deletePatientAccount(env.ctx, s.patient.patient.id);

    const row = async (id: string) => (await s.db.select().from(consultations).where(eq(consultations.id, id)))[0]!;
    const sheetOf = async (id: string) => (await s.db.select().from(caseSheets).where(eq(caseSheets.consultationId, id)))[0];
    // Older than three years: erased; untreated: erased; the money and the visit stay.
    expect(await sheetOf(old.id)).toBeUndefined();
    expect(await row(old.id)).toMatchObject({ prescription: null, symptoms: '', amount: 500, name: 'Deleted patient' });
    expect((await row(cancelled.id)).symptoms).toBe('');
    // Within three years: kept, restricted until three years after the visit.
    expect((await sheetOf(s.visit.id))?.content.diagnosis).toBe(PRIVATE.diagnosis);
    expect((await row(s.visit.id)).symptoms).toBe('PRIVATE-symptoms burning');
    const [p] = await s.db.select().from(patients).where(eq(patients.id, s.patient.patient.id));
    expect(p).toMatchObject({ clinicalRestrictedUntil: '2029-11-23', allergies: ['Penicillin'], dateOfBirth: '1980-05-01', contact: null });
    // Restricted: the doctor no longer opens it; admin may (a legal request), and the read is audited.
    const refused = await s.doctor.get(sheetUrl(s.visit.id));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain('kept, restricted, until 23/11/2029');
    expect((await s.doctor.get(summaryUrl(s.visit.id))).status).toBe(403);
    expect((await s.admin.get(sheetUrl(s.visit.id))).status).toBe(200);
    // Not shown on the consultation's staff page either (the row keeps it until the purge).
    const detail = (await s.admin.get(`/api/staff/consultations/${s.visit.id}`)).json.data;
    expect(JSON.stringify(detail)).not.toContain('PRIVATE-symptoms');

    // The day after the three years end, the purge erases the rest and the clinical facts.
    env.clock.now = new Date('2029-11-24T05:00:00Z');
    await purgeExpiredClinicalRecords(env.ctx);
    expect(await sheetOf(s.visit.id)).toBeUndefined();
    expect((await row(s.visit.id)).symptoms).toBe('');
    const [after] = await s.db.select().from(patients).where(eq(patients.id, s.patient.patient.id));
    expect(after).toMatchObject({ clinicalRestrictedUntil: null, allergies: [], alerts: [], dateOfBirth: null, gender: null });
  });

  it('erases everything clinical at once when no visit is within three years', async () => {
    const s = await scenario();
    const old = await insertConsultation(s.db, { doctor: s.mine, patient: s.patient.patient, date: '2022-01-10', status: 'completed' });
    await s.db.insert(caseSheets).values({
      consultationId: old.id,
      patientId: s.patient.patient.id,
      content: CaseSheetSchema.parse(FOR_PATIENT),
      signedAt: new Date('2022-01-10T06:00:00Z'),
    });
    const assessment = {
      patientId: s.patient.patient.id,
      assessorName: 'Dr. Mine',
      assessedOn: '2022-01-10',
      method: 'examination' as const,
    };
    await s.db.insert(prakritiAssessments).values({ ...assessment, vata: 50, pitta: 30, kapha: 20 });
    // A therapy session of 2022 with its note, and a measure with a reading: older than three years, they go too.
    const room = await createRoom(s.db);
    const startsAt = new Date('2022-01-11T04:00:00Z');
    const endsAt = new Date('2022-01-11T04:45:00Z');
    const [session] = await s.db
      .insert(therapySessions)
      .values({
        therapySlug: 'abhyanga',
        patientId: s.patient.patient.id,
        roomId: room.id,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedTo: endsAt,
        status: 'completed',
      })
      .returning();
    const noteContent = { materials: [], response: 'comfortable', responseNotes: '', adverse: { occurred: false } };
    await s.db.insert(sessionNotes).values({ sessionId: session!.id, patientId: s.patient.patient.id, content: noteContent as never });
    const [measure] = await s.db.insert(outcomeMeasures).values({ patientId: s.patient.patient.id, kind: 'pain-0-10' }).returning();
    await s.db.insert(outcomeReadings).values({ measureId: measure!.id, patientId: s.patient.patient.id, value: 6, takenOn: '2022-01-10' });
    // The booked visit still to come is cancelled by the deletion, and its symptoms go too.
    await s.db.update(consultations).set({ date: '2026-12-01' }).where(eq(consultations.id, s.visit.id));
    await deletePatientAccount(env.ctx, s.patient.patient.id);
    expect(await s.db.select().from(caseSheets).where(eq(caseSheets.patientId, s.patient.patient.id))).toEqual([]);
    expect(await s.db.select().from(prakritiAssessments).where(eq(prakritiAssessments.patientId, s.patient.patient.id))).toEqual([]);
    expect(await s.db.select().from(sessionNotes).where(eq(sessionNotes.sessionId, session!.id))).toEqual([]);
    expect(await s.db.select().from(outcomeReadings).where(eq(outcomeReadings.patientId, s.patient.patient.id))).toEqual([]);
    const [p] = await s.db.select().from(patients).where(eq(patients.id, s.patient.patient.id));
    expect(p?.clinicalRestrictedUntil).toBeNull();
    const rows = await s.db.select().from(consultations).where(eq(consultations.patientId, s.patient.patient.id));
    expect(rows.map((r) => r.symptoms)).toEqual(['', '']);
  });
});
