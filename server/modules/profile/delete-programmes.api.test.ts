/**
 * Deleting an account ends what it holds (docs/decisions/0033-account-ends-and-sign-in-safety.md):
 * its programmes are cancelled through the programme's own cancel path (their sessions still to
 * come free their therapists and rooms), open therapy and move requests are closed, notices queued
 * to the old number or address are dropped and no WhatsApp failure falls back to an SMS to it; the
 * money records stay, under "Deleted patient". The DPDP export holds the programme records.
 */
import { and, eq, sql } from 'drizzle-orm';
import { slotStart } from '@core/booking/slots';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../db/programme-factories.ts';
import { createPatientProgramme } from '../../db/patient-programme-factories.ts';
import {
  jobs,
  messageDeliveries,
  patients,
  programmes,
  sessionMoveRequests,
  therapyRequests,
  therapySessions,
} from '../../db/schema/index.ts';
import { enqueueNotice } from '../../notify/notices.ts';
import { recordWhatsAppStatuses } from '../../notify/whatsapp-statuses.ts';
import { bookSession } from '../programmes/sessions/sessions.server.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const NOW = new Date('2026-11-30T04:00:00Z'); // 09:30 in the clinic
const at = (date: string, hhmm: string) => slotStart(date, hhmm);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': 'application/json' },
    ...(payload ? { payload: payload as object } : {}),
  });

async function deleteAccount(cookie: string, contact: string) {
  expect((await call('POST', '/api/profile/delete/sendOtp', cookie, {})).statusCode).toBe(200);
  const code = env
    .smsOutbox()
    .filter((m) => m.to === contact)
    .at(-1)
    ?.body.match(/\b(\d{6})\b/)?.[1];
  const res = await call('DELETE', '/api/profile', cookie, { otp: code });
  expect(res.statusCode, res.body).toBe(200);
}

async function scenario(contact: string) {
  env.clock.now = NOW;
  await ensureTherapySettings(db());
  const a = await env.signInPatient({ name: 'Asha Leaving', contact, email: `${contact}@example.com` });
  const room = await createRoom(db(), { name: `Room ${contact}` });
  const therapist = (await createTherapist(db(), { name: `Therapist ${contact}` }))!;
  const programme = await createPatientProgramme(db(), { patientId: a.patient.id, price: 9000, depositStatus: 'paid' });
  await db()
    .update(programmes)
    .set({ depositUtr: contact.padStart(12, '4'), depositPaidAt: NOW })
    .where(eq(programmes.id, programme.id));
  const sessions = [];
  for (const [date, dayNo] of [
    ['2026-12-01', 1],
    ['2026-12-02', 2],
  ] as const) {
    const s = await bookSession(env.ctx, {
      therapySlug: 'swedana',
      patientId: a.patient.id,
      roomId: room.id,
      therapistIds: [therapist.id],
      // 09:10: the preparation before it starts after the 09:00 opening (core/programmes/rules.ts).
      startsAt: at(date, '09:10'),
      programmeId: programme.id,
    });
    await db().update(therapySessions).set({ day: dayNo }).where(eq(therapySessions.id, s.id));
    sessions.push(s);
  }
  return { a, room, therapist, programme, sessions };
}

describe('deleting an account ends what it holds', () => {
  it('cancels its programmes and their sessions to come, freeing therapist and room; keeps the money anonymised', async () => {
    const { a, room, therapist, programme, sessions } = await scenario('9811188001');
    await deleteAccount(a.cookie, '9811188001');

    const [after] = await db().select().from(programmes).where(eq(programmes.id, programme.id));
    expect(after).toMatchObject({ status: 'cancelled', price: 9000, depositStatus: 'paid', depositUtr: '449811188001' });
    const rows = await db().select().from(therapySessions).where(eq(therapySessions.programmeId, programme.id));
    expect(rows.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    const [person] = await db().select().from(patients).where(eq(patients.id, a.patient.id));
    expect(person).toMatchObject({ name: 'Deleted patient', contact: null, email: null });

    // The therapist and the room are free again at those times: another patient takes them.
    const b = await env.signInPatient({ name: 'Bina Next' });
    const taken = await bookSession(env.ctx, {
      therapySlug: 'swedana',
      patientId: b.patient.id,
      roomId: room.id,
      therapistIds: [therapist.id],
      startsAt: sessions[0]!.startsAt,
    });
    expect(taken.id).toBeTruthy();
  });

  it('closes open therapy and move requests, drops notices queued to the old number, and never falls back to an SMS to it', async () => {
    const contact = '9811188002';
    const { a, sessions } = await scenario(contact);
    const [move] = await db()
      .insert(sessionMoveRequests)
      .values({ sessionId: sessions[1]!.id, patientId: a.patient.id, note: 'evening' })
      .returning();
    const [request] = await db().insert(therapyRequests).values({ patientId: a.patient.id, therapySlug: 'shirodhara' }).returning();
    // A WhatsApp notice sent before the deletion, whose failure arrives after it; an SMS and an e-mail still queued.
    const [sent] = await db()
      .insert(jobs)
      .values({
        kind: 'notice',
        payload: {
          channel: 'whatsapp',
          whatsapp: { to: contact, preview: 'x' },
          fallback: { to: contact, body: 'Your session is tomorrow' },
        },
        runAt: NOW,
        status: 'done',
      })
      .returning();
    await db()
      .insert(messageDeliveries)
      .values({ channel: 'whatsapp', providerMessageId: `wamid.${contact}`, jobId: sent!.id, kind: 'booked', to: contact });
    await enqueueNotice(env.ctx, { channel: 'sms', sms: { to: contact, body: 'Reminder: your session is tomorrow' } });
    await enqueueNotice(env.ctx, { channel: 'email', email: { to: `${contact}@example.com`, subject: 'Reminder', text: 'Tomorrow' } });

    await deleteAccount(a.cookie, contact);
    const smsBefore = env.smsOutbox().filter((m) => m.to === contact).length;

    expect((await db().select().from(sessionMoveRequests).where(eq(sessionMoveRequests.id, move!.id)))[0]?.status).not.toBe('open');
    expect((await db().select().from(therapyRequests).where(eq(therapyRequests.id, request!.id)))[0]?.status).not.toBe('open');

    // The delivery webhook says the WhatsApp message failed: no SMS fallback is queued to the number.
    await recordWhatsAppStatuses(env.ctx, {
      entry: [{ changes: [{ value: { statuses: [{ id: `wamid.${contact}`, status: 'failed' }] } }] }],
    });
    await env.deliverNotices();
    expect(env.smsOutbox().filter((m) => m.to === contact).length).toBe(smsBefore);
    expect(env.smsOutbox().filter((m) => m.to === contact && /tomorrow/.test(m.body))).toEqual([]);
    expect(env.emailOutbox().filter((m) => m.to === `${contact}@example.com`)).toEqual([]);
    const queued = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'notice'), eq(jobs.status, 'pending'), sql`${jobs.payload}::text like ${`%${contact}%`}`));
    expect(queued).toEqual([]);
  });

  it('the DPDP export holds the programmes, their sessions, deposits, therapy and move requests', async () => {
    const { a, programme, sessions } = await scenario('9811188003');
    await db().insert(sessionMoveRequests).values({ sessionId: sessions[0]!.id, patientId: a.patient.id, note: 'later please' });
    await db().insert(therapyRequests).values({ patientId: a.patient.id, therapySlug: 'shirodhara', note: 'for sleep' });
    const res = await call('GET', '/api/profile/export', a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const data = body.data ?? body;
    expect(data.programmes).toHaveLength(1);
    expect(data.programmes[0]).toMatchObject({
      id: programme.id,
      status: 'accepted',
      price: 9000,
      deposit: { amount: expect.any(Number), status: 'paid', utr: '449811188003' },
    });
    expect(data.programmes[0].sessions.map((s: { therapy: string; status: string }) => [s.therapy, s.status])).toEqual([
      ['swedana', 'booked'],
      ['swedana', 'booked'],
    ]);
    expect(data.moveRequests).toEqual([expect.objectContaining({ sessionId: sessions[0]!.id, note: 'later please', status: 'open' })]);
    expect(data.therapyRequests).toEqual([expect.objectContaining({ therapy: 'shirodhara', note: 'for sleep', status: 'open' })]);
  });
});
