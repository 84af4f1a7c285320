import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlogListQuerySchema, BlogPostSchema, BlogPostSummarySchema } from '@core/schemas/staff/blog';
import { translate } from '@core/i18n/catalog';
import { envelope } from '@server/http/envelope';
import { NotFound } from '@server/domain/errors';
import { PREPARED_ROUTE, sendPublicAnswer } from '@server/http/public-answers';
import { PUBLIC_DATA_TTL_MS } from '@server/cache/public-data';
import { getPublishedPostById, getPublishedPostBySlug, listPublishedPosts, nextScheduledPostAt } from './blog.server';

const PostListAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(BlogPostSummarySchema),
  totalPages: z.number().int(),
});

/** The public blog API (spec section 7). Drafts are never visible here. */
export const blogRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/blogs',
    {
      ...PREPARED_ROUTE,
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first, one page at a time (without content: GET /blogs/{slug} has it)',
        querystring: BlogListQuerySchema,
        response: { 200: PostListAnswer },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      reply.header('cache-control', 'public, max-age=60');
      // Prepared once per change of the posts, or when a scheduled one comes due (server/http/public-answers.ts).
      return sendPublicAnswer(request, reply, api.ctx.db, {
        schema: PostListAnswer,
        scopes: ['blog'],
        key: `blogs:${request.locale}:${page}:${limit}`,
        ttlMs: PUBLIC_DATA_TTL_MS,
        build: async () => {
          const [{ posts, totalPages }, due] = await Promise.all([
            listPublishedPosts(api.ctx, { page, limit }),
            nextScheduledPostAt(api.ctx),
          ]);
          const body = { success: true as const, message: translate(request.locale, 'blog.fetched'), data: posts, totalPages };
          // Pages past the end are answered, not kept (any number may be asked for).
          return { body, validUntil: due ?? undefined, keep: page === 1 || posts.length > 0 };
        },
      });
    },
  );

  api.get(
    '/blogs/id/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published post by id',
        params: z.object({ id: z.string().max(200) }),
        response: { 200: envelope(BlogPostSchema) },
      },
    },
    async (request) => {
      const post = await getPublishedPostById(api.ctx, request.params.id);
      if (!post) throw new NotFound('blog.postNotFound');
      return { success: true as const, message: translate(request.locale, 'blog.fetchedOne'), data: post };
    },
  );

  api.get(
    '/blogs/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'One published post by slug',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: envelope(BlogPostSchema) },
      },
    },
    async (request, reply) => {
      const post = await getPublishedPostBySlug(api.ctx, request.params.slug);
      if (!post) throw new NotFound('blog.postNotFound');
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, message: translate(request.locale, 'blog.fetchedOne'), data: post };
    },
  );
};
