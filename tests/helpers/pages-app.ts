/**
 * The real app with its pages, for server tests that must render them: the React Router build
 * comes from Vite's dev server (in middleware mode, as `npm run dev` loads it), on the test's
 * database. The page routes are those of app/routes.ts, as the build has them.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildApp } from '../../server/http/app.ts';
import type { TestEnv } from './test-app.ts';

export interface PagesApp {
  app: FastifyInstance;
  build: ServerBuild;
  close(): Promise<void>;
}

/**
 * React's browser renderer (app/entry.server.tsx) warns on Node 20, which lacks
 * ArrayBuffer.prototype.detached, about every empty chunk: not an error of the page under test.
 */
function quietDetachedBufferWarning(): () => void {
  const passOn = console.error;
  console.error = (...args: unknown[]) => {
    if (String(args[0]).startsWith('React encountered an empty buffer')) return;
    passOn(...args);
  };
  return () => {
    console.error = passOn;
  };
}

export async function pagesApp(env: TestEnv): Promise<PagesApp> {
  const restoreConsole = quietDetachedBufferWarning();
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const app = await buildApp({ ctx: env.ctx, pages: { mode: 'development', getBuild: () => Promise.resolve(build) } });
  return {
    app,
    build,
    async close() {
      await app.close();
      await vite.close();
      restoreConsole();
    },
  };
}

/** Every page route's URL pattern ('staff/consultations/:id'), from the build's route tree. */
export function pagePatterns(build: ServerBuild): { id: string; path: string; hasAction: boolean; hasLoader: boolean }[] {
  const routes = Object.values(build.routes).filter((r) => r !== undefined);
  const byId = new Map(routes.map((r) => [r.id, r]));
  const full = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return '';
    const parent = full(route.parentId);
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  return routes
    .filter((r) => r.id !== 'root')
    .map((r) => ({
      id: r.id,
      path: `/${full(r.id)}`,
      hasAction: typeof r.module.action === 'function',
      hasLoader: typeof r.module.loader === 'function',
    }));
}
