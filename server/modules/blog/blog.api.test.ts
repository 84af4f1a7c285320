import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema, type BlogPostInput } from '@core/schemas/staff/blog';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { seed } from '@server/db/seed';
import { blogPostSeeds } from '@content/blog/posts';
import { createPost, getPostForStaff, updatePost } from './blog.server';

const env = await setupTestApp();

function input(overrides: Partial<BlogPostInput> = {}) {
  return BlogPostInputSchema.parse({
    slug: 'test-post',
    title: 'A test post',
    excerpt: 'Short summary',
    content: '<p>Hello <strong>world</strong></p>',
    category: 'Wellness',
    author: 'Dr. Test',
    tags: ['test'],
    status: 'published',
    ...overrides,
  });
}

/** n published posts, one day apart; post-1 is the oldest. */
async function publishMany(n: number) {
  for (let i = 1; i <= n; i++) {
    await createPost(env.ctx, input({ slug: `post-${i}`, title: `Post ${i}`, publishedAt: new Date(Date.UTC(2025, 0, i, 6)) }));
  }
}

const list = (query: string) => env.app.inject({ method: 'GET', url: `/api/blogs${query}` });

describe('GET /api/blogs', () => {
  it('answers published posts newest first, six a page, with totalPages', async () => {
    await publishMany(14);
    const first = await list('?page=1&limit=6');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, totalPages: 3, message: 'Posts fetched successfully' });
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(['post-14', 'post-13', 'post-12', 'post-11', 'post-10', 'post-9']);
    expect(body.data[0]).toMatchObject({
      _id: expect.any(String),
      title: 'Post 14',
      excerpt: 'Short summary',
      featuredImage: null,
      category: { name: 'Wellness' },
      author: { name: 'Dr. Test' },
      tags: ['test'],
      language: 'en',
      publishedAt: '2025-01-14T06:00:00.000Z',
      readingMinutes: 1,
    });
    expect(Date.parse(body.data[0].createdAt)).not.toBeNaN();
    // A card shows the excerpt: the list carries no content; the post itself does.
    for (const post of body.data) expect(post).not.toHaveProperty('content');
    expect((await env.app.inject({ method: 'GET', url: '/api/blogs/post-14' })).json().data.content).toBe(
      '<p>Hello <strong>world</strong></p>',
    );
    const third = (await list('?page=3&limit=6')).json();
    expect(third.data.map((p: { slug: string }) => p.slug)).toEqual(['post-2', 'post-1']);
    // Defaults: page 1, limit 6.
    expect((await list('')).json().data).toHaveLength(6);
  });

  it('answers no posts and the real totalPages for a page beyond the end', async () => {
    await publishMany(7);
    for (const page of [3, 999_999_999]) {
      const res = await list(`?page=${page}&limit=6`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: [], totalPages: 2 });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/blogs', '/api/blogs/{slug}', '/api/blogs/id/{id}']));
  });

  it('answers an empty first page with totalPages 0 when nothing is published', async () => {
    expect((await list('?page=1')).json()).toMatchObject({ success: true, data: [], totalPages: 0 });
  });

  it('caps the limit at 50', async () => {
    await publishMany(53);
    const body = (await list('?page=1&limit=500')).json();
    expect(body.data).toHaveLength(50);
    expect(body.totalPages).toBe(2);
    expect((await list('?page=2&limit=51')).json().data).toHaveLength(3);
  });

  it('answers 400 for a page or limit that is not a positive whole number', async () => {
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=1.5',
      '?page=abc',
      '?page=',
      '?page=1e3',
      '?limit=0',
      '?limit=-6',
      '?limit=six',
      '?limit=2.5',
      '?page=99999999999999999999',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/(Page|Limit) must be a positive whole number\./);
    }
  });

  it('never shows drafts or posts scheduled for later', async () => {
    await publishMany(2);
    await createPost(env.ctx, input({ slug: 'secret-draft', status: 'draft' }));
    await createPost(env.ctx, input({ slug: 'tomorrow', publishedAt: new Date(Date.now() + 86_400_000) }));
    const body = (await list('?page=1&limit=50')).json();
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(['post-2', 'post-1']);
    expect(body.totalPages).toBe(1);
  });
});

describe('GET /api/blogs/:slug and /api/blogs/id/:id', () => {
  it('answers one published post by slug and by id', async () => {
    const post = await createPost(env.ctx, input({ slug: 'panchakarma-basics', title: 'Panchakarma basics' }));
    const bySlug = await env.app.inject({ method: 'GET', url: '/api/blogs/panchakarma-basics' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({
      success: true,
      message: 'Post fetched successfully',
      data: { _id: post._id, title: 'Panchakarma basics' },
    });
    const byId = await env.app.inject({ method: 'GET', url: `/api/blogs/id/${post._id}` });
    expect(byId.json()).toMatchObject({ success: true, data: { slug: 'panchakarma-basics' } });
  });

  it('answers 404 in the envelope for unknown slugs, drafts, and unknown or malformed ids', async () => {
    const draft = await createPost(env.ctx, input({ slug: 'draft-post', status: 'draft' }));
    for (const url of [
      '/api/blogs/no-such-post',
      '/api/blogs/draft-post',
      `/api/blogs/${encodeURIComponent("x' OR '1'='1")}`,
      `/api/blogs/id/${draft._id}`,
      '/api/blogs/id/6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff',
      '/api/blogs/id/not-an-id',
      `/api/blogs/id/${encodeURIComponent("1' OR '1'='1")}`,
    ]) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, message: 'Post not found' });
    }
  });

  it('answers the not-found message in Hindi for a Hindi visitor', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/blogs/missing', headers: { cookie: 'lang=hi' } });
    expect(res.json().message).toBe('लेख नहीं मिला');
  });
});

describe('createPost and updatePost', () => {
  const dirty =
    '<h1>Title</h1><p onclick="steal()">Text<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://evil.example/t.png"><iframe src="/x"></iframe>';

  it('sanitize the content before saving it', async () => {
    const created = await createPost(env.ctx, input({ content: dirty }));
    expect(created.content).toBe('<h2>Title</h2><p>Text</p><a rel="noopener">x</a>');
    await updatePost(env.ctx, created._id, { content: '<p>New <a href="https://www.who.int/">link</a></p><svg onload=alert(1)></svg>' });
    const stored = await getPostForStaff(env.ctx, created._id);
    expect(stored?.content).toBe('<p>New <a rel="noopener noreferrer" href="https://www.who.int/">link</a></p>');
  });

  it('refuses content that is empty once cleaned, and images from elsewhere', async () => {
    await expect(createPost(env.ctx, input({ content: '<script>alert(1)</script>' }))).rejects.toMatchObject({ statusCode: 400 });
    await expect(createPost(env.ctx, input({ featuredImage: 'https://evil.example/a.png' }))).rejects.toMatchObject({ statusCode: 400 });
    const ok = await createPost(env.ctx, input({ featuredImage: 'http://localhost:3000/images/blog/eye-care.svg' }));
    expect(ok.featuredImage).toBe('/images/blog/eye-care.svg');
  });

  it('answer 409 for a slug another post uses', async () => {
    const first = await createPost(env.ctx, input({ slug: 'same-slug' }));
    await expect(createPost(env.ctx, input({ slug: 'same-slug', status: 'draft' }))).rejects.toMatchObject({
      statusCode: 409,
      message: 'blog.slugTaken',
    });
    const other = await createPost(env.ctx, input({ slug: 'other-slug' }));
    await expect(updatePost(env.ctx, other._id, { slug: 'same-slug' })).rejects.toMatchObject({ statusCode: 409 });
    // Saving a post with its own slug is fine.
    await expect(updatePost(env.ctx, first._id, { slug: 'same-slug', title: 'Renamed' })).resolves.toMatchObject({ title: 'Renamed' });
  });

  it('set publishedAt on publishing and keep it across unpublish and republish', async () => {
    env.clock.now = new Date('2026-03-01T05:00:00Z');
    const draft = await createPost(env.ctx, input({ status: 'draft' }));
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await env.app.inject({ method: 'GET', url: '/api/blogs/test-post' })).statusCode).toBe(404);

    env.clock.now = new Date('2026-03-05T05:00:00Z');
    const published = await updatePost(env.ctx, draft._id, { status: 'published' });
    expect(published).toMatchObject({ status: 'published', publishedAt: '2026-03-05T05:00:00.000Z' });
    expect((await env.app.inject({ method: 'GET', url: '/api/blogs/test-post' })).statusCode).toBe(200);

    env.clock.now = new Date('2026-03-09T05:00:00Z');
    await updatePost(env.ctx, draft._id, { status: 'draft' });
    expect((await env.app.inject({ method: 'GET', url: `/api/blogs/id/${draft._id}` })).statusCode).toBe(404);
    const again = await updatePost(env.ctx, draft._id, { status: 'published' });
    expect(again.publishedAt).toBe('2026-03-05T05:00:00.000Z');
  });

  it('answers NotFound when updating an unknown post', async () => {
    await expect(updatePost(env.ctx, '6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff', { title: 'x' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(updatePost(env.ctx, 'nope', { title: 'x' })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('seed', () => {
  it('stores every seed post published and sanitized, and the list has three pages', async () => {
    await seed(env.database.db);
    const body = (await list('?page=1&limit=6')).json();
    expect(body.totalPages).toBe(Math.ceil(blogPostSeeds.length / 6));
    expect(blogPostSeeds.length).toBeGreaterThanOrEqual(13);
    const all = (await list('?page=1&limit=50')).json().data as { slug: string; language: string }[];
    expect(all).toHaveLength(blogPostSeeds.length);
    expect(all.filter((p) => p.language === 'hi').length).toBeGreaterThan(0);
    for (const { slug } of all) {
      const post = (await env.app.inject({ method: 'GET', url: `/api/blogs/${slug}` })).json().data as { content: string; slug: string };
      expect(post.content, post.slug).not.toMatch(/<(script|style|iframe)|\son\w+=/i);
      for (const link of post.content.match(/<a [^>]*>/g) ?? []) expect(link, post.slug).toMatch(/rel="noopener/);
    }
  });
});
