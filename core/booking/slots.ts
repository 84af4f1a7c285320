/**
 * Slot rules, pure: which dates and start times a doctor offers, and whether a booking may still be
 * changed. All dates and times are the clinic's (Asia/Kolkata, UTC+05:30, no daylight saving),
 * whatever the visitor's or the server's time zone: a slot is a clinic date ('2026-11-23') and a
 * clinic start time ('10:30'), and `slotStart` turns that into an instant.
 *
 * This is the one module of the clinic's time zone and dates (docs/decisions/0046): its zone, its
 * offset, instants of clinic dates and times and back, and date arithmetic. Pages write them with
 * Intl through core/i18n/clinic-time.ts; the lint refuses the offset typed anywhere else.
 */
import { LIMITS } from '@core/constants';

export const CLINIC_TIME_ZONE = 'Asia/Kolkata';
/** India has kept UTC+05:30 all year since 1945. */
const CLINIC_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type IsoDate = string;
export type SlotTime = string;

export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);
}

export function isSlotTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** The instant a clinic date and time stand for. */
export function slotStart(date: IsoDate, time: SlotTime): Date {
  return new Date(utcMidnight(date) + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000 - CLINIC_OFFSET_MS);
}

/**
 * Midnight UTC of a 'YYYY-MM-DD' date, in ms (the date's day number x DAY_MS). Reads the digits by
 * position: these run on every availability read, where splitting strings showed in profiles.
 */
function utcMidnight(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** The clinic's calendar date at an instant. */
export function clinicDate(at: Date): IsoDate {
  return new Date(at.getTime() + CLINIC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The clinic's wall-clock time ('HH:MM') at an instant. */
export function clinicTime(at: Date): SlotTime {
  return new Date(at.getTime() + CLINIC_OFFSET_MS).toISOString().slice(11, 16);
}

/** Midday of a clinic date: the instant to format when only the date is shown (any zone reads the same day). */
export function clinicNoon(date: IsoDate): Date {
  return slotStart(date, '12:00');
}

/** A `datetime-local` input's value ('2026-11-23T10:30') in clinic time, from an ISO instant; '' for none. */
export function toClinicLocalInput(iso: string | null): string {
  return iso ? new Date(new Date(iso).getTime() + CLINIC_OFFSET_MS).toISOString().slice(0, 16) : '';
}

/** The ISO instant of a `datetime-local` value read in clinic time; '' for an empty value. */
export function fromClinicLocalInput(value: string): string {
  return value ? slotStart(value.slice(0, 10), value.slice(11, 16)).toISOString() : '';
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The weekday of a clinic date. */
export function weekdayOf(date: IsoDate): Weekday {
  return new Date(utcMidnight(date)).getUTCDay() as Weekday;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The last date a booking may be made for. */
export function horizonEnd(now: Date, horizonDays: number = LIMITS.bookingHorizonDays): IsoDate {
  return addDays(clinicDate(now), horizonDays);
}

/** What the rules need to know about one doctor. */
export interface DoctorCalendar {
  /** Start times per weekday (0 = Sunday). A weekday without times is a day off. */
  weekly: Partial<Record<number, readonly SlotTime[]>>;
  /** Leave dates. */
  leaves: readonly IsoDate[];
  /** Active (not cancelled) consultations of this doctor. */
  booked: readonly { date: IsoDate; timeSlot: SlotTime }[];
}

export type SlotProblem = 'invalid' | 'past' | 'beyond-horizon' | 'day-off' | 'leave' | 'not-a-slot' | 'taken';

/** Why a date is not bookable at all, or null when it is a working day inside the window. */
function dayProblem(
  calendar: DoctorCalendar,
  date: IsoDate,
  now: Date,
  horizonDays: number = LIMITS.bookingHorizonDays,
): SlotProblem | null {
  if (!isIsoDate(date)) return 'invalid';
  if (date < clinicDate(now)) return 'past';
  if (date > horizonEnd(now, horizonDays)) return 'beyond-horizon';
  if (!(calendar.weekly[weekdayOf(date)]?.length ?? 0)) return 'day-off';
  if (calendar.leaves.includes(date)) return 'leave';
  return null;
}

/** Why one slot cannot be booked, or null when it can. */
export function slotProblem(
  calendar: DoctorCalendar,
  date: IsoDate,
  time: SlotTime,
  now: Date,
  horizonDays: number = LIMITS.bookingHorizonDays,
): SlotProblem | null {
  if (!isSlotTime(time)) return 'invalid';
  const day = dayProblem(calendar, date, now, horizonDays);
  if (day) return day;
  if (!calendar.weekly[weekdayOf(date)]?.includes(time)) return 'not-a-slot';
  if (slotStart(date, time).getTime() <= now.getTime()) return 'past';
  if (calendar.booked.some((b) => b.date === date && b.timeSlot === time)) return 'taken';
  return null;
}

/** Free start times of one date, in order; empty for a day that is not bookable. */
export function freeSlots(calendar: DoctorCalendar, date: IsoDate, now: Date, horizonDays: number = LIMITS.bookingHorizonDays): SlotTime[] {
  if (dayProblem(calendar, date, now, horizonDays)) return [];
  const times = [...(calendar.weekly[weekdayOf(date)] ?? [])].sort();
  return times.filter((time) => slotProblem(calendar, date, time, now, horizonDays) === null);
}

export interface DayAvailability {
  date: IsoDate;
  /** Free start times; empty when the doctor does not work, is on leave or everything is taken. */
  slots: SlotTime[];
}

/**
 * Each date from `from` to `to` (inclusive, clipped to today..horizon) with its free slots: the
 * same answer as `freeSlots` for each date (a property test holds them equal), worked out in one
 * pass: the day's rules once per date, taken slots from a set, "past" only for today.
 */
export function availability(
  calendar: DoctorCalendar,
  from: IsoDate,
  to: IsoDate,
  now: Date,
  horizonDays: number = LIMITS.bookingHorizonDays,
): DayAvailability[] {
  const today = clinicDate(now);
  const start = from < today ? today : from;
  const lastAllowed = horizonEnd(now, horizonDays);
  const end = to > lastAllowed ? lastAllowed : to;
  const days: DayAvailability[] = [];
  if (!isIsoDate(start)) {
    for (let date = start; date <= end; date = addDays(date, 1)) days.push({ date, slots: freeSlots(calendar, date, now, horizonDays) });
    return days;
  }
  const leaves = new Set(calendar.leaves);
  const taken = new Set(calendar.booked.map((b) => `${b.date} ${b.timeSlot}`));
  const week = new Map<number, SlotTime[]>();
  for (let weekday = 0; weekday < 7; weekday++) week.set(weekday, [...(calendar.weekly[weekday] ?? [])].sort().filter(isSlotTime));
  const nowMs = now.getTime();
  // Dates after today start after `now`; start <= lastAllowed holds for every date of the loop.
  for (let date = start, weekday = weekdayOf(start); date <= end; date = addDays(date, 1), weekday = (weekday + 1) % 7) {
    const times = week.get(weekday) ?? [];
    const open = times.length > 0 && !leaves.has(date);
    days.push({
      date,
      slots: open
        ? times.filter((time) => !taken.has(`${date} ${time}`) && (date !== today || slotStart(date, time).getTime() > nowMs))
        : [],
    });
  }
  return days;
}

/**
 * The 24-hour rule: a patient may cancel or reschedule only while the slot is at least
 * `changeCutoffHours` away.
 */
export function canChange(start: Date, now: Date, cutoffHours: number = LIMITS.changeCutoffHours): boolean {
  return start.getTime() - now.getTime() >= cutoffHours * 3_600_000;
}

/** The reminder instants of a slot (24 h and 2 h before), only those still ahead of `now`. */
export function reminderTimes(start: Date, now: Date): { kind: 'reminder-24h' | 'reminder-2h'; at: Date }[] {
  const all = [
    { kind: 'reminder-24h' as const, at: new Date(start.getTime() - 24 * 3_600_000) },
    { kind: 'reminder-2h' as const, at: new Date(start.getTime() - 2 * 3_600_000) },
  ];
  return all.filter((r) => r.at.getTime() > now.getTime());
}
