/**
 * Blog administration. Admins create, edit, publish and unpublish any post; doctors write drafts and
 * edit their own drafts (the author of a post is whoever created it, per the audit log).
 * Content always goes through the blog module's sanitizer (createPost / updatePost).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@core/i18n/catalog';
import { can, scopeOf } from '@core/policy';
import { uuidParams } from '@core/schemas/params';
import { BlogPostInputSchema, BlogPostUpdateSchema, StaffBlogPostSchema } from '@core/schemas/staff/blog';
import type { AppContext } from '@server/context';
import { auditLog } from '@server/db/schema';
import { envelope, ok } from '@server/http/envelope';
import { Forbidden, NotFound } from '@server/domain/errors';
import { requireStaff } from '@server/http/guards';
import { createPost, getPostForStaff, listAllPosts, updatePost } from './blog.server';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';

const IdParam = uuidParams('staff.postNotFound');
const One = envelope(z.object({ post: StaffBlogPostSchema }));

async function createdBy(ctx: AppContext, postId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ staffId: auditLog.staffId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'blog_post'), eq(auditLog.entityId, postId), eq(auditLog.action, 'blog.create')))
    .limit(1);
  return row?.staffId ?? null;
}

async function loadEditable(ctx: AppContext, actor: SignedInStaff, id: string) {
  const post = await getPostForStaff(ctx, id);
  if (!post) throw new NotFound('staff.postNotFound');
  if (scopeOf(actor, 'blog.write') === 'own' && (post.status !== 'draft' || (await createdBy(ctx, id)) !== actor.id))
    throw new Forbidden('staff.notYourPost');
  return post;
}

const auditView = (p: {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  category: { name: string };
  author: { name: string };
  tags: string[];
  language: string;
  status: string;
}) => ({
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  content: p.content,
  featuredImage: p.featuredImage,
  category: p.category.name,
  author: p.author.name,
  tags: p.tags.join(', '),
  language: p.language,
  status: p.status,
});

export const staffBlogRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];

  api.get(
    '/staff/blog',
    {
      config: { permission: 'blog.write' },
      schema: {
        tags,
        summary: 'Every post, drafts included',
        response: { 200: envelope(z.object({ posts: z.array(StaffBlogPostSchema) })) },
      },
    },
    async () => {
      return ok({ posts: await listAllPosts(api.ctx) });
    },
  );

  api.get(
    '/staff/blog/:id',
    { config: { permission: 'blog.write' }, schema: { tags, summary: 'One post for editing', params: IdParam, response: { 200: One } } },
    async (request) => {
      const post = await getPostForStaff(api.ctx, request.params.id);
      if (!post) throw new NotFound('staff.postNotFound');
      return ok({ post });
    },
  );

  api.post(
    '/staff/blog',
    {
      config: { permission: 'blog.write' },
      schema: { tags, summary: 'Create a post (doctors: drafts only)', body: BlogPostInputSchema, response: { 200: One } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const values = !can(staff, 'blog.publish') ? { ...request.body, status: 'draft' as const, publishedAt: undefined } : request.body;
      const post = await createPost(api.ctx, values);
      await writeAudit(api.ctx.db, api.ctx, staff, {
        action: 'blog.create',
        entity: 'blog_post',
        entityId: post._id,
        after: auditView(post),
      });
      return ok({ post }, translate(request.locale, 'staff.api.postCreated'));
    },
  );

  api.put(
    '/staff/blog/:id',
    {
      config: { permission: 'blog.write' },
      schema: {
        tags,
        summary: 'Change a post; status publishes or unpublishes (admin)',
        params: IdParam,
        body: BlogPostUpdateSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const before = await loadEditable(api.ctx, staff, request.params.id);
      if (!can(staff, 'blog.publish') && request.body.status === 'published') throw new Forbidden('staff.notYourPost');
      const post = await updatePost(api.ctx, request.params.id, request.body);
      const action = before.status !== post.status ? (post.status === 'published' ? 'blog.publish' : 'blog.unpublish') : 'blog.update';
      await writeAudit(api.ctx.db, api.ctx, staff, {
        action,
        entity: 'blog_post',
        entityId: post._id,
        before: auditView(before),
        after: auditView(post),
      });
      return ok({ post }, translate(request.locale, 'staff.api.postSaved'));
    },
  );
};
