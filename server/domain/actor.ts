/**
 * Who acts on the clinic's data: THE actor type of the services. A patient (the owner of their
 * bookings), a staff member (within their role's reach) or the system (hold expiry, account
 * deletion, the payment gateway's webhook). Staff-only services take the staff member itself.
 */
import type { Identity, StaffIdentity } from '@server/modules/auth/sign-ins';

/** A signed-in staff member: id, name, phone, role and (a doctor's account) the doctor profile they are. */
export type SignedInStaff = StaffIdentity['staff'];

export type Actor = { kind: 'patient'; patientId: string } | { kind: 'staff'; staff: SignedInStaff } | { kind: 'system' };

/** The actor of a staff member. */
export function staffActor(staff: SignedInStaff): Actor {
  return { kind: 'staff', staff };
}

/** The actor of a signed-in identity (API routes and loaders). */
export function actorOf(identity: Identity): Actor {
  return identity.kind === 'patient' ? { kind: 'patient', patientId: identity.patient.id } : staffActor(identity.staff);
}
