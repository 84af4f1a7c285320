import { describe, expect, it } from 'vitest';
import { formatClinicDateTime, formatSlotTime } from './clinic-time';

describe('formatClinicDateTime', () => {
  const at = '2026-11-24T05:37:00Z'; // 11:07 in Raipur
  it('shows clinic time whatever the machine zone, Hindi on the 24-hour clock', () => {
    expect(formatClinicDateTime(at, 'en-IN')).toMatch(/^24 Nov 2026, 11:07\sam$/);
    // (The month's abbreviation is ICU's: only the clock is ours.)
    expect(formatClinicDateTime('2026-11-24T12:30:00Z', 'hi-IN')).toMatch(/^24 \S+ 2026, 18:00$/);
    expect(formatClinicDateTime(at, 'hi-IN', { dateStyle: 'medium', timeStyle: 'medium' })).toMatch(/^24 \S+ 2026, 11:07:00$/);
  });

  it('says Invalid Date for a value that is not a moment, as toLocaleString did, and does not throw', () => {
    expect(formatClinicDateTime('not a date', 'en-IN')).toBe('Invalid Date');
    expect(formatClinicDateTime(new Date(Number.NaN), 'hi-IN')).toBe('Invalid Date');
  });

  it('writes what toLocaleString in clinic time writes, from its kept formatter', () => {
    const at = '2026-11-24T05:37:00Z';
    expect(formatClinicDateTime(at, 'en-IN')).toBe(
      new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
    );
    expect(formatClinicDateTime(at, 'en-IN', { dateStyle: 'long' })).toBe(
      new Date(at).toLocaleString('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
    );
  });
});

describe('formatSlotTime', () => {
  it('writes a slot the same way on every page: 12-hour in English, 24-hour in Hindi', () => {
    expect(formatSlotTime('16:30', 'en')).toBe('4:30 PM');
    expect(formatSlotTime('09:00', 'en')).toBe('9:00 AM');
    expect(formatSlotTime('00:15', 'en')).toBe('12:15 AM');
    expect(formatSlotTime('12:00', 'en')).toBe('12:00 PM');
    expect(formatSlotTime('16:30', 'hi')).toBe('16:30');
  });
});
