import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/feedback';
import { FeedbackReportPage } from '~/features/insights/feedback-report-page';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { feedbackReport } from '@server/modules/team/members.server';
import { feedbackCommentsShown } from '@core/staff/feedback-report';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaffPage(context, 'feedback.report');
  const params = new URL(request.url).searchParams;
  return feedbackReport(context.ctx, { comments: feedbackCommentsShown(params.get('comments')), doctorId: params.get('doctor') });
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.feedback.title');
}

export default function StaffFeedback({ loaderData: report }: Route.ComponentProps) {
  return <FeedbackReportPage report={report} />;
}
