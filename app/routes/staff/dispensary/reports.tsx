import { addDays, clinicDate, type IsoDate } from '@core/booking/slots';
import { ExportRangeSchema } from '@core/schemas/staff/paperwork';
import { expiryLossReport, materialsCostReport, stockMovementReport } from '@server/modules/dispensary/reports.server';
import { useT } from '~/i18n/provider';
import { dispensaryLinks } from '~/features/dispensary/links';
import { ReportsPage } from '~/features/dispensary/reports-page';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/reports';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'stock.reports');
  const today = clinicDate(context.ctx.now()) as IsoDate;
  // The last 30 days unless a valid period is asked for.
  const asked = ExportRangeSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const range = asked.success ? asked.data : { from: addDays(today, -29), to: today };
  const [movements, expiry, materials] = await Promise.all([
    stockMovementReport(context.ctx, range),
    expiryLossReport(context.ctx, range),
    materialsCostReport(context.ctx, range),
  ]);
  return { data: { ...range, movements, expiry, materials }, role: staff.role };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'dispensary.reports.title');
}

export default function StaffDispensaryReports({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return <ReportsPage data={loaderData.data} links={dispensaryLinks(loaderData.role, '/staff/dispensary/reports', t)} />;
}
