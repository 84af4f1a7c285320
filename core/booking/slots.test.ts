import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  availability,
  canChange,
  clinicDate,
  clinicTime,
  daysBetween,
  freeSlots,
  horizonEnd,
  isIsoDate,
  reminderTimes,
  slotProblem,
  slotStart,
  weekdayOf,
  type DoctorCalendar,
} from './slots';

/** Scenario builder: a doctor's week, leave and bookings, declared the way the clinic says them. */
function scenario(input: {
  week?: Partial<Record<'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat', string[]>>;
  leaves?: string[];
  booked?: [date: string, time: string][];
}): DoctorCalendar {
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
  const weekly: DoctorCalendar['weekly'] = {};
  days.forEach((d, i) => {
    const times = input.week?.[d];
    if (times) weekly[i] = times;
  });
  return { weekly, leaves: input.leaves ?? [], booked: (input.booked ?? []).map(([date, timeSlot]) => ({ date, timeSlot })) };
}

/** An instant given in clinic time ('2026-11-23 09:00' India). */
const at = (local: string) => slotStart(local.slice(0, 10), local.slice(11, 16));

const MORNINGS = ['10:00', '10:30', '11:00', '11:30'];
// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';

describe('clinic time', () => {
  it('is India time whatever the server zone: 10:00 in Raipur is 04:30 UTC', () => {
    expect(slotStart(MONDAY, '10:00').toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(clinicDate(new Date('2026-11-22T19:00:00Z'))).toBe(MONDAY); // 00:30 Monday in India
    expect(clinicTime(new Date('2026-11-22T19:00:00Z'))).toBe('00:30');
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(slotStart('2026-12-31', '23:30').toISOString()).toBe('2026-12-31T18:00:00.000Z');
    expect(weekdayOf('2027-01-03')).toBe(0);
  });

  it('counts whole days and the booking horizon across months, years and alternating days', () => {
    expect(daysBetween('2026-11-24', '2026-12-23')).toBe(29);
    expect(daysBetween('2026-12-31', '2027-03-01')).toBe(60);
    expect(daysBetween('2026-12-23', '2026-11-24')).toBe(-29);
    // horizonEnd remembers the last day's answer: asking for other days and lengths in turn must not mix them up.
    const monday = new Date('2026-11-23T06:00:00Z');
    const tuesday = new Date('2026-11-24T06:00:00Z');
    expect(horizonEnd(monday, 60)).toBe('2027-01-22');
    expect(horizonEnd(tuesday, 60)).toBe('2027-01-23');
    expect(horizonEnd(tuesday, 7)).toBe('2026-12-01');
    expect(horizonEnd(monday, 60)).toBe('2027-01-22');
  });

  it('gives the clinic date, not the UTC date, late in the Indian evening', () => {
    // 23:00 UTC on Sunday is 04:30 Monday in India: Monday's early slots are the ones that are "today".
    const now = new Date('2026-11-22T23:00:00Z');
    const cal = scenario({ week: { sun: MORNINGS, mon: MORNINGS } });
    expect(freeSlots(cal, '2026-11-22', now)).toEqual([]); // Sunday is over in India
    expect(freeSlots(cal, MONDAY, now)).toEqual(MORNINGS);
  });
});

describe('free slots of a date', () => {
  const now = at('2026-11-20 12:00');

  it('offers the weekday times of a working day, sorted', () => {
    const cal = scenario({ week: { mon: ['11:00', '10:00', '10:30'] } });
    expect(freeSlots(cal, MONDAY, now)).toEqual(['10:00', '10:30', '11:00']);
  });

  it('offers nothing on a day off or a leave day', () => {
    const cal = scenario({ week: { mon: MORNINGS, tue: MORNINGS }, leaves: ['2026-11-24'] });
    expect(freeSlots(cal, '2026-11-22', now)).toEqual([]); // Sunday: day off
    expect(freeSlots(cal, '2026-11-24', now)).toEqual([]); // Tuesday on leave
    expect(slotProblem(cal, '2026-11-24', '10:00', now)).toBe('leave');
    expect(slotProblem(cal, '2026-11-22', '10:00', now)).toBe('day-off');
  });

  it('takes a slot per date: booking this Monday 10:00 leaves next Monday 10:00 free', () => {
    const cal = scenario({ week: { mon: MORNINGS }, booked: [[MONDAY, '10:00']] });
    expect(freeSlots(cal, MONDAY, now)).toEqual(['10:30', '11:00', '11:30']);
    expect(freeSlots(cal, '2026-11-30', now)).toEqual(MORNINGS);
    expect(slotProblem(cal, MONDAY, '10:00', now)).toBe('taken');
  });

  it('never offers a time already past today', () => {
    const cal = scenario({ week: { mon: MORNINGS } });
    expect(freeSlots(cal, MONDAY, at('2026-11-23 10:30'))).toEqual(['11:00', '11:30']);
    expect(slotProblem(cal, MONDAY, '10:30', at('2026-11-23 10:30'))).toBe('past');
    expect(slotProblem(cal, '2026-11-16', '10:00', now)).toBe('past');
  });

  it('refuses a time the doctor does not offer that day and malformed input', () => {
    const cal = scenario({ week: { mon: MORNINGS } });
    expect(slotProblem(cal, MONDAY, '12:00', now)).toBe('not-a-slot');
    expect(slotProblem(cal, MONDAY, '25:00', now)).toBe('invalid');
    expect(slotProblem(cal, '2026-02-30', '10:00', now)).toBe('invalid');
    expect(slotProblem(cal, MONDAY, '10:00', now)).toBeNull();
  });

  it('stops at the 60-day horizon', () => {
    const cal = scenario({
      week: { sun: MORNINGS, mon: MORNINGS, tue: MORNINGS, wed: MORNINGS, thu: MORNINGS, fri: MORNINGS, sat: MORNINGS },
    });
    const last = horizonEnd(now);
    expect(last).toBe('2027-01-19');
    expect(freeSlots(cal, last, now)).toEqual(MORNINGS);
    expect(freeSlots(cal, addDays(last, 1), now)).toEqual([]);
    expect(slotProblem(cal, addDays(last, 1), '10:00', now)).toBe('beyond-horizon');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only (leap years included)', () => {
    for (const ok of ['2026-11-23', '2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '0001-01-01'])
      expect(isIsoDate(ok), ok).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '26-11-23',
      '2026-11-23T00:00',
      '',
    ])
      expect(isIsoDate(bad), bad).toBe(false);
  });

  it('agrees with the calendar for any yyyy-mm-dd', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const real = m >= 1 && m <= 12 && d >= 1 && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
        expect(isIsoDate(text)).toBe(real);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('availability over a range', () => {
  it('lists each date from today to the horizon with its free slots', () => {
    const now = at('2026-11-23 10:15');
    const cal = scenario({ week: { mon: MORNINGS, wed: ['15:00'] }, leaves: ['2026-11-25'], booked: [[MONDAY, '11:00']] });
    const days = availability(cal, '2026-11-20', '2026-11-30', now);
    expect(days[0]).toEqual({ date: MONDAY, slots: ['10:30', '11:30'] }); // clipped to today, past and taken removed
    expect(days.find((d) => d.date === '2026-11-25')?.slots).toEqual([]); // leave
    expect(days.find((d) => d.date === '2026-11-30')?.slots).toEqual(MORNINGS);
    expect(days.at(-1)?.date).toBe('2026-11-30');
    expect(availability(cal, '2027-03-01', '2027-03-05', now)).toEqual([]); // entirely beyond the horizon
  });

  it('answers, for every date, exactly what freeSlots answers (random weeks, leave, bookings and clocks)', () => {
    const time = fc.constantFrom('08:00', '09:30', '10:00', '10:30', '12:45', '15:00', '18:30', '23:30', '25:00');
    const dayOffset = fc.integer({ min: -3, max: 70 });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('0', '1', '2', '3', '4', '5', '6'), fc.array(time, { maxLength: 5 })),
        fc.array(dayOffset, { maxLength: 6 }),
        fc.array(fc.tuple(dayOffset, time), { maxLength: 20 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.integer({ min: -5, max: 65 }),
        fc.integer({ min: 0, max: 40 }),
        (weekly, leaveDays, bookings, minuteOfDay, fromOffset, length) => {
          const now = new Date(slotStart('2026-11-23', '00:00').getTime() + minuteOfDay * 60_000);
          const today = clinicDate(now);
          const cal: DoctorCalendar = {
            weekly: Object.fromEntries(Object.entries(weekly).map(([d, t]) => [Number(d), t])),
            leaves: leaveDays.map((d) => addDays(today, d)),
            booked: bookings.map(([d, t]) => ({ date: addDays(today, d), timeSlot: t })),
          };
          const from = addDays(today, fromOffset);
          const to = addDays(from, length);
          const expected = [];
          const start = from < today ? today : from;
          const end = to > horizonEnd(now) ? horizonEnd(now) : to;
          for (let date = start; date <= end; date = addDays(date, 1)) expected.push({ date, slots: freeSlots(cal, date, now) });
          expect(availability(cal, from, to, now)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the 24-hour rule', () => {
  const start = slotStart(MONDAY, '10:00');
  it('allows a change at exactly 24 hours before, not a minute later', () => {
    expect(canChange(start, at('2026-11-22 10:00'))).toBe(true);
    expect(canChange(start, at('2026-11-22 10:01'))).toBe(false);
    expect(canChange(start, at('2026-11-20 18:00'))).toBe(true);
    expect(canChange(start, at('2026-11-23 11:00'))).toBe(false);
  });

  it('plans reminders 24 h and 2 h before, skipping those already past', () => {
    expect(reminderTimes(start, at('2026-11-20 10:00')).map((r) => r.at.toISOString())).toEqual([
      '2026-11-22T04:30:00.000Z',
      '2026-11-23T02:30:00.000Z',
    ]);
    expect(reminderTimes(start, at('2026-11-23 07:00')).map((r) => r.kind)).toEqual(['reminder-2h']);
    expect(reminderTimes(start, at('2026-11-23 09:00'))).toEqual([]);
  });
});
