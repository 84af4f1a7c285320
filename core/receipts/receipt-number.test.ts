import { describe, expect, it } from 'vitest';
import { financialYear, formatReceiptNumber } from './receipt-number';

describe('financialYear (April to March, clinic time)', () => {
  it('starts a new year at 1 April 00:00 IST, not at midnight UTC', () => {
    // 31 March 2027 23:59 IST = 18:29 UTC; 1 April 2027 00:00 IST = 31 March 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
  });

  it('names the year by its April and the next March', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-11-25T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-31T10:00:00Z'))).toBe('2099-00');
  });
});

describe('formatReceiptNumber', () => {
  it('writes the clinic prefix, the year and six digits', () => {
    expect(formatReceiptNumber('2026-27', 123)).toBe('SA/2026-27/000123');
    expect(formatReceiptNumber('2027-28', 1)).toBe('SA/2027-28/000001');
    expect(formatReceiptNumber('2027-28', 1234567)).toBe('SA/2027-28/1234567');
  });
});
