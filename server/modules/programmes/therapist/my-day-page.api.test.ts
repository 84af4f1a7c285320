/**
 * A therapist's own page in the console (/staff/my-day) and where the console lands them: the
 * page's loader reads the same service as GET /api/staff/therapist-day, in the staff member's
 * language, with only the patient's first name.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createPatient } from '@server/db/factories';
import { createRoom, createTherapist, ensureTherapySettings } from '@server/db/programme-factories';
import { resolveSession } from '@server/modules/auth/sessions';
import { loader as myDayLoader } from '~/routes/staff-my-day';
import { loader as indexLoader } from '~/routes/staff-index';
import { bookSession } from '../sessions/sessions.server';

const env = await setupTestApp();
const db = () => env.database.db;
const DAY = '2026-12-01';
const AT = new Date(`${DAY}T05:00:00Z`); // 10:30 in the clinic

async function identity(token: string) {
  const found = await resolveSession(env.ctx, token);
  if (!found) throw new Error('no session');
  return found;
}

type Args<L extends (...args: never[]) => unknown> = Parameters<L>[0];
const args = (who: Awaited<ReturnType<typeof identity>> | null, url: string, locale: 'en' | 'hi' = 'en') => ({
  context: { ctx: env.ctx, identity: who, locale, nonce: '', ip: '10.1.2.3', requestId: 'test' },
  request: new Request(`http://x${url}`),
  params: {},
});
const myDay = (who: Awaited<ReturnType<typeof identity>> | null, url: string, locale: 'en' | 'hi' = 'en') =>
  myDayLoader(args(who, url, locale) as unknown as Args<typeof myDayLoader>);

/** What a thrown redirect or data() response says: its status and where it sends. */
async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') };
    // A page's refusal is a domain error the SSR bridge maps (decision 0047), or a data() response.
    const { init, statusCode } = error as { init?: { status?: number }; statusCode?: number };
    return { status: statusCode ?? init?.status, location: null };
  }
  throw new Error('nothing thrown');
}

describe("a therapist's day page", () => {
  it('lists their sessions of the date with times, buffers, therapy in their language, room, first name and partner', async () => {
    await ensureTherapySettings(db());
    const me = await env.signInStaff('therapist', { name: 'Meera' });
    const mine = await createTherapist(db(), { name: 'Meera Joshi', staffId: me.staff.id });
    const partner = await createTherapist(db(), { name: 'Kavya Nair' });
    const room = await createRoom(db(), { name: 'Abhyanga Room' });
    const patient = await createPatient(db(), { name: 'Asha Devi Kulkarni' });
    const other = await createPatient(db(), { name: 'Bina Shah' });
    // Abhyanga: 60 min, 10 min preparation, 15 min clean-up, two therapists in step.
    await bookSession(env.ctx, {
      therapySlug: 'abhyanga',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [mine.id, partner.id],
      startsAt: AT,
    });
    await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: other.id,
      roomId: (await createRoom(db())).id,
      therapistIds: [partner.id],
      startsAt: new Date(AT.getTime() + 3 * 3_600_000),
    });
    const who = await identity(me.token);
    const page = await myDay(who, `/staff/my-day?date=${DAY}`);
    expect(page).toMatchObject({ date: DAY, prev: '2026-11-30', next: '2026-12-02', profile: true });
    expect(page.sessions).toEqual([
      {
        id: expect.any(String),
        start: '10:30',
        end: '11:30',
        prepFrom: '10:20',
        cleanupTo: '11:45',
        therapy: 'Abhyanga',
        room: 'Abhyanga Room',
        patient: 'Asha',
        with: ['Kavya Nair'],
        status: 'booked',
        startsAt: AT.toISOString(),
        arrivedAt: null,
        startedAt: null,
        // No note yet (decision 0064: the day page marks a note, its content is read when opened).
        note: null,
      },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/Kulkarni|Bina|price|contact/i);
    const hindi = await myDay(who, `/staff/my-day?date=${DAY}`, 'hi');
    expect(hindi.sessions[0]?.therapy).toBe('अभ्यंग');
    const empty = await myDay(who, `/staff/my-day?date=2026-12-02`);
    expect(empty.sessions).toEqual([]);
  });

  it("opens on today's clinic date by default and on a bad date, and tells a therapist with no profile so", async () => {
    env.clock.now = new Date('2026-12-03T20:00:00Z'); // 4 December, 01:30 in the clinic
    const me = await env.signInStaff('therapist');
    const who = await identity(me.token);
    for (const url of ['/staff/my-day', '/staff/my-day?date=2026-13-01', '/staff/my-day?date=x']) {
      expect(await myDay(who, url), url).toMatchObject({ date: '2026-12-04', today: '2026-12-04', profile: false, sessions: [] });
    }
  });

  it('is for therapists only: other roles get 403, signed-out visitors the sign-in', async () => {
    for (const role of ['admin', 'reception', 'doctor'] as const) {
      const who = await identity((await env.signInStaff(role)).token);
      expect(await thrown(() => myDay(who, '/staff/my-day')), role).toMatchObject({ status: 403 });
    }
    expect(await thrown(() => myDay(null, '/staff/my-day'))).toEqual({ status: 302, location: '/staff' });
  });
});

describe('the console landing', () => {
  it('sends a therapist to their day and everyone else to today, as before', async () => {
    const land = async (role: 'admin' | 'reception' | 'doctor' | 'therapist') => {
      const who = await identity((await env.signInStaff(role)).token);
      return (await thrown(() => indexLoader(args(who, '/staff') as unknown as Args<typeof indexLoader>))).location;
    };
    expect(await land('therapist')).toBe('/staff/my-day');
    expect(await land('admin')).toBe('/staff/today');
    expect(await land('reception')).toBe('/staff/today');
    expect(await land('doctor')).toBe('/staff/today');
  });
});
