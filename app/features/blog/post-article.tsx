import { ArrowLeft, CalendarDays, Clock, UserRound } from '~/ui/icons';
import { Link } from 'react-router';
import type { BlogPost } from '@core/schemas/staff/blog';
import { useT } from '~/i18n/provider';
import { formatPostDate, postDate } from './format-date';

/**
 * One post: back link, category, title, author, date 'MMMM d, yyyy', reading time, featured image,
 * the content HTML as saved (it was sanitized on save) and the tags. The article carries the
 * post's own language (`lang`), so a Hindi post is read out in Hindi on the English site.
 */
export function PostArticle({ post }: { post: BlogPost }) {
  const { t, locale } = useT();
  const date = postDate(post);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <Link
        to="/blog"
        className="inline-flex items-center gap-2 rounded-full py-1 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('blog.backToAll')}
      </Link>
      <article lang={post.language} className="mt-6">
        <header>
          <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{post.category.name}</p>
          <h1 className="mt-4 font-serif text-3xl leading-tight font-semibold text-brand-900 sm:text-4xl">{post.title}</h1>
          <ul lang={locale} className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-700">
            <li className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 text-brand-700" />
              {t('blog.by', { name: post.author.name })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
              <time dateTime={date}>{formatPostDate(date, 'MMMM d, yyyy', locale)}</time>
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-brand-700" />
              {t('blog.readingTime', { minutes: post.readingMinutes })}
            </li>
          </ul>
        </header>
        {post.featuredImage && (
          <img
            src={post.featuredImage}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-earth-100 object-cover"
          />
        )}
        {/* Sanitized with the allowlist of server/modules/blog/sanitize.ts when the post was saved. */}
        <div className="prose-clinic mt-8 text-base text-stone-800 sm:text-lg" dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <footer className="mt-10 border-t border-stone-200 pt-6">
            <h2 lang={locale} className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
              {t('blog.tags')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-earth-100 px-3 py-1 text-sm text-earth-900">
                  #{tag}
                </li>
              ))}
            </ul>
          </footer>
        )}
      </article>
    </div>
  );
}

/** A missing post: the spec's texts, with status 404 set by the loader. */
export function PostNotFound() {
  const { t } = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold text-brand-900">{t('blog.postNotFound')}</h1>
      <p className="mt-3 text-stone-700">{t('blog.postNotFoundText')}</p>
      <Link to="/blog" className="mt-8 font-medium text-brand-700 hover:text-brand-900 hover:underline">
        {t('blog.backToBlog')}
      </Link>
    </section>
  );
}
