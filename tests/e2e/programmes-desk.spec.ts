/**
 * Programmes at the desk: the whole flow, from the doctor's prescription through
 * reception's acceptance to the therapist's day, is programme-flow.spec.ts. Here: a therapist has
 * no programmes page (no menu item, 403).
 */
import { expect, staffSignIn, test } from './fixtures';

test('a therapist has no programmes page', async ({ browser, therapist }) => {
  const page = await staffSignIn(browser, therapist.phone);
  await expect(page).toHaveURL(/\/staff\/my-day$/);
  await expect(page.locator('#staff-nav').getByRole('link', { name: 'Programmes' })).toHaveCount(0);
  const answer = await page.goto('/staff/programmes');
  expect(answer?.status()).toBe(403);
  await page.context().close();
});
