import type { Route } from './+types/about';
import { AboutPage } from '~/features/about/about-page';
import { metaT, pageMeta } from '~/features/seo/meta';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaT(args, 'site.meta.aboutTitle'),
    description: metaT(args, 'site.meta.aboutDescription'),
    path: '/about',
  });
}

export default function About() {
  return <AboutPage />;
}
