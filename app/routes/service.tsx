import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/service';
import { findTherapy } from '@content/therapies/catalogue';
import { ServiceNotFound, ServicePage } from '~/features/services/service-page';
import { serviceView } from '~/features/services/therapy-views.server';
import { notFoundMeta, pageMeta } from '~/features/seo/meta';
import { ServerErrorPage } from '~/shell/error-pages';

export function loader({ params, context }: Route.LoaderArgs) {
  const therapy = findTherapy(params.serviceId);
  if (!therapy) throw data(null, { status: 404 });
  return serviceView(therapy, context.locale);
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return notFoundMeta(args, 'site.meta.serviceNotFound');
  return pageMeta(args, { title: d.therapy.title, description: d.therapy.description, path: `/services/${d.therapy.route}` });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ServerErrorPage />;
  return <ServiceNotFound />;
}
