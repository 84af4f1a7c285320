import type { Route } from './+types/reconciliation';
import { clinicDate, isIsoDate } from '@core/booking/slots';
import { can } from '@core/policy';
import { dayReport } from '@server/modules/paperwork/reconciliation.server';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { ReconciliationPage } from '~/features/paperwork/reconciliation-page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const identity = requireStaffPage(context, 'payments.reconcile');
  const today = clinicDate(context.ctx.now());
  const asked = new URL(request.url).searchParams.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  return { report: await dayReport(context.ctx, date), today, canReopen: can(identity, 'day-close.reopen') };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.paperwork.rec.title');
}

export default function StaffReconciliation({ loaderData }: Route.ComponentProps) {
  return <ReconciliationPage report={loaderData.report} today={loaderData.today} canReopen={loaderData.canReopen} />;
}
