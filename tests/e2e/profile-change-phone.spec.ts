/**
 * Change phone number: the code goes to the NEW number, a wrong code is refused, and once the right
 * one is entered the account lives on the new number only: the old number is a stranger to it
 * (signing in with it starts a new registration, with a different account).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readOtp, patientSignIn, smsOutbox, test, uniquePhone } from './fixtures.ts';

/** The profile page's 'User ID' value: the account behind the session. */
async function userId(page: Page): Promise<string> {
  await page.goto('/profile');
  const value = page.locator('dt', { hasText: 'User ID' }).locator('xpath=following-sibling::dd');
  await expect(value).toHaveText(/\S/);
  return value.innerText();
}

test('A patient moves the account to a new number with a code sent to that number', async ({ page }) => {
  const oldPhone = uniquePhone();
  let newPhone = uniquePhone();
  while (newPhone === oldPhone) newPhone = uniquePhone();
  await patientSignIn(page, oldPhone, 'Kavita Dubey', '/profile');
  const accountId = await userId(page);
  await expect(page.getByText(`+91 ${oldPhone}`)).toBeVisible();

  await page.getByRole('button', { name: 'Change phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change phone number' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('We will send a one-time code to the new number. Your account moves to it once you enter the code.'),
  ).toBeVisible();
  const sendButton = dialog.getByRole('button', { name: 'Send OTP' });
  await expect(sendButton).toBeDisabled();
  await dialog.getByLabel('New mobile number').fill(newPhone);
  await expectNoAxeViolations(page);

  const sentAt = Date.now() - 1000;
  await sendButton.click();
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await expect(dialog.getByText(`Enter the 6-digit code we sent to +91 ${newPhone}.`)).toBeVisible();
  await expect(dialog.getByLabel('New mobile number')).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  const code = await readOtp(newPhone, sentAt);
  const sent = smsOutbox().filter((m) => Date.parse(m.at) >= sentAt);
  expect(sent.find((m) => m.to === newPhone)?.body).toContain('code to make this your account phone number');
  expect(sent.filter((m) => m.to === oldPhone)).toEqual([]);

  // A wrong code is refused where the patient is looking, the boxes empty for another try.
  const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  await dialog.getByLabel('Digit 1 of 6').fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toHaveText('Invalid OTP. Please try again. 4 attempts left.');
  await expect(dialog.getByLabel('Digit 1 of 6')).toHaveValue('');
  await expect(dialog.getByLabel('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Digit 1 of 6').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Phone number changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`+91 ${newPhone}`)).toBeVisible();
  await expect(page.getByText(`+91 ${oldPhone}`)).toBeHidden();

  // The new number signs in to the same account.
  await page.context().clearCookies();
  await patientSignIn(page, newPhone, 'Kavita Dubey', '/profile');
  expect(await userId(page)).toBe(accountId);
  await expect(page.getByText(`+91 ${newPhone}`)).toBeVisible();

  // The old number no longer has an account: once its code is right the form asks for consent as
  // for a new number, and finishing signs in to a different, new account.
  await page.context().clearCookies();
  const startedAt = Date.now() - 1000;
  await page.goto('/auth');
  await page.getByLabel('Name', { exact: true }).fill('Kavita Dubey');
  await page.getByLabel('Mobile number').fill(oldPhone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  const consent = page.getByRole('checkbox', { name: /privacy notice/ });
  await expect(consent).toHaveCount(0);
  await page.getByLabel('Digit 1 of 6').fill(await readOtp(oldPhone, startedAt));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please agree to the privacy notice to create your account').first()).toBeVisible();
  await consent.check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await userId(page)).not.toBe(accountId);
});
