import type { StaffRole } from '@core/constants';
import type { Identity } from '@server/modules/auth/sign-ins';

/** What the browser may know about the signed-in person (no token, ever). */
export type Viewer =
  | { kind: 'patient'; id: string; name: string; contact: string; email: string | null; age: number | null }
  | { kind: 'staff'; id: string; name: string; role: StaffRole }
  | null;

export function toViewer(identity: Identity | null): Viewer {
  if (!identity) return null;
  if (identity.kind === 'patient') {
    const { id, name, contact, email, age } = identity.patient;
    return { kind: 'patient', id, name, contact, email, age };
  }
  const { id, name, role } = identity.staff;
  return { kind: 'staff', id, name, role };
}
