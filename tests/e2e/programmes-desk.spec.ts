/**
 * Programmes at the desk (issue 24): the whole flow, from the doctor's prescription through
 * reception's acceptance to the therapist's day, is programme-flow.spec.ts. Here: a therapist has
 * no programmes page (no menu item, 403).
 */
import { expect, readOtp, test } from './fixtures';

test('a therapist has no programmes page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByLabel('Phone number').fill('9000000004');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readOtp('9000000004', since);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/my-day$/);
  await expect(page.locator('#staff-nav').getByRole('link', { name: 'Programmes' })).toHaveCount(0);
  const answer = await page.goto('/staff/programmes');
  expect(answer?.status()).toBe(403);
  await context.close();
});
