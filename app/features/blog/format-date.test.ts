import { describe, expect, it } from 'vitest';
import { formatPostDate, postDate } from './format-date';

describe('formatPostDate', () => {
  it('writes the spec patterns in English', () => {
    expect(formatPostDate('2025-01-05T04:30:00Z', 'MMM d, yyyy', 'en')).toBe('Jan 5, 2025');
    expect(formatPostDate('2025-09-15T04:30:00Z', 'MMMM d, yyyy', 'en')).toBe('September 15, 2025');
  });

  it('uses the clinic calendar: late evening UTC is already the next day in India', () => {
    expect(formatPostDate('2025-01-04T20:00:00Z', 'MMM d, yyyy', 'en')).toBe('Jan 5, 2025');
    expect(formatPostDate('2025-01-04T18:00:00Z', 'MMM d, yyyy', 'en')).toBe('Jan 4, 2025');
  });

  it('writes month names in Hindi for the Hindi site', () => {
    expect(formatPostDate('2025-09-15T04:30:00Z', 'MMMM d, yyyy', 'hi')).toBe('सितंबर 15, 2025');
  });

  it('prefers the publication date', () => {
    expect(postDate({ publishedAt: '2025-02-01T00:00:00Z', createdAt: '2025-01-01T00:00:00Z' })).toBe('2025-02-01T00:00:00Z');
    expect(postDate({ publishedAt: null, createdAt: '2025-01-01T00:00:00Z' })).toBe('2025-01-01T00:00:00Z');
  });
});
