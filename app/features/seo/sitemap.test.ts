import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.server';

describe('sitemapXml', () => {
  it('escapes URLs and writes lastmod, changefreq and priority', () => {
    const xml = sitemapXml('https://clinic.example', [
      { path: '/treatments/skin%26hair', changefreq: 'monthly', priority: 0.7 },
      { path: '/blog/a&b', lastmod: new Date('2026-01-02T10:00:00Z') },
    ]);
    expect(xml).toContain('<loc>https://clinic.example/treatments/skin%26hair</loc>');
    expect(xml).toContain('<loc>https://clinic.example/blog/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
    expect(xml).toContain('<priority>0.7</priority>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('sitemapXml language alternates', () => {
  it("lists each page's English and Hindi address, each with every language's alternate", () => {
    const xml = sitemapXml('https://clinic.example', [{ path: '/about' }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(urls.map((u) => /<loc>(.*)<\/loc>/.exec(u)?.[1])).toEqual([
      'https://clinic.example/about',
      'https://clinic.example/about?lang=hi',
    ]);
    for (const url of urls) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://clinic.example/about"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://clinic.example/about?lang=hi"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://clinic.example/about"/>');
    }
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap and keeps private areas out', () => {
    const txt = robotsTxt('https://clinic.example');
    expect(txt).toContain('Sitemap: https://clinic.example/sitemap.xml');
    expect(txt).toContain('Disallow: /api/');
    expect(txt).toContain('Disallow: /staff');
  });
});
