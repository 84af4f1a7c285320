/**
 * The real app with its pages, for server tests that must render them: the React Router build is
 * the production one (build/server, as `npm start` serves it), built first when it is missing or
 * older than the sources, so a test never renders stale pages (decision 0081). Rendered in
 * development mode (every request rendered afresh, no page cache; React Router's errors unmasked)
 * and with React's development build (NODE_ENV is `test`: its warnings fail a test through
 * fail-on-console-error), on the test's database. The page routes are those of app/routes.ts, as
 * the build has them.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { projectRoot } from '../../server/db/client.ts';
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

/**
 * `npm run build` when build/ is missing or older than the sources (scripts/lib/build.mjs, which
 * lets one process build at a time), in a child process: `npm test` has built it already, and
 * a developer's `npx vitest run <file>` after an edit builds it here (~12 s on an idle machine).
 */
function buildWhenStale(): Promise<void> {
  const script = `import { buildIfNeeded } from './scripts/lib/build.mjs';
buildIfNeeded({ quiet: true, message: 'Building the app for the tests that render pages (build/ is missing or older than the sources)...' });`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: projectRoot(),
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error('The build for the page tests failed (its output is above); `npm run build` shows why.')),
    );
  });
}

/** The server build, imported again when a newer one is made (its stamp in the module's address). */
async function serverBuild(): Promise<ServerBuild> {
  await buildWhenStale();
  const root = projectRoot();
  const stamp = statSync(path.join(root, 'build/.stamp')).mtimeMs;
  const url = `${pathToFileURL(path.join(root, 'build/server/index.js')).href}?stamp=${stamp}`;
  return (await import(/* @vite-ignore */ url)) as ServerBuild;
}

export async function pagesApp(env: TestEnv): Promise<PagesApp> {
  const restoreConsole = quietDetachedBufferWarning();
  const build = await serverBuild();
  const app = await buildApp({ ctx: env.ctx, pages: { mode: 'development', getBuild: () => Promise.resolve(build) } });
  return {
    app,
    build,
    async close() {
      await app.close();
      restoreConsole();
    },
  };
}

/**
 * The pages app of a test file: made before its tests, with a build first when build/ is stale
 * (decision 0081: hence the five minutes the hook may take), and closed after them. Its `app` and
 * `build` are there from the first test on.
 */
export function pagesAppOfFile(env: TestEnv): Pick<PagesApp, 'app' | 'build'> {
  let pages: PagesApp | undefined;
  beforeAll(async () => {
    pages = await pagesApp(env);
  }, 300_000);
  afterAll(() => pages?.close());
  const started = () => {
    if (!pages) throw new Error('The pages app is made in beforeAll: use it inside a test or a hook after it');
    return pages;
  };
  return {
    get app() {
      return started().app;
    },
    get build() {
      return started().build;
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
