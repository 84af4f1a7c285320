/**
 * The scheduler's input read from the tables: each naming difference between the tables and the
 * scheduler is mapped in one place (schedule-input.server.ts), and the busy time comes from the
 * sessions that are not cancelled.
 */
import { eq } from 'drizzle-orm';
import { weekFrame, weeklyFromSingle } from '@core/hours';
import { describe, expect, it } from 'vitest';
import { slotStart } from '../../../../core/booking/slots.ts';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { createPatient } from '../../../db/factories.ts';
import { createRoom, createTherapist, ensureTherapySettings } from '../../../db/programme-factories.ts';
import { clinicProfile, therapistLeaves, therapists, therapySettings, treatmentRooms } from '../../../db/schema/index.ts';
import { DEFAULT_CLINIC_PROFILE } from '../../../../core/clinic.ts';
import { ANY_ROOM, bandOf, hoursOf, loadScheduleInput, roomOf, therapySpecOf } from './schedule-input.server.ts';
import { bookSession } from '../sessions/sessions.server.ts';
import { cancelSession } from '../sessions/cancel-session.server.ts';

const env = await setupTestApp();
const db = () => env.database.db;
const settingsRow = (over: Partial<typeof therapySettings.$inferSelect> = {}) => ({
  therapySlug: 'abhyanga',
  sessionMinutes: 60,
  prepMinutes: 10,
  cleanupMinutes: 15,
  roomCapability: 'abhyanga-table' as const,
  therapistCount: 2,
  genderRule: 'same-as-patient' as const,
  needsPrescription: false,
  price: 1800,
  updatedAt: new Date(),
  ...over,
});

describe('the mappings between the tables and the scheduler', () => {
  it('therapistCount becomes therapistsNeeded and same-as-patient becomes same', () => {
    expect(therapySpecOf(settingsRow())).toEqual({
      slug: 'abhyanga',
      sessionMinutes: 60,
      prepMinutes: 10,
      cleanupMinutes: 15,
      roomCapability: 'abhyanga-table',
      therapistsNeeded: 2,
      genderRule: 'same',
      needsPrescription: false,
    });
    expect(therapySpecOf(settingsRow({ therapistCount: 1, genderRule: 'any' }))).toMatchObject({ therapistsNeeded: 1, genderRule: 'any' });
  });

  it('a therapy needing no equipment (null) asks for a capability every room in service has', () => {
    expect(therapySpecOf(settingsRow({ roomCapability: null })).roomCapability).toBe(ANY_ROOM);
    expect(roomOf({ id: 'r1', capabilities: ['steam-chamber'] })).toEqual({ id: 'r1', capabilities: ['steam-chamber', ANY_ROOM] });
    expect(roomOf({ id: 'r2', capabilities: [] }).capabilities).toEqual([ANY_ROOM]);
  });

  it('seven weekly entries (null: day off) become one range per working weekday', () => {
    const week = [null, { from: '09:00', to: '13:00' }, null, null, null, null, { from: '10:00', to: '18:00' }];
    expect(hoursOf(week)).toEqual({ 1: [['09:00', '13:00']], 6: [['10:00', '18:00']] });
    expect(hoursOf([])).toEqual({});
  });

  it("time band 'any' becomes the clinic's opening hours; named bands pass through", () => {
    const hours = weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '19:00' });
    expect(bandOf('any', hours)).toEqual({ from: '09:00', to: '19:00' });
    expect(bandOf('morning', hours)).toBe('morning');
    expect(bandOf('evening', hours)).toBe('evening');
  });
});

describe('loadScheduleInput', () => {
  it('reads settings, active therapists with hours and leave, rooms in service, busy time, the clinic calendar', async () => {
    env.clock.now = new Date('2026-11-25T04:00:00Z');
    await ensureTherapySettings(db());
    const asha = await createTherapist(db(), { name: 'Asha', therapies: ['shiro-dhara'] });
    const gone = await createTherapist(db(), { name: 'Gone' });
    await db().update(therapists).set({ active: false }).where(eq(therapists.id, gone.id));
    await db().insert(therapistLeaves).values({ therapistId: asha.id, date: '2026-12-02' });
    const room = await createRoom(db(), { name: 'Dhara', capabilities: ['shirodhara-table'] });
    const removed = await createRoom(db(), { name: 'Old' });
    await db().update(treatmentRooms).set({ removedAt: new Date() }).where(eq(treatmentRooms.id, removed.id));
    const profile = { ...DEFAULT_CLINIC_PROFILE, holidays: [{ date: '2026-12-25', name: { en: 'Christmas', hi: 'क्रिसमस' } }] };
    await db().insert(clinicProfile).values({ id: 1, profile });
    const [patient, other] = [await createPatient(db()), await createPatient(db(), { contact: '9111111111' })];
    const mine = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: other.id,
      roomId: room.id,
      therapistIds: [asha.id],
      startsAt: slotStart('2026-12-01', '10:00'),
    });
    const cancelled = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [asha.id],
      startsAt: slotStart('2026-12-03', '10:00'),
    });
    await cancelSession(env.ctx, cancelled.id);
    const own = await bookSession(env.ctx, {
      therapySlug: 'shiro-dhara',
      patientId: patient.id,
      roomId: room.id,
      therapistIds: [asha.id],
      startsAt: slotStart('2026-12-04', '10:00'),
    });

    const input = await loadScheduleInput(env.ctx, {
      patientId: patient.id,
      patientGender: 'female',
      timeBand: 'any',
      startDate: '2026-12-01',
      days: [['shiro-dhara']],
      prescribed: true,
    });

    expect(input.now).toEqual(env.clock.now);
    expect(input.horizonDays).toBe(60);
    expect(input.therapies.find((t) => t.slug === 'shiro-dhara')).toMatchObject({
      sessionMinutes: 45,
      prepMinutes: 10,
      cleanupMinutes: 15,
    });
    expect(input.therapists).toEqual([
      { id: asha.id, gender: 'female', therapies: ['shiro-dhara'], hours: hoursOf(asha.weeklyHours), leave: ['2026-12-02'] },
    ]);
    expect(input.rooms).toEqual([{ id: room.id, capabilities: ['shirodhara-table', ANY_ROOM] }]);
    const held = (s: { blockedFrom: Date; blockedTo: Date }) => ({ start: s.blockedFrom, end: s.blockedTo });
    expect(input.busy.therapists).toEqual({ [asha.id]: [held(mine), held(own)] });
    expect(input.busy.rooms).toEqual({ [room.id]: [held(mine), held(own)] });
    expect(input.busy.patient).toEqual([held(own)]);
    expect(input.clinic).toEqual({ hours: profile.hours, holidays: profile.holidays });
    expect(input.patient).toEqual({ gender: 'female', band: { from: weekFrame(profile.hours).open, to: weekFrame(profile.hours).close } });
    expect(input.programme).toEqual({ startDate: '2026-12-01', days: [['shiro-dhara']], prescribed: true });
  });
});
