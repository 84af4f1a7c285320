import { describe, expect, it } from 'vitest';
import { mobileDigits } from './phone';

describe('mobileDigits', () => {
  it('keeps the ten digits of a number pasted or autofilled with its country code or trunk 0', () => {
    for (const pasted of [
      '+91 98765 43210',
      '+919876543210',
      '+91-98765-43210',
      '0091 98765 43210',
      '00919876543210',
      '919876543210',
      '098765 43210',
      '09876543210',
      ' 98765 43210 ',
      '(98765) 43210',
    ]) {
      expect(mobileDigits(pasted), pasted).toBe('9876543210');
    }
  });

  it('keeps what is typed, digits only, at most ten', () => {
    expect(mobileDigits('98')).toBe('98');
    expect(mobileDigits('98765 4')).toBe('987654');
    expect(mobileDigits('98765432101')).toBe('9876543210');
    expect(mobileDigits('abc')).toBe('');
    // A number that merely starts with 91 is a number, not a country code.
    expect(mobileDigits('9198765432')).toBe('9198765432');
  });
});
