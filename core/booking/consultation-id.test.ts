import { describe, expect, it } from 'vitest';
import { CROCKFORD, formatConsultationId, newConsultationId, normalizeConsultationId } from './consultation-id';

describe('consultation ids', () => {
  it('are 20 Crockford characters and differ each time', () => {
    const ids = new Set(Array.from({ length: 2000 }, newConsultationId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(new RegExp(`^[${CROCKFORD}]{20}$`));
  });

  it('use every symbol (5 random bits per character)', () => {
    const seen = new Set(Array.from({ length: 200 }, newConsultationId).join(''));
    expect(seen.size).toBe(32);
  });

  it('accept input grouped, lower case, with look-alikes', () => {
    const id = '7K3QD9M2XW4HB8TNRC50';
    expect(formatConsultationId(id)).toBe('7K3QD-9M2XW-4HB8T-NRC50');
    expect(normalizeConsultationId('7k3qd-9m2xw-4hb8t-nrc5o')).toBe(id);
    expect(normalizeConsultationId(' 7K3QD 9M2XW 4HB8T NRC50 ')).toBe(id);
    expect(normalizeConsultationId('iLIL0-00000-00000-00000')).toBe('11110000000000000000');
    expect(normalizeConsultationId('7K3QD-9M2XW-4HB8T-NRC5U')).toBeNull(); // U is not a symbol
    expect(normalizeConsultationId('short')).toBeNull();
    expect(normalizeConsultationId("1' OR '1'='1")).toBeNull();
  });
});
