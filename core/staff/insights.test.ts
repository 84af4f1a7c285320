import { describe, expect, it } from 'vitest';
import { buckets, insightsRange, offeredSlots, percent } from './insights';

describe('insightsRange', () => {
  it('takes Monday to Sunday for this week, and the week before', () => {
    expect(insightsRange('week', '2026-11-22')).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
      previousFrom: '2026-11-09',
      previousTo: '2026-11-15',
      bucket: 'day',
    });
    expect(insightsRange('week', '2026-11-16')).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('compares a month with the same number of days just before it', () => {
    expect(insightsRange('month', '2026-03-10')).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      previousFrom: '2026-01-29',
      previousTo: '2026-02-28',
    });
    expect(insightsRange('month', '2028-02-10')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('counts a quarter by week and feedback by month beyond 92 days', () => {
    expect(insightsRange('quarter', '2026-05-15')).toMatchObject({
      from: '2026-04-01',
      to: '2026-06-30',
      previousFrom: '2025-12-31',
      bucket: 'week',
      feedbackBucket: 'week',
    });
    expect(insightsRange('custom', '2026-05-15', { from: '2026-01-01', to: '2026-12-31' })).toMatchObject({
      previousFrom: '2025-01-01',
      previousTo: '2025-12-31',
      bucket: 'week',
      feedbackBucket: 'month',
    });
  });
});

describe('buckets and slots', () => {
  it('lists every day or every Monday', () => {
    expect(buckets('2026-11-29', '2026-12-01', 'day')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(buckets('2026-11-04', '2026-11-20', 'week')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
  });

  it('offers the weekday schedule on each open date', () => {
    const schedule = new Map([
      [1, 2],
      [3, 1],
    ]);
    expect(offeredSlots(schedule, new Set(), '2026-11-01', '2026-11-08')).toBe(3); // Mon 2, Wed 4
    expect(offeredSlots(schedule, new Set(['2026-11-02']), '2026-11-01', '2026-11-08')).toBe(1);
  });

  it('gives percentages with one decimal, none of nothing', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBeNull();
  });
});
