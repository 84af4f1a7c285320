/**
 * Weekly hours, one shape for the clinic, its doctors and its therapists (decision 0057): seven
 * entries, 0 = Sunday; an entry is null on a day off (the clinic closed), else the day's start and
 * end ('09:00' to '18:00', clinic time) and its breaks (lunch, '13:00' to '14:00'). A Saturday
 * half-day is a Saturday ending at '13:00'.
 *
 * The rules, pure: the open ranges of a day (its hours less its breaks), whether staff hours lie
 * inside the clinic's, and the one validator every entry point calls (`hoursOutsideClinic`).
 */
import type { DayHours, SavedWeeklyHours, WeeklyHours } from './schemas/staff/hours';

export type { DayHours, WeeklyHours };
export type TimeSpan = readonly [from: string, to: string];

/** The hours of the former single shape (open weekdays, one opening and closing time), as weekly hours. */
export function weeklyFromSingle(single: { days: readonly number[]; open: string; close: string }): SavedWeeklyHours {
  return Array.from({ length: 7 }, (_, d) => (single.days.includes(d) ? { from: single.open, to: single.close, breaks: [] } : null));
}

/** The day's working ranges: its hours less its breaks, in order; none on a day off. */
export function openSpans(day: DayHours | undefined): TimeSpan[] {
  if (!day) return [];
  const out: TimeSpan[] = [];
  let from = day.from;
  for (const b of day.breaks ?? []) {
    if (b.from > from) out.push([from, b.from]);
    if (b.to > from) from = b.to;
  }
  if (day.to > from) out.push([from, day.to]);
  return out;
}

/** The ranges where both `a` and `b` are open (a therapist's hours inside the clinic's). */
export function intersectSpans(a: readonly TimeSpan[], b: readonly TimeSpan[]): TimeSpan[] {
  const out: TimeSpan[] = [];
  for (const [af, at] of a)
    for (const [bf, bt] of b) {
      const from = af > bf ? af : bf;
      const to = at < bt ? at : bt;
      if (from < to) out.push([from, to]);
    }
  return out.sort((x, y) => x[0].localeCompare(y[0]));
}

/** Whether a slot starting at `time` starts while the day is open (not before, not in a break, not at or after the end). */
function startsWhileOpen(day: DayHours | undefined, time: string): boolean {
  return openSpans(day).some(([f, t]) => f <= time && time < t);
}

/** The weekdays on which the clinic opens, 0 = Sunday. */
export function openWeekdays(hours: WeeklyHours): number[] {
  return hours.flatMap((d, i) => (d ? [i] : []));
}

/** A weekday where staff hours fall outside the clinic's: the weekday and the clinic's hours of that day (null: closed). */
export interface HoursConflict {
  weekday: number;
  clinic: DayHours;
}

/**
 * The one validator of staff hours (decision 0057): each working day must lie between the
 * clinic's opening and closing of that weekday, and the clinic closed means no work. The clinic's
 * breaks need not be repeated: the slot rules and the scheduler leave them out for everyone.
 */
export function hoursOutsideClinic(staff: WeeklyHours, clinic: WeeklyHours): HoursConflict[] {
  const out: HoursConflict[] = [];
  staff.forEach((day, weekday) => {
    if (!day) return;
    const c = clinic[weekday] ?? null;
    if (!c || day.from < c.from || day.to > c.to) out.push({ weekday, clinic: c });
  });
  return out;
}

/** A doctor's slot start times per weekday against the clinic's hours: the weekdays where a slot starts while the clinic is closed. */
export function slotsOutsideClinic(
  days: readonly { weekday: number; startTimes: readonly string[] }[],
  clinic: WeeklyHours,
): HoursConflict[] {
  return days
    .filter((d) => d.startTimes.some((t) => !startsWhileOpen(clinic[d.weekday] ?? null, t)))
    .map((d) => ({ weekday: d.weekday, clinic: clinic[d.weekday] ?? null }));
}

/** The week's frame: the earliest opening and the latest closing of its open days ('09:00'-'18:00'). */
export function weekFrame(hours: WeeklyHours): { open: string; close: string } {
  const days = hours.filter((d) => d !== null);
  return {
    open: days.reduce((m, d) => (d.from < m ? d.from : m), days[0]?.from ?? '09:00'),
    close: days.reduce((m, d) => (d.to > m ? d.to : m), days[0]?.to ?? '18:00'),
  };
}

/** A doctor's start times per weekday less those that start while the clinic is closed (a break, a half-day's afternoon). */
export function weekWithinClinic<T extends Readonly<Partial<Record<number, readonly string[]>>>>(
  weekly: T,
  clinic: WeeklyHours,
): Partial<Record<number, string[]>> {
  const out: Partial<Record<number, string[]>> = {};
  for (const [d, times] of Object.entries(weekly))
    out[Number(d)] = (times ?? []).filter((t) => startsWhileOpen(clinic[Number(d)] ?? null, t));
  return out;
}
