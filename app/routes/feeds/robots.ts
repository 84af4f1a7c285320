import type { Route } from './+types/robots';
import { robotsTxt } from '~/features/seo/sitemap.server';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.ctx.config.baseUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
