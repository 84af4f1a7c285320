import { Link } from 'react-router';
import { staffMeta } from '~/features/staff-console/meta';
import type { Route } from './+types/blog';
import { listAllPosts } from '@server/modules/blog/blog.server';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Badge, Empty, PageTitle } from '~/features/staff-console/ui';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { formatClinicDateTime } from '@core/i18n/clinic-time';

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'blog.write');
  const posts = await listAllPosts(context.ctx);
  return {
    role: staff.role,
    posts: posts.map((p) => ({
      id: p._id,
      slug: p.slug,
      title: p.title,
      language: p.language,
      status: p.status,
      author: p.author.name,
      updatedAt: p.updatedAt,
      category: p.category.name,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(matches, 'staff.blog.title');
}

export default function StaffBlog({ loaderData }: Route.ComponentProps) {
  const { t, intl } = useT();
  return (
    <>
      <PageTitle
        actions={
          <Link to="/staff/blog/new" className={buttonClasses('primary')}>
            {t('staff.blog.new')}
          </Link>
        }
      >
        {t('staff.blog.title')}
      </PageTitle>
      {loaderData.role === 'doctor' ? <p className="mb-4 text-sm text-stone-700">{t('staff.blog.draftsOnly')}</p> : null}
      {loaderData.posts.length === 0 ? (
        <Empty>{t('staff.blog.empty')}</Empty>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {loaderData.posts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link
                  to={`/staff/blog/${p.id}`}
                  lang={p.language}
                  className="font-semibold text-stone-900 underline-offset-2 hover:underline"
                >
                  {p.title}
                </Link>
                <p className="text-sm text-stone-700">
                  {p.category} · {p.author} · {t('staff.blog.updated')} {formatClinicDateTime(p.updatedAt, intl, { dateStyle: 'medium' })}
                </p>
              </div>
              <Badge
                className={
                  p.status === 'published' ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-yellow-100 text-yellow-900 ring-yellow-300'
                }
              >
                {p.status === 'published' ? t('staff.blog.published') : t('staff.blog.draft')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
