/** Page guard of the console: signed-in staff only, and the roles a screen allows. */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { StaffRole } from '@core/constants';
import type { StaffIdentity } from '@server/modules/auth/sessions';

export function requireStaffPage(context: AppLoadContext, roles?: readonly StaffRole[]): StaffIdentity['staff'] {
  const identity = context.identity;
  if (!identity || identity.kind !== 'staff') throw redirect('/staff');
  if (roles && !roles.includes(identity.staff.role)) throw data(null, { status: 403 });
  return identity.staff;
}
