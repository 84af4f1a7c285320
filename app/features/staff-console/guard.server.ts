/**
 * Page guard of the console, the loaders' form of the API's permission check (server/http/guards.ts):
 * signed-in staff with a capability of the permission table (core/policy.ts, decision 0032),
 * returned as their identity (`const { staff } = requireStaffPage(context, 'schedule.view')`).
 * Signed out (or a patient) goes to the staff sign-in; a role without the capability gets 403.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { can, type Capability } from '@core/policy';
import type { StaffIdentity } from '@server/modules/auth/sign-ins';
import { Forbidden } from '@server/domain/errors';

export function requireStaffPage(context: AppLoadContext, capability: Capability): StaffIdentity {
  const identity = context.identity;
  if (!identity || identity.kind !== 'staff') throw redirect('/staff');
  if (!can(identity, capability)) throw new Forbidden();
  return identity;
}
