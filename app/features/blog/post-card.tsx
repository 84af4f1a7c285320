import { ArrowRight } from '~/ui/icons';
import { Link } from 'react-router';
import type { BlogPostSummary } from '@core/schemas/staff/blog';
import { useT } from '~/i18n/provider';
import { formatPostDate, postDate } from './format-date';
import { postHref } from '@content/blog/post-href';

/** A list card: featured image, category (and the post's language when it is not the page's), date, title, 3-line excerpt and 'Read More'. */
export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const { t, locale } = useT();
  const href = postHref(post.slug);
  const date = postDate(post);
  return (
    // Cards out of view are not laid out or painted until they near the viewport (the first paint
    // of a list of six is cheaper, and a post in another script does not fetch its font up front).
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow [contain-intrinsic-size:auto_30rem] [content-visibility:auto] hover:shadow-md"
      data-testid="post-card"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-earth-100">
        {post.featuredImage ? (
          <img
            src={post.featuredImage}
            alt=""
            width={1200}
            height={630}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[1200/630] w-full object-cover"
          />
        ) : (
          <div className="aspect-[1200/630] w-full bg-gradient-to-br from-brand-100 to-earth-200" />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">{post.category.name}</span>
            {post.language !== locale && (
              <span className="rounded-full bg-earth-100 px-2.5 py-0.5 font-medium text-earth-900">
                {t(`blog.postLanguage.${post.language}`)}
              </span>
            )}
          </span>
          <time dateTime={date} className="text-stone-600">
            {formatPostDate(date, 'MMM d, yyyy', locale)}
          </time>
        </div>
        <h2 lang={post.language} className="mt-3 font-serif text-xl leading-snug font-semibold text-brand-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p lang={post.language} className="mt-2 line-clamp-3 text-stone-700">
          {post.excerpt}
        </p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1 self-start pt-4 font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('blog.readMore')}
          <span className="sr-only">
            : <span lang={post.language}>{post.title}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** A grey placeholder with the card's shape, while posts load. */
export function PostCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
      data-testid="post-card-skeleton"
      aria-hidden="true"
    >
      <div className="aspect-[1200/630] w-full bg-stone-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="flex justify-between">
          <div className="h-5 w-24 rounded-full bg-stone-200" />
          <div className="h-5 w-20 rounded bg-stone-200" />
        </div>
        <div className="h-6 w-4/5 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-4 w-2/3 rounded bg-stone-200" />
        <div className="mt-2 h-5 w-24 rounded bg-stone-200" />
      </div>
    </div>
  );
}
