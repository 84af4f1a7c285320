/** Data rights: a patient deletes their account with a fresh code; the session ends with it. */
import { expect, expectNoAxeViolations, readOtp, patientSignIn, test, uniquePhone } from './fixtures.ts';

test('Delete my account asks for a fresh code, deletes and signs out', async ({ page }) => {
  const phone = uniquePhone();
  await patientSignIn(page, phone, 'Meena Sahu', '/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  // The sign-in code went out moments ago (same host, same clock): only a code sent after the click counts.
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: `Send code to +91 ${phone}` }).click();
  const code = await readOtp(phone, sentAt);
  await dialog.getByLabel('Digit 1 of 6').fill(code);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  // The page goes home by itself (0.8 s after the toast); a goto racing it was aborted on a busy machine.
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile');
  await expect(page.getByText('Please login to view your profile')).toBeVisible();
});
