import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from './constants.ts';
import { can, POLICIES, roleOf, rolesWith, scopeOf } from './policy.ts';

describe('the permission table', () => {
  it('names capabilities domain.action and grants only known roles a scope', () => {
    const roles = new Set<string>(['patient', ...STAFF_ROLES]);
    for (const [capability, grants] of Object.entries(POLICIES)) {
      expect(capability).toMatch(/^[a-z-]+\.[a-z-]+$/);
      for (const [role, scope] of Object.entries(grants)) {
        expect(roles.has(role), `${capability}: ${role}`).toBe(true);
        expect(['all', 'own']).toContain(scope);
      }
    }
  });

  it('only a doctor prescribes a programme, for their own consultations; the desk reads and manages them', () => {
    expect(rolesWith('programmes.prescribe')).toEqual(['doctor']);
    expect(scopeOf('doctor', 'programmes.prescribe')).toBe('own');
    expect(can('reception', 'programmes.prescribe')).toBe(false);
    expect(can('admin', 'programmes.prescribe')).toBe(false);
    expect(scopeOf('reception', 'programmes.view')).toBe('all');
    expect(can({ role: 'admin' }, 'programmes.manage')).toBe(true);
  });

  it('reads the role of a role, a staff row or an identity; nobody has nothing', () => {
    expect(roleOf({ kind: 'patient' })).toBe('patient');
    expect(roleOf({ kind: 'staff', staff: { role: 'therapist' } })).toBe('therapist');
    expect(can(null, 'profile.manage')).toBe(false);
    expect(can({ kind: 'patient' }, 'profile.manage')).toBe(true);
    expect(can({ kind: 'patient' }, 'consultations.view')).toBe(false);
  });
});
