import { staffMeta } from '~/features/staff/meta';
import type { Route } from './+types/staff-insights';
import { InsightsQuerySchema } from '@core/schemas/insights';
import { computeInsights } from '@server/modules/staff/insights.server';
import { listStaffDoctors } from '@server/modules/staff/staff-doctors.server';
import { InsightsPage } from '~/features/staff/insights-page';
import { requireStaffPage } from '~/features/staff/guard.server';

/** /staff/insights?period=week|month|quarter|custom&from=&to=&doctorId=: the figures of GET /api/staff/insights. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'insights.view');
  // An empty field of the form (all doctors, no date) is no value.
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''));
  const parsed = InsightsQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : InsightsQuerySchema.parse({});
  return {
    insights: await computeInsights(context.ctx, staff, query),
    query: { period: query.period, from: params.from ?? '', to: params.to ?? '', doctorId: query.doctorId ?? '' },
    error: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'error.validation'),
    doctors: staff.role === 'doctor' ? [] : (await listStaffDoctors(context.ctx)).map((d) => ({ id: d._id, name: d.name })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.insights.title');
}

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  return <InsightsPage {...loaderData} />;
}
