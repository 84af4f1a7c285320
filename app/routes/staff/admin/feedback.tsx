import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/feedback';
import { FeedbackReportPage } from '~/features/insights/feedback-report-page';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { feedbackReport } from '@server/modules/team/members.server';
import { feedbackCommentsShown } from '@core/staff/feedback-report';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, 'feedback.report');
  return feedbackReport(context.ctx, { comments: feedbackCommentsShown(new URL(request.url).searchParams.get('comments')) });
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.feedback.title');
}

export default function StaffFeedback({ loaderData: report }: Route.ComponentProps) {
  return <FeedbackReportPage report={report} />;
}
