import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

/**
 * Three projects:
 * - unit: pure functions and schemas (`*.test.ts`), no database;
 * - api-pglite: server tests (`*.api.test.ts`) through `app.inject` on an in-memory PGlite;
 * - api-postgres: the same server tests on PostgreSQL, when TEST_DATABASE_URL is set.
 */
const apiProject = (name: string, kind: 'pglite' | 'postgres') => ({
  resolve: { alias: aliases },
  test: {
    name,
    include: ['{server,core,app,tests}/**/*.api.test.ts'],
    env: { TEST_DB_KIND: kind },
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    ...(kind === 'postgres' ? { globalSetup: ['tests/helpers/postgres-test-databases.ts'] } : {}),
    isolate: false,
    pool: 'forks' as const,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          include: ['{server,core,app,content,tests}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', 'tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          // One worker process for every file, as the server projects: a fresh process per file took
          // the unit run from 74 s to 133 s (decision 0084).
          isolate: false,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
