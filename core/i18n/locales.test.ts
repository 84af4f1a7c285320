import { describe, expect, it } from 'vitest';
import { catalogs, translate } from './catalog';
import { pickLocale, textLocale } from './locales';

describe('pickLocale', () => {
  it('prefers the cookie, then Accept-Language by quality, then English', () => {
    expect(pickLocale('hi', 'en-US')).toBe('hi');
    expect(pickLocale(undefined, 'hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pickLocale(undefined, 'en;q=0.5, hi;q=0.9')).toBe('hi');
    expect(pickLocale(undefined, 'fr-FR, de;q=0.9')).toBe('en');
    expect(pickLocale('xx', undefined)).toBe('en');
  });
});

describe('textLocale', () => {
  it('tells Hindi from English free text by its letters', () => {
    expect(textLocale('Kayachikitsa, Musculoskeletal care')).toBe('en');
    expect(textLocale('BAMS, MD (Kayachikitsa)')).toBe('en');
    expect(textLocale('कायचिकित्सा, जोड़ों का दर्द')).toBe('hi');
    expect(textLocale('BAMS, एमडी (कायचिकित्सा)')).toBe('hi');
  });
});

describe('catalogs', () => {
  it('have the same keys in English and Hindi, none empty', () => {
    const en = Object.keys(catalogs.en).sort();
    const hi = Object.keys(catalogs.hi).sort();
    expect(hi).toEqual(en);
    for (const [key, value] of Object.entries(catalogs.hi)) expect(value.trim(), key).not.toBe('');
  });

  it('interpolates parameters and passes through text that is not a key', () => {
    expect(translate('en', 'footer.copyright', { year: 2026, name: 'Sarona Ayurveda' })).toBe(
      '© 2026 Sarona Ayurveda. All rights reserved.',
    );
    expect(translate('hi', 'Some server text')).toBe('Some server text');
  });

  it('keeps the spec strings exactly', () => {
    expect(catalogs.en['error.validation']).toBe('Please fix the validation errors');
    expect(catalogs.en['nav.loggedOut']).toBe('Logged out successfully');
  });
});
