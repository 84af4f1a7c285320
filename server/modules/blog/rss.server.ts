/**
 * The blog's RSS 2.0 feed (/blog/rss.xml): the latest published posts with their excerpt and
 * their sanitized HTML.
 */
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { translate } from '@core/i18n/catalog';
import type { BlogPost } from '@core/schemas/blog';
import type { AppContext } from '@server/context';
import { latestPublishedPosts } from './blog.server';

const RSS_ITEMS = 20;

/** Escapes text for XML and drops characters XML 1.0 does not allow. */
export function xmlEscape(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

export function buildRss(origin: string, posts: BlogPost[], owner = DEFAULT_CLINIC_PROFILE.legalName): string {
  const blogUrl = `${origin}/blog`;
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${xmlEscape(post.author.name)}</dc:creator>`,
      `      <category>${xmlEscape(post.category.name)}</category>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(post.content)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const latest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${xmlEscape(translate('en', 'blog.rssTitle'))}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <description>${xmlEscape(translate('en', 'blog.metaDescription'))}</description>`,
    '    <language>en-IN</language>',
    `    <copyright>${xmlEscape(`© ${owner}`)}</copyright>`,
    `    <atom:link href="${xmlEscape(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${new Date(latest.publishedAt ?? latest.createdAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed of the latest RSS_ITEMS published posts. */
export async function blogRss(ctx: AppContext): Promise<string> {
  const profile = await clinicProfile(ctx);
  return buildRss(ctx.config.baseUrl, await latestPublishedPosts(ctx, RSS_ITEMS), profile.legalName || profile.name.en);
}
