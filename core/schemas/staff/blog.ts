import { z } from '@core/schemas/z';
import { LIMITS } from '@core/constants';
import { LOCALES } from '@core/i18n/locales';

/** A published blog post as the API and the pages see it (spec section 3, plus language, dates, reading time). */
export const BlogPostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Sanitized HTML (cleaned when the post was saved); rendered as-is. */
  content: z.string(),
  featuredImage: z.string().nullable(),
  category: z.object({ name: z.string() }),
  author: z.object({ name: z.string() }),
  tags: z.array(z.string()),
  language: z.enum(LOCALES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  readingMinutes: z.number().int().positive(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/**
 * A post in the list (`GET /api/blogs`, the /blog page): every field but `content`. A card shows
 * the excerpt; the whole HTML comes with the post itself (docs/decisions/0006).
 */
export const BlogPostSummarySchema = BlogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

const BLOG_STATUSES = ['draft', 'published'] as const;

/** A post as the staff console sees it: any status. */
export const StaffBlogPostSchema = BlogPostSchema.extend({ status: z.enum(BLOG_STATUSES) });
export type StaffBlogPost = z.infer<typeof StaffBlogPostSchema>;

/** A page or limit in the query string: a positive whole number. */
const positiveWhole = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= 1, message);

/** GET /api/blogs?page&limit: page from 1, limit from 1, capped at LIMITS.blogMaxPageSize. */
export const BlogListQuerySchema = z.object({
  page: positiveWhole('blog.badPage').optional().default(1),
  limit: positiveWhole('blog.badLimit')
    .optional()
    .default(LIMITS.blogPageSize)
    .transform((n) => Math.min(n, LIMITS.blogMaxPageSize)),
});

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const postFields = {
  slug: z.string().trim().min(1, 'blog.slugRequired').max(120, 'blog.slugInvalid').regex(SLUG_PATTERN, 'blog.slugInvalid'),
  title: z.string().trim().min(1, 'blog.titleRequired').max(200, 'blog.titleTooLong'),
  excerpt: z.string().trim().max(500, 'blog.excerptTooLong'),
  content: z.string().min(1, 'blog.contentRequired').max(200_000, 'blog.contentTooLong'),
  featuredImage: z.string().trim().max(500).nullable(),
  category: z.string().trim().min(1, 'blog.categoryRequired').max(80),
  author: z.string().trim().min(1, 'blog.authorRequired').max(120),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  language: z.enum(LOCALES),
  status: z.enum(BLOG_STATUSES),
  /** ISO date-time; when omitted, publishing sets it to the moment of publication. (The meta: what the API document says it takes.) */
  publishedAt: z.coerce.date().meta({ type: 'string', format: 'date-time' }).nullable(),
};

/**
 * What the staff console sends to create a post. Messages are keys of the `blog` namespace.
 * `content` is HTML: the server sanitizes it before saving.
 */
export const BlogPostInputSchema = z.object({
  ...postFields,
  excerpt: postFields.excerpt.default(''),
  featuredImage: postFields.featuredImage.default(null),
  tags: postFields.tags.default([]),
  language: postFields.language.default('en'),
  status: postFields.status.default('draft'),
  publishedAt: postFields.publishedAt.optional(),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
export type BlogPostValues = z.output<typeof BlogPostInputSchema>;

/** What the staff console sends to change a post: any subset of the fields, no defaults. */
export const BlogPostUpdateSchema = z.object(postFields).partial();
export type BlogPostUpdate = z.output<typeof BlogPostUpdateSchema>;
