import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingScenario } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { consultations, patients } from '@server/db/schema';
import { bookingAction } from '~/features/booking/booking-action.server';
import type { AppLoadContextValue } from '~/load-context';
import type { Locale } from '@core/i18n/locales';

const env = await setupTestApp();

const patientRow = async (id: string) => (await env.database.db.select().from(patients).where(eq(patients.id, id)))[0];
const consultationRow = async (id: string) => (await env.database.db.select().from(consultations).where(eq(consultations.id, id)))[0];
const putChannel = (cookie: string, noticeChannel: unknown, locale = 'en') =>
  env.app.inject({
    method: 'PUT',
    url: '/api/profile/notices',
    headers: { cookie, 'accept-language': locale },
    payload: { noticeChannel },
  });

describe('notice channel when booking', () => {
  it('defaults to SMS without consent when the booking does not choose', async () => {
    const { book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const res = await book(cookie);
    expect(res.statusCode).toBe(201);
    expect((await consultationRow(res.json().data._id))?.noticeChannel).toBe('sms');
    expect(await patientRow(patient.id)).toMatchObject({ noticeChannel: 'sms', noticeConsentAt: null });
  });

  it('copies WhatsApp into the consultation, saves it as the patient choice and records the consent time', async () => {
    const { book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const res = await book(cookie, { noticeChannel: 'whatsapp' });
    expect(res.statusCode).toBe(201);
    expect((await consultationRow(res.json().data._id))?.noticeChannel).toBe('whatsapp');
    const saved = await patientRow(patient.id);
    expect(saved?.noticeChannel).toBe('whatsapp');
    expect(saved?.noticeConsentAt?.toISOString()).toBe(env.clock.now?.toISOString());
    // The next booking without a choice uses the saved one.
    const next = await book(cookie, { date: '2026-11-24' });
    expect(next.statusCode).toBe(201);
    expect((await consultationRow(next.json().data._id))?.noticeChannel).toBe('whatsapp');
  });

  it('takes both channels', async () => {
    const { book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const res = await book(cookie, { noticeChannel: 'both' });
    expect(res.statusCode).toBe(201);
    expect((await consultationRow(res.json().data._id))?.noticeChannel).toBe('both');
    expect((await patientRow(patient.id))?.noticeConsentAt).not.toBeNull();
  });

  it('refuses an unknown channel with 400 in English and Hindi, and books nothing', async () => {
    const { body } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    for (const [locale, message] of [
      ['en', 'Choose SMS, WhatsApp, or both.'],
      ['hi', 'SMS, WhatsApp या दोनों में से चुनें।'],
    ] as const) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/consultations',
        headers: { cookie, 'accept-language': locale },
        payload: body({ noticeChannel: 'telegram' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.noticeChannel).toBe(message);
    }
    expect(await env.database.db.select().from(consultations).where(eq(consultations.patientId, patient.id))).toEqual([]);
    expect((await patientRow(patient.id))?.noticeChannel).toBe('sms');
  });
});

describe('PUT /api/profile/notices', () => {
  it('saves the choice with the consent time, moves upcoming active bookings, and clears the consent on SMS', async () => {
    const { book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const upcoming = (await book(cookie)).json().data._id as string;
    const cancelled = (await book(cookie, { date: '2026-11-24' })).json().data._id as string;
    await env.database.db.update(consultations).set({ status: 'cancelled' }).where(eq(consultations.id, cancelled));

    const res = await putChannel(cookie, 'both');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({ noticeChannel: 'both', noticeConsentAt: env.clock.now?.toISOString() });
    expect((await consultationRow(upcoming))?.noticeChannel).toBe('both');
    expect((await consultationRow(cancelled))?.noticeChannel).toBe('sms');

    // Consent kept from its first time while WhatsApp stays chosen.
    const first = env.clock.now!;
    env.clock.now = new Date(first.getTime() + 60_000);
    expect((await putChannel(cookie, 'whatsapp')).json().data.noticeConsentAt).toBe(first.toISOString());

    const back = await putChannel(cookie, 'sms');
    expect(back.json().data).toMatchObject({ noticeChannel: 'sms', noticeConsentAt: null });
    expect(await patientRow(patient.id)).toMatchObject({ noticeChannel: 'sms', noticeConsentAt: null });
    expect((await consultationRow(upcoming))?.noticeChannel).toBe('sms');
  });

  it('shows the choice on GET /api/profile', async () => {
    const { cookie } = await env.signInPatient();
    const res = await env.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(res.json().data).toMatchObject({ noticeChannel: 'sms', noticeConsentAt: null });
  });

  it('refuses a bad value with 400 in both languages, and an anonymous caller with 401', async () => {
    const { cookie } = await env.signInPatient();
    const en = await putChannel(cookie, 'fax');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors.noticeChannel).toBe('Choose SMS, WhatsApp, or both.');
    const hi = await putChannel(cookie, 42, 'hi');
    expect(hi.statusCode).toBe(400);
    expect(hi.json().errors.noticeChannel).toBe('SMS, WhatsApp या दोनों में से चुनें।');
    expect((await putChannel('', 'sms')).statusCode).toBe(401);
  });
});

describe('the booking page form (no JavaScript)', () => {
  async function postForm(noticeChannel: string, locale: Locale) {
    const { doctor } = await bookingScenario(env);
    const { patient } = await env.signInPatient();
    const identity = { kind: 'patient', patient, sessionId: 'x' } as unknown as AppLoadContextValue['identity'];
    const fields = {
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      doctorId: doctor.id,
      date: '2026-11-23',
      timeSlot: '10:00',
      mode: 'offline',
      noticeChannel,
    };
    const request = new Request('http://localhost:3000/book-consultation', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const result = await bookingAction({
      request,
      context: { ctx: env.ctx, identity, locale, nonce: '', ip: '203.0.113.9', requestId: 't' },
    });
    return { result, patient };
  }

  it('books with the chosen channel and goes to the payment page', async () => {
    const { result, patient } = await postForm('whatsapp', 'en');
    expect(result).toBeInstanceOf(Response);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.patientId, patient.id));
    expect(row?.noticeChannel).toBe('whatsapp');
    expect((await patientRow(patient.id))?.noticeConsentAt).not.toBeNull();
  });

  it('answers 400 with the field message in both languages for an unknown channel', async () => {
    for (const [locale, message] of [
      ['en', 'Choose SMS, WhatsApp, or both.'],
      ['hi', 'SMS, WhatsApp या दोनों में से चुनें।'],
    ] as const) {
      await env.reset();
      const { result } = await postForm('pigeon', locale);
      const answer = result as unknown as { init: { status: number }; data: { fieldErrors: Record<string, string> } };
      expect(answer.init.status).toBe(400);
      expect(answer.data.fieldErrors.noticeChannel).toBe(message);
    }
  });
});
