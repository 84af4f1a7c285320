/**
 * The day's therapy sessions on paper (decision 0051): the day sheet lists them after the
 * consultations (it said "No consultations" on a day of sessions), and the therapy schedule prints
 * them by room and by therapist; the desk's only.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createPatient } from '@server/db/factories';
import { createRoom, createTherapist, ensureTherapySettings } from '@server/db/programme-factories';
import { callPage } from '../../../tests/helpers/page-loader.ts';
import { loader } from '~/routes/staff/desk/day-sheet';
import { bookSession } from '@server/modules/programmes/sessions/sessions.server';
import { cancelSession } from '@server/modules/programmes/sessions/cancel-session.server';

const env = await setupTestApp();
const db = () => env.database.db;
const DAY = '2026-12-01';
const AT = new Date(`${DAY}T05:00:00Z`); // 10:30 in the clinic

/** The day sheet (/staff/day-sheet) as a `role` opens it: its data, or the status it refuses with. */
async function sheet(role: 'reception' | 'doctor' | 'admin', query: string, locale: 'en' | 'hi' = 'en') {
  const { token } = await env.signInStaff(role);
  const page = await callPage(env, loader, { token, url: `/staff/day-sheet?${query}`, locale });
  return page.status === 200 ? page.data! : { status: page.status };
}

async function twoSessions() {
  await ensureTherapySettings(db());
  const [asha, bela] = [await createTherapist(db(), { name: 'Asha' }), await createTherapist(db(), { name: 'Bela' })];
  const [one, two] = [await createRoom(db(), { name: 'Room 1' }), await createRoom(db(), { name: 'Room 2' })];
  const patient = await createPatient(db(), { name: 'Kiran Rao' });
  const other = await createPatient(db(), { name: 'Mohan Das' });
  const book = (patientId: string, roomId: string, therapistIds: string[], startsAt: Date) =>
    bookSession(env.ctx, { therapySlug: 'shiro-dhara', patientId, roomId, therapistIds, startsAt });
  await book(patient.id, one.id, [asha.id], AT);
  await book(other.id, two.id, [bela.id], new Date(AT.getTime() + 2 * 3_600_000));
  const cancelled = await book(patient.id, two.id, [asha.id], new Date(AT.getTime() + 4 * 3_600_000));
  await cancelSession(env.ctx, cancelled.id);
}

describe('the day papers of therapy', () => {
  it('lists the day’s sessions on the desk’s day sheet, in time order, without cancelled ones', async () => {
    await twoSessions();
    const page = await sheet('reception', `date=${DAY}`);
    expect('sessions' in page && page.sessions?.map((s) => [s.start, s.patient, s.therapy, s.room, s.therapists, s.state])).toEqual([
      ['10:30', 'Kiran Rao', 'Shiro Dhara', 'Room 1', ['Asha'], 'expected'],
      ['12:30', 'Mohan Das', 'Shiro Dhara', 'Room 2', ['Bela'], 'expected'],
    ]);
    const hindi = await sheet('reception', `date=${DAY}&view=clinic`, 'hi');
    expect('sessions' in hindi && hindi.sessions?.[0]?.therapy).toBe('शिरोधारा');
    // A doctor's sheet stays the doctor's consultations.
    const doctor = await sheet('doctor', `date=${DAY}`);
    expect('sessions' in doctor && doctor.sessions).toBeNull();
  });

  it('prints the therapy schedule by room and by therapist; not for a doctor', async () => {
    await twoSessions();
    const rooms = await sheet('reception', `date=${DAY}&view=rooms`);
    expect('pages' in rooms && rooms.pages?.map((p) => [p.title, p.rows.map((r) => r.patient)])).toEqual([
      ['Room 1', ['Kiran Rao']],
      ['Room 2', ['Mohan Das']],
    ]);
    const people = await sheet('admin', `date=${DAY}&view=therapists`);
    expect('pages' in people && people.pages?.map((p) => [p.title, p.rows.map((r) => r.start)])).toEqual([
      ['Asha', ['10:30']],
      ['Bela', ['12:30']],
    ]);
    expect(await sheet('doctor', `date=${DAY}&view=rooms`)).toEqual({ status: 403 });
    const empty = await sheet('reception', `date=2026-12-02&view=rooms`);
    expect('pages' in empty && empty.pages).toEqual([]);
  });
});
