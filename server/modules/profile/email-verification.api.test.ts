/**
 * Mail goes only to a confirmed address (docs/decisions/0033-account-ends-and-sign-in-safety.md):
 * the confirmation mail, its signed link, the page's POST, and every patient mail asking first.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, patients } from '@server/db/schema';
import { bookingScenario } from '../../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();

type Mail = ReturnType<typeof env.emailOutbox>[number];
const confirmations = () => env.emailOutbox().filter((m) => m.text.includes('/confirm-email?'));
const bookingMails = () => env.emailOutbox().filter((m) => m.attachments?.some((a) => a.filename === 'consultation.ics'));

/** The id, exp and sig of the link in a confirmation mail. */
function linkOf(mail: Mail | undefined): { id: string; exp: string; sig: string; url: string } {
  const url = /http\S+\/confirm-email\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no confirmation link in ${JSON.stringify(mail)}`);
  const q = new URL(url).searchParams;
  return { id: q.get('id') ?? '', exp: q.get('exp') ?? '', sig: q.get('sig') ?? '', url };
}

const confirm = (payload: Record<string, string>) => env.app.inject({ method: 'POST', url: '/api/email/confirm', payload });
const verifiedAt = async (id: string) =>
  (await env.database.db.select({ at: patients.emailVerifiedAt }).from(patients).where(eq(patients.id, id)))[0]?.at ?? null;

async function setEmail(cookie: string, email: string) {
  const res = await env.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie }, payload: { name: 'Asha Verma', email } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('an unconfirmed address gets no booking mail; its confirmation does', () => {
  it('books without a booking mail, the address is sent its link once set, and after the POST booking mails go', async () => {
    const { book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient({ email: null });
    const set = await setEmail(cookie, 'asha@example.com');
    expect(set.json().data).toMatchObject({ user: { email: 'asha@example.com' }, emailVerified: false });

    expect((await book(cookie)).statusCode).toBe(201);
    await env.deliverNotices();
    expect(bookingMails()).toEqual([]);
    // SMS still goes.
    expect(env.smsOutbox().filter((m) => m.to === patient.contact)).toHaveLength(1);
    const [mail, ...more] = confirmations();
    expect(more).toEqual([]);
    expect(mail?.to).toBe('asha@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address for Sarona Ayurveda');

    const link = linkOf(mail);
    expect(link.id).toBe(patient.id);
    const res = await confirm({ id: link.id, exp: link.exp, sig: link.sig });
    expect(res.statusCode, res.body).toBe(200);
    expect(await verifiedAt(patient.id)).not.toBeNull();
    const profile = await env.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().data.emailVerified).toBe(true);

    const again = await book(cookie, { date: '2026-11-24' });
    expect(again.statusCode, again.body).toBe(201);
    await env.deliverNotices();
    expect(bookingMails().map((m) => m.to)).toEqual(['asha@example.com']);
  });

  it('a booking made before the confirmation gets its later mails (payment, cancellation) once confirmed', async () => {
    const { book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient({ email: 'asha@example.com', emailVerified: false });
    const booked = await book(cookie);
    expect(booked.statusCode).toBe(201);
    await env.deliverNotices();
    expect(bookingMails()).toEqual([]);
    await env.database.db.update(patients).set({ emailVerifiedAt: new Date() }).where(eq(patients.id, patient.id));
    const id = booked.json().data._id as string;
    const cancel = await env.app.inject({ method: 'POST', url: `/api/consultations/${id}/cancel`, headers: { cookie }, payload: {} });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    await env.deliverNotices();
    expect(bookingMails().map((m) => m.subject)).toHaveLength(1);
  });

  it('a new account registered with an address is sent its confirmation, and nothing else by mail', async () => {
    env.clock.now = new Date('2026-11-20T10:00:00Z');
    const person = { name: 'Asha Verma', contact: '9876500011', email: 'new@example.com' };
    expect((await env.app.inject({ method: 'POST', url: '/api/auth/sendOtp', payload: person })).statusCode).toBe(200);
    const otp = /\d{6}/.exec(env.smsOutbox().at(-1)?.body ?? '')?.[0];
    const res = await env.app.inject({ method: 'POST', url: '/api/auth/verifyOtp', payload: { ...person, otp, consent: true } });
    expect(res.statusCode, res.body).toBe(200);
    await env.deliverNotices();
    expect(env.emailOutbox().map((m) => m.to)).toEqual(['new@example.com']);
    expect(confirmations()).toHaveLength(1);
  });
});

describe('the link', () => {
  async function unconfirmed() {
    env.clock.now = new Date('2026-11-20T10:00:00Z');
    const { cookie, patient } = await env.signInPatient({ email: null });
    await setEmail(cookie, 'asha@example.com');
    await env.deliverNotices();
    return { cookie, patient, link: linkOf(confirmations().at(-1)) };
  }

  it('refuses a tampered link with a clear 400 and confirms nothing', async () => {
    const { patient, link } = await unconfirmed();
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const payload of [
      { ...link, sig: flip(link.sig) },
      { ...link, exp: String(Number(link.exp) + 86_400) },
      { ...link, id: '00000000-0000-4000-8000-000000000000' },
      { ...link, exp: 'soon' },
      { id: 'not-a-uuid', exp: link.exp, sig: link.sig },
    ]) {
      const res = await confirm({ id: payload.id, exp: payload.exp, sig: payload.sig });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(
        'This confirmation link is not valid, or the address has changed since it was sent. Open your profile and ask for a new one.',
      );
    }
    expect(await verifiedAt(patient.id)).toBeNull();
  });

  it('refuses an expired link with a clear 400', async () => {
    const { patient, link } = await unconfirmed();
    env.clock.now = new Date('2026-11-23T10:00:01Z');
    const res = await confirm({ id: link.id, exp: link.exp, sig: link.sig });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This confirmation link has expired. Open your profile and ask for a new one.');
    expect(await verifiedAt(patient.id)).toBeNull();
  });

  it('changing the address resets the confirmation, and the old link no longer confirms', async () => {
    const { cookie, patient, link } = await unconfirmed();
    expect((await confirm({ id: link.id, exp: link.exp, sig: link.sig })).statusCode).toBe(200);
    expect(await verifiedAt(patient.id)).not.toBeNull();

    // The same address (any case) keeps its confirmation and sends nothing.
    await setEmail(cookie, 'Asha@Example.com');
    expect(await verifiedAt(patient.id)).not.toBeNull();

    const changed = await setEmail(cookie, 'other@example.com');
    expect(changed.json().data.emailVerified).toBe(false);
    expect(await verifiedAt(patient.id)).toBeNull();
    await env.deliverNotices();
    expect(confirmations().map((m) => m.to)).toEqual(['asha@example.com', 'other@example.com']);
    // The link mailed to the old address does not confirm the new one.
    expect((await confirm({ id: link.id, exp: link.exp, sig: link.sig })).statusCode).toBe(400);
    expect(await verifiedAt(patient.id)).toBeNull();
  });

  it('"Resend the confirmation" mails a fresh link; refused without an address or once confirmed', async () => {
    const { cookie, patient } = await unconfirmed();
    const resend = () => env.app.inject({ method: 'POST', url: '/api/profile/email/resend', headers: { cookie } });
    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('We have sent a confirmation link to asha@example.com.');
    await env.deliverNotices();
    expect(confirmations()).toHaveLength(2);
    const link = linkOf(confirmations().at(-1));
    expect((await confirm({ id: link.id, exp: link.exp, sig: link.sig })).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(409);
    await env.database.db.update(patients).set({ email: null, emailVerifiedAt: null }).where(eq(patients.id, patient.id));
    expect((await resend()).statusCode).toBe(400);
  });
});

describe('a clinic that sends no e-mail (EMAIL_PROVIDER=off, decision 0053)', () => {
  it('queues no mail for a confirmed address, still sends the SMS, and has no confirmation to resend', async () => {
    const config = env.ctx.config as { EMAIL_PROVIDER: string };
    config.EMAIL_PROVIDER = 'off';
    try {
      const { book } = await bookingScenario(env);
      const { cookie, patient } = await env.signInPatient({ email: 'asha@example.com', emailVerified: true });
      expect((await book(cookie)).statusCode).toBe(201);
      await setEmail(cookie, 'new@example.com');
      expect(
        await env.database.db
          .select()
          .from(jobs)
          .where(sql`${jobs.payload}->>'channel' = 'email'`),
      ).toEqual([]);
      await env.deliverNotices();
      expect(env.emailOutbox()).toEqual([]);
      expect(env.smsOutbox().filter((m) => m.to === patient.contact)).toHaveLength(1);
      const resend = await env.app.inject({ method: 'POST', url: '/api/profile/email/resend', headers: { cookie } });
      expect(resend.statusCode).toBe(400);
      expect(resend.json().message).toBe('The clinic does not send e-mail: there is nothing to confirm.');
    } finally {
      config.EMAIL_PROVIDER = 'outbox';
    }
  });
});
