/**
 * The `ownContexts` fixture (tests/e2e/fixtures.ts): a context a test opens itself is closed when
 * the test ends, so a staff board it left open does not go on reloading for the rest of the run.
 * Serial: the second test runs in the same worker, on the same browser, after the first.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe.serial('contexts a test opens', () => {
  let opened: BrowserContext | undefined;

  test('a test opens a context and leaves it open', async ({ browser }) => {
    opened = await browser.newContext();
    await opened.newPage();
    expect(browser.contexts()).toContain(opened);
  });

  test('the next test no longer finds it', async ({ browser }) => {
    expect(opened).toBeDefined();
    expect(browser.contexts()).not.toContain(opened);
  });
});
