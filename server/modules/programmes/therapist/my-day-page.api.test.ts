/**
 * A therapist's own page in the console (/staff/my-day) and where the console lands them: the
 * page's loader reads the therapist-day service, in the staff member's
 * language, with only the patient's first name.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createPatient } from '@server/db/factories';
import { createRoom, createTherapist, ensureTherapySettings } from '@server/db/programme-factories';
import { callPage } from '../../../../tests/helpers/page-loader.ts';
import { loader as myDayLoader } from '~/routes/staff/programmes/my-day';
import { loader as indexLoader } from '~/routes/staff/index';
import { bookSession } from '../sessions/sessions.server';
import { and, eq } from 'drizzle-orm';
import { auditLog, patients } from '@server/db/schema';

const env = await setupTestApp();
const db = () => env.database.db;
const DAY = '2026-12-01';
const AT = new Date(`${DAY}T05:00:00Z`); // 10:30 in the clinic

/** The page as `token`'s holder opens it (null: signed out). */
const myDay = (token: string | null, url: string, locale: 'en' | 'hi' = 'en') => callPage(env, myDayLoader, { token, url, locale });
const shown = async (token: string | null, url: string, locale: 'en' | 'hi' = 'en') => {
  const answer = await myDay(token, url, locale);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  return answer.data!;
};

describe("a therapist's day page", () => {
  it('lists their sessions of the date with times, buffers, therapy in their language, room, first name and partner', async () => {
    await ensureTherapySettings(db());
    const me = await env.signInStaff('therapist', { name: 'Meera' });
    const mine = await createTherapist(db(), { name: 'Meera Joshi', staffId: me.staff.id });
    const partner = await createTherapist(db(), { name: 'Kavya Nair' });
    const room = await createRoom(db(), { name: 'Abhyanga Room' });
    const patient = await createPatient(db(), { name: 'Asha Devi Kulkarni' });
    // What a session needs to know (decision 0059): an allergy to an oil and a standing alert.
    await db()
      .update(patients)
      .set({ allergies: ['Sesame oil'], alerts: ['High blood pressure'] })
      .where(eq(patients.id, patient.id));
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
    const page = await shown(me.token, `/staff/my-day?date=${DAY}`);
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
        facts: { allergies: ['Sesame oil'], alerts: ['High blood pressure'] },
        // The therapy's usual materials (none set here) and what a done session used (decision 0071).
        materials: [],
        used: [],
      },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/Kulkarni|Bina|price|contact/i);
    // Reading them is a read of the clinical record: audited, as the patient page's reads are.
    const reads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinical.read'), eq(auditLog.entityId, patient.id)));
    expect(reads.map((r) => (r.after as { part?: string }).part)).toEqual(['alerts']);
    const hindi = await shown(me.token, `/staff/my-day?date=${DAY}`, 'hi');
    expect(hindi.sessions[0]?.therapy).toBe('अभ्यंग');
    const empty = await shown(me.token, `/staff/my-day?date=2026-12-02`);
    expect(empty.sessions).toEqual([]);
  });

  it("opens on today's clinic date by default and on a bad date, and tells a therapist with no profile so", async () => {
    env.clock.now = new Date('2026-12-03T20:00:00Z'); // 4 December, 01:30 in the clinic
    const me = await env.signInStaff('therapist');
    for (const url of ['/staff/my-day', '/staff/my-day?date=2026-13-01', '/staff/my-day?date=x']) {
      expect(await shown(me.token, url), url).toMatchObject({ date: '2026-12-04', today: '2026-12-04', profile: false, sessions: [] });
    }
  });

  it('is for therapists only: other roles get 403, signed-out visitors the sign-in', async () => {
    for (const role of ['admin', 'reception', 'doctor'] as const) {
      const { token } = await env.signInStaff(role);
      expect(await myDay(token, '/staff/my-day'), role).toMatchObject({ status: 403 });
    }
    expect(await myDay(null, '/staff/my-day')).toMatchObject({ status: 302, location: '/staff' });
  });
});

describe('the console landing', () => {
  it('sends a therapist to their day and everyone else to today, as before', async () => {
    const land = async (role: 'admin' | 'reception' | 'doctor' | 'therapist') => {
      const { token } = await env.signInStaff(role);
      return (await callPage(env, indexLoader, { token, url: '/staff' })).location;
    };
    expect(await land('therapist')).toBe('/staff/my-day');
    expect(await land('admin')).toBe('/staff/today');
    expect(await land('reception')).toBe('/staff/today');
    expect(await land('doctor')).toBe('/staff/today');
  });
});
