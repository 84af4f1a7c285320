/**
 * Prakriti assessment (decision 0063): the questionnaire scored on the server, the doctor's own
 * examination, every refusal named per field in both languages, the history kept (never changed),
 * and who reaches it (a doctor of the patient records; admin reads; the desk, a therapist and
 * another doctor do not), each read audited.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PRAKRITI_ITEMS } from '@core/clinical/prakriti';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { injectAs } from '../../../tests/helpers/inject-as.ts';
import { createDoctor } from '@server/db/factories';
import { auditLog, prakritiAssessments } from '@server/db/schema';

const env = await setupTestApp();

async function scenario() {
  const db = env.database.db;
  const mine = (await createDoctor(db, { name: 'Dr. Mine' }))!;
  const theirs = (await createDoctor(db, { name: 'Dr. Theirs' }))!;
  const patient = await injectAs(env, 'patient', { name: 'Kavita Rao', contact: '9811112222' });
  await insertConsultation(db, { doctor: mine, patient: patient.patient, date: '2026-11-23', timeSlot: '10:30', status: 'confirmed' });
  const doctor = await injectAs(env, 'doctor', { doctorId: mine.id });
  const colleague = await injectAs(env, 'doctor', { doctorId: theirs.id });
  const reception = await injectAs(env, 'reception');
  const admin = await injectAs(env, 'admin');
  const therapist = await injectAs(env, 'therapist');
  env.clock.now = new Date('2026-11-23T05:00:00Z'); // 10:30 in Raipur
  const url = `/api/staff/patients/${patient.patient.id}/prakriti`;
  return { patient, url, doctor, colleague, reception, admin, therapist };
}

type Answer = 'yes' | 'no' | 'unknown';
const answers = (by: (id: string, dosha: string) => Answer) => Object.fromEntries(PRAKRITI_ITEMS.map((i) => [i.id, by(i.id, i.dosha)]));
/** All of vata, pitta's smell, kapha's unctuous and smooth: 73 / 15 / 12 (see core/clinical/prakriti.test.ts). */
const VATA_LEANING = answers((id, dosha) => (dosha === 'vata' || ['p-visra', 'k-snigdha', 'k-shlakshna'].includes(id) ? 'yes' : 'no'));

describe('Prakriti assessment', () => {
  it('scores the questionnaire on the server and keeps every assessment, each labelled, in the history and the timeline', async () => {
    const { patient, url, doctor } = await scenario();
    const first = await doctor.post(url, { method: 'questionnaire', answers: VATA_LEANING, assessedOn: '2026-11-20' });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('Prakriti recorded.');
    expect(first.json.data.assessment).toMatchObject({ method: 'questionnaire', vata: 73, pitta: 15, kapha: 12, assessedOn: '2026-11-20' });
    // A client's own figures are not taken: the proportions are the server's.
    const forged = await doctor.post(url, { method: 'questionnaire', answers: VATA_LEANING, vata: 0, pitta: 0, kapha: 100 });
    expect(forged.json.data.assessment).toMatchObject({ vata: 73, pitta: 15, kapha: 12, assessedOn: '2026-11-23' });
    const exam = await doctor.post(url, { method: 'examination', vata: '20', pitta: '50', kapha: '30', note: 'Pitta-pradhana on nadi' });
    expect(exam.status).toBe(200);

    const history = (await doctor.get(url)).json.data;
    expect(history.canRecord).toBe(true);
    expect(
      history.assessments.map((a: Record<string, unknown>) => [a.method, a.assessedOn, a.assessorName, a.vata, a.pitta, a.kapha]),
    ).toEqual([
      ['examination', '2026-11-23', doctor.staff.name, 20, 50, 30],
      ['questionnaire', '2026-11-23', doctor.staff.name, 73, 15, 12],
      ['questionnaire', '2026-11-20', doctor.staff.name, 73, 15, 12],
    ]);
    expect(history.assessments[0]).toMatchObject({ answers: null, note: 'Pitta-pradhana on nadi' });
    expect(history.assessments[2].answers['v-laghu']).toBe('yes');

    const timeline = (await doctor.get(`/api/staff/patients/${patient.patient.id}`)).json.data.timeline;
    expect(
      timeline.filter((e: { kind: string }) => e.kind === 'prakriti').map((e: { status: string; detail: string }) => [e.status, e.detail]),
    ).toEqual([
      ['examination', '20/50/30'],
      ['questionnaire', '73/15/12'],
      ['questionnaire', '73/15/12'],
    ]);
    // The history is never rewritten: the database refuses a change to an assessment.
    await expect(env.database.db.update(prakritiAssessments).set({ vata: 100, pitta: 0, kapha: 0 })).rejects.toThrow();
    await expect(env.database.db.execute(sql`update prakriti_assessments set vata = 50, pitta = 50, kapha = 10`)).rejects.toThrow();
    // Only the assessor's account may go (ON DELETE SET NULL): the label, the name as recorded, stays.
    await env.database.db.update(prakritiAssessments).set({ assessorId: null });
    expect((await doctor.get(url)).json.data.assessments[0].assessorName).toBe(doctor.staff.name);
  });

  it('names every refusal at its field, in English and Hindi', async () => {
    const { url, doctor } = await scenario();
    const { ['v-laghu']: _dropped, ...missing } = VATA_LEANING;
    const noAnswer = await doctor.post(url, { method: 'questionnaire', answers: { ...missing, 'k-guru': 'maybe' } });
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.json.errors).toEqual({
      'answers.v-laghu': 'Answer yes, no or not known.',
      'answers.k-guru': 'Answer yes, no or not known.',
    });
    const hiNoAnswer = await doctor.post(url, { method: 'questionnaire', answers: missing }, { locale: 'hi' });
    expect(hiNoAnswer.json.errors).toEqual({ 'answers.v-laghu': 'हाँ, नहीं या पता नहीं में से एक चुनें।' });

    const allNo = await doctor.post(url, { method: 'questionnaire', answers: answers(() => 'no') });
    expect(allNo.status).toBe(400);
    expect(allNo.json.errors.answers).toContain('No feature was answered yes');
    const unknownDosha = await doctor.post(
      url,
      { method: 'questionnaire', answers: answers((_, d) => (d === 'kapha' ? 'unknown' : 'yes')) },
      { locale: 'hi' },
    );
    expect(unknownDosha.json.errors.answers).toContain('हर दोष के कम से कम एक लक्षण');

    const sum = await doctor.post(url, { method: 'examination', vata: 40, pitta: 30, kapha: 20 });
    expect(sum.status).toBe(400);
    expect(sum.json.errors).toEqual({ total: 'Vata, Pitta and Kapha must add up to 100.' });
    const hiSum = await doctor.post(url, { method: 'examination', vata: 40, pitta: 30, kapha: 20 }, { locale: 'hi' });
    expect(hiSum.json.errors).toEqual({ total: 'वात, पित्त और कफ का जोड़ 100 होना चाहिए।' });
    const range = await doctor.post(url, { method: 'examination', vata: 150, pitta: -50, kapha: 'x' });
    expect(range.json.errors).toEqual({
      vata: 'Enter a whole number from 0 to 100.',
      pitta: 'Enter a whole number from 0 to 100.',
      kapha: 'Enter a whole number from 0 to 100.',
    });
    const method = await doctor.post(url, { method: 'guess' }, { locale: 'hi' });
    expect(method.status).toBe(400);
    expect(method.json.errors).toEqual({ method: 'प्रश्नावली या अपनी जाँच चुनें।' });
    const future = await doctor.post(url, { method: 'examination', vata: 40, pitta: 35, kapha: 25, assessedOn: '2026-11-24' });
    expect(future.status).toBe(400);
    expect(future.json.errors).toEqual({ assessedOn: 'The date of the assessment cannot be in the future.' });
    const hiFuture = await doctor.post(
      url,
      { method: 'examination', vata: 40, pitta: 35, kapha: 25, assessedOn: '2026-11-24' },
      { locale: 'hi' },
    );
    expect(hiFuture.json.errors).toEqual({ assessedOn: 'आकलन की तारीख़ भविष्य की नहीं हो सकती।' });
    expect((await doctor.get(url)).json.data.assessments).toEqual([]);
  });

  it('is recorded by a doctor of the patient only, read by them and admin (audited), never by the desk, a therapist or another doctor', async () => {
    const { patient, url, doctor, colleague, reception, admin, therapist } = await scenario();
    const exam = { method: 'examination', vata: 40, pitta: 35, kapha: 25 };
    expect((await doctor.post(url, exam)).status).toBe(200);
    for (const caller of [colleague, reception, admin, therapist]) expect((await caller.post(url, exam)).status).toBe(403);
    for (const caller of [colleague, reception, therapist]) expect((await caller.get(url)).status).toBe(403);
    const refused = await colleague.get(url);
    expect(refused.json.message).toContain('not one of yours');
    const adminView = (await admin.get(url)).json.data;
    expect(adminView).toMatchObject({ canRecord: false, assessments: [{ method: 'examination', vata: 40 }] });
    await doctor.get(url);
    const reads = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinical.read'), eq(auditLog.entityId, patient.patient.id)));
    expect(reads.map((r) => [r.staffId, r.after])).toEqual([
      [admin.staff.id, { part: 'prakriti' }],
      [doctor.staff.id, { part: 'prakriti' }],
    ]);
    const desk = (await reception.get(`/api/staff/patients/${patient.patient.id}`)).json.data;
    expect(desk.timeline.some((e: { kind: string }) => e.kind === 'prakriti')).toBe(false);
    const recorded = await env.database.db.select().from(auditLog).where(eq(auditLog.action, 'prakriti.record'));
    expect(recorded.map((r) => [r.staffId, r.entityId])).toEqual([[doctor.staff.id, patient.patient.id]]);
    expect((await doctor.get(`/api/staff/patients/00000000-0000-4000-8000-000000000001/prakriti`)).status).toBe(404);
  });
});
