import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, fromLocalDate, parseDayMonthYear, toLocalDate } from './local-date';

describe('dates written day first', () => {
  it('formats an ISO date as dd/mm/yyyy', () => {
    expect(formatDayMonthYear('2026-12-25')).toBe('25/12/2026');
    expect(formatDayMonthYear('2026-1-5')).toBe('');
    expect(formatDayMonthYear('')).toBe('');
  });

  it('reads dd/mm/yyyy with slashes, dashes or dots, and single digits', () => {
    expect(parseDayMonthYear('25/12/2026')).toBe('2026-12-25');
    expect(parseDayMonthYear(' 5-1-2026 ')).toBe('2026-01-05');
    expect(parseDayMonthYear('07.01.2030')).toBe('2030-01-07');
  });

  it('refuses dates that do not exist and text that is not a whole date', () => {
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('29/02/2027')).toBeNull();
    expect(parseDayMonthYear('29/02/2028')).toBe('2028-02-29');
    expect(parseDayMonthYear('12/25/2026')).toBeNull();
    expect(parseDayMonthYear('25/12/26')).toBeNull();
    expect(parseDayMonthYear('2026-12-25')).toBeNull();
  });

  it('turns ISO dates into local midnights and back', () => {
    const date = toLocalDate('2026-03-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(fromLocalDate(date)).toBe('2026-03-29');
  });
});
