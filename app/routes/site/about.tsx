import type { Route } from './+types/about';
import { AboutPage } from '~/features/about/about-page';
import { metaT, pageMeta } from '~/features/seo/meta';
import { CONTENT_PAGE } from '~/shell/static-page';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'site.meta.aboutTitle'),
    description: metaT(args, 'site.meta.aboutDescription'),
    path: '/about',
  });
}

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079); the map is a link. */
export const handle = CONTENT_PAGE;

export default function About() {
  return <AboutPage />;
}
