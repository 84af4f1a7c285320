import { defineConfig } from '@playwright/test';
import { e2eBrowser } from './scripts/lib/e2e-browser.mjs';

/**
 * End-to-end tests against a production build started by scripts/e2e.mjs on a free port with a
 * fresh data folder (E2E_BASE_URL, E2E_DATA_DIR). Uses the system Chromium; no browser download.
 *
 * Two workers (E2E_WORKERS to change it): each test makes its own doctor, therapist and patients
 * (tests/e2e/fixtures.ts, the e2e server's test routes), so spec files run side by side and in any
 * order (decision 0037). The few tests that change what every page shows (the clinic profile, the
 * newest blog post) are tagged @clinic-wide and run after the others, one at a time. Playwright runs
 * a dependency project in full whatever the filter: to run one such spec alone, add --no-deps.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const viewport = { width: 1280, height: 800 };
const CLINIC_WIDE = /@clinic-wide/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    // A trace records every action's DOM and a screencast: in CI (one retry) only the retry of a failed
    // test records one, as the other runs cost the browser about a twelfth of its CPU (decision 0080).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // No service worker between a test and the server: once the app's worker (decision 0025) controls
    // a page, its fetches bypass page.route, so a stubbed answer was sometimes not the one the page got
    // (the flaky '/doctors client states'). offline.spec opens its contexts with serviceWorkers: 'allow'.
    serviceWorkers: 'block',
    // Pages drawn as for a visitor who prefers reduced motion (the site honours it: no marquee, no
    // meteors, no smooth scrolling): a page that keeps animating keeps Chromium compositing frames,
    // which took half of its GPU process's CPU in a run of five specs (decision 0080). The tests of
    // motion itself ask for it with page.emulateMedia({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eBrowser(),
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
  projects: [
    { name: 'desktop', grepInvert: CLINIC_WIDE, use: { viewport } },
    { name: 'clinic-wide', grep: CLINIC_WIDE, dependencies: ['desktop'], workers: 1, use: { viewport } },
  ],
});
