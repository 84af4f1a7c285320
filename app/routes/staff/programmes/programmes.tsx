import type { Route } from './+types/programmes';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { staffMeta } from '~/features/staff-console/meta';
import { ProgrammesListPage } from '~/features/programmes/desk/programmes-list-page';
import { listProgrammes } from '@server/modules/programmes/desk/accept.server';
import { adverseEventsToReview } from '@server/modules/session-notes/adverse-events.server';
import { therapyName } from '@content/therapies/catalogue';
import { AdverseReviewList } from '~/features/session-notes/review-list';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'programmes.view');
  // Adverse events in session notes waiting for this doctor (decision 0064).
  const review = (await adverseEventsToReview(context.ctx, staff)).map((i) => ({
    ...i,
    therapy: therapyName(i.therapySlug, context.locale),
  }));
  return { programmes: await listProgrammes(context.ctx, staff, {}), review };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.programmes.title');
}

export default function StaffProgrammes({ loaderData }: Route.ComponentProps) {
  return <ProgrammesListPage programmes={loaderData.programmes} before={<AdverseReviewList items={loaderData.review} />} />;
}
