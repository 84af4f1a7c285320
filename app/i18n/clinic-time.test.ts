import { describe, expect, it } from 'vitest';
import { formatClinicDateTime } from './clinic-time';

describe('formatClinicDateTime', () => {
  const at = '2026-11-24T05:37:00Z'; // 11:07 in Raipur
  it('shows clinic time whatever the machine zone, Hindi on the 24-hour clock', () => {
    expect(formatClinicDateTime(at, 'en-IN')).toMatch(/^24 Nov 2026, 11:07\sam$/);
    // (The month's abbreviation is ICU's: only the clock is ours.)
    expect(formatClinicDateTime('2026-11-24T12:30:00Z', 'hi-IN')).toMatch(/^24 \S+ 2026, 18:00$/);
    expect(formatClinicDateTime(at, 'hi-IN', { dateStyle: 'medium', timeStyle: 'medium' })).toMatch(/^24 \S+ 2026, 11:07:00$/);
  });
});
