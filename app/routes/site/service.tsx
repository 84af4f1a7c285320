import type { Route } from './+types/service';
import { findTherapy } from '@content/therapies/catalogue';
import { ServiceNotFound, ServicePage } from '~/features/services/service-page';
import { serviceView } from '~/features/services/therapy-views.server';
import { therapyRequestAction } from '~/features/therapy-requests/therapy-request-action.server';
import { TherapyCta, TherapyFactsLine, TherapyRequestSection } from '~/features/therapy-requests/therapy-request';
import { therapyFacts } from '@server/modules/therapy-requests/therapy-requests.server';
import { NotFound } from '@server/domain/errors';
import { notFoundMeta, pageMeta } from '~/features/seo/meta';
import { RouteErrorPage } from '~/shell/error-pages';
import { CONTENT_PAGE } from '~/shell/static-page';
import { serviceHref } from '@content/therapies/service-href';

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079). */
export const handle = CONTENT_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const therapy = findTherapy(params.serviceId);
  if (!therapy) throw new NotFound();
  return { ...serviceView(therapy, context.locale), facts: await therapyFacts(context.ctx, therapy.route) };
}

/** The therapy request form posts here, with or without the page's code (decision 0020). */
export function action({ request, context, params }: Route.ActionArgs) {
  const therapy = findTherapy(params.serviceId);
  if (!therapy) throw new NotFound();
  return therapyRequestAction({ request, context, therapySlug: therapy.route });
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return notFoundMeta(args, 'site.meta.serviceNotFound');
  return pageMeta(args, { title: d.therapy.title, description: d.therapy.description, path: serviceHref(d.therapy.route) });
}

export default function Service({ loaderData, actionData }: Route.ComponentProps) {
  const { therapy, facts } = loaderData;
  return (
    <ServicePage
      data={loaderData}
      actions={
        <>
          {facts && <TherapyFactsLine facts={facts} />}
          <TherapyCta title={therapy.title} facts={facts} />
        </>
      }
      request={<TherapyRequestSection route={therapy.route} title={therapy.title} facts={facts} result={actionData} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} statusHandlers={{ 404: () => <ServiceNotFound /> }} />;
}
