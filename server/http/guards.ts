/**
 * Route guards: every route that needs a caller checks it first thing in its handler, and gets the
 * caller typed: `const { patient } = requirePatient(request)`, `const { staff } = requireStaff(request, ['admin'])`.
 * (The console's pages do the same in their loaders: app/features/staff/guard.server.ts.)
 */
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@core/constants';
import type { Identity, PatientIdentity, StaffIdentity } from '@server/modules/auth/sessions';
import { Forbidden, Unauthorized } from '@server/domain/errors';

/** Anyone signed in, patient or staff (401 otherwise). */
export function requireSignedIn(request: FastifyRequest): Identity {
  if (!request.identity) throw new Unauthorized();
  return request.identity;
}

/** A signed-in patient (401 signed out, 403 for staff). */
export function requirePatient(request: FastifyRequest): PatientIdentity {
  const identity = requireSignedIn(request);
  if (identity.kind !== 'patient') throw new Forbidden();
  return identity;
}

/** A signed-in staff member of one of `roles` (401 signed out, 403 for a patient or another role). */
export function requireStaff(request: FastifyRequest, roles: readonly StaffRole[] = ['admin', 'reception', 'doctor']): StaffIdentity {
  const identity = requireSignedIn(request);
  if (identity.kind !== 'staff') throw new Forbidden();
  if (!roles.includes(identity.staff.role)) throw new Forbidden();
  return identity;
}
