import { useEffect, useState } from 'react';
import { localeUrl } from '@core/i18n/locale-url';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, Loader2, Rss } from '~/ui/icons';
import { LIMITS } from '@core/constants';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { useNearViewport } from '~/ui/use-near-viewport';
import { PostCard, PostCardSkeleton } from './post-card';
import { useInfinitePosts, type FirstPage } from './use-infinite-posts';
import { useStaticPage } from '~/shell/static-page';

const pageHref = (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`);

/**
 * The blog list: the server renders the requested page with plain 'Newer posts' / 'Older posts'
 * links (so visitors without JavaScript and crawlers reach every post); once the page runs in the
 * browser, the next page loads when the bottom marker comes within 200 px of view.
 */
export function BlogList({ first, startPage }: { first: FirstPage | null; startPage: number }) {
  const { t, locale } = useT();
  const { posts, loading, failed, hasMore, totalPages, loadMore, retry } = useInfinitePosts(first, startPage);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const marker = useNearViewport<HTMLDivElement>(loadMore, enhanced && hasMore && !loading && !failed, LIMITS.infiniteScrollMarginPx);

  const finished = totalPages !== null && !hasMore && (posts?.length ?? 0) > 0;
  // A page sent without JavaScript: the route's small script scrolls on (more-posts-script.ts).
  const staticPage = useStaticPage();
  const next = staticPage && first && first.page < first.totalPages ? pageHref(first.page + 1) : undefined;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 lg:px-6" aria-labelledby="blog-title">
      <header className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="blog-title" className="font-serif text-4xl font-semibold text-brand-900 sm:text-5xl">
            {t('blog.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">{t('blog.intro')}</p>
        </div>
        <a
          href={localeUrl('', '/blog/rss.xml', locale)}
          className="inline-flex items-center gap-2 self-start rounded-full px-3 py-2 text-sm font-medium text-earth-700 hover:bg-earth-100 sm:self-auto"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t('blog.rssLink')}
        </a>
      </header>

      {startPage > 1 && (
        <Link to={pageHref(startPage - 1)} className={buttonClasses('outline', 'md', 'mb-8')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('blog.newerPosts')}
        </Link>
      )}

      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading} data-posts>
        {posts === null
          ? Array.from({ length: LIMITS.blogPageSize }, (_, i) => <PostCardSkeleton key={i} />)
          : posts.map((post, index) => <PostCard key={post._id} post={post} eager={index < 3} />)}
      </div>

      {posts !== null && posts.length === 0 && !failed && <p className="py-12 text-center text-stone-700">{t('blog.empty')}</p>}

      <div
        ref={marker}
        className="flex min-h-16 flex-col items-center justify-center py-8"
        aria-live="polite"
        data-more={next}
        data-failed={next && t('blog.fetchFailed')}
      >
        {loading && posts !== null && (
          <span className="inline-flex items-center gap-2 text-stone-700" role="status">
            <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-700" />
            <span className="sr-only">{t('blog.loadingMore')}</span>
          </span>
        )}
        {failed && (
          <button type="button" onClick={retry} className={buttonClasses('outline', 'md')}>
            {t('error.tryAgain')}
          </button>
        )}
        {finished && <p className="text-stone-700">{t('blog.end')}</p>}
        {next && <MoreOnStaticPage />}
      </div>

      {!enhanced && first && first.page < first.totalPages && (
        <nav
          data-pages
          aria-label={t('blog.pageOf', { page: first.page, total: first.totalPages })}
          className="flex items-center justify-between gap-4 border-t border-stone-200 pt-6"
        >
          <span className="text-sm text-stone-600">{t('blog.pageOf', { page: first.page, total: first.totalPages })}</span>
          <Link to={pageHref(first.page + 1)} className={buttonClasses('outline', 'md')}>
            {t('blog.olderPosts')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      )}
    </section>
  );
}

/** The spinner, 'Try again' and the end text of a page without JavaScript, shown by the route's script (more-posts-script.ts). */
function MoreOnStaticPage() {
  const { t } = useT();
  return (
    <>
      <span hidden data-loading className="inline-flex items-center gap-2 text-stone-700" role="status">
        <Loader2 aria-hidden="true" className="size-6 animate-spin text-brand-700" />
        <span className="sr-only">{t('blog.loadingMore')}</span>
      </span>
      <button type="button" hidden data-retry className={buttonClasses('outline', 'md')}>
        {t('error.tryAgain')}
      </button>
      <p hidden data-end className="text-stone-700">
        {t('blog.end')}
      </p>
    </>
  );
}
