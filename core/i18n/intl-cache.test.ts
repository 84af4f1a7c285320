import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache';

describe('intl-cache', () => {
  it('gives the same object for the same language and options, another for others', () => {
    const medium = dateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
    expect(dateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })).toBe(medium);
    expect(dateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })).not.toBe(medium);
    expect(dateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' })).not.toBe(medium);
    expect(numberFormat('en-IN')).toBe(numberFormat('en-IN'));
    expect(numberFormat('en-IN', { minimumFractionDigits: 2 }).format(1250.5)).toBe('1,250.50');
    expect(pluralRules('hi').select(0)).toBe('one');
    expect(pluralRules('en').select(0)).toBe('other');
  });
});
