import { describe, expect, it } from 'vitest';
import { CaseSheetSchema } from './case-sheet';
import { addYears, retainedUntil, retentionOver } from './retention';
import { patientFacingChanged, patientFacingOf, saysSomething } from './visit-summary';

describe('the patient-facing part of a case sheet (decision 0065)', () => {
  it('picks only the fields written for the patient', () => {
    const sheet = CaseSheetSchema.parse({
      diagnosis: 'Amlapitta',
      plan: 'Virechana',
      history: { present: 'Heartburn' },
      patientDiagnosis: ' Acidity ',
      patientAdvice: 'Walk after dinner',
      pathya: 'Rice gruel',
      followUpDate: '2026-12-07',
    });
    expect(patientFacingOf(sheet)).toEqual({
      diagnosis: 'Acidity',
      advice: 'Walk after dinner',
      pathya: 'Rice gruel',
      apathya: '',
      followUpDate: '2026-12-07',
    });
    expect(JSON.stringify(patientFacingOf(sheet))).not.toMatch(/Amlapitta|Virechana|Heartburn/);
  });

  it('says nothing for a sheet without them, and sees a change only in them', () => {
    const privateOnly = CaseSheetSchema.parse({ diagnosis: 'Amlapitta' });
    expect(saysSomething(patientFacingOf(privateOnly))).toBe(false);
    expect(patientFacingChanged(privateOnly, { ...privateOnly, plan: 'Other' })).toBe(false);
    expect(patientFacingChanged(privateOnly, { ...privateOnly, apathya: 'Chillies' })).toBe(true);
  });
});

describe('the retention rule', () => {
  it('keeps a visit three years from its date, 29 February to 28 February', () => {
    expect(retainedUntil('2026-11-23')).toBe('2029-11-23');
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(addYears('2026-11-23', -3)).toBe('2023-11-23');
    expect(retentionOver('2026-11-23', '2029-11-23')).toBe(false);
    expect(retentionOver('2026-11-23', '2029-11-24')).toBe(true);
  });
});
