import { LIMITS } from '@core/constants';
import { listPublishedPosts } from '@server/modules/blog/blog.server';
import { NotFound } from '@server/domain/errors';
import { BlogList } from '~/features/blog/blog-list';
import type { RootData } from '~/root';
import { pageLocale } from '~/features/seo/meta';
import { localeUrl } from '@core/i18n/locale-url';
import type { Route } from './+types/blog';
import { CONTENT_PAGE, type PageHandle } from '~/shell/static-page';
import { MORE_POSTS_SCRIPT } from '~/features/blog/more-posts-script';

/** Content only: a signed-out visitor gets it without JavaScript, and a small script for the infinite scroll (decision 0079). */
export const handle = { ...CONTENT_PAGE, script: MORE_POSTS_SCRIPT } satisfies PageHandle;

/** `?page=N`: a positive whole number, 1 when absent; null when malformed. */
function pageParam(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

/** The server renders the requested page of posts (crawlers and visitors without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(request);
  if (page === null) throw new NotFound();
  const result = await listPublishedPosts(context.ctx, { page, limit: LIMITS.blogPageSize });
  if (page > 1 && page > result.totalPages) throw new NotFound();
  return {
    page,
    first: { page, totalPages: result.totalPages, posts: result.posts },
    origin: context.ctx.config.baseUrl,
  };
}

/** A visit from another page of the site: show skeletons at once and load the posts from the API. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { page: pageParam(request) ?? 1, first: null, origin: window.location.origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // The catalog from the root data: importing `catalogs` here would put every language's strings in this page's bundle.
  const messages = ((matches[0]?.loaderData as RootData | undefined)?.messages ?? {}) as RootData['messages'];
  const origin = loaderData?.origin ?? '';
  const page = loaderData?.page ?? 1;
  const locale = pageLocale({ matches });
  const url = localeUrl(origin, `/blog${page > 1 ? `?page=${page}` : ''}`, locale);
  return [
    { title: page > 1 ? `${messages['blog.metaTitle']} (${page})` : messages['blog.metaTitle'] },
    { name: 'description', content: messages['blog.metaDescription'] },
    { tagName: 'link', rel: 'canonical', href: url },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: messages['blog.rssTitle'],
      href: localeUrl(origin, '/blog/rss.xml', locale),
    },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: messages['blog.title'] },
    { property: 'og:description', content: messages['blog.metaDescription'] },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${origin}/images/blog/og/panchakarma-explained.jpg` },
  ];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogList key={loaderData.page} first={loaderData.first} startPage={loaderData.page} />;
}
