/**
 * A programme's notices through the real queue and outboxes: scheduled, moved, cancelled and the
 * day-before reminder, in English and Hindi, by the programme's channel; the reminder reads the
 * day's sessions when it runs (a cancelled day sends nothing) and exists once per programme and day.
 */
import { existsSync, readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NoticeChannel } from '@core/constants';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { createPatient } from '@server/db/factories';
import { createRoom, createTherapist, ensureTherapySettings, openClinicAt } from '@server/db/programme-factories';
import { jobs, programmes, therapySessions } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { runDueJobs } from '@server/jobs/queue';
import { bookSession } from '@server/modules/programmes/sessions/sessions.server';
import { cancelSession } from '@server/modules/programmes/sessions/cancel-session.server';
import { queueProgrammeScheduled, queueSessionCancelled, queueSessionMoved } from './programme-notices';
import { whatsappOutboxFile } from './whatsapp';

const env = await setupTestApp();
const db = () => env.database.db;

/** Noon in the clinic (IST) on 28 Nov 2026: the sessions are on 1 and 2 Dec. */
const NOW = new Date('2026-11-28T06:30:00Z');
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

const smsTo = (to: string) => env.smsOutbox().filter((m) => m.to === to);
const whatsappTo = (to: string) =>
  existsSync(whatsappOutboxFile(env.config))
    ? readFileSync(whatsappOutboxFile(env.config), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; template: string; language: string; parameters: string[] })
        .filter((m) => m.to === to)
    : [];

let contactSeq = 0;
/** An accepted programme of three Shirodhara sessions: 1 Dec 09:00 and 11:00, 2 Dec 09:00 (clinic time). */
async function programmeScenario(input: { locale?: 'en' | 'hi'; channel?: NoticeChannel } = {}) {
  env.clock.now = NOW;
  await ensureTherapySettings(db());
  // Sessions from 09:00: their preparation starts before the demo clinic's 09:00 opening.
  await openClinicAt(db(), '08:00');
  const patient = await createPatient(db(), { name: 'Asha Verma', contact: `70000${String(++contactSeq).padStart(5, '0')}` });
  const [room, therapist] = [await createRoom(db()), await createTherapist(db())];
  const [programme] = await db()
    .insert(programmes)
    .values({
      patientId: patient.id,
      startDate: '2026-12-01',
      status: 'accepted',
      price: 6000,
      deposit: 1500,
      locale: input.locale ?? 'en',
      noticeChannel: input.channel ?? 'sms',
    })
    .returning();
  const book = (date: string, time: string) =>
    bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [therapist.id],
      startsAt: ist(date, time),
      programmeId: programme!.id,
    });
  const sessions = [await book('2026-12-01', '09:00'), await book('2026-12-01', '11:00'), await book('2026-12-02', '09:00')];
  return { patient, programme: programme!, sessions, contact: patient.contact! };
}

/** Moves a session (the test's stand-in for reception's move) and queues its notice in the same transaction. */
async function moveSession(id: string, startsAt: Date) {
  await env.ctx.db.transaction(async (tx) => {
    const minutes = (n: number) => new Date(startsAt.getTime() + n * 60_000);
    await tx
      .update(therapySessions)
      .set({ startsAt, endsAt: minutes(45), blockedFrom: minutes(-10), blockedTo: minutes(60) })
      .where(eq(therapySessions.id, id));
    await queueSessionMoved(env.ctx, tx, id);
  });
}

const reminderJobs = async (programmeId: string) =>
  (await db().select().from(jobs).where(eq(jobs.kind, 'session-reminder')))
    .filter((j) => j.payload.programmeId === programmeId)
    .map((j) => ({ key: j.dedupeKey, runAt: j.runAt.toISOString(), status: j.status }))
    .sort((a, b) => a.runAt.localeCompare(b.runAt));

describe('programme notices', () => {
  it('scheduled: sessions, first session, deposit and My Appointments in English by SMS; reminders for each day, once', async () => {
    const { programme, contact } = await programmeScenario();
    await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, programme.id));
    await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, programme.id)); // called again: nothing more
    await env.deliverNotices();
    const sms = smsTo(contact);
    expect(sms.map((m) => m.body)).toEqual([
      'Sarona Ayurveda: your therapy programme of 3 sessions is scheduled. First session: 1 Dec 2026, 9:00 am. Deposit Rs 1500. See your sessions and pay: http://localhost:3000/appointments',
    ]);
    expect(whatsappTo(contact)).toHaveLength(0);
    // One reminder per day with sessions, the day before at 18:00 clinic time.
    expect(await reminderJobs(programme.id)).toEqual([
      { key: `p:${programme.id}:reminder:2026-12-01`, runAt: ist('2026-11-30', '18:00').toISOString(), status: 'pending' },
      { key: `p:${programme.id}:reminder:2026-12-02`, runAt: ist('2026-12-01', '18:00').toISOString(), status: 'pending' },
    ]);
  });

  it('scheduled in Hindi by WhatsApp and SMS (both): the approved template with its parameters, and the Hindi SMS', async () => {
    const { programme, contact } = await programmeScenario({ locale: 'hi', channel: 'both' });
    await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, programme.id));
    await env.deliverNotices();
    expect(smsTo(contact).map((m) => m.body)).toEqual([
      'सरोना आयुर्वेद: आपका थेरेपी कार्यक्रम (3 सत्र) तय हो गया है। पहला सत्र: 1 दिस॰ 2026, 09:00। अग्रिम राशि Rs 1500। अपने सत्र देखें और भुगतान करें: http://localhost:3000/appointments',
    ]);
    expect(whatsappTo(contact)).toMatchObject([
      {
        template: 'programme_scheduled',
        language: 'hi',
        parameters: ['Asha Verma', '3', '1 दिस॰ 2026, 09:00', '1500', 'http://localhost:3000/appointments'],
      },
    ]);
  });

  it('a rolled-back change queues no notice (the notice is written in the change’s transaction)', async () => {
    const { programme, contact } = await programmeScenario();
    await expect(
      env.ctx.db.transaction(async (tx) => {
        await queueProgrammeScheduled(env.ctx, tx, programme.id);
        throw new Error('accept failed');
      }),
    ).rejects.toThrow('accept failed');
    await env.deliverNotices();
    expect(smsTo(contact)).toHaveLength(0);
    expect(await reminderJobs(programme.id)).toEqual([]);
  });

  it('a proposed (not accepted) programme gets no notice', async () => {
    const { programme, contact } = await programmeScenario();
    await db().update(programmes).set({ status: 'proposed' }).where(eq(programmes.id, programme.id));
    await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, programme.id));
    await env.deliverNotices();
    expect(smsTo(contact)).toHaveLength(0);
  });

  it('moved: the therapy and the new date and time, in English and Hindi; WhatsApp-only carries the SMS as fallback', async () => {
    const en = await programmeScenario();
    await moveSession(en.sessions[2]!.id, ist('2026-12-03', '16:30'));
    const hi = await programmeScenario({ locale: 'hi', channel: 'whatsapp' });
    await moveSession(hi.sessions[2]!.id, ist('2026-12-03', '16:30'));
    await env.deliverNotices();
    expect(smsTo(en.contact).map((m) => m.body)).toEqual([
      'Sarona Ayurveda: your Shiro Dhara session is moved to 3 Dec 2026, 4:30 pm. See your sessions: http://localhost:3000/appointments',
    ]);
    // Moved again and back: each move is told.
    await moveSession(en.sessions[2]!.id, ist('2026-12-04', '09:00'));
    await moveSession(en.sessions[2]!.id, ist('2026-12-03', '16:30'));
    await env.deliverNotices();
    expect(smsTo(en.contact).map((m) => /moved to (.+?)\. /.exec(m.body)?.[1])).toEqual([
      '3 Dec 2026, 4:30 pm',
      '4 Dec 2026, 9:00 am',
      '3 Dec 2026, 4:30 pm',
    ]);
    expect(smsTo(hi.contact)).toHaveLength(0);
    expect(whatsappTo(hi.contact)).toMatchObject([
      {
        template: 'therapy_session_moved',
        language: 'hi',
        parameters: ['Asha Verma', 'शिरोधारा', '3 दिस॰ 2026, 16:30', 'http://localhost:3000/appointments'],
      },
    ]);
    const [queued] = (await db().select().from(jobs).where(eq(jobs.kind, 'notice'))).filter(
      (j) => (j.payload as { whatsapp?: { to: string } }).whatsapp?.to === hi.contact,
    );
    expect(queued?.payload).toMatchObject({
      event: 'sessionMoved',
      fallback: {
        body: 'सरोना आयुर्वेद: आपका शिरोधारा सत्र अब 3 दिस॰ 2026, 16:30 को है। अपने सत्र देखें: http://localhost:3000/appointments',
      },
    });
  });

  it('cancelled by the clinic: the therapy, date and time in English and Hindi, once', async () => {
    const en = await programmeScenario();
    const hi = await programmeScenario({ locale: 'hi' });
    for (const { sessions } of [en, hi]) {
      await cancelSession(env.ctx, sessions[0]!.id);
      await env.ctx.db.transaction((tx) => queueSessionCancelled(env.ctx, tx, sessions[0]!.id));
      await env.ctx.db.transaction((tx) => queueSessionCancelled(env.ctx, tx, sessions[0]!.id));
    }
    await env.deliverNotices();
    expect(smsTo(en.contact).map((m) => m.body)).toEqual([
      'Sarona Ayurveda: your Shiro Dhara session on 1 Dec 2026, 9:00 am is cancelled by the clinic. See your programme: http://localhost:3000/appointments',
    ]);
    expect(smsTo(hi.contact).map((m) => m.body)).toEqual([
      'सरोना आयुर्वेद: आपका 1 दिस॰ 2026, 09:00 का शिरोधारा सत्र क्लिनिक ने रद्द कर दिया है। अपना कार्यक्रम देखें: http://localhost:3000/appointments',
    ]);
  });
});

describe('day-before reminder of a programme day', () => {
  it('sends one reminder per day at the configured time with the first time and the number of sessions; once, after a rerun too', async () => {
    const en = await programmeScenario();
    const hi = await programmeScenario({ locale: 'hi' });
    for (const p of [en, hi]) await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, p.programme.id));
    await env.deliverNotices();
    const reminders = (contact: string) => smsTo(contact).filter((m) => /reminder|याद दिलाना/.test(m.body));

    env.clock.now = ist('2026-11-30', '17:59');
    await env.deliverNotices();
    expect(reminders(en.contact)).toHaveLength(0);

    env.clock.now = ist('2026-11-30', '18:00');
    await env.deliverNotices();
    expect(reminders(en.contact).map((m) => m.body)).toEqual([
      'Sarona Ayurveda reminder: therapy sessions tomorrow: 2, the first at 9:00 AM. Please arrive 15 minutes early. Details: http://localhost:3000/appointments',
    ]);
    expect(reminders(hi.contact).map((m) => m.body)).toEqual([
      'सरोना आयुर्वेद याद दिलाना: कल आपके 2 थेरेपी सत्र हैं, पहला 09:00 बजे। कृपया 15 मिनट पहले पहुँचें। विवरण: http://localhost:3000/appointments',
    ]);

    // Scheduled again (a second call, a session moved onto the same day): no second reminder for that day.
    await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, en.programme.id));
    await moveSession(en.sessions[1]!.id, ist('2026-12-01', '14:00'));
    await env.deliverNotices();
    expect(reminders(en.contact)).toHaveLength(1);

    env.clock.now = ist('2026-12-01', '18:05');
    await env.deliverNotices();
    expect(reminders(en.contact).map((m) => m.body)).toEqual([
      expect.stringContaining('tomorrow: 2, the first at 9:00 AM'),
      expect.stringContaining('tomorrow: 1, the first at 9:00 AM'),
    ]);
  });

  it('reads the day when it runs: a cancelled day sends nothing, the first session moved later gives the new first time', async () => {
    const { programme, sessions, contact } = await programmeScenario();
    await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, programme.id));
    // Day 2 (its only session) is cancelled; day 1's 09:00 session is moved to 13:00 on the same day.
    await cancelSession(env.ctx, sessions[2]!.id);
    await moveSession(sessions[0]!.id, ist('2026-12-01', '13:00'));
    await env.deliverNotices();
    const reminders = () => smsTo(contact).filter((m) => m.body.includes('reminder'));

    env.clock.now = ist('2026-11-30', '18:00');
    await env.deliverNotices();
    expect(reminders().map((m) => m.body)).toEqual([expect.stringContaining('tomorrow: 2, the first at 11:00 AM')]);

    env.clock.now = ist('2026-12-01', '18:00');
    await env.deliverNotices();
    expect(reminders()).toHaveLength(1);
    const done = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'session-reminder'), eq(jobs.status, 'done')));
    expect(done.map((j) => j.dedupeKey).sort()).toEqual([`p:${programme.id}:reminder:2026-12-01`, `p:${programme.id}:reminder:2026-12-02`]);
  });

  it('a cancelled programme, or a reminder that runs late (on the day itself), sends nothing', async () => {
    const a = await programmeScenario();
    const b = await programmeScenario();
    for (const p of [a, b]) await env.ctx.db.transaction((tx) => queueProgrammeScheduled(env.ctx, tx, p.programme.id));
    await env.deliverNotices();
    await db().update(programmes).set({ status: 'cancelled' }).where(eq(programmes.id, a.programme.id));
    env.clock.now = ist('2026-12-01', '07:00'); // the server was down at 18:00 the day before
    expect(await runDueJobs(env.ctx, jobHandlers)).toBe(2);
    expect(smsTo(a.contact).filter((m) => m.body.includes('reminder'))).toHaveLength(0);
    expect(smsTo(b.contact).filter((m) => m.body.includes('reminder'))).toHaveLength(0);
  });
});
