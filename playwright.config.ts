import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against a production build started by scripts/e2e.mjs on a free port with a
 * fresh data folder (E2E_BASE_URL, E2E_DATA_DIR). Uses the system Chromium; no browser download.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // No service worker between a test and the server: once the app's worker (decision 0025) controls
    // a page, its fetches bypass page.route, so a stubbed answer was sometimes not the one the page got
    // (the flaky '/doctors client states'). offline.spec opens its contexts with serviceWorkers: 'allow'.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
