/** Route guards: every patient and staff endpoint checks the caller on the server. */
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../core/constants.ts';
import type { PatientIdentity, StaffIdentity } from '../modules/auth/sessions.ts';
import { Forbidden, Unauthorized } from '../domain/errors.ts';

export function requirePatient(request: FastifyRequest): PatientIdentity {
  const identity = request.identity;
  if (!identity) throw new Unauthorized();
  if (identity.kind !== 'patient') throw new Forbidden();
  return identity;
}

export function requireStaff(request: FastifyRequest, roles: readonly StaffRole[] = ['admin', 'reception', 'doctor']): StaffIdentity {
  const identity = request.identity;
  if (!identity) throw new Unauthorized();
  if (identity.kind !== 'staff') throw new Forbidden();
  if (!roles.includes(identity.staff.role)) throw new Forbidden();
  return identity;
}

/** preHandler forms, for `onRequest`/`preHandler` arrays in route options. */
export const patientOnly = async (request: FastifyRequest) => {
  requirePatient(request);
};
export const staffOnly =
  (...roles: StaffRole[]) =>
  async (request: FastifyRequest) => {
    requireStaff(request, roles.length ? roles : undefined);
  };
