import { blogRss } from '@server/modules/blog/rss.server';
import type { Route } from './+types/blog-rss';

/** /blog/rss.xml: RSS 2.0 of the latest 20 published posts in the request's language (`?lang=hi`: Hindi). */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await blogRss(context.ctx, context.locale), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
