import { describe, expect, it } from 'vitest';
import { catalogs } from '@core/i18n/catalog';
import { PrescriptionSchema } from './staff';

const errors = (input: unknown) => {
  const parsed = PrescriptionSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('PrescriptionSchema', () => {
  it('still takes a prescription written before timing, advice and follow-up existed', () => {
    const old = { medicines: [{ name: 'Triphala', dosage: '1 tsp', duration: '2 weeks' }], instructions: 'Warm water' };
    expect(PrescriptionSchema.parse(old)).toEqual(old);
  });

  it('takes timing relative to food, diet and lifestyle advice and a follow-up date', () => {
    const input = {
      medicines: [{ name: 'Triphala', dosage: '1 tsp', duration: '2 weeks', timing: 'bedtime' }],
      instructions: '',
      diet: ' Light, warm meals ',
      lifestyle: 'Walk 30 minutes',
      followUpDate: '2026-12-10',
    };
    expect(PrescriptionSchema.parse(input)).toEqual({ ...input, diet: 'Light, warm meals' });
    expect(PrescriptionSchema.parse({ ...input, followUpDate: '' }).followUpDate).toBe('');
  });

  it('refuses an unknown timing, a malformed follow-up date and over-long advice, with catalog keys', () => {
    const found = errors({
      medicines: [{ name: 'A', dosage: 'B', duration: 'C', timing: 'at-noon' }],
      instructions: '',
      diet: 'x'.repeat(2001),
      followUpDate: '10/12/2026',
    });
    expect(found).toEqual({
      'medicines.0.timing': 'documents.rx.timingInvalid',
      diet: 'staff.tooLong',
      followUpDate: 'staff.dateInvalid',
    });
    for (const key of Object.values(found)) {
      expect(catalogs.en).toHaveProperty(key);
      expect(catalogs.hi).toHaveProperty(key);
    }
  });
});
