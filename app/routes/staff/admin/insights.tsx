import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/insights';
import { InsightsQuerySchema } from '@core/schemas/staff/insights';
import { InsightsPage } from '~/features/insights/insights-page';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { computeInsights } from '@server/modules/insights/insights.server';
import { sessionAttendance } from '@server/modules/insights/session-attendance.server';
import { listStaffDoctors } from '@server/modules/doctors/staff-doctors.server';
import { queryOf, refusalKey } from '~/shell/page-query.server';
import { data } from 'react-router';
import { can } from '@core/policy';
import { outcomeInsights } from '@server/modules/outcomes/outcome-insights.server';
import { dailySales } from '@server/modules/dispensary/sales-register.server';

/** /staff/insights?period=week|month|quarter|custom&from=&to=&doctorId=: the figures of GET /api/staff/insights. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'insights.view');
  // An empty field of the form (all doctors, no date) is no value.
  const params = queryOf(request);
  const parsed = InsightsQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : InsightsQuerySchema.parse({});
  // A doctor's account with no doctor profile (403), another doctor's id (404): their pages.
  const insights = await computeInsights(context.ctx, staff, query);
  const page = {
    insights,
    sessionAttendance: await sessionAttendance(context.ctx, staff, insights.period, query.doctorId),
    query: { period: query.period, from: params.from ?? '', to: params.to ?? '', doctorId: query.doctorId ?? '' },
    error: parsed.success ? null : refusalKey(parsed.error),
    doctors: staff.role === 'doctor' ? [] : (await listStaffDoctors(context.ctx)).map((d) => ({ id: d._id, name: d.name })),
    // Outcomes by diagnosis and programme (decision 0068): not the desk's.
    outcomes: can(staff, 'insights.outcomes') ? await outcomeInsights(context.ctx) : null,
    // The dispensary's sales of the period (decision 0070): for those who see sales.
    sales: can(staff, 'sales.view') ? await dailySales(context.ctx, insights.period) : null,
  };
  // A refused range is shown above the form (to correct it there), with the status it is: 400.
  return parsed.success ? page : data(page, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.insights.title');
}

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  return <InsightsPage {...loaderData} />;
}
