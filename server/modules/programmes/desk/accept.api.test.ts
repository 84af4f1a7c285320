/**
 * Reception and a prescribed programme: the proposal from its stored plan, accepting it (all its
 * sessions booked at once, or none), cancelling it, the admin's discount, confirming the deposit;
 * the list and the page, scoped as the consultation screens are.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectAs, type Caller, type Json } from '../../../../tests/helpers/inject-as.ts';
import { programmeScenario } from '../../../../tests/helpers/programme-scenario.ts';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createDoctor, createPatient } from '../../../db/factories.ts';
import { createProgramme } from '../../../db/programme-factories.ts';
import { auditLog, jobs, programmes, therapySessions } from '../../../db/schema/index.ts';
import { bookSession } from '../sessions/sessions.server.ts';

const env = await setupTestApp();
const db = () => env.database.db;
/** Seven days of Abhyanga (two therapists), Swedana and Shiro Dhara: 21 sessions. */
const DAYS = Array.from({ length: 7 }, () => ['abhyanga', 'swedana', 'shiro-dhara']);

/** The clinic (four therapists, three rooms), a completed consultation and its programme of `days`, and the staff's callers. */
const clinic = async (days = DAYS) => {
  const scenario = await programmeScenario(env, { days, phones: { desk: '9000000012', admin: '9000000013', doctor: '9000000014' } });
  return { ...scenario, programme: scenario.programme! };
};

const base = (id: string) => `/api/staff/programmes/${id}`;

async function proposal(caller: Caller, id: string) {
  const res = await caller.get(`${base(id)}/proposal`);
  expect(res.status).toBe(200);
  return (res.json.data.sessions as Json[]).map((s) => ({
    day: s.day as number,
    therapySlug: s.therapySlug as string,
    startsAt: s.startsAt as string,
    roomId: s.roomId as string,
    therapistIds: s.therapistIds as string[],
  }));
}

const programmeSessions = (id: string) => db().select().from(therapySessions).where(eq(therapySessions.programmeId, id));
const statusOf = async (id: string) => (await db().select().from(programmes).where(eq(programmes.id, id)))[0]!;

describe('accepting a programme', () => {
  it('reception accepts the 21-session proposal: every session booked with its day, the programme accepted and audited; twice is a 409', async () => {
    const { programme, desk } = await clinic();
    const sessions = await proposal(desk, programme.id);
    expect(sessions).toHaveLength(21);
    const res = await desk.call('POST', `${base(programme.id)}/accept`, { sessions });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Programme accepted: all sessions are booked.');
    expect(res.json.data.programme.status).toBe('accepted');
    expect(res.json.data.programme.sessions).toHaveLength(21);
    expect(res.json.data.programme.sessions[0]).toMatchObject({ day: 1, date: '2026-12-01', status: 'booked' });
    expect(res.json.data.programme.sessions.find((s: Json) => s.therapySlug === 'abhyanga').therapists).toHaveLength(2);
    const rows = await programmeSessions(programme.id);
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((r) => r.day))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const saved = await statusOf(programme.id);
    expect(saved).toMatchObject({ status: 'accepted' });
    expect(saved.acceptedAt).toEqual(new Date('2026-11-25T04:00:00Z'));
    expect(saved.acceptedBy).not.toBeNull();
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.accepted'));
    expect(audit).toMatchObject({ entity: 'programme', entityId: programme.id });
    // The patient's "programme scheduled" notice and a day-before reminder per day of sessions, queued with the booking.
    const queued = await db().select().from(jobs);
    expect(queued.filter((j) => j.kind === 'notice' && (j.payload as Json).event === 'programmeScheduled')).toHaveLength(1);
    expect(queued.filter((j) => j.kind === 'session-reminder')).toHaveLength(7);

    const again = await desk.call('POST', `${base(programme.id)}/accept`, { sessions }, { locale: 'hi' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('यह कार्यक्रम अब स्वीकृति की प्रतीक्षा में नहीं है।');
    expect((await desk.call('GET', `${base(programme.id)}/proposal`)).status).toBe(409);
    expect(await programmeSessions(programme.id)).toHaveLength(21);
  });

  it('all or nothing: one clash among 21 sessions is a 409 naming it, no session is saved and the programme stays proposed', async () => {
    const { programme, desk } = await clinic();
    const sessions = await proposal(desk, programme.id);
    // Someone else takes the room and therapist of the 15th session meanwhile.
    const taken = sessions[14]!;
    const other = await createPatient(db(), { name: 'Other' });
    await bookSession(env.ctx, { ...taken, patientId: other.id, startsAt: new Date(taken.startsAt) });
    const en = await desk.call('POST', `${base(programme.id)}/accept`, { sessions });
    expect(en.status).toBe(409);
    expect(en.json.message).toMatch(/already (booked|has a session) at that time/);
    expect(en.json.day).toBe(taken.day);
    expect(await programmeSessions(programme.id)).toHaveLength(0);
    expect((await statusOf(programme.id)).status).toBe('proposed');
    const hi = await desk.call('POST', `${base(programme.id)}/accept`, { sessions }, { locale: 'hi' });
    expect(hi.status).toBe(409);
    expect(hi.json.message).toMatch(/[\u0900-\u097F]/);
    expect(await db().select().from(therapySessions)).toHaveLength(1);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'programme.accepted'))).toHaveLength(0);
    // A fresh proposal works around the taken slot.
    const fresh = await proposal(desk, programme.id);
    expect((await desk.call('POST', `${base(programme.id)}/accept`, { sessions: fresh })).status).toBe(200);
    expect(await programmeSessions(programme.id)).toHaveLength(21);
  });

  it('20 concurrent accepts of one programme: exactly one books its sessions, the others are 409s', async () => {
    const { programme, desk } = await clinic([['shiro-dhara'], ['abhyanga', 'swedana'], ['shiro-dhara']]);
    const sessions = await proposal(desk, programme.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => desk.call('POST', `${base(programme.id)}/accept`, { sessions })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await programmeSessions(programme.id)).toHaveLength(4);
    expect((await db().select().from(therapySessions)).filter((s) => s.status === 'booked')).toHaveLength(4);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'programme.accepted'))).toHaveLength(1);
  });

  it('two days on one date: a 409 naming the session and the order, before anything is booked', async () => {
    const { programme, desk } = await clinic([['shiro-dhara'], ['shiro-dhara']]);
    const [one, two] = await proposal(desk, programme.id);
    const res = await desk.call('POST', `${base(programme.id)}/accept`, {
      sessions: [one, { ...two!, day: 2, startsAt: one!.startsAt }],
    });
    // Same date for two days: refused before booking, by the session rules (core/programmes/rules.ts).
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/^Day 1, Shiro Dhara, 1 Dec 2026, .*: That breaks the programme’s order: day 2 is on 1 Dec 2026/);
    expect(res.json).toMatchObject({ rule: 'day-order', day: 1 });
    expect(await db().select().from(therapySessions)).toHaveLength(0);
  });

  it('sessions not matching the plan, or in the past, are a 400 in both languages; nothing saved', async () => {
    const { programme, desk } = await clinic();
    const sessions = await proposal(desk, programme.id);
    const short = await desk.call('POST', `${base(programme.id)}/accept`, { sessions: sessions.slice(1) });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('The sessions do not match the prescribed plan: each day needs exactly its therapies.');
    const swapped = sessions.map((s, i) => (i === 0 ? { ...s, therapySlug: 'nasya' } : s));
    const hi = await desk.call('POST', `${base(programme.id)}/accept`, { sessions: swapped }, { locale: 'hi' });
    expect(hi.status).toBe(400);
    expect(hi.json.message).toBe('सत्र निर्धारित योजना से मेल नहीं खाते: हर दिन ठीक उसी दिन की थेरेपी होनी चाहिए।');
    const past = sessions.map((s, i) => (i === 0 ? { ...s, startsAt: '2026-11-20T05:00:00.000Z' } : s));
    expect((await desk.call('POST', `${base(programme.id)}/accept`, { sessions: past })).status).toBe(400);
    const junk = await desk.call('POST', `${base(programme.id)}/accept`, { sessions: [{ day: 'x' }] });
    expect(junk.status).toBe(400);
    const nobody = await desk.call(
      'POST',
      `${base(programme.id)}/accept`,
      { sessions: sessions.map((s) => ({ ...s, therapistIds: [] })) },
      { locale: 'hi' },
    );
    expect(nobody.status).toBe(400);
    expect(Object.values(nobody.json.errors as Record<string, string>)).toContain(
      'सत्र निर्धारित योजना से मेल नहीं खाते: हर दिन ठीक उसी दिन की थेरेपी होनी चाहिए।',
    );
    expect(await db().select().from(therapySessions)).toHaveLength(0);
    expect((await statusOf(programme.id)).status).toBe('proposed');
  });
});

describe('cancelling a programme', () => {
  it('cancels the programme and its sessions to come, frees their slots, audited; twice is a 409', async () => {
    const { programme, desk, patient } = await clinic();
    const sessions = await proposal(desk, programme.id);
    expect((await desk.call('POST', `${base(programme.id)}/accept`, { sessions })).status).toBe(200);
    // Day 1 has happened.
    env.clock.now = new Date('2026-12-01T13:00:00Z');
    const lateDesk = await injectAs(env, 'reception', { phone: '9000000016' });
    const res = await lateDesk.call('POST', `${base(programme.id)}/cancel`, { reason: 'Patient travelling' });
    expect(res.status).toBe(200);
    expect(res.json.data.programme.status).toBe('cancelled');
    const rows = await programmeSessions(programme.id);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(18);
    expect(rows.filter((r) => r.status === 'booked' && r.day === 1)).toHaveLength(3);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.cancelled'));
    expect(audit!.after).toMatchObject({ reason: 'Patient travelling' });
    // The slot of a cancelled session can be booked again.
    const later = sessions.find((s) => s.day === 5)!;
    await bookSession(env.ctx, { ...later, patientId: patient.id, startsAt: new Date(later.startsAt) });
    const again = await lateDesk.call('POST', `${base(programme.id)}/cancel`, { reason: 'x' }, { locale: 'hi' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('यह कार्यक्रम रद्द या पूरा हो चुका है।');
    const empty = await lateDesk.call('POST', `${base(programme.id)}/cancel`, { reason: ' ' });
    expect(empty.status).toBe(400);
  });
});

describe('discount and deposit', () => {
  it('admin sets a discount (the deposit follows); reception may not; above the price is a 400; once claimed, 409', async () => {
    const { programme, desk, admin } = await clinic();
    expect(programme.deposit).toBe(12_500);
    expect((await desk.call('PUT', `${base(programme.id)}/discount`, { discount: 5000, reason: 'Staff family' })).status).toBe(403);
    const res = await admin.call('PUT', `${base(programme.id)}/discount`, { discount: 5000, reason: 'Staff family' });
    expect(res.status).toBe(200);
    expect(res.json.data.programme.amounts).toMatchObject({ price: 50_000, discount: 5000, deposit: 11_300, balance: 45_000 });
    const above = await admin.call('PUT', `${base(programme.id)}/discount`, { discount: 50_001, reason: 'x' }, { locale: 'hi' });
    expect(above.status).toBe(400);
    expect(above.json.message).toBe('छूट कीमत (₹50000) से अधिक नहीं हो सकती।');
    const negative = await admin.call('PUT', `${base(programme.id)}/discount`, { discount: -1, reason: 'x' });
    expect(negative.status).toBe(400);
    await db().update(programmes).set({ depositStatus: 'claimed', depositUtr: '412345678901' }).where(eq(programmes.id, programme.id));
    const late = await admin.call('PUT', `${base(programme.id)}/discount`, { discount: 0, reason: 'Undo' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('The deposit is already claimed or paid: the discount can no longer change it.');
    expect(await statusOf(programme.id)).toMatchObject({ discount: 5000, deposit: 11_300, discountReason: 'Staff family' });
  });

  it("reception confirms the patient's UPI claim; paid twice is a 409; the balance drops by the deposit", async () => {
    const { programme, desk } = await clinic();
    await db()
      .update(programmes)
      .set({ depositStatus: 'claimed', depositUtr: '412345678901', depositClaimedAt: new Date() })
      .where(eq(programmes.id, programme.id));
    const res = await desk.call('POST', `${base(programme.id)}/deposit/confirm`, { method: 'upi' });
    expect(res.status).toBe(200);
    expect(res.json.data.programme.deposit).toMatchObject({ status: 'paid', utr: '412345678901' });
    expect(res.json.data.programme.amounts.balance).toBe(50_000 - 12_500);
    const again = await desk.call('POST', `${base(programme.id)}/deposit/confirm`, { method: 'clinic-cash' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('The deposit is already paid.');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.depositConfirmed'));
    expect(audit!.after).toMatchObject({ method: 'upi', amount: 12_500 });
  });

  it('paid at the desk from due; a UPI payment needs its UTR; a UTR already recorded is a 409; bad method 400', async () => {
    const { programme, desk, patient, doctor } = await clinic();
    const noUtr = await desk.call('POST', `${base(programme.id)}/deposit/confirm`, { method: 'upi' }, { locale: 'hi' });
    expect(noUtr.status).toBe(400);
    expect(noUtr.json.message).toBe('भुगतान का UPI संदर्भ (UTR) लिखें।');
    const bad = await desk.call('POST', `${base(programme.id)}/deposit/confirm`, { method: 'cheque' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Choose how the deposit was paid.');
    const other = await createProgramme(db(), { patientId: patient.id, doctorId: doctor.id, days: [['nasya']], startDate: '2026-12-10' });
    await db().update(programmes).set({ depositUtr: '999999999999', depositStatus: 'claimed' }).where(eq(programmes.id, other.id));
    const dup = await desk.call('POST', `${base(programme.id)}/deposit/confirm`, { method: 'upi', reference: '999999999999' });
    expect(dup.status).toBe(409);
    expect((await statusOf(programme.id)).depositStatus).toBe('due');
    const cash = await desk.call('POST', `${base(programme.id)}/deposit/confirm`, { method: 'clinic-cash', reference: 'R-17' });
    expect(cash.status).toBe(200);
    const saved = await statusOf(programme.id);
    expect(saved).toMatchObject({ depositStatus: 'paid', depositUtr: null });
    expect(saved.depositPaidAt).not.toBeNull();
  });
});

describe('the list and the page', () => {
  it('waiting for acceptance first; a doctor sees their own only (another 404), a therapist 403, the desk all', async () => {
    const { programme, desk, prescriber, patient } = await clinic([['shiro-dhara']]);
    const otherDoctor = (await createDoctor(db(), { name: 'Dr. Other' }))!;
    const theirs = await createProgramme(db(), {
      patientId: patient.id,
      doctorId: otherDoctor.id,
      days: [['nasya']],
      startDate: '2026-11-28',
    });
    await db().update(programmes).set({ status: 'accepted' }).where(eq(programmes.id, theirs.id));
    const all = await desk.call('GET', '/api/staff/programmes');
    expect(all.status).toBe(200);
    expect(all.json.data.programmes.map((p: Json) => [p.id, p.status])).toEqual([
      [programme.id, 'proposed'],
      [theirs.id, 'accepted'],
    ]);
    expect(all.json.data.programmes[0]).toMatchObject({
      patientName: 'Kiran',
      doctorName: 'Dr. Meera Sharma',
      days: 1,
      depositStatus: 'due',
    });
    const accepted = await desk.call('GET', '/api/staff/programmes?status=accepted');
    expect(accepted.json.data.programmes.map((p: Json) => p.id)).toEqual([theirs.id]);
    expect((await desk.call('GET', '/api/staff/programmes?status=nope')).status).toBe(400);

    const own = await prescriber.call('GET', '/api/staff/programmes');
    expect(own.json.data.programmes.map((p: Json) => p.id)).toEqual([programme.id]);
    expect((await prescriber.call('GET', base(programme.id))).status).toBe(200);
    const hidden = await prescriber.call('GET', base(theirs.id));
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe('Programme not found.');
    expect((await prescriber.call('GET', `${base(theirs.id)}/proposal`)).status).toBe(404);
    expect((await prescriber.call('POST', `${base(programme.id)}/cancel`, { reason: 'x' })).status).toBe(403);

    const therapist = await injectAs(env, 'therapist', { phone: '9000000015' });
    expect((await therapist.call('GET', '/api/staff/programmes')).status).toBe(403);
    expect((await therapist.call('GET', base(programme.id))).status).toBe(403);

    const page = await desk.call('GET', base(programme.id), undefined, { locale: 'hi' });
    expect(page.json.data.programme).toMatchObject({
      status: 'proposed',
      plan: [{ day: 1, therapies: [{ slug: 'shiro-dhara', name: 'शिरोधारा' }] }],
      amounts: { price: 50_000, discount: 0, deposit: 12_500, balance: 50_000 },
      deposit: { status: 'due', utr: null },
    });
    expect((await desk.call('GET', base('00000000-0000-4000-8000-000000000009'))).status).toBe(404);
    expect((await desk.call('GET', base('not-a-uuid'))).status).toBe(400);
    expect(await db().select().from(programmes).where(isNotNull(programmes.acceptedAt))).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(programmes)
        .where(and(eq(programmes.status, 'proposed'))),
    ).toHaveLength(1);
  });
});
