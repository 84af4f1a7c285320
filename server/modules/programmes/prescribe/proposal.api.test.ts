/**
 * POST /api/staff/programmes/proposal: the scheduler's proposal for a programme prescribed after a
 * completed consultation, read from the tables and saved nowhere; a refusal gives the scheduler's
 * reason in the caller's language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROGRAMME_TEMPLATES } from '../../../../content/programme-templates.ts';
import { insertConsultation } from '../../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createDoctor, createPatient } from '../../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../../db/programme-factories.ts';
import { programmes, programmeTemplates, therapists, therapySessions } from '../../../db/schema/index.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const URL = '/api/staff/programmes/proposal';

/** A demo-like clinic: two female Shirodhara therapists, one Dhara room, the templates, a completed consultation. */
async function clinic(status: 'completed' | 'confirmed' = 'completed') {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  await ensureTherapySettings(db());
  await db()
    .insert(programmeTemplates)
    .values(PROGRAMME_TEMPLATES.map((t) => ({ slug: t.slug, name: t.name, days: t.plan.length, plan: t.plan })));
  await createTherapist(db(), { name: 'Asha', therapies: ['shiro-dhara'] });
  await createTherapist(db(), { name: 'Bela', therapies: ['shiro-dhara'] });
  await createRoom(db(), { name: 'Dhara Room', capabilities: ['shirodhara-table'] });
  const doctor = (await createDoctor(db(), { name: 'Dr. Meera Sharma' }))!;
  const patient = await createPatient(db(), { name: 'Kiran' });
  const consultation = await insertConsultation(db(), { doctor, patient, date: '2026-11-24', status });
  const { cookie } = await env.signInStaff('doctor', { doctorId: doctor.id });
  return { doctor, patient, consultation, cookie };
}

async function propose(cookie: string, body: Record<string, unknown>, locale = 'en') {
  const res = await env.app.inject({
    method: 'POST',
    url: URL,
    headers: { cookie, 'accept-language': locale, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() as Record<string, any>, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const base = (consultationId: string) => ({ consultationId, startDate: '2026-12-01', timeBand: 'any', patientGender: 'female' });

describe('POST /api/staff/programmes/proposal', () => {
  it('proposes the 7-day Shirodhara course: one session a day on open days, with therapy, times, room and therapist; nothing saved', async () => {
    const { consultation, cookie } = await clinic();
    const res = await propose(cookie, { ...base(consultation.id), templateSlug: 'shirodhara-7' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const sessions = res.json.data.sessions as {
      day: number;
      date: string;
      therapy: string;
      start: string;
      end: string;
      room: string;
      therapists: string[];
    }[];
    expect(sessions.map((s) => s.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Tuesday 1 December on; Sunday 6 December is closed (Monday to Saturday clinic).
    expect(sessions.map((s) => s.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
    ]);
    for (const s of sessions) {
      expect(s).toMatchObject({ therapy: 'Shiro Dhara', room: 'Dhara Room' });
      expect(s.therapists).toHaveLength(1);
      expect(['Asha', 'Bela']).toContain(s.therapists[0]);
      expect(s.start >= '09:00' && s.end <= '18:00').toBe(true);
      expect(minutesOf(s.end) - minutesOf(s.start)).toBe(45);
    }
    expect(await db().select().from(therapySessions)).toHaveLength(0);
    expect(await db().select().from(programmes)).toHaveLength(0);
    const hindi = await propose(cookie, { ...base(consultation.id), days: [['shiro-dhara']] }, 'hi');
    expect(hindi.json.data.sessions[0].therapy).toBe('शिरोधारा');
  });

  it('a therapy no therapist is trained for: 422 with the reason, in English and in Hindi', async () => {
    const { consultation, cookie } = await clinic();
    const body = { ...base(consultation.id), days: [['shiro-dhara'], ['kashaya-basti']] };
    const en = await propose(cookie, body);
    expect(en.status).toBe(422);
    expect(en.json).toMatchObject({ success: false, message: 'Not enough therapists are trained in Kashaya Basti for its sessions.' });
    const hi = await propose(cookie, body, 'hi');
    expect(hi.status).toBe(422);
    expect(hi.json.message).toBe('कषाय बस्ति के सत्रों के लिए पर्याप्त प्रशिक्षित थेरेपिस्ट नहीं हैं।');
  });

  it('no free time in the band: 409 with the day, the date written for the reader and the therapy, in English and in Hindi', async () => {
    const { consultation, cookie } = await clinic();
    const mornings = [null, ...Array.from({ length: 6 }, () => ({ from: '08:00', to: '13:00' }))];
    await db().update(therapists).set({ weeklyHours: mornings });
    const body = { ...base(consultation.id), timeBand: 'evening', templateSlug: 'shirodhara-7' };
    const en = await propose(cookie, body);
    expect(en.status).toBe(409);
    expect(en.json.message).toBe(
      "No free time for Shiro Dhara on 1 Dec 2026 (day 1) in the patient's time band: try another time band or start date.",
    );
    const hi = await propose(cookie, body, 'hi');
    expect(hi.status).toBe(409);
    expect(hi.json.message).toBe(
      '1 दिस॰ 2026 (दिन 1) को मरीज़ के चुने समय में शिरोधारा के लिए कोई खाली समय नहीं है: कोई दूसरा समय या शुरुआत की तारीख़ चुनें।',
    );
    expect((await propose(cookie, { ...body, timeBand: 'morning' })).status).toBe(200);
  });

  it("another doctor's consultation is 404; a consultation not completed is refused; reception proposes for any", async () => {
    const { consultation } = await clinic();
    const other = (await createDoctor(db(), { name: 'Dr. Other' }))!;
    const { cookie: otherCookie } = await env.signInStaff('doctor', { doctorId: other.id, phone: '9000000011' });
    const hidden = await propose(otherCookie, { ...base(consultation.id), templateSlug: 'shirodhara-7' });
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe('Consultation not found');
    const { cookie: desk } = await env.signInStaff('reception', { phone: '9000000012' });
    expect((await propose(desk, { ...base(consultation.id), templateSlug: 'shirodhara-7' })).status).toBe(200);
    const open = await insertConsultation(db(), { doctor: other, date: '2026-11-26', status: 'confirmed' });
    const early = await propose(otherCookie, { ...base(open.id), templateSlug: 'shirodhara-7' }, 'hi');
    expect(early.status).toBe(422);
    expect(early.json.message).toMatch(/परामर्श/);
  });

  it('bad input is a 400 in both languages: neither a template nor days, an unknown template is a 404', async () => {
    const { consultation, cookie } = await clinic();
    const none = await propose(cookie, base(consultation.id));
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Choose a programme template or give the days of the programme.');
    const hi = await propose(cookie, { ...base(consultation.id), timeBand: 'night', days: [['shiro-dhara']] }, 'hi');
    expect(hi.status).toBe(400);
    expect(hi.json.message).toBe('समय चुनें: सुबह, दोपहर, शाम या कोई भी।');
    const missing = await propose(cookie, { ...base(consultation.id), templateSlug: 'no-such-course' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Programme template not found.');
    await db().update(programmeTemplates).set({ active: false }).where(eq(programmeTemplates.slug, 'shirodhara-7'));
    const retired = await propose(cookie, { ...base(consultation.id), templateSlug: 'shirodhara-7' });
    expect(retired.status).toBe(404);
  });
});

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}
