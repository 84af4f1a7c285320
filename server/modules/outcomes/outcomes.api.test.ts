/**
 * Outcomes over time (decision 0068): who chooses measures and records readings (a doctor of the
 * patient; a therapist at their own sessions), the plausible ranges in both languages, the audit of
 * reads, and Insights' medians with small groups suppressed, on known data.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { injectAs, type Caller } from '../../../tests/helpers/inject-as.ts';
import { createDoctor, createPatient } from '@server/db/factories';
import { createProgramme, createRoom, createTherapist } from '@server/db/programme-factories';
import { auditLog, programmes, sessionTherapists, therapySessions } from '@server/db/schema';

const env = await setupTestApp();

/** A booked therapy session of `patientId` given by `therapistId`, on `day` at 09:00 in Raipur. */
async function insertSession(patientId: string, therapistId: string, day: string, programmeId: string | null = null) {
  const db = env.database.db;
  const room = await createRoom(db);
  const startsAt = new Date(`${day}T03:30:00Z`);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  const [session] = await db
    .insert(therapySessions)
    .values({
      therapySlug: 'abhyanga',
      patientId,
      roomId: room.id,
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedTo: endsAt,
      programmeId,
    })
    .returning();
  await db.insert(sessionTherapists).values({ sessionId: session!.id, therapistId, blockedFrom: startsAt, blockedTo: endsAt });
  return session!;
}

async function scenario() {
  const db = env.database.db;
  const mine = (await createDoctor(db, { name: 'Dr. Mine' }))!;
  const theirs = (await createDoctor(db, { name: 'Dr. Theirs' }))!;
  const patient = await createPatient(db, { name: 'Kavita Rao' });
  const visit = await insertConsultation(db, { doctor: mine, patient, date: '2026-11-20', timeSlot: '10:30', status: 'completed' });
  const otherVisit = await insertConsultation(db, { doctor: theirs, patient, date: '2026-11-21', timeSlot: '11:00', status: 'cancelled' });
  const doctor = await injectAs(env, 'doctor', { doctorId: mine.id });
  const colleague = await injectAs(env, 'doctor', { doctorId: theirs.id });
  const reception = await injectAs(env, 'reception');
  const admin = await injectAs(env, 'admin');
  const therapist = await injectAs(env, 'therapist');
  const otherTherapist = await injectAs(env, 'therapist');
  const asha = await createTherapist(db, { name: 'Asha', staffId: therapist.staff.id });
  const bela = await createTherapist(db, { name: 'Bela', staffId: otherTherapist.staff.id });
  const session = await insertSession(patient.id, asha.id, '2026-11-22');
  const belasSession = await insertSession(patient.id, bela.id, '2026-11-23');
  env.clock.now = new Date('2026-11-24T05:00:00Z');
  const base = `/api/staff/patients/${patient.id}`;
  return { mine, patient, visit, otherVisit, doctor, colleague, reception, admin, therapist, session, belasSession, base };
}

async function choosePain(caller: Awaited<ReturnType<typeof scenario>>['doctor'], base: string): Promise<string> {
  const chosen = await caller.post(`${base}/outcome-measures`, { kind: 'pain-0-10' });
  expect(chosen.status, chosen.body).toBe(200);
  return chosen.json.data.id as string;
}

describe('outcome measures and readings', () => {
  it('a doctor of the patient chooses and records; another doctor, the desk and a therapist cannot; reads are audited', async () => {
    const { patient, visit, doctor, colleague, reception, admin, therapist, base } = await scenario();
    const painId = await choosePain(doctor, base);
    expect((await doctor.post(`${base}/outcome-measures`, { kind: 'pain-0-10' })).status).toBe(409);
    const saved = await doctor.post(`${base}/outcome-readings`, {
      measureId: painId,
      value: 7,
      takenOn: '2026-11-20',
      consultationId: visit.id,
    });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json.message).toBe('Reading saved.');
    expect((await doctor.post(`${base}/outcome-readings`, { measureId: painId, value: '4' })).status).toBe(200);

    for (const caller of [colleague, reception, therapist]) {
      expect((await caller.post(`${base}/outcome-measures`, { kind: 'weight-kg' })).status).toBe(403);
      expect((await caller.post(`${base}/outcome-readings`, { measureId: painId, value: 3 })).status).toBe(403);
      expect((await caller.get(`${base}/outcomes`)).status).toBe(403);
    }
    expect((await admin.post(`${base}/outcome-measures`, { kind: 'weight-kg' })).status).toBe(403);

    const view = (await doctor.get(`${base}/outcomes`)).json.data;
    expect(view).toMatchObject({ canChoose: true, canRecord: true, visits: [{ id: visit.id, date: '2026-11-20' }] });
    expect(view.measures).toHaveLength(1);
    expect(view.measures[0].readings.map((r: { value: number; takenOn: string; at: string | null }) => [r.value, r.takenOn, r.at])).toEqual(
      [
        [7, '2026-11-20', 'visit'],
        [4, '2026-11-24', null],
      ],
    );
    expect((await admin.get(`${base}/outcomes`)).json.data).toMatchObject({ canChoose: false, canRecord: false, visits: [] });
    const reads = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinical.read'), eq(auditLog.entityId, patient.id)))
      .orderBy(asc(auditLog.id));
    expect(reads.map((r) => [r.staffId, r.after])).toEqual([
      [doctor.staff.id, { part: 'outcomes' }],
      [admin.staff.id, { part: 'outcomes' }],
    ]);
    const writes = await env.database.db.select().from(auditLog).where(eq(auditLog.action, 'outcome.reading.record'));
    expect(writes).toHaveLength(2);
  });

  it('refuses implausible values per field, in both languages (pain 11, blood pressure 400)', async () => {
    const { doctor, base } = await scenario();
    const painId = await choosePain(doctor, base);
    const pain = await doctor.post(`${base}/outcome-readings`, { measureId: painId, value: 11 });
    expect(pain.status).toBe(400);
    expect(pain.json.errors).toEqual({ value: 'Pain is scored as a whole number from 0 (none) to 10 (the worst imaginable).' });
    const painHi = await doctor.post(`${base}/outcome-readings`, { measureId: painId, value: 11 }, { locale: 'hi' });
    expect(painHi.json.errors.value).toContain('0 (बिल्कुल नहीं) से 10');

    const bpId = (await doctor.post(`${base}/outcome-measures`, { kind: 'blood-pressure' })).json.data.id;
    const bp = await doctor.post(`${base}/outcome-readings`, { measureId: bpId, value: 400, value2: 80 });
    expect(bp.status).toBe(400);
    expect(bp.json.errors).toEqual({ value: 'The systolic blood pressure must be between 60 and 260 mmHg.' });
    const bpHi = await doctor.post(`${base}/outcome-readings`, { measureId: bpId, value: 400, value2: 80 }, { locale: 'hi' });
    expect(bpHi.json.errors.value).toContain('60 से 260 mmHg');
    const inverted = await doctor.post(`${base}/outcome-readings`, { measureId: bpId, value: 120, value2: 130 });
    expect(inverted.json.errors).toEqual({ value2: 'The diastolic pressure must be lower than the systolic.' });
    expect((await doctor.post(`${base}/outcome-readings`, { measureId: bpId, value: 120 })).json.errors).toEqual({
      value2: 'Enter the value.',
    });
    expect((await doctor.post(`${base}/outcome-readings`, { measureId: bpId, value: 132, value2: 84 })).status).toBe(200);

    // A score of the doctor's own: its range is the one they gave, named in the refusal.
    const own = await doctor.post(`${base}/outcome-measures`, { kind: 'custom', name: '', min: 10, max: 5 });
    expect(own.status).toBe(400);
    expect(own.json.errors).toEqual({ name: 'Give the measure a name.', max: 'The highest value must be above the lowest.' });
    const scoreId = (await doctor.post(`${base}/outcome-measures`, { kind: 'symptom-score', name: 'Bloating', min: 0, max: 27 })).json.data
      .id;
    const score = await doctor.post(`${base}/outcome-readings`, { measureId: scoreId, value: 30 }, { locale: 'hi' });
    expect(score.json.errors).toEqual({ value: 'मान 0 से 27 के बीच होना चाहिए।' });
    const typed = await doctor.post(`${base}/outcome-readings`, { measureId: scoreId, value: 'many' });
    expect(typed.status).toBe(400);
    expect(typed.json.errors).toEqual({ value: 'Enter a number (up to two decimals).' });
    const future = await doctor.post(`${base}/outcome-readings`, { measureId: scoreId, value: 3, takenOn: '2026-12-01' });
    expect(future.json.errors).toEqual({ takenOn: 'The date taken cannot be in the future.' });
  });

  it("links a reading only to the doctor's own visit of this patient", async () => {
    const { mine, patient, doctor, otherVisit, base } = await scenario();
    const painId = await choosePain(doctor, base);
    const linked = await doctor.post(`${base}/outcome-readings`, { measureId: painId, value: 3, consultationId: otherVisit.id });
    expect(linked.status).toBe(400);
    expect(linked.json.errors).toEqual({ consultationId: 'Choose one of your own visits with this patient.' });
    const later = await insertConsultation(env.database.db, {
      doctor: mine,
      patient,
      date: '2026-11-30',
      timeSlot: '12:00',
      status: 'confirmed',
    });
    const early = await doctor.post(`${base}/outcome-readings`, { measureId: painId, value: 3, consultationId: later.id });
    expect(early.json.errors).toEqual({
      consultationId: 'That visit has not happened yet: record the reading at the visit, or without one.',
    });
    expect((await doctor.get(`${base}/outcomes`)).json.data.visits.map((v: { id: string }) => v.id)).not.toContain(later.id);
    const stranger = await createPatient(env.database.db, { name: 'Mohan' });
    const notHis = await doctor.post(`/api/staff/patients/${stranger.id}/outcome-readings`, { measureId: painId, value: 3 });
    expect(notHis.status).toBe(403);
  });

  it("a therapist records at their own session, not at another therapist's", async () => {
    const { doctor, therapist, session, belasSession, base } = await scenario();
    const painId = await choosePain(doctor, base);
    const measures = await therapist.get(`/api/staff/sessions/${session.id}/outcome-measures`);
    expect(measures.status).toBe(200);
    expect(measures.json.data.measures.map((m: { kind: string }) => m.kind)).toEqual(['pain-0-10']);
    expect((await therapist.get(`/api/staff/sessions/${belasSession.id}/outcome-measures`)).status).toBe(403);
    const at = await therapist.post(`/api/staff/sessions/${session.id}/outcome-readings`, { measureId: painId, value: 5 });
    expect(at.status, at.body).toBe(200);
    const refused = await therapist.post(`/api/staff/sessions/${belasSession.id}/outcome-readings`, { measureId: painId, value: 5 });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain("session's therapist");
    const pain11 = await therapist.post(`/api/staff/sessions/${session.id}/outcome-readings`, { measureId: painId, value: 11 });
    expect(pain11.status).toBe(400);
    const readings = (await doctor.get(`${base}/outcomes`)).json.data.measures[0].readings;
    expect(readings).toMatchObject([{ value: 5, takenOn: '2026-11-22', at: 'session', recordedBy: therapist.staff.name }]);
  });
});

describe('outcomes in Insights', () => {
  /** A patient with a 14- or 7-day programme, a diagnosis on the visit's sheet, and pain readings `from` then `to`. */
  async function patientWith(
    doctorCaller: Caller,
    input: {
      doctorId: string;
      days: number;
      diagnosis: string;
      slot: string;
      from: number;
      to: number;
    },
  ) {
    const db = env.database.db;
    const patient = await createPatient(db);
    const visit = await insertConsultation(db, {
      doctor: { id: input.doctorId, name: 'Dr. Mine' },
      patient,
      date: '2026-11-02',
      timeSlot: input.slot,
      status: 'confirmed',
    });
    const programme = await createProgramme(db, {
      patientId: patient.id,
      doctorId: input.doctorId,
      consultationId: visit.id,
      days: Array.from({ length: input.days }, () => ['abhyanga']),
      startDate: '2026-11-03',
    });
    await db.update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, programme.id));
    const base = `/api/staff/patients/${patient.id}`;
    const painId = (await doctorCaller.post(`${base}/outcome-measures`, { kind: 'pain-0-10' })).json.data.id;
    // The baseline at the prescribing visit, the last on the programme's last day.
    await doctorCaller.post(`${base}/outcome-readings`, {
      measureId: painId,
      value: input.from,
      takenOn: '2026-11-02',
      consultationId: visit.id,
    });
    await doctorCaller.post(`${base}/outcome-readings`, {
      measureId: painId,
      value: input.to,
      takenOn: `2026-11-${String(2 + input.days).padStart(2, '0')}`,
    });
    return { visit };
  }

  it('gives the median change by programme length and diagnosis, and suppresses groups under 5 patients', async () => {
    const db = env.database.db;
    const mine = (await createDoctor(db, { name: 'Dr. Mine' }))!;
    const doctor = await injectAs(env, 'doctor', { doctorId: mine.id });
    env.clock.now = new Date('2026-11-27T05:00:00Z');
    const made = [];
    // Six patients after 14 days: changes -4, -3, -3, -2, -1, 0 (median -2.5); five of them Amlapitta.
    const fourteen: [number, number, string][] = [
      [8, 4, 'Amlapitta'],
      [7, 4, 'amlapitta '],
      [6, 3, 'AMLAPITTA'],
      [5, 3, 'Amlapitta'],
      [4, 3, 'Amlapitta'],
      [6, 6, 'Sandhivata'],
    ];
    // Three after 7 days (too few), one of them Sandhivata (two Sandhivata in all: too few).
    const seven: [number, number, string][] = [
      [9, 2, 'Sandhivata'],
      [5, 5, 'Grudhrasi'],
      [6, 4, 'Grudhrasi'],
    ];
    for (const [days, list] of [
      [14, fourteen],
      [7, seven],
    ] as const)
      for (const [from, to, diagnosis] of list)
        made.push({ days, from, to, diagnosis, slot: `${String(9 + made.length).padStart(2, '0')}:00` });
    const sheets: { visitId: string; diagnosis: string }[] = [];
    for (const p of made) {
      const { visit } = await patientWith(doctor, { doctorId: mine.id, ...p });
      sheets.push({ visitId: visit.id, diagnosis: p.diagnosis });
    }
    for (const s of sheets) {
      const put = await doctor.put(`/api/staff/consultations/${s.visitId}/case-sheet`, { version: 0, content: { diagnosis: s.diagnosis } });
      expect(put.status, put.body).toBe(200);
    }
    const answer = await doctor.get('/api/staff/insights/outcomes');
    expect(answer.status, answer.body).toBe(200);
    expect(answer.json.data.minPatients).toBe(5);
    const pain = answer.json.data.metrics.find((m: { metric: string }) => m.metric === 'pain-0-10');
    expect(pain.byProgramme).toEqual([
      { label: '7', patients: 0, episodes: 0, medianChange: null, suppressed: true },
      { label: '14', patients: 6, episodes: 6, medianChange: -2.5, suppressed: false },
    ]);
    // Amlapitta: -4, -3, -3, -2, -1 (median -3); Sandhivata (2) and Grudhrasi (2) suppressed.
    expect(pain.byDiagnosis).toEqual([
      { label: 'Amlapitta', patients: 5, episodes: 5, medianChange: -3, suppressed: false },
      { label: 'Grudhrasi', patients: 0, episodes: 0, medianChange: null, suppressed: true },
      { label: 'Sandhivata', patients: 0, episodes: 0, medianChange: null, suppressed: true },
    ]);
    expect(JSON.stringify(answer.json.data)).not.toContain('patientId');
    const reception = await injectAs(env, 'reception');
    expect((await reception.get('/api/staff/insights/outcomes')).status).toBe(403);
  });
});
