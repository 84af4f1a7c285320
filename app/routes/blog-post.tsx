import { useEffect } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { clinic } from '@core/clinic';
import { getPublishedPostBySlug } from '@server/modules/blog/blog.server';
import { PostArticle, PostNotFound } from '~/features/blog/post-article';
import { articleJsonLd, postMeta } from '~/features/blog/post-seo';
import { useT } from '~/i18n/provider';
import { ServerErrorPage } from '~/shell/error-pages';
import { useRootData } from '~/shell/root-data';
import type { RootData } from '~/root';
import { toast } from '~/ui/toast';
import type { Route } from './+types/blog-post';

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getPublishedPostBySlug(context.ctx, params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post, origin: context.ctx.config.baseUrl };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // The catalog from the root data, not `catalogs` (which would bundle every language's strings).
  const messages = (matches[0]?.loaderData as RootData | undefined)?.messages;
  const siteName = messages?.['app.name'] ?? clinic.name;
  if (!loaderData) return [{ title: `${messages?.['blog.postNotFound'] ?? 'Post not found'} | ${siteName}` }, { name: 'robots', content: 'noindex' }];
  return postMeta(loaderData.post, loaderData.origin, siteName);
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
  return missing ? <PostNotFound /> : <ServerErrorPage />;
}
