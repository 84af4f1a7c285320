/** Therapy requests: a patient asks for a therapy from its page; the desk closes the request. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { ensureTherapySettings } from '../../db/programme-factories.ts';
import { therapyRequests } from '../../db/schema/index.ts';
import { therapyFacts } from './therapy-requests.server.ts';
import { callPage } from '../../../tests/helpers/page-loader.ts';
import { loader as appointmentsLoader } from '~/routes/patient/appointments';
import { loader as deskLoader } from '~/routes/staff/programmes/therapy-requests';

const env = await setupTestApp();
const db = () => env.database.db;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      'accept-language': locale,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const json = res.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: json };
}
const request = (cookie: string | null, body: unknown, locale = 'en') => call('POST', '/api/therapy-requests', cookie, body, locale);
/** A patient's open requests as My Appointments (/appointments) lists them (signed out: sent to sign in). */
const mineOn = (cookie: string | null, locale: 'en' | 'hi' = 'en') =>
  callPage(env, appointmentsLoader, { token: { cookie }, url: '/appointments', locale });
/** The desk's list as its page (/staff/therapy-requests) shows it. */
const deskList = (cookie: string | null) => callPage(env, deskLoader, { token: { cookie }, url: '/staff/therapy-requests' });
const rows = () => db().select().from(therapyRequests);

describe('POST /api/therapy-requests', () => {
  it('saves a request for a therapy that needs no prescription, once while it is open', async () => {
    await ensureTherapySettings(db());
    const { patient, cookie } = await env.signInPatient({ name: 'Asha Verma' });
    const created = await request(cookie, { therapySlug: 'abhyanga', timeBand: 'morning', note: '  Lower back pain.  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Request sent. The clinic will call you to arrange the sessions.' });
    expect(await rows()).toEqual([
      expect.objectContaining({
        patientId: patient.id,
        therapySlug: 'abhyanga',
        timeBand: 'morning',
        note: 'Lower back pain.',
        status: 'open',
      }),
    ]);

    const again = await request(cookie, { therapySlug: 'abhyanga', timeBand: 'any' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: 'You have already requested this therapy. The clinic will call you.' });
    expect((await request(cookie, { therapySlug: 'abhyanga', timeBand: 'any' }, 'hi')).body.message).toBe(
      'आप यह थेरेपी पहले ही माँग चुके हैं। क्लिनिक आपको फ़ोन करेगा।',
    );
    expect(await rows()).toHaveLength(1);
    // Another therapy is another request.
    expect((await request(cookie, { therapySlug: 'shiro-dhara', timeBand: 'evening' })).status).toBe(201);
  });

  it('refuses a therapy a doctor must prescribe (422, pointing to a consultation) and saves nothing', async () => {
    await ensureTherapySettings(db());
    const { cookie } = await env.signInPatient();
    const en = await request(cookie, { therapySlug: 'vamana', timeBand: 'any' });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      success: false,
      message: 'This therapy needs a doctor’s prescription: please book a consultation first.',
    });
    const hi = await request(cookie, { therapySlug: 'vamana', timeBand: 'any' }, 'hi');
    expect(hi.body.message).toBe('इस थेरेपी के लिए डॉक्टर का पर्चा ज़रूरी है: कृपया पहले परामर्श बुक करें।');
    expect(await rows()).toHaveLength(0);
  });

  it("follows the admin's settings: a therapy made prescription-only is refused, and its page's facts change", async () => {
    await ensureTherapySettings(db());
    const admin = await env.signInStaff('admin');
    expect((await therapyFacts(env.ctx, 'shiro-dhara'))?.needsPrescription).toBe(false);
    const settings = {
      sessionMinutes: 50,
      prepMinutes: 10,
      cleanupMinutes: 15,
      roomCapability: 'shirodhara-table',
      therapistCount: 1,
      genderRule: 'any',
      needsPrescription: true,
      price: 2200,
    };
    expect((await call('PUT', '/api/staff/therapy-settings/shiro-dhara', admin.cookie, settings)).status).toBe(200);
    expect(await therapyFacts(env.ctx, 'shiro-dhara')).toEqual({
      sessionMinutes: 50,
      price: 2200,
      therapistCount: 1,
      needsPrescription: true,
    });
    const { cookie } = await env.signInPatient();
    expect((await request(cookie, { therapySlug: 'shiro-dhara', timeBand: 'any' })).status).toBe(422);
  });

  it('answers bad input with a clear 4xx in both languages and saves nothing', async () => {
    const { cookie } = await env.signInPatient();
    const unknown = await request(cookie, { therapySlug: 'no-such-therapy', timeBand: 'any' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'This therapy is not in our catalogue.' } });
    expect((await request(cookie, { therapySlug: 'no-such-therapy', timeBand: 'any' }, 'hi')).body.message).toBe(
      'यह थेरेपी हमारी सूची में नहीं है।',
    );
    expect((await request(cookie, { therapySlug: 'Abhyanga!', timeBand: 'any' })).status).toBe(400);
    const band = await request(cookie, { therapySlug: 'abhyanga', timeBand: 'night' }, 'hi');
    expect(band.status).toBe(400);
    expect(JSON.stringify(band.body)).toContain('पसंदीदा समय चुनें।');
    const note = await request(cookie, { therapySlug: 'abhyanga', timeBand: 'any', note: 'x'.repeat(501) });
    expect(note.status).toBe(400);
    expect(JSON.stringify(note.body)).toContain('Keep the note to 500 characters.');
    expect(await rows()).toHaveLength(0);
  });

  it('is for signed-in patients only', async () => {
    expect((await request(null, { therapySlug: 'abhyanga', timeBand: 'any' })).status).toBe(401);
    const reception = await env.signInStaff('reception');
    expect((await request(reception.cookie, { therapySlug: 'abhyanga', timeBand: 'any' })).status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });
});

describe("the patient's open requests on My Appointments", () => {
  it("lists only the patient's own open requests", async () => {
    await ensureTherapySettings(db());
    const a = await env.signInPatient({ name: 'A' });
    const b = await env.signInPatient({ name: 'B' });
    await request(a.cookie, { therapySlug: 'abhyanga', timeBand: 'afternoon', note: 'After 2 pm' });
    const mine = await mineOn(a.cookie, 'hi');
    expect(mine.status).toBe(200);
    expect(mine.data!.therapyRequests).toEqual([
      expect.objectContaining({ therapySlug: 'abhyanga', therapy: 'अभ्यंग', timeBand: 'afternoon', note: 'After 2 pm' }),
    ]);
    expect((await mineOn(b.cookie)).data!.therapyRequests).toEqual([]);
    expect((await mineOn(null)).status).toBe(302);
  });
});

describe('the desk: /staff/therapy-requests and POST /api/staff/therapy-requests/:id', () => {
  it('reception lists open requests with whom to call and closes one; a closed request may be asked again', async () => {
    await ensureTherapySettings(db());
    const patient = await env.signInPatient({ name: 'Kiran Rao', contact: '9876501234' });
    await request(patient.cookie, { therapySlug: 'abhyanga', timeBand: 'evening', note: 'Weekdays only' });
    const reception = await env.signInStaff('reception');
    const list = await deskList(reception.cookie);
    expect(list.status).toBe(200);
    expect(list.data!.requests).toEqual([
      expect.objectContaining({
        patientName: 'Kiran Rao',
        phone: '9876501234',
        therapy: 'Abhyanga',
        timeBand: 'evening',
        note: 'Weekdays only',
      }),
    ]);
    const id = list.data!.requests[0]!.id;

    const done = await call('POST', `/api/staff/therapy-requests/${id}`, reception.cookie, { status: 'done' });
    expect(done).toMatchObject({ status: 200, body: { message: 'Request closed.' } });
    const [row] = await db().select().from(therapyRequests).where(eq(therapyRequests.id, id));
    expect(row).toMatchObject({ status: 'done', resolvedBy: reception.staff.id });
    expect(row?.resolvedAt).toBeInstanceOf(Date);
    expect((await deskList(reception.cookie)).data!.requests).toEqual([]);
    expect((await mineOn(patient.cookie)).data!.therapyRequests).toEqual([]);

    const twice = await call('POST', `/api/staff/therapy-requests/${id}`, reception.cookie, { status: 'declined' }, 'hi');
    expect(twice).toMatchObject({ status: 409, body: { message: 'यह अनुरोध पहले ही बंद हो चुका है।' } });
    expect((await request(patient.cookie, { therapySlug: 'abhyanga', timeBand: 'any' })).status).toBe(201);
  });

  it('refuses bad ids and statuses, and keeps doctors, therapists and patients out', async () => {
    await ensureTherapySettings(db());
    const patient = await env.signInPatient();
    await request(patient.cookie, { therapySlug: 'abhyanga', timeBand: 'any' });
    const [open] = await rows();
    const admin = await env.signInStaff('admin');
    const missing = await call('POST', '/api/staff/therapy-requests/00000000-0000-4000-8000-000000000001', admin.cookie, {
      status: 'done',
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Therapy request not found.' } });
    expect((await call('POST', '/api/staff/therapy-requests/not-an-id', admin.cookie, { status: 'done' })).status).toBe(400);
    const status = await call('POST', `/api/staff/therapy-requests/${open!.id}`, admin.cookie, { status: 'open' }, 'hi');
    expect(status.status).toBe(400);
    expect(JSON.stringify(status.body)).toContain('पूरा या अस्वीकार चुनें।');

    for (const role of ['doctor', 'therapist'] as const) {
      const { cookie } = await env.signInStaff(role);
      expect((await deskList(cookie)).status).toBe(403);
      expect((await call('POST', `/api/staff/therapy-requests/${open!.id}`, cookie, { status: 'done' })).status).toBe(403);
    }
    expect((await deskList(patient.cookie)).status).toBe(302);
    expect((await call('POST', `/api/staff/therapy-requests/${open!.id}`, patient.cookie, { status: 'done' })).status).toBe(403);
    expect((await deskList(null)).status).toBe(302);
    expect((await rows())[0]).toMatchObject({ status: 'open', resolvedAt: null });
    expect((await call('POST', `/api/staff/therapy-requests/${open!.id}`, admin.cookie, { status: 'declined' })).status).toBe(200);
  });
});
