import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPostSeeds } from '@content/blog/posts';
import type { BlogPost } from '@core/schemas/staff/blog';
import { articleJsonLd, ogImageFor, postMeta } from './post-seo';

const post: BlogPost = {
  _id: 'id',
  slug: 'eye-care',
  title: 'Eye care </script><script>alert(1)</script>',
  excerpt: 'Screens and eyes',
  content: '<p>x</p>',
  featuredImage: '/images/blog/eye-care.svg',
  category: { name: 'Eye Care' },
  author: { name: 'Dr. Rohan Mishra' },
  tags: ['eyes', 'glaucoma'],
  language: 'en',
  createdAt: '2025-01-01T04:30:00.000Z',
  updatedAt: '2025-01-03T04:30:00.000Z',
  publishedAt: '2025-01-02T04:30:00.000Z',
  readingMinutes: 4,
};

describe('post SEO', () => {
  it('every seed illustration has its JPEG for link previews', () => {
    for (const seed of blogPostSeeds) {
      const og = ogImageFor(seed.featuredImage);
      expect(og, seed.slug).toMatch(/\.jpg$/);
      expect(existsSync(path.join(process.cwd(), 'public', og ?? '')), og ?? '').toBe(true);
    }
  });

  it('meta has canonical, Open Graph image and article times', () => {
    const meta = postMeta(post, 'https://clinic.example');
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://clinic.example/blog/eye-care' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://clinic.example/images/blog/og/eye-care.jpg' });
    expect(meta).toContainEqual({ property: 'article:published_time', content: '2025-01-02T04:30:00.000Z' });
  });

  it('JSON-LD is an Article and cannot close its script element', () => {
    const json = articleJsonLd(post, 'https://clinic.example');
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      author: { name: 'Dr. Rohan Mishra' },
      datePublished: post.publishedAt,
    });
  });
});
