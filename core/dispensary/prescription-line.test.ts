import { describe, expect, it } from 'vitest';
import { catalogs } from '@core/i18n/catalog';
import { DispenseSchema, PrescriptionLineSchema } from './prescription-line';

const ITEM = '5b7c6a2e-1c1d-4e0f-9a8b-7c6d5e4f3a2b';
const errors = (schema: typeof PrescriptionLineSchema | typeof DispenseSchema, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('PrescriptionLineSchema (decision 0069)', () => {
  it('takes an old free-text line unchanged, a free-text line with days, and a catalogue line with its quantity', () => {
    const old = { name: 'Triphala', dosage: '1 tsp', duration: '2 weeks' };
    expect(PrescriptionLineSchema.parse(old)).toEqual(old);
    expect(PrescriptionLineSchema.parse({ name: 'Shatavari', dosage: '2 tablets', days: 14, anupana: 'milk' })).toMatchObject({ days: 14 });
    const line = {
      itemId: ITEM,
      name: 'Triphala Churna',
      dosage: '1 tsp',
      days: 30,
      timing: 'bedtime',
      anupana: 'warm-water',
      quantity: 2,
    };
    expect(PrescriptionLineSchema.parse(line)).toEqual(line);
  });

  it('refuses a catalogue line without a quantity, fractional or negative quantities, no duration, an unknown anupana', () => {
    const base = { itemId: ITEM, name: 'T', dosage: '1 tsp', days: 30 };
    expect(errors(PrescriptionLineSchema, base)).toEqual({ quantity: 'dispensing.quantityRequired' });
    expect(errors(PrescriptionLineSchema, { ...base, quantity: 1.5 })).toEqual({ quantity: 'dispensary.quantityWhole' });
    expect(errors(PrescriptionLineSchema, { ...base, quantity: -1 })).toEqual({ quantity: 'dispensing.quantityInvalid' });
    expect(errors(PrescriptionLineSchema, { name: 'T', dosage: 'x' })).toEqual({ days: 'staff.durationRequired' });
    expect(errors(PrescriptionLineSchema, { ...base, quantity: 1, anupana: 'wine', days: 0.5 })).toEqual({
      anupana: 'dispensing.anupanaInvalid',
      days: 'dispensing.daysInvalid',
    });
    for (const key of [
      'dispensing.quantityRequired',
      'dispensary.quantityWhole',
      'dispensing.quantityInvalid',
      'dispensing.anupanaInvalid',
    ]) {
      expect(catalogs.en).toHaveProperty(key);
      expect(catalogs.hi).toHaveProperty(key);
    }
  });

  it('a dispense names each line once with a whole quantity', () => {
    expect(errors(DispenseSchema, { lines: [] })).toEqual({ lines: 'dispensing.nothingToDispense' });
    expect(errors(DispenseSchema, { lines: [{ key: ITEM, quantity: 0.5 }] })).toEqual({ 'lines.0.quantity': 'dispensary.quantityWhole' });
    expect(
      errors(DispenseSchema, {
        lines: [
          { key: ITEM, quantity: 1 },
          { key: ITEM, quantity: 2 },
        ],
      }),
    ).toEqual({ lines: 'dispensing.lineTwice' });
  });
});
