import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './offline-page';

describe('the offline page the service worker shows for a page it has not saved', () => {
  it('says booking needs a connection, in the visitor language first and in the other too', () => {
    const html = offlinePageHtml('booking', 'hi', '/book-consultation');
    expect(html).toMatch(/^<!doctype html><html lang="hi">/);
    const hindi = html.indexOf('आप ऑफ़लाइन हैं: बुकिंग के लिए इंटरनेट कनेक्शन चाहिए।');
    const english = html.indexOf('You are offline: booking needs a connection.');
    expect(hindi).toBeGreaterThan(0);
    expect(english).toBeGreaterThan(hindi);
    expect(html).toContain('<section lang="en">');
    expect(html).toContain('href="/book-consultation"');
    expect(html).toContain('href="/appointments"');
  });

  it('says payment needs a connection, and otherwise that the page is not saved', () => {
    expect(offlinePageHtml('payment', 'en', '/payment/ABC')).toContain('You are offline: payment needs a connection.');
    const other = offlinePageHtml('other', 'en', '/blog');
    expect(other).toMatch(/^<!doctype html><html lang="en">/);
    expect(other).toContain('You are offline, and this page is not saved on this device.');
    expect(other.indexOf('You are offline, and')).toBeLessThan(other.indexOf('आप ऑफ़लाइन हैं, और'));
  });

  it('links back only to a path of this site', () => {
    expect(offlinePageHtml('other', 'en', '"><script>x</script>')).not.toContain('<script>');
    expect(offlinePageHtml('other', 'en', '//evil.example/x')).toContain('href="/"');
  });
});
