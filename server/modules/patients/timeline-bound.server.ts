/** How each source of a patient's timeline reads one page of its rows (server/modules/patients/timeline.server.ts). */
import { lt, lte } from 'drizzle-orm';
import { addDays, slotStart } from '@core/booking/slots';
import type { TimelineEntry } from '@core/clinical/patient-record';
import type { Locale } from '@core/i18n/locales';

/** Where a source's rows end: on or before `upTo` (a clinic date; null: from the newest); the reader's language. */
export interface TimelineBound {
  upTo: string | null;
  limit: number;
  locale: Locale;
}

/** Rows of a clinic-date column on or before the bound's day. */
export const onOrBeforeDay = (column: Parameters<typeof lte>[0], bound: TimelineBound) =>
  bound.upTo ? lte(column, bound.upTo) : undefined;
/** Rows of an instant column on or before the bound's clinic day (before the next day's clinic midnight). */
export const onOrBeforeInstant = (column: Parameters<typeof lt>[0], bound: TimelineBound) =>
  bound.upTo ? lt(column, slotStart(addDays(bound.upTo, 1), '00:00')) : undefined;

/** One source's entries, and whether it filled its page (older rows may wait). */
export interface SourceRows {
  entries: TimelineEntry[];
  full: boolean;
}
export const sourceRows = (rows: number, entries: TimelineEntry[], bound: TimelineBound): SourceRows => ({
  entries,
  full: rows >= bound.limit,
});
