import { describe, expect, it } from 'vitest';
import { clinicDate, freeSlots, slotStart, weekdayOf } from './booking/slots';
import { hoursOutsideClinic, intersectSpans, openSpans, slotsOutsideClinic, weekWithinClinic, weeklyFromSingle } from './hours';
import { WeeklyHoursSchema, type WeeklyHours } from './schemas/staff/hours';

const lunch = { from: '09:00', to: '18:00', breaks: [{ from: '13:00', to: '14:00' }] };
/** Monday-Friday 9-6 with lunch 1-2, Saturday half-day 9-1, Sunday closed. */
const CLINIC: WeeklyHours = [null, lunch, lunch, lunch, lunch, lunch, { from: '09:00', to: '13:00', breaks: [] }];

describe('weekly hours', () => {
  it('the schema refuses an end before the start and a break outside the day, with message keys', () => {
    const bad = (day: unknown) => WeeklyHoursSchema.safeParse([null, day, null, null, null, null, null]).error?.issues[0]?.message;
    expect(bad({ from: '18:00', to: '09:00' })).toBe('staff.hours.endBeforeStart');
    expect(bad({ from: '09:00', to: '13:00', breaks: [{ from: '12:00', to: '14:00' }] })).toBe('staff.hours.breakOutsideDay');
    expect(WeeklyHoursSchema.safeParse([null]).error?.issues[0]?.message).toBe('staff.hours.sevenDays');
    expect(WeeklyHoursSchema.parse(weeklyFromSingle({ days: [1], open: '09:00', close: '17:00' }))[1]).toEqual({
      from: '09:00',
      to: '17:00',
      breaks: [],
    });
  });

  it('a day less its breaks; ranges inside the clinic', () => {
    expect(openSpans(lunch)).toEqual([
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ]);
    expect(openSpans(null)).toEqual([]);
    expect(intersectSpans([['08:00', '18:30']], openSpans(lunch))).toEqual([
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ]);
  });

  it("staff hours outside the clinic's are named by weekday (the clinic's break need not be repeated)", () => {
    const staff: WeeklyHours = [null, { from: '09:00', to: '18:00' }, null, null, null, null, { from: '09:00', to: '17:00' }];
    expect(hoursOutsideClinic(staff, CLINIC)).toEqual([{ weekday: 6, clinic: CLINIC[6] }]);
    expect(hoursOutsideClinic([{ from: '10:00', to: '12:00' }, null, null, null, null, null, null], CLINIC)).toEqual([
      { weekday: 0, clinic: null },
    ]);
    expect(hoursOutsideClinic([null, { from: '08:30', to: '12:00' }, null, null, null, null, null], CLINIC)[0]?.weekday).toBe(1);
    // The reported case: 6-7:30 PM offered while the clinic closes at 6.
    expect(slotsOutsideClinic([{ weekday: 1, startTimes: ['17:30', '18:00', '19:00'] }], CLINIC)).toEqual([{ weekday: 1, clinic: lunch }]);
    expect(slotsOutsideClinic([{ weekday: 1, startTimes: ['13:30'] }], CLINIC)).toHaveLength(1);
    expect(slotsOutsideClinic([{ weekday: 1, startTimes: ['09:00', '12:30', '14:00', '17:30'] }], CLINIC)).toEqual([]);
  });

  it('consultation slots: none in the lunch break, Saturday a half-day (clinic dates in IST)', () => {
    // 27 Nov 2026, 20:30 UTC is already Saturday 28 Nov in the clinic (02:00 IST).
    const now = new Date('2026-11-27T20:30:00Z');
    const saturday = clinicDate(now);
    expect(saturday).toBe('2026-11-28');
    expect(weekdayOf(saturday)).toBe(6);
    const times = ['09:00', '10:00', '12:30', '13:00', '13:30', '14:00', '16:00', '18:00', '18:30'];
    const weekly = weekWithinClinic({ 1: times, 6: times }, CLINIC);
    const calendar = { weekly, leaves: [], booked: [] };
    expect(freeSlots(calendar, saturday, now)).toEqual(['09:00', '10:00', '12:30']);
    expect(freeSlots(calendar, '2026-11-30', now)).toEqual(['09:00', '10:00', '12:30', '14:00', '16:00']);
    // Monday 30 Nov at 13:05 IST: the morning is past, the break offers nothing.
    expect(freeSlots(calendar, '2026-11-30', slotStart('2026-11-30', '13:05'))).toEqual(['14:00', '16:00']);
  });
});
