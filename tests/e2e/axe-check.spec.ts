/**
 * The axe check every spec relies on (tests/e2e/axe.ts) finds what it should: a page it passes
 * fails once an image without a text alternative and a button without a name are added, and a
 * selector it is told to leave out is left out. Without this, a check that ran no rules would
 * pass every page.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

test('the axe check fails a page with an unlabelled image and button, and skips what it excludes', async ({ page }) => {
  await page.goto('/about');
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const broken = document.createElement('div');
    broken.id = 'broken';
    broken.append(Object.assign(document.createElement('img'), { src: '/favicon.ico' }), document.createElement('button'));
    document.querySelector('main')!.append(broken);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  await expectNoAxeViolations(page, { exclude: ['#broken'] });
});
