import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last name, skipping titles and notes', () => {
    expect(initialsOf('Dr. Meera Sharma')).toBe('MS');
    expect(initialsOf('Dr. Meera Sharma (demo)')).toBe('MS');
    expect(initialsOf('dr arjun kumar verma')).toBe('AV');
    expect(initialsOf('Kavita')).toBe('K');
    expect(initialsOf('  ')).toBe('?');
  });
});
