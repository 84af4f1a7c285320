/**
 * Insights, the pure part: which dates a period covers (clinic calendar) and the previous period of
 * equal length, the slots a doctor offered, and the rates. The server's queries (insights.server.ts)
 * count; these rules say over what.
 */
import { addDays, daysBetween, weekdayOf, type IsoDate } from '@core/booking/slots';
import type { InsightPeriod } from '@core/schemas/staff/insights';

export interface InsightsRange {
  kind: InsightPeriod;
  from: IsoDate;
  to: IsoDate;
  previousFrom: IsoDate;
  previousTo: IsoDate;
  bucket: 'day' | 'week';
  feedbackBucket: 'week' | 'month';
}

/** Periods longer than this many days count bookings per week rather than per day. */
const DAILY_MAX_DAYS = 62;
/** Feedback over time per week up to this many days, per month beyond. */
const WEEKLY_FEEDBACK_MAX_DAYS = 92;

function lastOfMonth(year: number, month: number): IsoDate {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function periodDates(kind: Exclude<InsightPeriod, 'custom'>, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (kind === 'week') {
    const from = addDays(today, -((weekdayOf(today) + 6) % 7));
    return { from, to: addDays(from, 6) };
  }
  if (kind === 'month') return { from: `${today.slice(0, 7)}-01`, to: lastOfMonth(year, month) };
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: lastOfMonth(year, first + 2) };
}

/**
 * The period asked for: this week (Monday to Sunday), this month or this calendar quarter around
 * `today` (a clinic date), or the custom dates; and the same number of days just before it.
 */
export function insightsRange(kind: InsightPeriod, today: IsoDate, custom: { from?: IsoDate; to?: IsoDate } = {}): InsightsRange {
  const { from, to } = kind === 'custom' ? { from: custom.from ?? today, to: custom.to ?? custom.from ?? today } : periodDates(kind, today);
  const days = daysBetween(from, to) + 1;
  return {
    kind,
    from,
    to,
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
    bucket: days > DAILY_MAX_DAYS ? 'week' : 'day',
    feedbackBucket: days > WEEKLY_FEEDBACK_MAX_DAYS ? 'month' : 'week',
  };
}

/** The Monday of a date's week. */
function weekOf(date: IsoDate): IsoDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** Every bucket (day, or Monday of each week) from `from` to `to`, for series with no gaps. */
export function buckets(from: IsoDate, to: IsoDate, bucket: 'day' | 'week'): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = bucket === 'week' ? weekOf(from) : from; d <= to; d = addDays(d, bucket === 'week' ? 7 : 1)) out.push(d);
  return out;
}

/**
 * Slots a doctor offered from `from` to `to`: for each date, the start times of its weekday's
 * schedule (0 = Sunday), none on the doctor's leave days or the clinic's holidays.
 */
export function offeredSlots(schedule: ReadonlyMap<number, number>, closed: ReadonlySet<IsoDate>, from: IsoDate, to: IsoDate): number {
  let total = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) if (!closed.has(d)) total += schedule.get(weekdayOf(d)) ?? 0;
  return total;
}

/** A share in percent with one decimal; null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
