/**
 * Hostile input on every route of the table: SQL-injection and path-traversal strings in every path
 * and query parameter of every GET route; oversized, deeply nested and malformed JSON, wrong content
 * types and cross-site origins on every route that changes data. Every answer is a 4xx (or a 2xx
 * for a harmless GET) with the envelope, never a 5xx.
 *
 * Every request here is refused or only reads (or signs out), so the tables are emptied once for
 * the file and the actors and their rows made once for the GET routes and once for each changing
 * route, not before each of its 500-odd tests (decision 0075).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { can } from '../../core/policy.ts';
import { apiRoutes, MUTATING, type ApiRoute } from '../helpers/api-routes.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createFixtures, type Fixtures } from './actors.ts';
import { fillPath } from './route-matrix.ts';

const env = await setupTestApp({ reset: 'file' });
const routes = await apiRoutes(env);
const getRoutes = routes.filter((r) => r.method === 'GET');
/** A fresh client address per call, so per-IP rate limits neither decide answers here nor starve later test files. */
const someAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const mutating = routes.filter((r) => MUTATING.has(r.method));
let f: Fixtures;
beforeAll(async () => {
  f = await createFixtures(env);
});
/** Who the route's permission admits (core/policy.ts): its role check comes before the body is read (decision 0032). */
const admitted = (route: ApiRoute) =>
  (['patientA', 'admin', 'doctor', 'therapist'] as const).find(
    (as) => !route.permission || can(as === 'patientA' ? 'patient' : as, route.permission),
  ) ?? 'patientA';

const SQL_INJECTION = [
  "' OR '1'='1",
  "1'; DROP TABLE consultations; --",
  '1 UNION SELECT password FROM staff--',
  "'||pg_sleep(5)||'",
  '%27%20OR%201%3D1--',
  '\\x00',
  '1e309',
  '-1',
  '99999999999999999999',
];
const TRAVERSAL = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00../../etc/passwd',
];

/** Query parameter names of each route, from the OpenAPI document the same schemas produce. */
let parameters: Promise<Map<string, string[]>> | undefined;
function queryParams(): Promise<Map<string, string[]>> {
  parameters ??= readQueryParams();
  return parameters;
}
async function readQueryParams(): Promise<Map<string, string[]>> {
  const res = await env.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
  const out = new Map<string, string[]>();
  for (const [p, ops] of Object.entries(doc.paths)) {
    const fastifyPath = p.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(ops)) {
      out.set(
        `${method.toUpperCase()} ${fastifyPath}`,
        (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name),
      );
    }
  }
  return out;
}

function expectEnvelope(res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), what).toContain('application/json');
    const body = JSON.parse(res.body) as { success?: unknown; message?: unknown };
    expect(body.success, what).toBe(false);
    expect(typeof body.message, what).toBe('string');
  }
}

/** The GET routes with a path or query parameter to fill with hostile strings (the others take none). */
const hostileGetRoutes = await (async () => {
  const params = await queryParams();
  return getRoutes.filter((route) => route.url.includes(':') || (params.get(route.key) ?? []).length > 0);
})();

describe('hostile input never causes a 5xx', () => {
  // One test per GET route (decision 0037): the routes' thousands of requests in one test outran
  // its 30 s on a busy machine, and a failure now names its route.
  describe.each(hostileGetRoutes)('SQL-injection and traversal strings in every path and query parameter', (route) => {
    it(`of ${route.key}`, async () => {
      const params = await queryParams();
      let requests = 0;
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
      const query = params.get(route.key) ?? [];
      for (const value of [...SQL_INJECTION, ...TRAVERSAL]) {
        const encoded = value.includes('%') ? value : encodeURIComponent(value);
        for (const name of names) {
          const url = fillPath(route.url.replace(`:${name}`, '__HOSTILE__'), f).replace('__HOSTILE__', encoded);
          // The three callers side by side (GETs change nothing): on PostgreSQL the pool answers them at once.
          const answers = await Promise.all(
            [undefined, f.cookies.patientA, f.cookies.admin].map((cookie) =>
              env.app.inject({ method: 'GET', url, remoteAddress: someAddress(), headers: cookie ? { cookie } : {} }),
            ),
          );
          for (const res of answers) {
            expectEnvelope(res, `GET ${url}`);
            requests++;
          }
        }
        for (const name of query) {
          const url = `${fillPath(route.url, f)}?${name}=${encoded}`;
          const res = await env.app.inject({ method: 'GET', url, remoteAddress: someAddress(), headers: { cookie: f.cookies.admin! } });
          expectEnvelope(res, `GET ${url}`);
          requests++;
        }
      }
      expect(requests).toBeGreaterThan(0);
    });
  });

  it('traversal strings never reach files outside the API', async () => {
    for (const value of TRAVERSAL) {
      for (const url of [`/api/${value}`, `/api/docs/static/${value}`, `/assets/${value}`]) {
        const res = await env.app.inject({ method: 'GET', url, remoteAddress: someAddress() });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toMatch(/root:x:0:0|"name":\s*"sarona-ayurveda"/);
      }
    }
  });

  describe.each(mutating.length ? mutating : [{ key: 'none', method: 'POST', url: '/api/health' }])('$key', (route) => {
    // Its own actors, made again only when a test ended one's session (the sign-out routes take
    // any body), so every test runs with its actors signed in, as if made for it.
    let f: Fixtures;
    beforeAll(async () => {
      f = await createFixtures(env);
    });
    beforeEach(async () => {
      const checks = await Promise.all(
        (['patientA', 'admin', 'doctor', 'therapist'] as const).map((who) =>
          env.app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie: f.cookies[who]! } }),
        ),
      );
      if (checks.some((res) => res.statusCode !== 200)) f = await createFixtures(env);
    });
    const call = async (init: {
      payload?: string | Buffer;
      contentType?: string;
      origin?: string;
      as?: 'patientA' | 'admin' | 'doctor' | 'therapist';
    }) => {
      const url = fillPath(route.url, f);
      return env.app.inject({
        method: route.method as 'POST',
        url,
        remoteAddress: someAddress(),
        headers: {
          cookie: f.cookies[init.as ?? 'patientA']!,
          ...(init.contentType ? { 'content-type': init.contentType } : {}),
          ...(init.origin ? { origin: init.origin } : {}),
        },
        ...(init.payload !== undefined ? { payload: init.payload } : {}),
      });
    };

    it('refuses an oversized body with 413', async () => {
      const res = await call({
        payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
        contentType: 'application/json',
        as: admitted(route),
      });
      expectEnvelope(res, 'oversized');
      expect(res.statusCode).toBe(413);
    });

    it('answers deeply nested and malformed JSON with a 4xx', async () => {
      const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      for (const as of ['patientA', 'admin'] as const) {
        for (const payload of [
          nested,
          `${'['.repeat(20000)}${']'.repeat(20000)}`,
          '{"a":',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          'null',
          '[]',
          '"text"',
        ]) {
          const res = await call({ payload, contentType: 'application/json', as });
          expectEnvelope(res, `${as} ${payload.slice(0, 30)}`);
        }
      }
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('refuses wrong content types with a 4xx', async () => {
      for (const [contentType, payload] of [
        ['text/plain', 'hello'],
        ['application/xml', '<a>1</a>'],
        ['application/x-www-form-urlencoded', 'a=1&b=2'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
        ['application/json; charset=utf-16', '{}'],
      ] as const) {
        const res = await call({ payload, contentType });
        expectEnvelope(res, contentType);
      }
    });

    it('refuses a cross-site request with 403', async () => {
      for (const origin of ['https://evil.example', 'null']) {
        const res = await call({ payload: '{}', contentType: 'application/json', origin });
        if (route.url.startsWith('/api/webhooks/')) {
          expectEnvelope(res, `webhook from ${origin}`);
          continue;
        }
        expect(res.statusCode, `${route.key} from ${origin}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: 'Cross-site request refused.' });
      }
    });
  });
});
