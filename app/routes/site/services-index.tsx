import type { Route } from './+types/services-index';
import { ServicesIndexPage } from '~/features/services/services-index-page';
import { therapyCards } from '~/features/services/therapy-views.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import { CONTENT_PAGE } from '~/shell/static-page';

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079). */
export const handle = CONTENT_PAGE;

export function loader({ context }: Route.LoaderArgs) {
  return { therapies: therapyCards(context.locale) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'site.meta.servicesTitle'),
    description: metaT(args, 'site.meta.servicesDescription'),
    path: '/services',
  });
}

export default function ServicesIndex({ loaderData }: Route.ComponentProps) {
  return <ServicesIndexPage therapies={loaderData.therapies} />;
}
