import { describe, expect, it } from 'vitest';
import { CONSULTATION_TYPES, DEPARTMENTS } from '@core/constants';
import { catalogs, type MessageKey } from '@core/i18n/catalog';
import { consultationTypeLabel, departmentLabel } from './labels';

const translator = (locale: 'en' | 'hi') => (key: MessageKey) => catalogs[locale][key];

describe('departmentLabel', () => {
  it('names every department in English as the spec writes it, and in Hindi', () => {
    for (const department of DEPARTMENTS) {
      expect(departmentLabel(department, translator('en'))).toBe(department);
      const hindi = departmentLabel(department, translator('hi'));
      expect(hindi, department).toMatch(/[\u0900-\u097F]/);
    }
    expect(departmentLabel('Arthritis and Pain Management', translator('hi'))).toBe('गठिया और दर्द प्रबंधन');
  });

  it('leaves a name outside the list as it is, including names of Object properties', () => {
    expect(departmentLabel('Panchakarma', translator('hi'))).toBe('Panchakarma');
    expect(departmentLabel('toString', translator('hi'))).toBe('toString');
  });
});

describe('consultationTypeLabel', () => {
  it('names every consultation type in English as the spec writes it, and in Hindi', () => {
    for (const type of CONSULTATION_TYPES) {
      expect(consultationTypeLabel(type, translator('en'))).toBe(type);
      expect(consultationTypeLabel(type, translator('hi')), type).toMatch(/[\u0900-\u097F]/);
    }
    expect(consultationTypeLabel('General Consultation', translator('hi'))).toBe('सामान्य परामर्श');
  });

  it('leaves a type outside the list as it is', () => {
    expect(consultationTypeLabel('Second opinion', translator('hi'))).toBe('Second opinion');
    expect(consultationTypeLabel('constructor', translator('hi'))).toBe('constructor');
  });
});
