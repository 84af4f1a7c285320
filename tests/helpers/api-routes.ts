/**
 * The API's route table as the server really registers it: a second app on the worker's test
 * context with an `onRoute` hook, so a new endpoint shows up here without anyone listing it.
 */
import type { FastifyInstance } from 'fastify';
import type { Capability } from '../../core/policy.ts';
import { buildApp } from '../../server/http/app.ts';
import type { TestEnv } from './test-app.ts';

export interface ApiRoute {
  method: string;
  /** Fastify's path with `:params`, e.g. `/api/doctors/:id`. */
  url: string;
  /** `METHOD /api/path`: the key of the route matrix. */
  key: string;
  /** The capability the route declares (`config.permission`, core/policy.ts), checked before validation. */
  permission?: Capability;
}

let collected: Promise<ApiRoute[]> | undefined;

/** Every API route (no HEAD twins, no catch-all, no OpenAPI viewer assets). */
export function apiRoutes(env: TestEnv): Promise<ApiRoute[]> {
  collected ??= (async () => {
    const routes: ApiRoute[] = [];
    const app: FastifyInstance = await buildApp({
      ctx: env.ctx,
      beforeRoutes: async (instance) => {
        instance.addHook('onRoute', (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) {
            if (method === 'HEAD' || !route.url.startsWith('/api/') || route.url === '/api/*') continue;
            const permission = route.config?.permission;
            routes.push({ method, url: route.url, key: `${method} ${route.url}`, ...(permission ? { permission } : {}) });
          }
        });
      },
    });
    await app.ready();
    await app.close();
    const unique = new Map(routes.map((r) => [r.key, r]));
    return [...unique.values()].sort((a, b) => a.key.localeCompare(b.key));
  })();
  return collected;
}

/** True when the app serves this route (for suites that wait for a feature to land). */
export async function routeExists(env: TestEnv, key: string): Promise<boolean> {
  return (await apiRoutes(env)).some((r) => r.key === key);
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
