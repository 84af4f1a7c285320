/**
 * The Panchakarma resource admin: rooms, therapists and leave, therapy settings, and a therapist's
 * day (the service behind /staff/my-day; the page itself: my-day-page.api.test.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createPatient } from '../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings, THERAPIST_CLINIC_WEEK } from '../../db/programme-factories.ts';
import { therapySettings, treatmentRooms } from '../../db/schema/index.ts';
import { bookSession } from '../programmes/sessions/sessions.server.ts';
import { cancelSession } from '../programmes/sessions/cancel-session.server.ts';
import { therapistDay } from '../programmes/therapist/therapist-day.server.ts';
import { callPage, pageContext } from '../../../tests/helpers/page-loader.ts';
import { loader as settingsLoader } from '~/routes/staff/programmes/therapy-settings';

const env = await setupTestApp();
const db = () => env.database.db;
const DAY = '2026-12-01';
const AT = new Date(`${DAY}T05:00:00Z`); // 10:30 in the clinic

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown, locale = 'en') {
  const res = await env.app.inject({
    method,
    url,
    headers: { cookie, 'accept-language': locale, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const json = res.json() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  // The envelope's data, with its message alongside.
  return { status: res.statusCode, body: { ...json, ...(json.data ?? {}) }, headers: res.headers };
}

describe('treatment rooms', () => {
  it('are created, renamed and re-equipped by admin; a taken name is a 409', async () => {
    const { cookie } = await env.signInStaff('admin');
    const created = await call('POST', '/api/staff/rooms', cookie, { name: 'Dhara Room', capabilities: ['shirodhara-table'] });
    expect(created.status).toBe(200);
    const id = created.body.rooms.find((r: { name: string }) => r.name === 'Dhara Room').id as string;
    const renamed = await call('PUT', `/api/staff/rooms/${id}`, cookie, {
      name: 'Dhara Room 1',
      capabilities: ['shirodhara-table', 'general'],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.rooms[0]).toMatchObject({ name: 'Dhara Room 1', capabilities: ['shirodhara-table', 'general'] });
    await call('POST', '/api/staff/rooms', cookie, { name: 'Steam', capabilities: ['steam-chamber'] });
    const taken = await call('PUT', `/api/staff/rooms/${id}`, cookie, { name: 'steam', capabilities: [] }, 'hi');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('इस नाम का एक और कक्ष पहले से है।');
    const bad = await call('POST', '/api/staff/rooms', cookie, { name: 'X', capabilities: ['jacuzzi'] });
    expect(bad.status).toBe(400);
  });

  it('refuse removal while sessions are booked in them from now on, saying how many, in both languages', async () => {
    env.clock.now = new Date(`${DAY}T00:00:00Z`);
    await ensureTherapySettings(db());
    const { cookie } = await env.signInStaff('admin');
    const room = await createRoom(db(), { name: 'Room A' });
    const [p1, p2] = [await createPatient(db()), await createPatient(db())];
    const t = await createTherapist(db());
    const s1 = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: p1.id,
      roomId: room.id,
      therapistIds: [t.id],
      startsAt: AT,
    });
    const s2 = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: p2.id,
      roomId: room.id,
      therapistIds: [t.id],
      startsAt: new Date(AT.getTime() + 2 * 3_600_000),
    });
    const en = await call('DELETE', `/api/staff/rooms/${room.id}`, cookie);
    expect(en.status).toBe(409);
    expect(en.body.message).toContain('2 booked session');
    const hi = await call('DELETE', `/api/staff/rooms/${room.id}`, cookie, undefined, 'hi');
    expect(hi.body.message).toContain('2 बुक सत्र');
    const [still] = await db().select().from(treatmentRooms).where(eq(treatmentRooms.id, room.id));
    expect(still!.removedAt).toBeNull();
    await cancelSession(env.ctx, s1.id);
    await cancelSession(env.ctx, s2.id);
    const removed = await call('DELETE', `/api/staff/rooms/${room.id}`, cookie);
    expect(removed.status).toBe(200);
    expect(removed.body.rooms.map((r: { id: string }) => r.id)).not.toContain(room.id);
  });

  it('are admin work: reception reads the list, a therapist and a doctor are refused', async () => {
    const reception = await env.signInStaff('reception');
    const therapist = await env.signInStaff('therapist');
    expect((await call('GET', '/api/staff/rooms', reception.cookie)).status).toBe(200);
    expect((await call('POST', '/api/staff/rooms', reception.cookie, { name: 'R', capabilities: [] })).status).toBe(403);
    expect((await call('GET', '/api/staff/rooms', therapist.cookie)).status).toBe(403);
  });
});

describe('therapy settings', () => {
  it('list every catalogue therapy, are edited per therapy, and refuse bad values in both languages', async () => {
    await ensureTherapySettings(db());
    const { cookie, token } = await env.signInStaff('admin');
    const list = await callPage(env, settingsLoader, { token, url: '/staff/therapy-settings' });
    expect(list.data!.settings).toHaveLength(47);
    const body = {
      sessionMinutes: 50,
      prepMinutes: 10,
      cleanupMinutes: 20,
      roomCapability: 'shirodhara-table',
      therapistCount: 1,
      genderRule: 'any',
      needsPrescription: false,
      price: 2200,
    };
    expect((await call('PUT', '/api/staff/therapy-settings/shiro-dhara', cookie, body)).status).toBe(200);
    const [row] = await db().select().from(therapySettings).where(eq(therapySettings.therapySlug, 'shiro-dhara'));
    expect(row).toMatchObject({ sessionMinutes: 50, price: 2200 });
    const bad = await call('PUT', '/api/staff/therapy-settings/shiro-dhara', cookie, { ...body, therapistCount: 3 }, 'hi');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('एक थेरेपी 1 या 2 थेरेपिस्ट देते हैं।');
    expect((await call('PUT', '/api/staff/therapy-settings/no-such-therapy', cookie, body)).status).toBe(404);
  });

  it('report the therapies no active therapist is trained for', async () => {
    await ensureTherapySettings(db());
    const { token } = await env.signInStaff('reception');
    await createTherapist(db(), { therapies: ['abhyanga', 'shiro-dhara'] });
    await db().update(therapySettings).set({ price: 1 }); // unrelated change: the report reads the therapists
    // The settings page (/staff/therapy-settings) as the desk opens it.
    const { untrained } = (await callPage(env, settingsLoader, { token, url: '/staff/therapy-settings' })).data!;
    expect(untrained).toHaveLength(45);
    expect(untrained).not.toContain('abhyanga');
    expect(untrained).toContain('vamana');
  });
});

describe('therapists', () => {
  it('are made from a therapist staff account or without one, changed, and given leave', async () => {
    const { cookie } = await env.signInStaff('admin');
    const account = await env.signInStaff('therapist', { name: 'Meera' });
    const doctorAccount = await env.signInStaff('doctor');
    const form = { name: 'Meera', gender: 'female', therapies: ['abhyanga'], weeklyHours: THERAPIST_CLINIC_WEEK };
    const fromAccount = await call('POST', '/api/staff/therapists', cookie, { ...form, staffId: account.staff.id });
    expect(fromAccount.status).toBe(200);
    expect((await call('POST', '/api/staff/therapists', cookie, { ...form, staffId: account.staff.id })).status).toBe(409);
    expect((await call('POST', '/api/staff/therapists', cookie, { ...form, staffId: doctorAccount.staff.id })).status).toBe(400);
    const plain = await call('POST', '/api/staff/therapists', cookie, { ...form, name: 'Ravi', gender: 'male' });
    expect(plain.status).toBe(200);
    const ravi = plain.body.therapists.find((t: { name: string }) => t.name === 'Ravi');
    expect(ravi.staffId).toBeNull();
    const changed = await call('PUT', `/api/staff/therapists/${ravi.id}`, cookie, {
      ...form,
      name: 'Ravi',
      gender: 'male',
      therapies: ['abhyanga', 'udvartana'],
    });
    expect(changed.body.therapists.find((t: { id: string }) => t.id === ravi.id).therapies).toEqual(['abhyanga', 'udvartana']);
    const badHours = await call('PUT', `/api/staff/therapists/${ravi.id}`, cookie, { ...form, weeklyHours: [null] });
    expect(badHours.status).toBe(400);
    expect((await call('POST', `/api/staff/therapists/${ravi.id}/leaves`, cookie, { date: DAY, reason: 'Family' })).status).toBe(200);
    expect((await call('POST', `/api/staff/therapists/${ravi.id}/leaves`, cookie, { date: DAY })).status).toBe(409);
    const list = await call('GET', '/api/staff/therapists', cookie);
    expect(list.body.therapists.find((t: { id: string }) => t.id === ravi.id).leaves).toEqual([{ date: DAY, reason: 'Family' }]);
  });
});

describe('removing a day of leave', () => {
  it('removes one day of one therapist (admin); another day or therapist is a 404 in both languages, nothing else removed', async () => {
    env.clock.now = new Date(`${DAY}T00:00:00Z`);
    await ensureTherapySettings(db());
    const { cookie } = await env.signInStaff('admin');
    const asha = await createTherapist(db(), { name: 'Asha' });
    const bela = await createTherapist(db(), { name: 'Bela' });
    await call('POST', `/api/staff/therapists/${asha.id}/leaves`, cookie, { date: DAY, reason: 'Family' });
    await call('POST', `/api/staff/therapists/${asha.id}/leaves`, cookie, { date: '2026-12-02' });
    await call('POST', `/api/staff/therapists/${bela.id}/leaves`, cookie, { date: DAY });

    const removed = await call('DELETE', `/api/staff/therapists/${asha.id}/leaves/${DAY}`, cookie);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Leave removed');
    const leavesOf = (id: string) => removed.body.therapists.find((t: { id: string }) => t.id === id).leaves;
    expect(leavesOf(asha.id)).toEqual([{ date: '2026-12-02', reason: null }]);
    expect(leavesOf(bela.id)).toEqual([{ date: DAY, reason: null }]);

    const again = await call('DELETE', `/api/staff/therapists/${asha.id}/leaves/${DAY}`, cookie, undefined, 'hi');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('उस दिन कोई अवकाश नहीं।');
    const none = await call('DELETE', `/api/staff/therapists/${asha.id}/leaves/2026-12-09`, cookie);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No leave on that day.');
    const unknown = await call('DELETE', `/api/staff/therapists/7a2d4c10-0000-4000-8000-000000000000/leaves/${DAY}`, cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Therapist not found.');
    const badDate = await call('DELETE', `/api/staff/therapists/${asha.id}/leaves/tomorrow`, cookie);
    expect(badDate.status).toBe(400);
    const badId = await call('DELETE', `/api/staff/therapists/nope/leaves/${DAY}`, cookie);
    expect(badId.status).toBe(400);
  });

  it('is refused to reception and therapists', async () => {
    const admin = await env.signInStaff('admin');
    const t = await createTherapist(db());
    await call('POST', `/api/staff/therapists/${t.id}/leaves`, admin.cookie, { date: '2026-12-20' });
    for (const role of ['reception', 'therapist', 'doctor'] as const) {
      const { cookie } = await env.signInStaff(role);
      expect((await call('DELETE', `/api/staff/therapists/${t.id}/leaves/2026-12-20`, cookie)).status).toBe(403);
    }
  });
});

describe("a therapist's day", () => {
  it("lists their own sessions of the date with time, therapy, room and the patient's first name, and no prices", async () => {
    await ensureTherapySettings(db());
    const me = await env.signInStaff('therapist', { name: 'Meera' });
    const mine = await createTherapist(db(), { name: 'Meera', staffId: me.staff.id });
    const other = await createTherapist(db(), { name: 'Kavya' });
    const room = await createRoom(db(), { name: 'Dhara Room' });
    const room2 = await createRoom(db());
    const patient = await createPatient(db(), { name: 'Asha Devi Kulkarni' });
    const patient2 = await createPatient(db(), { name: 'Bina Shah' });
    await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [mine.id],
      startsAt: AT,
    });
    await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient2.id,
      roomId: room2.id,
      therapistIds: [other.id],
      startsAt: AT,
    });
    // Another day's session is not listed.
    await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [mine.id],
      startsAt: new Date(AT.getTime() + 86_400_000),
    });
    const staffOf = async (token: string) => {
      const { identity } = await pageContext(env, token);
      if (identity?.kind !== 'staff') throw new Error('not staff');
      return identity.staff;
    };
    // A therapist asking for another therapist's day still gets their own.
    const own = await therapistDay(env.ctx, await staffOf(me.token), DAY, other.id);
    expect(own).toEqual([
      expect.objectContaining({ therapySlug: 'shiro-dhara', roomName: 'Dhara Room', patientName: 'Asha', startsAt: AT.toISOString() }),
    ]);
    // The page shows first names: nothing more of the patient's name is sent.
    expect(JSON.stringify(own)).not.toMatch(/price|amount|deposit|discount|Bina|contact|Devi|Kulkarni/i);
    const desk = await env.signInStaff('reception');
    const kavya = await therapistDay(env.ctx, await staffOf(desk.token), DAY, other.id);
    expect(kavya.map((s) => s.patientName)).toEqual(['Bina']);
    expect(JSON.stringify(kavya)).not.toMatch(/Shah/);
    // The page's guard (a doctor: 403) and a bad date (today's page): my-day-page.api.test.ts.
  });
});

describe('programme templates', () => {
  const plan = [
    { day: 1, therapies: ['abhyanga', 'swedana'] },
    { day: 2, therapies: ['abhyanga', 'swedana'] },
    { day: 3, therapies: ['virechana'] },
  ];
  it('are created and edited by admin, listed for the doctors, and bad plans are refused in both languages', async () => {
    const { cookie } = await env.signInStaff('admin');
    const created = await call('POST', '/api/staff/programme-templates', cookie, {
      slug: 'short-3',
      name: { en: '3-day course', hi: '3 दिन का कोर्स' },
      plan,
    });
    expect(created.status).toBe(200);
    const id = created.body.templates[0].id as string;
    expect(created.body.templates[0]).toMatchObject({ slug: 'short-3', days: 3 });
    const edited = await call('PUT', `/api/staff/programme-templates/${id}`, cookie, {
      slug: 'short-4',
      name: { en: '4-day course', hi: '4 दिन का कोर्स' },
      plan: [...plan, { day: 4, therapies: [] }],
    });
    expect(edited.body.templates[0]).toMatchObject({ slug: 'short-4', days: 4 });
    const doctor = await env.signInStaff('doctor');
    expect((await call('GET', '/api/staff/programme-templates', doctor.cookie)).body.templates).toHaveLength(1);

    const gap = await call(
      'POST',
      '/api/staff/programme-templates',
      cookie,
      { slug: 'gap', name: { en: 'Gap', hi: 'अंतर' }, plan: [plan[0], { ...plan[2], day: 3 }] },
      'hi',
    );
    expect(gap.status).toBe(400);
    expect(JSON.stringify(gap.body)).toContain('योजना में हर दिन की एक प्रविष्टि हो');
    const long = Array.from({ length: 61 }, (_, i) => ({ day: i + 1, therapies: ['abhyanga'] }));
    expect(
      (await call('POST', '/api/staff/programme-templates', cookie, { slug: 'long', name: { en: 'Long', hi: 'लंबा' }, plan: long })).status,
    ).toBe(400);
    const unknown = await call('POST', '/api/staff/programme-templates', cookie, {
      slug: 'odd',
      name: { en: 'Odd', hi: 'अजीब' },
      plan: [{ day: 1, therapies: ['reiki'] }],
    });
    expect(unknown.status).toBe(400);
    const taken = await call('POST', '/api/staff/programme-templates', cookie, { slug: 'short-4', name: { en: 'Again', hi: 'फिर' }, plan });
    expect(taken.status).toBe(409);
    expect(
      (await call('POST', '/api/staff/programme-templates', doctor.cookie, { slug: 'doctor-course', name: { en: 'X', hi: 'X' }, plan }))
        .status,
    ).toBe(403);
  });
});
