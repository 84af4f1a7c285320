/**
 * Therapy session notes (decision 0064): written by the session's own therapist only, once it has
 * started; each field's refusal in both languages; who reads (the prescribing doctor, a doctor of
 * the patient, admin; never reception or another therapist), every read audited; an adverse event
 * reaches the prescribing doctor once (one e-mail, the badge until acknowledged); after the day a
 * change is an amendment and the note as written is kept; a programme's progress day by day.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { callerFor, injectAs, type Caller } from '../../../tests/helpers/inject-as.ts';
import { SESSION_COOKIE } from '@core/constants';
import { createSignIn } from '@server/modules/auth/sign-ins';
import { createDoctor } from '@server/db/factories';
import { createProgramme, createRoom, createTherapist, ensureTherapySettings } from '@server/db/programme-factories';
import { auditLog, jobs, sessionNoteAmendments, sessionNotes, staff } from '@server/db/schema';
import { bookSession } from '@server/modules/programmes/sessions/sessions.server';
import { adverseEventCount } from './adverse-events.server';

const env = await setupTestApp();
const db = () => env.database.db;
const DAY = '2026-12-01';
const AT = new Date(`${DAY}T05:00:00Z`); // 10:30 in the clinic
const NEXT_DAY = new Date('2026-12-02T04:00:00Z');

type Signed = Caller & { staff: { id: string; name: string; doctorId?: string | null } };
let callers: Signed[] = [];
async function as<T extends Signed>(caller: Promise<T>): Promise<T> {
  const c = await caller;
  callers.push(c);
  return c;
}
/** Moves the clock; every caller signs in again (a staff sign-in ends after 30 idle minutes). */
async function at(time: Date) {
  env.clock.now = time;
  for (const c of callers) {
    const { token } = await createSignIn(env.ctx, { kind: 'staff', staffId: c.staff.id });
    Object.assign(c, callerFor(env, `${SESSION_COOKIE}=${token}`));
  }
}

async function scenario() {
  callers = [];
  env.clock.now = new Date('2026-11-30T05:00:00Z');
  await ensureTherapySettings(db());
  const prescriber = (await createDoctor(db(), { name: 'Dr. Prescriber' }))!;
  const otherDoctorRow = (await createDoctor(db(), { name: 'Dr. Elsewhere' }))!;
  const patient = await injectAs(env, 'patient', { name: 'Asha Devi' });
  await insertConsultation(db(), {
    doctor: prescriber,
    patient: patient.patient,
    date: '2026-11-28',
    timeSlot: '10:00',
    status: 'completed',
  });
  const doctor = await as(injectAs(env, 'doctor', { doctorId: prescriber.id }));
  await db().update(staff).set({ email: 'prescriber@example.com' }).where(eq(staff.id, doctor.staff.id));
  const colleague = await as(injectAs(env, 'doctor', { doctorId: otherDoctorRow.id }));
  const desk = await as(injectAs(env, 'reception'));
  const admin = await as(injectAs(env, 'admin'));
  const mine = await as(injectAs(env, 'therapist', { name: 'Meera' }));
  const other = await as(injectAs(env, 'therapist', { name: 'Kavya' }));
  const meera = await createTherapist(db(), { name: 'Meera Joshi', staffId: mine.staff.id });
  await createTherapist(db(), { name: 'Kavya Nair', staffId: other.staff.id });
  const room = await createRoom(db(), { name: 'Dhara Room' });
  const programme = await createProgramme(db(), {
    patientId: patient.patient.id,
    doctorId: prescriber.id,
    days: [['shiro-dhara'], ['shiro-dhara']],
    startDate: DAY,
  });
  const book = (startsAt: Date, day: number) =>
    bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.patient.id,
      roomId: room.id,
      therapistIds: [meera.id],
      startsAt,
      programmeId: programme.id,
      day,
    });
  const first = await book(AT, 1);
  const second = await book(new Date(AT.getTime() + 24 * 3_600_000), 2);
  return { patient, doctor, colleague, desk, admin, mine, other, programme, first, second };
}

const url = (id: string) => `/api/staff/sessions/${id}/note`;
const GOOD = {
  materials: [{ name: 'Ksheerabala taila', quantity: '250', unit: 'ml' }],
  response: 'comfortable',
  responseNotes: 'Slept through the dhara.',
  adverse: { occurred: false },
};
const ADVERSE = {
  ...GOOD,
  response: 'could-not-complete',
  adverse: {
    occurred: true,
    what: 'Giddiness when sitting up',
    severity: 'moderate',
    action: 'Rested lying down, water given; settled in 15 minutes',
  },
};

async function started(s: Awaited<ReturnType<typeof scenario>>) {
  await at(AT);
  expect((await s.mine.post(`/api/staff/sessions/${s.first.id}/attendance`, { step: 'done' })).status).toBe(200);
}

describe('session notes', () => {
  it("is written only by the session's own therapist, once it has started", async () => {
    const s = await scenario();
    await at(new Date(`${DAY}T04:00:00Z`));
    expect((await s.mine.put(url(s.first.id), { version: 0, content: GOOD })).json.message).toBe(
      'A note is written once the session has started or is done.',
    );
    await started(s);
    const other = await s.other.put(url(s.first.id), { version: 0, content: GOOD });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe('This is not one of your sessions.');
    expect((await s.other.get(url(s.first.id))).status).toBe(403);
    for (const caller of [s.doctor, s.desk, s.admin])
      expect((await caller.put(url(s.first.id), { version: 0, content: GOOD })).status).toBe(403);
    const saved = await s.mine.put(url(s.first.id), { version: 0, content: GOOD });
    expect(saved.status).toBe(200);
    expect(saved.json.data.note).toMatchObject({
      version: 1,
      mode: 'edit',
      content: { materials: [{ name: 'Ksheerabala taila', quantity: 250, unit: 'ml' }], response: 'comfortable' },
      written: { by: 'Meera' },
    });
    // The same version again (another tab): 409, nothing overwritten.
    expect((await s.mine.put(url(s.first.id), { version: 0, content: ADVERSE })).status).toBe(409);
    expect(
      (await s.mine.put(url(s.first.id), { version: 1, content: { ...GOOD, responseNotes: 'Slept well.' } })).json.data.note.version,
    ).toBe(2);
  });

  it('refuses each bad field with its own message, in English and Hindi', async () => {
    const s = await scenario();
    await started(s);
    const bad = {
      materials: [
        { name: '', quantity: '250', unit: 'ml' },
        { name: 'Dashamoola kwatha', quantity: '0', unit: 'ml' },
        { name: 'Tila taila', quantity: '300', unit: 'l' },
        { name: 'Pinda', quantity: '2', unit: 'bucket' },
      ],
      response: 'fine',
      adverse: { occurred: true, what: '', severity: '', action: '' },
    };
    const en = await s.mine.put(url(s.first.id), { version: 0, content: bad });
    expect(en.status).toBe(400);
    expect(en.json.errors).toMatchObject({
      'content.materials.0.name': 'Name the oil or medicine.',
      'content.materials.1.quantity': 'Give the quantity as a number more than 0 (at most two decimals).',
      'content.response': 'Choose how the patient took the session.',
      'content.materials.3.unit': 'Choose a unit.',
    });
    const hi = await s.mine.put(url(s.first.id), { version: 0, content: bad }, { locale: 'hi' });
    expect(hi.status).toBe(400);
    expect(hi.json.errors['content.materials.0.name']).toBe('तेल या औषधि का नाम लिखें।');
    expect(hi.json.errors['content.response']).toBe('चुनें कि मरीज़ ने सत्र कैसे लिया।');
    const tooMuch = await s.mine.put(url(s.first.id), { version: 0, content: { ...GOOD, materials: [bad.materials[2]] } });
    expect(tooMuch.json.errors['content.materials.0.quantity']).toMatch(/more than one session uses/);
    const adverse = await s.mine.put(url(s.first.id), { version: 0, content: { ...GOOD, adverse: bad.adverse } }, { locale: 'hi' });
    expect(adverse.json.errors).toMatchObject({
      'content.adverse.what': 'लिखें कि क्या हुआ।',
      'content.adverse.severity': 'गंभीरता चुनें।',
      'content.adverse.action': 'लिखें कि इसके लिए क्या किया गया।',
    });
    expect((await db().select().from(sessionNotes)).length).toBe(0);
  });

  it('is read by the prescribing doctor and admin, not by reception or another doctor; every read audited', async () => {
    const s = await scenario();
    await started(s);
    await s.mine.put(url(s.first.id), { version: 0, content: GOOD });
    expect((await s.doctor.get(url(s.first.id))).json.data.note.content.responseNotes).toBe('Slept through the dhara.');
    expect((await s.admin.get(url(s.first.id))).status).toBe(200);
    expect((await s.mine.get(url(s.first.id))).json.data.note.mode).toBe('edit');
    expect((await s.desk.get(url(s.first.id))).status).toBe(403);
    expect((await s.colleague.get(url(s.first.id))).json.message).toBe('This is not one of your sessions.');
    expect((await s.desk.get(`/api/staff/programmes/${s.programme.id}/progress`)).status).toBe(403);
    expect((await s.colleague.get(`/api/staff/programmes/${s.programme.id}/progress`)).status).toBe(403);
    const reads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinical.read'), eq(auditLog.entityId, s.patient.patient.id)));
    expect(reads.map((r) => r.after)).toEqual(expect.arrayContaining([{ part: 'session-note', sessionId: s.first.id }]));
    expect(reads.length).toBe(3);
    // The patient's page: the note on the timeline for the doctor, not for reception.
    const kinds = async (c: Caller) =>
      ((await c.get(`/api/staff/patients/${s.patient.patient.id}`)).json.data.timeline as { kind: string }[]).map((e) => e.kind);
    expect(await kinds(s.doctor)).toContain('session-note');
    expect(await kinds(s.desk)).not.toContain('session-note');
  });

  it('tells the prescribing doctor of an adverse event once: one e-mail, the badge until marked seen', async () => {
    const s = await scenario();
    await started(s);
    const saved = await s.mine.put(url(s.first.id), { version: 0, content: ADVERSE });
    expect(saved.status).toBe(200);
    await s.mine.put(url(s.first.id), { version: 1, content: { ...ADVERSE, responseNotes: 'Felt better after rest.' } });
    const mails = await db().select().from(jobs).where(like(jobs.dedupeKey, 'adverse-event:%'));
    expect(mails).toHaveLength(1);
    const email = (mails[0]!.payload as { email: { to: string; subject: string; text: string } }).email;
    expect(email.to).toBe('prescriber@example.com');
    expect(email.subject).toMatch(/^Adverse event after a therapy session \(SA-\d{6}\) \/ थेरेपी सत्र/);
    expect(email.text).toContain('Moderate');
    expect(email.text).not.toContain('Giddiness'); // what happened is read in the console
    expect(await adverseEventCount(env.ctx, s.doctor.staff as never)).toBe(1);
    expect(await adverseEventCount(env.ctx, s.colleague.staff as never)).toBe(0);
    const progress = (await s.doctor.get(`/api/staff/programmes/${s.programme.id}/progress`)).json.data;
    expect(progress).toMatchObject({ done: 1, total: 2, adverse: 1 });
    expect(progress.days[0].sessions[0].note.adverse).toMatchObject({ severity: 'moderate', canAcknowledge: true, seen: null });
    expect(progress.days[1].sessions[0]).toMatchObject({ state: 'expected', note: null });
    expect((await s.colleague.post(`${url(s.first.id)}/adverse-seen`)).status).toBe(403);
    const seen = await s.doctor.post(`${url(s.first.id)}/adverse-seen`);
    expect(seen.json.data.note.adverseSeen).toMatchObject({ by: s.doctor.staff.name });
    expect(await adverseEventCount(env.ctx, s.doctor.staff as never)).toBe(0);
  });

  it('after the day, keeps the note as written and adds amendments with who, when and why', async () => {
    const s = await scenario();
    await started(s);
    await s.mine.put(url(s.first.id), { version: 0, content: GOOD });
    await at(NEXT_DAY);
    expect((await s.mine.put(url(s.first.id), { version: 1, content: ADVERSE })).json.message).toBe(
      'The session’s day is over: amend the note with a reason.',
    );
    const noReason = await s.mine.post(`${url(s.first.id)}/amendments`, { version: 1, content: ADVERSE, reason: ' ' }, { locale: 'hi' });
    expect(noReason.json.errors.reason).toBe('लिखें कि नोट में संशोधन क्यों किया गया।');
    const amended = await s.mine.post(`${url(s.first.id)}/amendments`, {
      version: 1,
      content: ADVERSE,
      reason: 'Giddiness reported late by the patient',
    });
    expect(amended.status).toBe(200);
    expect(amended.json.data.note).toMatchObject({
      version: 2,
      mode: 'amend',
      content: { response: 'could-not-complete', adverse: { occurred: true } },
      originalContent: { response: 'comfortable', adverse: { occurred: false } },
      amendments: [{ by: 'Meera', reason: 'Giddiness reported late by the patient' }],
    });
    // The adverse event of an amendment reaches the doctor too.
    expect(await adverseEventCount(env.ctx, s.doctor.staff as never)).toBe(1);
    expect(await db().select().from(jobs).where(like(jobs.dedupeKey, 'adverse-event:%'))).toHaveLength(1);
    // The database keeps the note as written and every amendment.
    await expect(
      db()
        .update(sessionNotes)
        .set({ content: ADVERSE as never }),
    ).rejects.toThrow();
    await expect(db().update(sessionNoteAmendments).set({ reason: 'changed' })).rejects.toThrow();
    expect((await s.mine.post(`${url(s.first.id)}/amendments`, { version: 1, content: GOOD, reason: 'Again' })).status).toBe(409);
  });
});
