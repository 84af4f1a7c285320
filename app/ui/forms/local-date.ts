/**
 * Calendar dates as the clinic writes them. Internally (URLs, loaders, the API) a date is ISO
 * 'yyyy-mm-dd'; people read and type it day first, 'dd/mm/yyyy', whatever their browser's locale.
 */

/** 'YYYY-MM-DD' <-> a local Date at midnight (the calendars show clinic dates as plain days). */
export function toLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function fromLocalDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** '2026-12-25' -> '25/12/2026' ('' for anything that is not an ISO date). */
export function formatDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * '25/12/2026' (also '25-12-2026', '25.12.2026', '5/1/2026') -> '2026-12-25'; null when the text is
 * not a whole, real calendar date (31/02/2026 is refused, not rolled over to March).
 */
export function parseDayMonthYear(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return fromLocalDate(date);
}
