/**
 * The prescription PDF: the patient who owns the consultation, staff who reach it (a doctor: their
 * own), or anyone holding a signed link for 7 days. Someone else's is 404; a forged or expired link 403.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { pdfText } from '../../../tests/helpers/pdf.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createDoctor } from '@server/db/factories';
import { consultations, patients, type Prescription } from '@server/db/schema';
import { prescriptionLink } from './documents.server';

const env = await setupTestApp();

const PRESCRIPTION: Prescription = {
  medicines: [{ name: 'Triphala churna', dosage: '1 tsp with warm water', duration: '30 days', timing: 'bedtime' }],
  instructions: 'Rest well.',
  diet: 'Light, warm meals.',
  followUpDate: '2026-12-08',
};

async function scenario(input: { locale?: 'en' | 'hi'; prescription?: Prescription | null } = {}) {
  const doctor = await createDoctor(env.database.db, {
    name: 'Dr. Meera Sharma',
    qualification: 'BAMS, MD (Ayurveda)',
    registrationNumber: 'CGAYU-2011-0457',
  });
  const other = await createDoctor(env.database.db, { name: 'Dr. Other' });
  if (!doctor || !other) throw new Error('doctors not created');
  const owner = await env.signInPatient({ name: 'Asha Verma' });
  await env.database.db.update(patients).set({ age: 34 }).where(eq(patients.id, owner.patient.id));
  const row = await insertConsultation(env.database.db, {
    doctor,
    patient: owner.patient,
    date: '2026-11-24',
    status: 'completed',
    paymentStatus: 'paid',
    prescription: input.prescription === undefined ? PRESCRIPTION : input.prescription,
  });
  if (input.locale) await env.database.db.update(consultations).set({ locale: input.locale }).where(eq(consultations.id, row.id));
  return { doctor, other, owner, row, url: `/api/documents/prescription/${row.id}` };
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  env.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('GET /api/documents/prescription/:id', () => {
  it('gives the owner the PDF: named file, no-store, the patient, doctor, registration number and medicines in it', async () => {
    const { owner, url } = await scenario();
    const res = await get(url, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="prescription-asha-verma-2026-11-24.pdf"; filename*=UTF-8''prescription-Asha-Verma-2026-11-24.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pdfText(res.rawPayload);
    for (const word of ['Prescription', 'Asha Verma', '34 years', 'Dr. Meera Sharma', 'CGAYU-2011-0457', 'Triphala churna', 'At bedtime'])
      expect(text, word).toContain(word);
    expect(text).toContain('8 December 2026');
  });

  it("writes it in the consultation's language", async () => {
    const { owner, url } = await scenario({ locale: 'hi' });
    const text = pdfText((await get(url, owner.cookie)).rawPayload);
    expect(text).toContain('पर्चा');
    expect(text).toContain('सोते समय');
    expect(text).not.toContain('Prescription');
  });

  it('is 404 for another patient and for another doctor, 401 signed out, and 404 when there is no prescription yet', async () => {
    const { url, other } = await scenario();
    const stranger = await env.signInPatient({ name: 'Someone Else' });
    const res = await get(url, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Document not found');
    const otherDoctor = await env.signInStaff('doctor', { doctorId: other.id });
    expect((await get(url, otherDoctor.cookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    const none = await scenario({ prescription: null });
    expect((await get(none.url, none.owner.cookie)).statusCode).toBe(404);
    expect((await get('/api/documents/prescription/NOSUCHID', none.owner.cookie)).statusCode).toBe(404);
  });

  it("gives it to the consultation's doctor, reception and admin", async () => {
    const { url, doctor } = await scenario();
    for (const staff of [
      await env.signInStaff('doctor', { doctorId: doctor.id }),
      await env.signInStaff('reception'),
      await env.signInStaff('admin'),
    ]) {
      const res = await get(url, staff.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(pdfText(res.rawPayload)).toContain('Asha Verma');
    }
  });
});

describe('the doctor writes timing, advice and follow-up through PATCH /api/consultations/:id/prescription', () => {
  it("stores them and the PDF shows them; an unknown timing is a 400 in the caller's language", async () => {
    const { row, doctor, owner, url } = await scenario({ prescription: null });
    const me = await env.signInStaff('doctor', { doctorId: doctor.id });
    const patch = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      env.app.inject({
        method: 'PATCH',
        url: `/api/consultations/${row.id}/prescription`,
        headers: { cookie: me.cookie, ...headers },
        payload,
      });
    const saved = await patch({
      medicines: [{ name: 'Brahmi vati', dosage: '1 tablet', duration: '15 days', timing: 'empty-stomach' }],
      instructions: '',
      diet: 'No curd at night.',
      lifestyle: 'Sleep by 10 pm.',
      followUpDate: '2026-12-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = pdfText((await get(url, owner.cookie)).rawPayload);
    for (const word of ['Empty stomach', 'Diet advice', 'No curd at night.', 'Lifestyle advice', 'Sleep by 10 pm.', '1 December 2026'])
      expect(text, word).toContain(word);
    const bad = { medicines: [{ name: 'A', dosage: 'B', duration: 'C', timing: 'noon' }], instructions: '' };
    const en = await patch(bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Choose when the medicine is taken from the list.');
    const hi = await patch(bad, { cookie: `${me.cookie}; lang=hi` });
    expect(hi.statusCode).toBe(400);
    expect(hi.json().message).toBe('दवा कब लेनी है, सूची में से चुनें।');
  });
});

describe('the follow-up date', () => {
  it('may not be before the visit (400 on the field, in both languages); the visit day itself is fine', async () => {
    const { row, doctor } = await scenario({ prescription: null });
    const me = await env.signInStaff('doctor', { doctorId: doctor.id });
    const patch = (followUpDate: string, cookie = me.cookie) =>
      env.app.inject({
        method: 'PATCH',
        url: `/api/consultations/${row.id}/prescription`,
        headers: { cookie },
        payload: { medicines: [], instructions: '', followUpDate },
      });
    const before = await patch('2026-11-23');
    expect(before.statusCode).toBe(400);
    expect(before.json().errors).toEqual({ followUpDate: 'The follow-up date cannot be before the visit.' });
    expect((await patch('2026-11-23', `${me.cookie}; lang=hi`)).json().errors).toEqual({
      followUpDate: 'फिर से दिखाने की तारीख़ परामर्श से पहले की नहीं हो सकती।',
    });
    expect((await patch('2026-11-24')).statusCode).toBe(200);
  });
});

describe('the signed link (the "prescription ready" message)', () => {
  it('opens without signing in for 7 days, then says it has expired', async () => {
    const start = new Date('2026-11-24T10:00:00Z');
    env.clock.now = start;
    const { row } = await scenario();
    const link = prescriptionLink(env.ctx, row.id);
    expect(link.startsWith(`${env.config.baseUrl}/api/documents/prescription/${row.id}?exp=`)).toBe(true);
    const path = link.slice(env.config.baseUrl.length);
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    env.clock.now = new Date(start.getTime() + 7 * 86_400_000 - 60_000);
    expect((await get(path)).statusCode).toBe(200);
    env.clock.now = new Date(start.getTime() + 7 * 86_400_000 + 1000);
    const expired = await get(path);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This link has expired (links work for 7 days). Sign in and open My Appointments to download it.');
  });

  it('refuses a forged signature, a changed expiry and another consultation, with a page for a browser', async () => {
    const { row } = await scenario();
    const second = await scenario();
    const path = prescriptionLink(env.ctx, row.id).slice(env.config.baseUrl.length);
    const url = new URL(path, 'http://x');
    const forged = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    const later = `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 86_400}&sig=${url.searchParams.get('sig')}`;
    const elsewhere = `/api/documents/prescription/${second.row.id}${url.search}`;
    for (const bad of [forged, later, elsewhere, `${url.pathname}?exp=abc&sig=x`]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().message).toBe('This link is not valid. Ask the clinic for a new one, or sign in and open My Appointments.');
    }
    const page = await get(forged, undefined, { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('This link is not valid.');
    expect(page.body).toContain('यह लिंक मान्य नहीं है।');
    expect(page.body).toContain('href="/appointments"');
  });
});

describe('the "prescription ready" message', () => {
  it('goes out once, when the doctor first saves the prescription, with a link that opens the PDF without signing in', async () => {
    const { row, doctor } = await scenario({ prescription: null });
    const me = await env.signInStaff('doctor', { doctorId: doctor.id });
    const save = (instructions: string) =>
      env.app.inject({
        method: 'PATCH',
        url: `/api/consultations/${row.id}/prescription`,
        headers: { cookie: me.cookie },
        payload: { medicines: [{ name: 'Brahmi vati', dosage: '1 tablet', duration: '15 days' }], instructions },
      });
    expect((await save('Rest well.')).statusCode).toBe(200);
    await env.deliverNotices();
    const ready = env.smsOutbox().filter((m) => m.body.includes(`/api/documents/prescription/${row.id}?`));
    expect(ready).toHaveLength(1);
    const link = /https?:\/\/\S+/.exec(ready[0]?.body ?? '')?.[0] ?? '';
    const opened = await get(link.replace(env.config.baseUrl, ''));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');

    // A correction to the same prescription does not send the message again.
    expect((await save('Rest well; warm water.')).statusCode).toBe(200);
    await env.deliverNotices();
    expect(env.smsOutbox().filter((m) => m.body.includes(`/api/documents/prescription/${row.id}?`))).toHaveLength(1);
  });
});
