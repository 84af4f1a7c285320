import { describe, expect, it } from 'vitest';
import { bmi, CaseSheetSchema, emptyCaseSheet, VITAL_RANGES } from './case-sheet.ts';
import { ageOn } from './patient-record.ts';
import { translate } from '../i18n/catalog.ts';

const issues = (input: unknown) => {
  const result = CaseSheetSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('vitals', () => {
  it('computes BMI from kilograms and centimetres, to one decimal', () => {
    expect(bmi(70, 175)).toBe(22.9);
    expect(bmi(50, 160)).toBe(19.5);
    expect(bmi(null, 170)).toBeNull();
    expect(bmi(60, null)).toBeNull();
  });

  it('refuses a blood pressure of 400 with a message naming the range, in both languages', () => {
    const found = issues({ vitals: { systolic: 400 } });
    expect(found).toEqual({ 'vitals.systolic': 'staff.clinical.vitals.systolicRange' });
    expect(translate('en', found['vitals.systolic']!)).toBe('The systolic blood pressure must be between 60 and 260 mmHg.');
    expect(translate('hi', found['vitals.systolic']!)).toContain('60 से 260 mmHg');
  });

  it('takes the ends of each range and refuses just outside them', () => {
    for (const [name, r] of Object.entries(VITAL_RANGES)) {
      const low = name === 'diastolic' ? { systolic: 200 } : {};
      expect(issues({ vitals: { ...low, [name]: r.min } })).toEqual({});
      expect(issues({ vitals: { [name]: r.max + 1 } })).toEqual({ [`vitals.${name}`]: `staff.clinical.vitals.${name}Range` });
      expect(issues({ vitals: { [name]: r.min - 1 } })).toEqual({ [`vitals.${name}`]: `staff.clinical.vitals.${name}Range` });
    }
  });

  it('reads numbers as a form sends them, empty as none, and refuses words', () => {
    expect(CaseSheetSchema.parse({ vitals: { pulse: ' 72 ', weight: '', temperature: '37.2' } }).vitals).toMatchObject({
      pulse: 72,
      weight: null,
      temperature: 37.2,
    });
    expect(issues({ vitals: { pulse: 'fast' } })).toEqual({ 'vitals.pulse': 'staff.clinical.vitals.pulseRange' });
  });

  it('wants the diastolic pressure below the systolic', () => {
    expect(issues({ vitals: { systolic: 90, diastolic: 120 } })).toEqual({
      'vitals.diastolic': 'staff.clinical.vitals.diastolicAboveSystolic',
    });
  });
});

describe('the case sheet', () => {
  it('starts empty, every part present', () => {
    const sheet = emptyCaseSheet();
    expect(sheet.complaints).toEqual([]);
    expect(sheet.ashtavidha.nadi).toEqual({ choice: '', notes: '' });
    expect(sheet.vitals.systolic).toBeNull();
    expect(sheet.followUpDate).toBe('');
  });

  it('takes the Ashtavidha Pariksha as structured choices and refuses another', () => {
    expect(CaseSheetSchema.parse({ ashtavidha: { nadi: { choice: 'vata-pitta', notes: 'Fast' } } }).ashtavidha.nadi.choice).toBe(
      'vata-pitta',
    );
    expect(issues({ ashtavidha: { akriti: { choice: 'vata' } } })).toEqual({ 'ashtavidha.akriti.choice': 'staff.clinical.choiceInvalid' });
    expect(issues({ agni: 'huge' })).toEqual({ agni: 'staff.clinical.choiceInvalid' });
  });
});

describe('age from a date of birth', () => {
  it('counts whole years on the clinic date', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
  });
});
