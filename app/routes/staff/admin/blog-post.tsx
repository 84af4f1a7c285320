import { Link } from 'react-router';
import type { Route } from './+types/blog-post';
import { getPostForStaff } from '@server/modules/blog/blog.server';
import { NotFound } from '@server/domain/errors';
import { BlogPostForm } from '~/features/blog/editor/blog-post-form';
import { requireStaffPage } from '~/features/staff-console/guard.server';
import { Badge, PageTitle } from '~/features/staff-console/ui';
import { useT } from '~/i18n/provider';
import { staffTitleMeta } from '~/features/staff-console/meta';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { staff } = requireStaffPage(context, 'blog.write');
  if (params.id === 'new') return { post: null, role: staff.role, staffName: staff.name };
  const post = await getPostForStaff(context.ctx, params.id);
  if (!post) throw new NotFound();
  return { post, role: staff.role, staffName: staff.name };
}

export function meta({ loaderData: d, matches }: Route.MetaArgs) {
  return staffTitleMeta(matches, d?.post?.title, 'staff.blog.new');
}

export default function StaffBlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { post, role, staffName } = loaderData;
  const initial = post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        featuredImage: post.featuredImage,
        category: post.category.name,
        author: post.author.name,
        tags: post.tags.join(', '),
        language: post.language,
      }
    : {
        title: '',
        slug: '',
        excerpt: '',
        content: '',
        featuredImage: null,
        category: '',
        author: staffName,
        tags: '',
        language: 'en' as const,
      };
  return (
    <>
      <Link to="/staff/blog" className="mb-3 inline-block text-sm font-medium text-brand-800 underline">
        ← {t('staff.back')}
      </Link>
      <PageTitle>
        {post?.title ?? t('staff.blog.new')}{' '}
        {post ? (
          <Badge
            className={
              post.status === 'published' ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-yellow-100 text-yellow-900 ring-yellow-300'
            }
          >
            {post.status === 'published' ? t('staff.blog.published') : t('staff.blog.draft')}
          </Badge>
        ) : null}
      </PageTitle>
      <BlogPostForm
        key={post?._id ?? 'new'}
        postId={post?._id ?? null}
        status={post?.status ?? 'draft'}
        initial={initial}
        role={role}
        savedContent={post?.content ?? null}
      />
    </>
  );
}
