/**
 * Page guard of the console, the loaders' form of the API's requireStaff (server/http/guards.ts):
 * signed-in staff of the roles a screen allows, returned as their identity (`const { staff } = ...`).
 * Signed out (or a patient) goes to the staff sign-in; another role gets 403.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { StaffRole } from '@core/constants';
import type { StaffIdentity } from '@server/modules/auth/sessions';

export function requireStaffPage(context: AppLoadContext, roles: readonly StaffRole[] = ['admin', 'reception', 'doctor']): StaffIdentity {
  const identity = context.identity;
  if (!identity || identity.kind !== 'staff') throw redirect('/staff');
  if (!roles.includes(identity.staff.role)) throw data(null, { status: 403 });
  return identity;
}
