import { NotFound } from '@server/domain/errors';
import type { Route } from './+types/treatment';
import { findTreatment } from '@content/treatments/catalogue';
import { TreatmentPage } from '~/features/treatments/treatment-page';
import { treatmentView } from '~/features/treatments/treatment-cards.server';
import { treatmentHref } from '@content/treatments/treatment-href';
import { notFoundMeta, pageMeta } from '~/features/seo/meta';
import { RouteErrorPage } from '~/shell/error-pages';

/** One of the seven condition pages; the path must be exactly the spec's ('skin&hair', also reached as 'skin%26hair'). */
export function loader({ params, context }: Route.LoaderArgs) {
  const page = findTreatment(params.treatment);
  if (!page) throw new NotFound();
  return treatmentView(page, context.locale);
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  if (!page) return notFoundMeta(args);
  return pageMeta(args, { title: page.title, description: page.summary, path: treatmentHref(page.path) });
}

export default function Treatment({ loaderData }: Route.ComponentProps) {
  return <TreatmentPage page={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
