import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('formatTime', () => {
  it('writes a slot as the booking page does: 12-hour in English, 24-hour in Hindi', () => {
    expect(formatTime('16:30', 'en')).toBe('4:30 PM');
    expect(formatTime('09:00', 'en')).toBe('9:00 AM');
    expect(formatTime('16:30', 'hi')).toBe('16:30');
  });
});
