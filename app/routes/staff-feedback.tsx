import { staffMeta } from '~/features/staff/meta';
import type { Route } from './+types/staff-feedback';
import { feedbackReport } from '@server/modules/team/members.server';
import { FeedbackReportPage } from '~/features/staff/feedback-report-page';
import { requireStaffPage } from '~/features/staff/guard.server';

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffPage(context, 'feedback.report');
  return feedbackReport(context.ctx);
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.feedback.title');
}

export default function StaffFeedback({ loaderData: report }: Route.ComponentProps) {
  return <FeedbackReportPage report={report} />;
}
