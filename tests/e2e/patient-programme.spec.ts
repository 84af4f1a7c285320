/**
 * The patient's therapy programmes in My Appointments (issue 24): without a programme there is no
 * section and another programme's deposit page is not found. A programme seen, its deposit reported
 * and a session asked to move: programme-flow.spec.ts (the clinic makes the programme first).
 */
import { expect, patientSignIn, test, uniquePhone, waitForHydration } from './fixtures';

test('a patient without a programme sees no programme section, and another id is not found', async ({ page }) => {
  await patientSignIn(page, uniquePhone(), 'Asha Verma', '/appointments');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Therapy programmes' })).toHaveCount(0);
  const res = await page.goto('/programme/00000000-0000-4000-8000-000000000001/deposit');
  expect(res?.status()).toBe(404);
  const bad = await page.goto('/programme/not-an-id/deposit');
  expect(bad?.status()).toBe(404);
});
