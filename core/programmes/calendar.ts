/**
 * Which clinic dates a programme's days fall on.
 *
 * How days shift: programme day 1 is the start date, or the first open day after it; each next
 * programme day is the first open day after the previous one. A day is open when its weekday is one
 * of the clinic's open days and it is not a holiday. So a closed Sunday or a holiday pushes that
 * programme day and every later one by one open day, the order unchanged; no day is ever dropped
 * or doubled up. (A therapist's leave does not shift days: another trained therapist takes the
 * session, or the proposal fails with the date.)
 */
import { addDays, weekdayOf, type IsoDate } from '@core/booking/slots';
import type { ClinicCalendar, ScheduleFailure } from './types';

export function isOpenDay(clinic: ClinicCalendar, date: IsoDate): boolean {
  return clinic.hours[weekdayOf(date)] != null && !clinic.holidays.some((h) => h.date === date);
}

/** The first open day on or after `from`, looking at most `limit` days ahead; null if none. */
function nextOpenDay(clinic: ClinicCalendar, from: IsoDate, limit: number): IsoDate | null {
  for (let i = 0, date = from; i <= limit; i++, date = addDays(date, 1)) if (isOpenDay(clinic, date)) return date;
  return null;
}

/** The clinic date of each programme day, or why they do not fit before `lastBookable`. */
export function programmeDates(
  clinic: ClinicCalendar,
  startDate: IsoDate,
  count: number,
  lastBookable: IsoDate,
): { ok: true; dates: IsoDate[] } | { ok: false; reason: ScheduleFailure } {
  const dates: IsoDate[] = [];
  let from = startDate;
  for (let day = 1; day <= count; day++) {
    const date = nextOpenDay(clinic, from, 366);
    if (date === null || date > lastBookable) {
      if (day === 1 && startDate <= lastBookable)
        return { ok: false, reason: { code: 'holiday-every-day', from: startDate, to: lastBookable } };
      return { ok: false, reason: { code: 'beyond-horizon', day, date: date ?? from, lastBookable } };
    }
    dates.push(date);
    from = addDays(date, 1);
  }
  return { ok: true, dates };
}
