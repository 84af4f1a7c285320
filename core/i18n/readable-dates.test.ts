/**
 * Dates and numbers as Indians read them (decision 0052), run in a zone far from India's so that a
 * date taken from the machine's zone would show: a slot or instant near midnight in Raipur is the
 * clinic's day, in both languages; plural counts and patient numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPatientNumber, parsePatientNumber } from '@core/booking/patient-number';
import { catalogs, translate } from './catalog';
import { formatClinicDate, formatInstant, formatSlot } from './clinic-time';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('dates near midnight in the clinic, read in another zone', () => {
  it('runs in a zone that is not India’s', () => {
    expect(new Date('2026-11-27T12:00:00Z').getTimezoneOffset()).toBe(480);
  });

  it('an instant just after midnight in Raipur is that day (the machine is still on the day before)', () => {
    const at = '2026-11-26T18:45:00Z'; // 27 Nov 00:15 in Raipur, 26 Nov 10:45 in Los Angeles
    expect(formatInstant(at, 'en')).toBe('27 Nov 2026, 12:15 AM');
    expect(formatInstant(at, 'hi')).toMatch(/^27 \S+ 2026, 00:15$/);
    expect(formatInstant('2026-11-27T18:29:00Z', 'en')).toBe('27 Nov 2026, 11:59 PM');
  });

  it('a slot and a clinic date are written out, never ISO, in both languages', () => {
    expect(formatSlot('2026-11-27', '15:00', 'en')).toBe('27 Nov 2026, 3:00 PM');
    expect(formatSlot('2026-11-27', '15:00', 'hi')).toMatch(/^27 \S+ 2026, 15:00$/);
    expect(formatSlot('2026-12-11', '00:00', 'en')).toBe('11 Dec 2026, 12:00 AM');
    expect(formatClinicDate('2026-12-11', 'en-IN', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('11 December 2026');
    expect(formatClinicDate('2026-12-11', 'hi-IN', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('11 दिसंबर 2026');
  });
});

describe('counts', () => {
  it.each([
    ['staff.paperwork.sheet.count', { count: 1 }, '1 consultation', '1 परामर्श'],
    ['staff.paperwork.sheet.count', { count: 2 }, '2 consultations', '2 परामर्श'],
    ['staff.grid.sessions', { count: 1 }, '1 session', '1 सत्र'],
    ['staff.templates.days', { count: 1 }, '1 day', '1 दिन'],
    ['staff.therapists.therapiesCount', { count: 1 }, '1 therapy', '1 थेरेपी'],
    ['patientProgrammes.progress', { done: 0, total: 1 }, '0 of 1 session done', '1 में से 0 सत्र पूरे'],
    ['patientProgrammes.progress', { done: 0, total: 13 }, '0 of 13 sessions done', '13 में से 0 सत्र पूरे'],
    ['documents.rx.ageYears', { age: 1 }, '1 year', '1 वर्ष'],
  ] as const)('%s %j', (key, params, en, hi) => {
    expect(translate('en', key, params)).toBe(en);
    expect(translate('hi', key, params)).toBe(hi);
  });

  it('no English count is left without its plural choice', () => {
    const bare = Object.entries(catalogs.en as Record<string, string>).filter(
      ([key, text]) =>
        // SMS texts are registered templates (DLT): their wording is fixed where registered.
        !key.startsWith('auth.sms') && !key.startsWith('notices.') && /\{(count|days|total|sessions|max|age)\} [a-z]+s\b/.test(text),
    );
    expect(bare).toEqual([]);
  });
});

describe('patient numbers', () => {
  it('are written SA-000123 and read back as the desk types them', () => {
    expect(formatPatientNumber(123)).toBe('SA-000123');
    expect(formatPatientNumber(1_234_567)).toBe('SA-1234567');
    for (const typed of ['SA-000123', 'sa-123', 'SA 123', 'sa123', '#123', ' SA/000123 '])
      expect(parsePatientNumber(typed), typed).toBe(123);
    for (const typed of ['123', 'SA-', 'SB-123', 'SA-0', 'Asha']) expect(parsePatientNumber(typed), typed).toBeNull();
  });
});
