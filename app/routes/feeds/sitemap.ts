import type { Route } from './+types/sitemap';
import { publicPages } from '@server/modules/site/public-pages.server';
import { sitemapXml } from '~/features/seo/sitemap.server';

/** /sitemap.xml: every public URL (pages, treatments, services, published blog posts). */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.ctx.config.baseUrl;
  return new Response(sitemapXml(origin, await publicPages(context.ctx)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
