/**
 * Every public page of the site, by path: what /sitemap.xml lists (app/features/seo/sitemap.server.ts)
 * and what the page cache renders ahead (server/http/pages/ssr.ts, decision 0088).
 */
import { therapies } from '@content/therapies/catalogue';
import { treatments } from '@content/treatments/catalogue';
import { treatmentHref } from '@content/treatments/treatment-href';
import type { AppContext } from '@server/context';
import { publishedPostUrls } from '@server/modules/blog/blog.server';
import { serviceHref } from '@content/therapies/service-href';
import { postHref } from '@content/blog/post-href';

export interface PublicPage {
  path: string;
  lastmod?: Date;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** The entry pages, most visited first. */
export const ENTRY_PAGES: readonly PublicPage[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/book-consultation', changefreq: 'monthly', priority: 0.8 },
  { path: '/doctors', changefreq: 'weekly', priority: 0.9 },
  { path: '/services', changefreq: 'monthly', priority: 0.8 },
  { path: '/treatments', changefreq: 'monthly', priority: 0.8 },
  { path: '/blog', changefreq: 'weekly', priority: 0.7 },
  { path: '/about', changefreq: 'monthly', priority: 0.7 },
  { path: '/contact', changefreq: 'monthly', priority: 0.6 },
  { path: '/events', changefreq: 'weekly', priority: 0.6 },
];

/** Every public page: the entry pages, then each treatment, therapy and published post. */
export async function publicPages(ctx: AppContext): Promise<PublicPage[]> {
  const posts = await publishedPostUrls(ctx);
  return [
    ...ENTRY_PAGES,
    ...treatments.map((t) => ({ path: treatmentHref(t.path), changefreq: 'monthly' as const, priority: 0.7 })),
    ...therapies.map((t) => ({ path: serviceHref(t.route), changefreq: 'monthly' as const, priority: 0.6 })),
    ...posts.map((p) => ({
      path: postHref(p.slug),
      lastmod: p.updatedAt,
      changefreq: 'monthly' as const,
      priority: 0.5,
    })),
  ];
}
