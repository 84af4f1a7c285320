/**
 * Idempotency keys (docs/decisions/0042-idempotency-keys.md): a retry with the first try's key gets
 * the first answer and does nothing again, on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingScenario, FRIDAY_NOON } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { bookingAction } from '../../../app/features/booking/booking-action.server.ts';
import { contactAction } from '../../../app/features/contact/contact-action.server.ts';
import type { AppLoadContextValue } from '../../../app/load-context.ts';
import { consultations, contactMessages, idempotencyKeys } from '@server/db/schema';
import { purgeIdempotencyKeys } from '@server/db/idempotency-keys';

const env = await setupTestApp();

const key = () => randomUUID();

async function consultationCount(patientId?: string) {
  const rows = await env.database.db.select({ id: consultations.id, patientId: consultations.patientId }).from(consultations);
  return rows.filter((r) => !patientId || r.patientId === patientId).length;
}

function bookWithKey(cookie: string, body: Record<string, unknown>, idempotencyKey: string) {
  return env.app.inject({
    method: 'POST',
    url: '/api/consultations',
    headers: { cookie, 'idempotency-key': idempotencyKey },
    payload: body,
  });
}

describe('Idempotency-Key on POST /api/consultations', () => {
  it('the same key twice books once and answers the same status and body', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const k = key();
    const first = await bookWithKey(cookie, body(), k);
    expect(first.statusCode).toBe(201);
    const again = await bookWithKey(cookie, body(), k);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await consultationCount(patient.id)).toBe(1);
  });

  it('without a key, a second post of the same slot is refused as before (409)', async () => {
    const { book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    expect((await book(cookie)).statusCode).toBe(201);
    expect((await book(cookie)).statusCode).toBe(409);
  });

  it('concurrent requests with one key: one booking, every answer the booking (or 409 "in progress")', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => bookWithKey(cookie, body(), k)));
    const booked = answers.filter((a) => a.statusCode === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    for (const a of booked) expect(a.body).toBe(booked[0]!.body);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toMatch(/still being processed/);
    }
    expect(await consultationCount(patient.id)).toBe(1);
  });

  it('the same key with another body is a 422 with a clear message, and books nothing more', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const k = key();
    expect((await bookWithKey(cookie, body(), k)).statusCode).toBe(201);
    const other = await bookWithKey(cookie, body({ timeSlot: '11:00' }), k);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, message: expect.stringMatching(/already used for a different request/) });
    expect(await consultationCount(patient.id)).toBe(1);
  });

  it('says it in Hindi too', async () => {
    const { body } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const k = key();
    await bookWithKey(cookie, body(), k);
    const other = await env.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers: { cookie: `${cookie}; lang=hi`, 'idempotency-key': k },
      payload: body({ timeSlot: '11:00' }),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/दूसरे अनुरोध/);
  });

  it("another patient's request with the same key is independent", async () => {
    const { body } = await bookingScenario(env);
    const asha = await env.signInPatient();
    const ravi = await env.signInPatient({ name: 'Ravi Kumar', contact: '9876500001' });
    const k = key();
    const first = await bookWithKey(asha.cookie, body(), k);
    const second = await bookWithKey(ravi.cookie, body({ timeSlot: '11:00' }), k);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data._id).not.toBe(first.json().data._id);
    expect(await consultationCount(asha.patient.id)).toBe(1);
    expect(await consultationCount(ravi.patient.id)).toBe(1);
  });

  it('a refusal keeps nothing: the corrected request with the same key books', async () => {
    const { body, book } = await bookingScenario(env);
    const other = await env.signInPatient({ name: 'Ravi Kumar', contact: '9876500001' });
    expect((await book(other.cookie)).statusCode).toBe(201); // 10:00 is taken
    const { cookie, patient } = await env.signInPatient();
    const k = key();
    const taken = await bookWithKey(cookie, body(), k);
    expect(taken.statusCode).toBe(409);
    expect(await env.database.db.select().from(idempotencyKeys)).toHaveLength(0);
    const corrected = await bookWithKey(cookie, body({ timeSlot: '11:00' }), k);
    expect(corrected.statusCode).toBe(201);
    expect(await consultationCount(patient.id)).toBe(1);
  });

  it('a malformed key is a 400 and books nothing', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const res = await bookWithKey(cookie, body(), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key must be/);
    expect(await consultationCount(patient.id)).toBe(0);
  });

  it('a key held by an instance that died mid-request is taken over once its lease runs out', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const k = key();
    // What a killed instance leaves: a claim with no answer, its lease over.
    const first = await bookWithKey(cookie, body(), k);
    expect(first.statusCode).toBe(201);
    await env.database.db.delete(consultations);
    await env.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, owner: 'dead', lockedUntil: new Date(FRIDAY_NOON.getTime() - 1000) });
    const retry = await bookWithKey(cookie, body(), k);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await consultationCount(patient.id)).toBe(1);
  });

  it('a key taken over after its instance died between booking and storing the answer answers that booking', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const k = key();
    const first = await bookWithKey(cookie, body(), k);
    // The booking is saved, the answer is not: what a kill -9 right after the commit leaves.
    await env.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, owner: 'dead', lockedUntil: new Date(FRIDAY_NOON.getTime() - 1000) });
    const retry = await bookWithKey(cookie, body(), k);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data._id).toBe(first.json().data._id);
    expect(await consultationCount(patient.id)).toBe(1);
  });

  it('a request whose key is still at work waits, then answers 409 "in progress"', { timeout: 15_000 }, async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const k = key();
    await bookWithKey(cookie, body(), k);
    await env.database.db.delete(consultations);
    await env.database.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, owner: 'alive', lockedUntil: new Date(FRIDAY_NOON.getTime() + 60_000) });
    const started = Date.now();
    const res = await bookWithKey(cookie, body(), k);
    expect(res.statusCode).toBe(409);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
    expect(await consultationCount(patient.id)).toBe(0);
  });

  it('answers are kept 24 hours: the purge forgets older keys, and the key then works anew', async () => {
    const { body } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const k = key();
    expect((await bookWithKey(cookie, body(), k)).statusCode).toBe(201);
    env.clock.now = new Date(FRIDAY_NOON.getTime() + 23 * 3_600_000);
    expect(await purgeIdempotencyKeys(env.ctx)).toBe(0);
    env.clock.now = new Date(FRIDAY_NOON.getTime() + 24 * 3_600_000 + 1000);
    expect(await purgeIdempotencyKeys(env.ctx)).toBe(1);
    expect(await env.database.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});

describe('Idempotency-Key on the other patient POSTs', () => {
  it('a payment claim retried with its key gets the first answer', async () => {
    const { book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const booked = (await book(cookie, { mode: 'online' })).json().data;
    const claim = () =>
      env.app.inject({
        method: 'POST',
        url: `/api/payments/${booked._id}/claim`,
        headers: { cookie, 'idempotency-key': k },
        payload: { utr: '123456789012' },
      });
    const k = key();
    const first = await claim();
    expect(first.statusCode).toBe(200);
    const again = await claim();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('the same key on another route is a 422', async () => {
    const { book } = await bookingScenario(env);
    const { cookie } = await env.signInPatient();
    const booked = (await book(cookie, { mode: 'online' })).json().data;
    const k = key();
    const claim = await env.app.inject({
      method: 'POST',
      url: `/api/payments/${booked._id}/claim`,
      headers: { cookie, 'idempotency-key': k },
      payload: { utr: '123456789012' },
    });
    expect(claim.statusCode).toBe(200);
    const cancel = await env.app.inject({
      method: 'POST',
      url: `/api/consultations/${booked._id}/cancel`,
      headers: { cookie, 'idempotency-key': k },
      payload: {},
    });
    expect(cancel.statusCode).toBe(422);
  });

  it('an anonymous contact message retried with its key is stored once', async () => {
    const k = key();
    const message = { name: 'Asha Verma', email: 'asha@example.com', phone: '', subject: 'Timings', message: 'Open on Sunday?' };
    const post = () =>
      env.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'idempotency-key': k },
        payload: message,
        remoteAddress: '10.9.0.1',
      });
    const first = await post();
    const again = await post();
    expect(first.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await env.database.db.select().from(contactMessages)).toHaveLength(1);
  });
});

describe('the forms without JavaScript (page actions)', () => {
  function context(identity: AppLoadContextValue['identity'], ip = '10.8.0.1'): AppLoadContextValue {
    return { ctx: env.ctx, identity, locale: 'en', nonce: '', ip, requestId: 'test' };
  }
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('a resubmitted booking form (reload after a lost answer) books once and goes to the same payment page', async () => {
    const { doctor } = await bookingScenario(env);
    const { patient } = await env.signInPatient();
    const identity = { kind: 'patient', patient, sessionId: 'test' } as unknown as AppLoadContextValue['identity'];
    const fields = {
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      doctorId: doctor.id,
      date: '2026-11-23',
      timeSlot: '10:00',
      mode: 'offline',
      symptoms: 'Itching on both arms for two weeks',
      noticeChannel: 'sms',
      idempotencyKey: key(),
    };
    const first = await bookingAction({ request: post('/book-consultation', fields), context: context(identity) });
    const again = await bookingAction({ request: post('/book-consultation', fields), context: context(identity) });
    expect(first).toBeInstanceOf(Response);
    expect(again).toBeInstanceOf(Response);
    const location = (first as Response).headers.get('location');
    expect(location).toMatch(/^\/payment\//);
    expect((again as Response).headers.get('location')).toBe(location);
    expect(await consultationCount(patient.id)).toBe(1);
    // The same form, once the page's code runs (enhanced), gets the same booking.
    const enhanced = await bookingAction({ request: post('/book-consultation', { ...fields, enhanced: '1' }), context: context(identity) });
    expect(enhanced).toMatchObject({ ok: true, consultation: { _id: location!.split('/').pop() } });
    expect(await consultationCount(patient.id)).toBe(1);
  });

  it('a resubmitted contact form stores one message', async () => {
    const fields = {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '',
      subject: 'Timings',
      message: 'Open?',
      idempotencyKey: key(),
    };
    expect(await contactAction({ request: post('/contact', fields), context: context(null) })).toMatchObject({ ok: true });
    expect(await contactAction({ request: post('/contact', fields), context: context(null) })).toMatchObject({ ok: true });
    const rows = await env.database.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Timings'));
    expect(rows).toHaveLength(1);
  });
});
