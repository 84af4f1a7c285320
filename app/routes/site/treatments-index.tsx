import type { Route } from './+types/treatments-index';
import { TreatmentsIndexPage } from '~/features/treatments/treatments-index-page';
import { treatmentsIndexView } from '~/features/treatments/treatment-cards.server';
import { metaT, pageMeta } from '~/features/seo/meta';

export function loader({ context }: Route.LoaderArgs) {
  return treatmentsIndexView(context.locale);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: args.loaderData?.intro.title ?? metaT(args, 'nav.treatments'),
    description: metaT(args, 'site.meta.treatmentsDescription'),
    path: '/treatments',
  });
}

export default function TreatmentsIndex({ loaderData }: Route.ComponentProps) {
  return <TreatmentsIndexPage data={loaderData} />;
}
