import { existsSync } from 'node:fs';

/**
 * The browser the e2e tests drive: CHROMIUM_PATH, else Debian's headless shell when it is installed
 * (the browser Playwright itself uses headless: a third less CPU for the same suite, decision 0083),
 * else the system Chromium. Read by scripts/e2e.mjs and playwright.config.ts.
 */
export function e2eBrowser() {
  const headlessShell = '/usr/bin/chromium-headless-shell';
  return process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
}
