/**
 * Authentication and the role check come before validation on every protected route (decision
 * 0032): with a wrong path id, a wrong query and a wrong body, an anonymous caller gets 401 and a
 * role the route's row forbids gets 403, never a 400 that tells what the input should be, and
 * never a 500. Driven by the routes the server registers and their rows in the matrix.
 */
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../helpers/api-routes.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createFixtures, ROLES } from './actors.ts';
import { routeMatrix, WITHOUT_PERMISSION } from './route-matrix.ts';

const env = await setupTestApp();
const routes = await apiRoutes(env);

/** Every path param a nonsense value; every query parameter the API knows a wrong one. */
const BAD_QUERY = 'from=x&to=x&date=2026-13-45&period=x&page=-1&limit=x&doctorId=x&view=x&kind=x&status=x&filter=x';
const badUrl = (url: string) => `${url.replace(/:\w+/g, 'not-valid')}?${BAD_QUERY}`;
/** A body no schema takes, and one that is not JSON at all. */
const BAD_BODIES = ['[1]', '{"broken": '];

const protectedRoutes = routes.filter((r) => routeMatrix[r.key]?.access.anonymous === 'unauthorized' && !WITHOUT_PERMISSION.has(r.key));

describe('authentication before validation', () => {
  it('covers the protected routes', () => {
    expect(protectedRoutes.length).toBeGreaterThan(80);
  });

  it('every protected route: anonymous with invalid input is 401, a forbidden role 403', async () => {
    const f = await createFixtures(env);
    const problems: string[] = [];
    for (const route of protectedRoutes) {
      const access = routeMatrix[route.key]!.access;
      const forbidden = ROLES.find((role) => role !== 'otherDoctor' && role !== 'anonymous' && access[role] === 'forbidden');
      const callers = [['anonymous', 401], ...(forbidden ? [[forbidden, 403] as const] : [])] as const;
      const bodies = route.method === 'GET' ? [undefined] : BAD_BODIES;
      for (const [role, expected] of callers) {
        for (const body of bodies) {
          const cookie = f.cookies[role];
          const res = await env.app.inject({
            method: route.method as 'GET',
            url: badUrl(route.url),
            remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
            headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(body !== undefined ? { payload: body } : {}),
          });
          if (res.statusCode !== expected)
            problems.push(`${route.key} as ${role}${body ? ` with ${body}` : ''}: ${res.statusCode} ${res.body.slice(0, 100)}`);
          else if ((res.json() as { success?: unknown }).success !== false) problems.push(`${route.key} as ${role}: no envelope`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
