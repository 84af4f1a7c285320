import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

/** The deployment test (tests/deploy): nginx + two app processes + PostgreSQL; run by scripts/test.mjs. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'deploy',
    include: ['tests/deploy/**/*.deploy.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
