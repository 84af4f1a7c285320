/**
 * POST /api/staff/programmes and the consultation page's programmes: the doctor of a
 * completed consultation prescribes a programme (one programmes row, status proposed, its plan,
 * price and deposit; no session booked); a programme the scheduler cannot place is refused with
 * its reason in the caller's language and nothing is saved.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROGRAMME_TEMPLATES } from '../../../../content/programme-templates.ts';
import { insertConsultation } from '../../../../tests/helpers/consultation-rows.ts';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { callPage } from '../../../../tests/helpers/page-loader.ts';
import { loader as consultationLoader } from '~/routes/staff/clinical/consultation';
import { createDoctor, createPatient } from '../../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../../db/programme-factories.ts';
import { auditLog, consultations, programmes, programmeTemplates, therapySessions } from '../../../db/schema/index.ts';

const env = await setupTestApp();

/** The consultation's page as `cookie`'s holder opens it: its programmes are in `prescribing` (decision 0044). */
const consultationPage = (cookie: string, id: string) =>
  callPage(env, consultationLoader, { token: { cookie }, url: `/staff/consultations/${id}`, params: { id } });
const db = () => env.database.db;
const URL = '/api/staff/programmes';

/** Two female therapists trained in Abhyanga, Swedana, Virechana and Shiro Dhara; rooms for each; the templates. */
async function clinic(status: 'completed' | 'confirmed' = 'completed') {
  env.clock.now = new Date('2026-11-25T04:00:00Z');
  await ensureTherapySettings(db());
  await db()
    .insert(programmeTemplates)
    .values(PROGRAMME_TEMPLATES.map((t) => ({ slug: t.slug, name: t.name, days: t.plan.length, plan: t.plan })));
  const skills = ['abhyanga', 'swedana', 'virechana', 'shiro-dhara'];
  await createTherapist(db(), { name: 'Asha', therapies: skills });
  await createTherapist(db(), { name: 'Bela', therapies: skills });
  await createRoom(db(), { name: 'Abhyanga Room', capabilities: ['abhyanga-table', 'shirodhara-table'] });
  await createRoom(db(), { name: 'Steam Room', capabilities: ['steam-chamber'] });
  await createRoom(db(), { name: 'Consulting Room', capabilities: ['general'] });
  const doctor = (await createDoctor(db(), { name: 'Dr. Meera Sharma' }))!;
  const patient = await createPatient(db(), { name: 'Kiran' });
  const consultation = await insertConsultation(db(), { doctor, patient, date: '2026-11-24', status });
  const { cookie, staff } = await env.signInStaff('doctor', { doctorId: doctor.id });
  return { doctor, patient, consultation, cookie, staff };
}

async function call(cookie: string, method: 'POST' | 'GET', url: string, body?: Record<string, unknown>, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, json: res.json() as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const prescribe = (cookie: string, body: Record<string, unknown>, locale = 'en') => call(cookie, 'POST', URL, body, locale);

const base = (consultationId: string) => ({ consultationId, startDate: '2026-12-01', timeBand: 'any', patientGender: 'female' });

describe('POST /api/staff/programmes', () => {
  it('saves exactly one proposed programme: the adjusted plan (days 1..n), price from the therapy settings, 25% deposit, the consultation’s language; no session', async () => {
    const { consultation, cookie, doctor, patient, staff } = await clinic();
    await db().update(consultations).set({ locale: 'hi', noticeChannel: 'whatsapp' });
    const seven = PROGRAMME_TEMPLATES.find((t) => t.slug === 'panchakarma-7')!.plan.map((d) => d.therapies);
    // The doctor drops Swedana on day 6 and adds a Shiro Dhara day before Virechana.
    const days = [...seven.slice(0, 5), ['abhyanga'], ['shiro-dhara'], seven[6]!];
    const res = await prescribe(cookie, {
      ...base(consultation.id),
      templateSlug: 'panchakarma-7',
      days,
      notes: ' Light diet before Virechana. ',
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Programme prescribed');
    const price = 5 * (1800 + 700) + 1800 + 2000 + 3000;
    expect(res.json.data.programme).toMatchObject({
      status: 'proposed',
      templateSlug: 'panchakarma-7',
      days: 8,
      sessions: 13,
      price,
      deposit: 4900,
    });
    const rows = await db().select().from(programmes);
    expect(rows).toHaveLength(1);
    const [template] = await db().select().from(programmeTemplates).where(eqSlug('panchakarma-7'));
    expect(rows[0]).toMatchObject({
      status: 'proposed',
      consultationId: consultation.id,
      doctorId: doctor.id,
      patientId: patient.id,
      templateId: template!.id,
      patientGender: 'female',
      startDate: '2026-12-01',
      timeBand: 'any',
      notes: 'Light diet before Virechana.',
      prescribedBy: staff.id,
      price,
      discount: 0,
      deposit: 4900,
      depositStatus: 'due',
      locale: 'hi',
      noticeChannel: 'whatsapp',
    });
    expect(rows[0]!.plan).toEqual(days.map((therapies, i) => ({ day: i + 1, therapies })));
    expect(await db().select().from(therapySessions)).toHaveLength(0);
    const audit = await db().select().from(auditLog);
    expect(audit.filter((a) => a.action === 'programme.prescribed' && a.entityId === rows[0]!.id)).toHaveLength(1);

    const page = await consultationPage(cookie, consultation.id);
    expect(page.status).toBe(200);
    expect(page.data!.prescribing!.programmes).toHaveLength(1);
    expect(page.data!.prescribing!.programmes[0]).toMatchObject({
      id: rows[0]!.id,
      startDate: '2026-12-01',
      days: 8,
      price,
      status: 'proposed',
    });
  });

  it('a template alone is its plan', async () => {
    const { consultation, cookie } = await clinic();
    const res = await prescribe(cookie, { ...base(consultation.id), templateSlug: 'shirodhara-7' });
    expect(res.status).toBe(201);
    expect(res.json.data.programme).toMatchObject({ days: 7, sessions: 7, templateSlug: 'shirodhara-7', notes: '' });
  });

  it('only a doctor prescribes (decision 0032): reception and admin get 403 for a Virechana course, nothing saved; they still read the list', async () => {
    const { consultation } = await clinic();
    const { cookie: desk } = await env.signInStaff('reception', { phone: '9000000012' });
    const { cookie: admin } = await env.signInStaff('admin', { phone: '9000000014' });
    for (const cookie of [desk, admin]) {
      const res = await prescribe(cookie, { ...base(consultation.id), days: [['abhyanga'], ['virechana']] });
      expect(res.status).toBe(403);
      expect(res.json.success).toBe(false);
      expect((await consultationPage(cookie, consultation.id)).data!.prescribing!.programmes).toEqual([]);
    }
    expect(await db().select().from(programmes)).toHaveLength(0);
    expect((await db().select().from(auditLog)).filter((a) => a.action === 'programme.prescribed')).toHaveLength(0);
  });

  it('beyond the horizon and an untrained therapy: 422 with the scheduler’s reason in English and in Hindi, nothing saved', async () => {
    const { consultation, cookie } = await clinic();
    const far = { ...base(consultation.id), startDate: '2027-01-20', templateSlug: 'shirodhara-7' };
    const en = await prescribe(cookie, far);
    expect(en.status).toBe(422);
    expect(en.json.message).toMatch(/^Day \d of the programme would fall on .* after the last day the clinic books/);
    const hi = await prescribe(cookie, far, 'hi');
    expect(hi.status).toBe(422);
    expect(hi.json.message).toMatch(/[\u0900-\u097F]/);
    expect(hi.json.message).not.toBe(en.json.message);

    const untrained = { ...base(consultation.id), days: [['abhyanga'], ['kashaya-basti']] };
    const en2 = await prescribe(cookie, untrained);
    expect(en2.status).toBe(422);
    expect(en2.json.message).toBe('Not enough therapists are trained in Kashaya Basti for its sessions.');
    const hi2 = await prescribe(cookie, untrained, 'hi');
    expect(hi2.json.message).toBe('कषाय बस्ति के सत्रों के लिए पर्याप्त प्रशिक्षित थेरेपिस्ट नहीं हैं।');

    const unknown = await prescribe(cookie, { ...base(consultation.id), days: [['no-such-therapy']] });
    expect(unknown.status).toBe(422);
    expect(await db().select().from(programmes)).toHaveLength(0);
    expect((await db().select().from(auditLog)).filter((a) => a.action === 'programme.prescribed')).toHaveLength(0);
  });

  it('bad input is a 400 in both languages with nothing saved: no plan, notes too long', async () => {
    const { consultation, cookie } = await clinic();
    const none = await prescribe(cookie, base(consultation.id), 'hi');
    expect(none.status).toBe(400);
    expect(none.json.message).toMatch(/[\u0900-\u097F]/);
    const long = await prescribe(cookie, { ...base(consultation.id), templateSlug: 'shirodhara-7', notes: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(await db().select().from(programmes)).toHaveLength(0);
  });

  it('another doctor: 404 prescribing, the consultation page with the list refused; not completed: 422; a therapist: 403; a guest consultation: 422', async () => {
    const { consultation, doctor, cookie: ownCookie } = await clinic();
    const other = (await createDoctor(db(), { name: 'Dr. Other' }))!;
    const { cookie: otherCookie } = await env.signInStaff('doctor', { doctorId: other.id, phone: '9000000011' });
    const hidden = await prescribe(otherCookie, { ...base(consultation.id), templateSlug: 'shirodhara-7' });
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe('Consultation not found');
    // Their consultation page, where the programmes are listed, refuses them (it says the consultation is not theirs).
    expect(await consultationPage(otherCookie, consultation.id)).toMatchObject({ status: 403, data: undefined });

    const open = await insertConsultation(db(), { doctor: other, date: '2026-11-26', status: 'confirmed' });
    const early = await prescribe(otherCookie, { ...base(open.id), templateSlug: 'shirodhara-7' }, 'hi');
    expect(early.status).toBe(422);
    expect(early.json.message).toMatch(/परामर्श/);

    const { cookie: therapist } = await env.signInStaff('therapist', { phone: '9000000013' });
    expect((await prescribe(therapist, { ...base(consultation.id), templateSlug: 'shirodhara-7' })).status).toBe(403);
    expect((await consultationPage(therapist, consultation.id)).status).toBe(403);

    const guest = await insertConsultation(db(), { doctor, date: '2026-11-23', status: 'completed' });
    const noRecord = await prescribe(ownCookie, { ...base(guest.id), templateSlug: 'shirodhara-7' });
    expect(noRecord.status).toBe(422);
    expect(noRecord.json.message).toMatch(/no patient record/);
    expect(await db().select().from(programmes)).toHaveLength(0);
  });
});

function eqSlug(slug: string) {
  return eq(programmeTemplates.slug, slug);
}
