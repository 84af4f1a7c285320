/** The clinic date's instants, and the day a payment counts on (decisions 0027, 0056). */
import { and, eq, gte, isNull, lt, or, type AnyColumn } from 'drizzle-orm';
import { addDays, slotStart } from '@core/booking/slots';

export const dayInstants = (date: string) => ({ start: slotStart(date, '00:00'), end: slotStart(addDays(date, 1), '00:00') });

/**
 * A payment counts on the clinic date it came, or on the date it was moved to because that day was
 * already closed (`countsOn`, decision 0056).
 */
export function countedOn(date: string, countsOn: AnyColumn, at: AnyColumn) {
  const { start, end } = dayInstants(date);
  return or(eq(countsOn, date), and(isNull(countsOn), gte(at, start), lt(at, end)))!;
}
