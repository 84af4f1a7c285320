/**
 * Blog posts: the read functions the API routes and page loaders share, and the write functions the
 * staff console calls. Content HTML is sanitized here, when it is saved, and rendered as-is later.
 *
 * Visibility: the public sees a post only when its status is 'published' and its publishedAt has
 * come (a published post with a future publishedAt appears at that moment). Drafts never.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary, BlogPostUpdate, BlogPostValues, StaffBlogPost } from '@core/schemas/staff/blog';
import type { AppContext } from '@server/context';
import { blogPosts } from '@server/db/schema';
import { cachedPublicData, invalidatePublicData } from '@server/cache/public-data';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { uniqueViolationAs } from '@server/db/errors';
import { readingMinutes, safeImageSrc, sanitizePostHtml } from './sanitize';
import { isUuid } from '@core/uuid';

/** Another post has this slug (the unique index refused the write). */
const slugTaken = () => new Conflict('blog.slugTaken');

type PostRow = typeof blogPosts.$inferSelect;

/**
 * Reading time parses the whole HTML (~1 ms a post): remembered per post version, so a page of the
 * list does not parse six posts on every request. The content only changes with updatedAt.
 */
const readingTimes = new Map<string, number>();
function readingMinutesOf(row: PostRow): number {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  let minutes = readingTimes.get(key);
  if (minutes === undefined) {
    minutes = readingMinutes(row.contentHtml);
    if (readingTimes.size >= 1000) readingTimes.clear();
    readingTimes.set(key, minutes);
  }
  return minutes;
}

function toBlogPost(row: PostRow): BlogPost {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.contentHtml,
    featuredImage: row.featuredImage,
    category: { name: row.category },
    author: { name: row.author },
    tags: row.tags,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readingMinutes: readingMinutesOf(row),
  };
}

function toStaffBlogPost(row: PostRow): StaffBlogPost {
  return { ...toBlogPost(row), status: row.status };
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id)];

/**
 * Every published post that has a publishedAt (scheduled ones included), newest first, from the
 * public-data cache (invalidated by createPost/updatePost and the seed). Which of them
 * the public sees is decided per request against ctx.now(), so a scheduled post appears on time.
 * Shared by every request: read-only.
 */
function publishedPosts(ctx: AppContext): Promise<BlogPost[]> {
  return cachedPublicData(ctx.db, 'blog', 'published', async () => {
    const rows = await ctx.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'published'), isNotNull(blogPosts.publishedAt)))
      .orderBy(...newestFirst);
    return rows.map(toBlogPost);
  });
}

/** The posts the public may see now, newest first (a suffix of the cached list). */
async function visiblePosts(ctx: AppContext): Promise<BlogPost[]> {
  const all = await publishedPosts(ctx);
  const now = ctx.now().getTime();
  const first = all.findIndex((p) => p.publishedAt !== null && Date.parse(p.publishedAt) <= now);
  return first === -1 ? [] : first === 0 ? all : all.slice(first);
}

/** A post as the list shows it: without its content (docs/decisions/0006). */
function toSummary({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

export interface PostPage {
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  total: number;
}

/**
 * One page of published posts as summaries, newest first. `page` and `limit` are positive whole numbers (the
 * route validates and caps them); a page beyond the end answers no posts and the real totalPages.
 */
export async function listPublishedPosts(ctx: AppContext, { page, limit }: { page: number; limit: number }): Promise<PostPage> {
  const visible = await visiblePosts(ctx);
  const total = visible.length;
  const totalPages = Math.ceil(total / limit);
  if (page > totalPages) return { posts: [], page, totalPages, total };
  return { posts: visible.slice((page - 1) * limit, page * limit).map(toSummary), page, totalPages, total };
}

/** When the next scheduled post comes due (ms), or null when none is scheduled. */
export async function nextScheduledPostAt(ctx: AppContext): Promise<number | null> {
  const now = ctx.now().getTime();
  let next: number | null = null;
  for (const post of await publishedPosts(ctx)) {
    const at = post.publishedAt === null ? Number.NaN : Date.parse(post.publishedAt);
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** The latest published posts (for the RSS feed). */
export async function latestPublishedPosts(ctx: AppContext, limit: number): Promise<BlogPost[]> {
  return (await visiblePosts(ctx)).slice(0, limit);
}

/** A published post by slug, or null (unknown slug or not published). */
export async function getPublishedPostBySlug(ctx: AppContext, slug: string): Promise<BlogPost | null> {
  if (slug.length > 200) return null;
  return (await visiblePosts(ctx)).find((p) => p.slug === slug) ?? null;
}

/** A published post by id, or null (unknown or malformed id, or not published). */
export async function getPublishedPostById(ctx: AppContext, id: string): Promise<BlogPost | null> {
  if (!isUuid(id)) return null;
  const lower = id.toLowerCase();
  return (await visiblePosts(ctx)).find((p) => p._id === lower) ?? null;
}

/** Staff console: every post, drafts included, most recently changed first. */
export async function listAllPosts(ctx: AppContext): Promise<StaffBlogPost[]> {
  const rows = await ctx.db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
  return rows.map(toStaffBlogPost);
}

/** Staff console: one post by id whatever its status, or null. */
export async function getPostForStaff(ctx: AppContext, id: string): Promise<StaffBlogPost | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ? toStaffBlogPost(row) : null;
}

function cleanContent(ctx: AppContext, html: string): string {
  const clean = sanitizePostHtml(html, { origin: ctx.config.baseUrl });
  if (!clean) throw new BadRequest('blog.contentRequired', { content: 'blog.contentRequired' });
  return clean;
}

function cleanImage(ctx: AppContext, image: string | null): string | null {
  if (!image) return null;
  // The same rule as images inside the content: the clinic's uploads, its image folder, raster data URIs.
  const kept = safeImageSrc(image, { origin: ctx.config.baseUrl });
  if (!kept) throw new BadRequest('blog.imageInvalid', { featuredImage: 'blog.imageInvalid' });
  return kept;
}

/**
 * Creates a post. `values` is `BlogPostInputSchema` output (core/schemas/staff/blog.ts): validate the body
 * with that schema first. The content is sanitized; status 'published' without publishedAt is
 * published now; a draft keeps publishedAt null unless one is given.
 * Throws Conflict('blog.slugTaken') (409) when the slug is used by another post.
 */
export async function createPost(ctx: AppContext, values: BlogPostValues): Promise<StaffBlogPost> {
  const publishedAt = values.publishedAt ?? (values.status === 'published' ? ctx.now() : null);
  return uniqueViolationAs(async () => {
    const [row] = await ctx.db
      .insert(blogPosts)
      .values({
        slug: values.slug,
        title: values.title,
        excerpt: values.excerpt,
        contentHtml: cleanContent(ctx, values.content),
        featuredImage: cleanImage(ctx, values.featuredImage),
        category: values.category,
        author: values.author,
        tags: values.tags,
        language: values.language,
        status: values.status,
        publishedAt,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    invalidatePublicData(ctx.db, 'blog');
    return toStaffBlogPost(row);
  }, slugTaken);
}

/**
 * Changes a post. `changes` is `BlogPostUpdateSchema` output: only the given fields change. New
 * content is sanitized. Publishing a post that has no publishedAt sets it to now; unpublishing
 * (status 'draft') keeps the date so republishing restores the original order.
 * Throws NotFound('blog.postNotFound') for an unknown id, Conflict('blog.slugTaken') for a used slug.
 */
export async function updatePost(ctx: AppContext, id: string, changes: BlogPostUpdate): Promise<StaffBlogPost> {
  const current = await getPostForStaff(ctx, id);
  if (!current) throw new NotFound('blog.postNotFound');
  const set: Partial<typeof blogPosts.$inferInsert> = { updatedAt: ctx.now() };
  if (changes.slug !== undefined) set.slug = changes.slug;
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.excerpt !== undefined) set.excerpt = changes.excerpt;
  if (changes.content !== undefined) set.contentHtml = cleanContent(ctx, changes.content);
  if (changes.featuredImage !== undefined) set.featuredImage = cleanImage(ctx, changes.featuredImage);
  if (changes.category !== undefined) set.category = changes.category;
  if (changes.author !== undefined) set.author = changes.author;
  if (changes.tags !== undefined) set.tags = changes.tags;
  if (changes.language !== undefined) set.language = changes.language;
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.publishedAt !== undefined) set.publishedAt = changes.publishedAt;
  const status = changes.status ?? current.status;
  const publishedAt = changes.publishedAt !== undefined ? changes.publishedAt : current.publishedAt;
  if (status === 'published' && !publishedAt) set.publishedAt = ctx.now();
  return uniqueViolationAs(async () => {
    const [row] = await ctx.db.update(blogPosts).set(set).where(eq(blogPosts.id, id)).returning();
    if (!row) throw new NotFound('blog.postNotFound');
    invalidatePublicData(ctx.db, 'blog');
    return toStaffBlogPost(row);
  }, slugTaken);
}

/** Slug and last change of every published post, newest first (for /sitemap.xml). */
export async function publishedPostUrls(ctx: AppContext): Promise<{ slug: string; updatedAt: Date }[]> {
  return (await visiblePosts(ctx)).map((p) => ({ slug: p.slug, updatedAt: new Date(p.updatedAt) }));
}
