import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@core/schemas/staff/blog';
import { catalogs } from '@core/i18n/catalog';
import { buildRss, xmlEscape } from './rss.server';

const post = (over: Partial<BlogPost>): BlogPost => ({
  _id: 'id',
  slug: 'a-post',
  title: 'A & B <tips>',
  excerpt: 'Vata "and" pitta',
  content: '<p>Text ]]> end</p>',
  featuredImage: null,
  category: { name: 'Diet' },
  author: { name: 'Dr. A' },
  tags: [],
  language: 'en',
  createdAt: '2025-01-01T04:30:00.000Z',
  updatedAt: '2025-01-01T04:30:00.000Z',
  publishedAt: '2025-01-02T04:30:00.000Z',
  readingMinutes: 1,
  ...over,
});

describe('buildRss', () => {
  it('in Hindi: the channel is Hindi, holds the Hindi posts only and links to the Hindi pages', () => {
    const xml = buildRss(
      'https://clinic.example',
      [post({ slug: 'english' }), post({ slug: 'hindi', title: 'दिनचर्या', language: 'hi' })],
      'Owner',
      'hi',
    );
    expect(xml).toContain(`<title>${xmlEscape(catalogs.hi['blog.rssTitle'])}</title>`);
    expect(xml).toContain(`<description>${xmlEscape(catalogs.hi['blog.metaDescription'])}</description>`);
    expect(xml).toContain('<language>hi-IN</language>');
    expect(xml).toContain('<link>https://clinic.example/blog?lang=hi</link>');
    expect(xml).toContain('<atom:link href="https://clinic.example/blog/rss.xml?lang=hi" rel="self"');
    expect(xml).toContain('<link>https://clinic.example/blog/hindi?lang=hi</link>');
    expect(xml).not.toContain('/blog/english');
    const en = buildRss('https://clinic.example', [post({ slug: 'english' }), post({ slug: 'hindi', language: 'hi' })], 'Owner', 'en');
    expect(en).toContain('<language>en-IN</language>');
    expect(en).toContain('/blog/english</link>');
    expect(en).not.toContain('/blog/hindi');
  });

  it('escapes text and keeps CDATA intact', () => {
    const xml = buildRss('https://clinic.example', [post({})]);
    expect(xml).toContain('<title>A &amp; B &lt;tips&gt;</title>');
    expect(xml).toContain('<description>Vata &quot;and&quot; pitta</description>');
    expect(xml).toContain('<link>https://clinic.example/blog/a-post</link>');
    expect(xml).toContain('<pubDate>Thu, 02 Jan 2025 04:30:00 GMT</pubDate>');
    expect(xml).toContain('<![CDATA[<p>Text ]]]]><![CDATA[> end</p>]]>');
    const doc = parseDocument(xml, { xmlMode: true });
    const items = doc.children.flatMap((n) => ('children' in n ? n.children : [])).flatMap((n) => ('children' in n ? n.children : []));
    expect(items.filter((n) => 'name' in n && n.name === 'item')).toHaveLength(1);
  });

  it('drops characters XML does not allow', () => {
    expect(xmlEscape('a\u0001b\u0008c')).toBe('abc');
  });
});
