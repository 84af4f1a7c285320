import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlogListQuerySchema, BlogPostSchema, BlogPostSummarySchema } from '../../../core/schemas/blog.ts';
import { translate } from '../../../core/i18n/catalog.ts';
import { envelope } from '../../http/envelope.ts';
import { NotFound } from '../../http/errors.ts';
import { PREPARED_ROUTE, sendPrepared } from '../../http/prepared-body.ts';
import { getPublishedPostById, getPublishedPostBySlug, publishedPostsBody } from './blog.server.ts';

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
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: z.array(BlogPostSummarySchema), totalPages: z.number().int() }),
        },
      },
    },
    async (request, reply) => {
      const body = await publishedPostsBody(api.ctx, request.query, translate(request.locale, 'blog.fetched'), request.locale);
      reply.header('cache-control', 'public, max-age=60');
      // Ready bytes (same shape as the schema above): sent as they are, no serializing per request.
      return sendPrepared(request, reply, body);
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
