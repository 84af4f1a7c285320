/**
 * Route guards (docs/decisions/0032-one-permission-table.md). A route that needs a caller names its
 * capability from the permission table (core/policy.ts) in its options,
 *   api.post('/staff/programmes', { config: { permission: 'programmes.prescribe' }, schema }, handler)
 * and one onRequest hook checks it before anything else runs (body parsing, validation, the
 * handler): signed out 401, a role without the capability 403. The handler then takes the caller
 * typed: `const { staff } = requireStaff(request)`, `const { patient } = requirePatient(request)`.
 * A rule decided by the request's data asks `requirePermission(request, ...)` in the handler.
 * (The console's pages do the same in their loaders: app/features/staff-console/guard.server.ts.)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Capability } from '@core/policy';
import type { Identity, PatientIdentity, StaffIdentity } from '@server/modules/auth/sign-ins';
import { Forbidden, Unauthorized } from '@server/domain/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The capability a caller needs (core/policy.ts), checked before validation. */
    permission?: Capability;
  }
}

function refusal(identity: Identity | null, capability: Capability): Unauthorized | Forbidden | null {
  if (!identity) return new Unauthorized();
  return can(identity, capability) ? null : new Forbidden();
}

/** The hook that checks each route's `config.permission`, registered after the session is read. */
export function registerPermissionCheck(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) return done();
    done(refusal(request.identity, permission) ?? undefined);
  });
}

function declared(request: FastifyRequest): Capability {
  const permission = request.routeOptions.config?.permission;
  // A programming error, not a caller's: the matrix test turns it into a failing row.
  if (!permission) throw new Error(`${request.routeOptions.method} ${request.routeOptions.url} declares no config.permission`);
  return permission;
}

/** The caller, checked against a capability decided in the handler (401 signed out, 403 without it). */
export function requirePermission(request: FastifyRequest, capability: Capability): Identity {
  const problem = refusal(request.identity, capability);
  if (problem) throw problem;
  return request.identity as Identity;
}

/** Anyone signed in, patient or staff (401 otherwise): for routes whose record decides the rest. */
export function requireSignedIn(request: FastifyRequest): Identity {
  if (!request.identity) throw new Unauthorized();
  return request.identity;
}

/** The signed-in patient the route's permission admitted. */
export function requirePatient(request: FastifyRequest): PatientIdentity {
  const identity = requirePermission(request, declared(request));
  if (identity.kind !== 'patient') throw new Forbidden();
  return identity;
}

/** The staff member the route's permission admitted. */
export function requireStaff(request: FastifyRequest): StaffIdentity {
  const identity = requirePermission(request, declared(request));
  if (identity.kind !== 'staff') throw new Forbidden();
  return identity;
}
