import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@core/constants';
import { catalogs, type MessageKey } from '@core/i18n/catalog';
import { departmentLabel } from './department';

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
