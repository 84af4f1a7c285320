import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { getPublishedPostBySlug } from '@server/modules/blog/blog.server';
import { NotFound } from '@server/domain/errors';
import { PostArticle, PostNotFound } from '~/features/blog/post-article';
import { articleJsonLd, postMeta } from '~/features/blog/post-seo';
import { metaT, notFoundMeta, pageLocale } from '~/features/seo/meta';
import { useT } from '~/i18n/provider';
import { RouteErrorPage } from '~/shell/error-pages';
import { useRootData } from '~/shell/root-data';
import { toast } from '~/ui/toast';
import type { Route } from './+types/blog-post';
import { CONTENT_PAGE } from '~/shell/static-page';

/** Content only: a signed-out visitor gets it without JavaScript (decision 0079). */
export const handle = CONTENT_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getPublishedPostBySlug(context.ctx, params.slug);
  if (!post) throw new NotFound();
  return { post, origin: context.ctx.config.baseUrl };
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return notFoundMeta(args, 'blog.postNotFound');
  return postMeta(args.loaderData.post, args.loaderData.origin, metaT(args, 'app.name'), pageLocale(args));
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, origin } = loaderData;
  const { locale, clinic: profile } = useRootData();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(post, origin, profile.name[locale]) }} />
      <PostArticle key={post._id} post={post} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!missing) toast.error(t('blog.fetchOneFailed'));
  }, [missing, t]);
  return <RouteErrorPage error={error} statusHandlers={{ 404: () => <PostNotFound /> }} />;
}
