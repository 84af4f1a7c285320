/**
 * Pages answer input they cannot use with a 4xx page in the visitor's language, never a 500:
 * query parameters that are not dates, ids that are not ids, methods a page does not take.
 */
import { describe, expect, it } from 'vitest';
import { pagesAppOfFile } from '../helpers/pages-app.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const env = await setupTestApp();
const pages = pagesAppOfFile(env);

describe('pages and bad input', () => {
  it('a staff page with a query that is not a date answers 400 with a page in the visitor language', async () => {
    const admin = await env.signInStaff('admin');
    for (const url of ['/staff/insights?period=custom&from=x', '/staff/today?date=2026-11-27%C2%BF']) {
      for (const [lang, text] of [
        ['en', 'Enter a valid date'],
        ['hi', 'सही तारीख दर्ज करें'],
      ] as const) {
        const res = await pages.app.inject({ method: 'GET', url, headers: { cookie: `${admin.cookie}; lang=${lang}` } });
        expect(res.statusCode, url).toBe(400);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain(text);
      }
    }
  });

  it('TRACE (and other methods a page does not take) answer 405 with Allow, not 500', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE'] as const) {
      for (const url of ['/about', '/staff/today', '/no-such-page']) {
        const res = await pages.app.inject({ method, url, headers: { cookie: 'lang=hi' } });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD, POST');
        expect(res.body).toBe(`यह पता ${method} अनुरोध नहीं लेता।`);
      }
    }
    const options = await pages.app.inject({ method: 'OPTIONS', url: '/about' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
  });

  it('a form post to a programme that is not an id is a 404, and no query runs', async () => {
    const { cookie } = await env.signInPatient();
    const res = await pages.app.inject({
      method: 'POST',
      url: '/programme/not-a-uuid/deposit',
      headers: {
        cookie,
        host: new URL(env.config.baseUrl).host,
        origin: env.config.baseUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'utr=123456789012',
    });
    expect(res.statusCode, res.body.slice(0, 3000)).toBe(404);
    expect(res.body).toContain('Page not found');
  });
});
