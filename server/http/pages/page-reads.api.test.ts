/**
 * What each public page is rendered from, on the production build's own pages (decision 0088): the
 * page cache keeps a copy until one of the scopes of public data its render read changes, so a page
 * that read its data around the cache would keep showing the old data after an edit.
 */
import { randomUUID } from 'node:crypto';
import { createRequestHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema } from '@core/schemas/staff/blog';
import { readingPublicData } from '../../cache/public-data.ts';
import { createPost } from '../../modules/blog/blog.server.ts';
import { ENTRY_PAGES, publicPages } from '../../modules/site/public-pages.server.ts';
import { pagesAppOfFile } from '../../../tests/helpers/pages-app.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';

const env = await setupTestApp();
const pages = pagesAppOfFile(env);

/** The scopes a shared render of the page read, as the page cache renders it (server/http/pages/ssr.ts). */
async function readsOf(url: string) {
  const handler = createRequestHandler(pages.build, 'production');
  const locale = url.includes('lang=hi') ? 'hi' : 'en';
  const request = new Request(new URL(url, env.ctx.config.baseUrl), { headers: { cookie: `lang=${locale}` } });
  const context = { ctx: env.ctx, identity: null, locale, nonce: '', ip: '127.0.0.1', requestId: randomUUID(), shared: true };
  const { value, reads } = await readingPublicData(env.ctx.db, async () => {
    const response = await handler(request, context as never);
    await response.text();
    return response.status;
  });
  expect(value, url).toBe(200);
  return [...reads.keys()].sort().join(' ');
}

describe('the public data each public page is rendered from', () => {
  it('the entry pages, in each language', async () => {
    const expected: Record<string, string> = {
      '/': 'clinic doctors',
      '/book-consultation': 'clinic doctors',
      '/doctors': 'clinic doctors',
      '/services': 'clinic',
      '/treatments': 'clinic',
      '/blog': 'blog clinic',
      '/about': 'clinic',
      '/contact': 'clinic',
      '/events': 'clinic events',
    };
    expect(Object.keys(expected)).toEqual(ENTRY_PAGES.map((page) => page.path));
    for (const [path, scopes] of Object.entries(expected)) {
      expect(await readsOf(path), path).toBe(scopes);
      expect(await readsOf(`${path}?lang=hi`), `${path}?lang=hi`).toBe(scopes);
    }
  });

  it('a treatment, a therapy and a blog post: no doctor on them', async () => {
    const post = BlogPostInputSchema.parse({
      slug: 'reads-of-a-post',
      title: 'Reads of a post',
      excerpt: 'Short summary',
      content: '<p>Text</p>',
      category: 'Wellness',
      author: 'Dr. Test',
      tags: [],
      status: 'published',
    });
    await createPost(env.ctx, post);
    const paths = (await publicPages(env.ctx)).map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/treatments/skin%26hair', '/services/abhyanga', '/blog/reads-of-a-post']));
    expect(await readsOf('/treatments/skin%26hair')).toBe('clinic');
    expect(await readsOf('/services/abhyanga')).toBe('clinic therapies');
    expect(await readsOf('/blog/reads-of-a-post')).toBe('blog clinic');
  });
});
