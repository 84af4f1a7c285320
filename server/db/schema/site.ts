/** The site's own content: blog posts, contact messages and events (docs/decisions/0043). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps, uuidKey } from './columns';
import type { Locale } from '@core/i18n/locales';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuidKey(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    contentHtml: text().notNull(),
    featuredImage: text(),
    category: text().notNull(),
    author: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
    status: text().$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('blog_posts_published').on(t.status, t.publishedAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuidKey(),
  name: text().notNull(),
  email: text().notNull(),
  phone: varchar({ length: 10 }),
  subject: text().notNull(),
  message: text().notNull(),
  ip: text(),
  readAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: uuidKey(),
    title: text().notNull(),
    description: text().notNull(),
    kind: text().$type<'camp' | 'workshop' | 'talk'>().notNull().default('camp'),
    location: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    language: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
    published: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('events_starts').on(t.startsAt)],
);
