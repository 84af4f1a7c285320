import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('groups by key in first-seen key order, each group in the items order', () => {
    const groups = groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (s) => s[0]);
    expect([...groups]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1', 'a2']],
      ['c', ['c1']],
    ]);
  });

  it('gives an empty map for no items, and keeps keys that are not strings apart', () => {
    expect(groupBy([], () => 'x').size).toBe(0);
    const groups = groupBy([1, '1', 1], (v) => v);
    expect(groups.get(1)).toEqual([1, 1]);
    expect(groups.get('1')).toEqual(['1']);
  });
});
