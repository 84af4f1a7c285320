import { expect, expectNoAxeViolations, expectNoRawKeys, readOtp, signIn, test, uniquePhone, waitForHydration } from './fixtures';

test.describe('patient accounts', () => {
  test('register with a code from the SMS outbox, sign out, sign in again, edit the profile', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/register');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/auth');
    await expectNoAxeViolations(page);

    await page.getByLabel('Name', { exact: true }).fill('Sunita Patel');
    const sendOtp = page.getByRole('button', { name: 'Send OTP' });
    await page.getByLabel('Mobile number').fill(phone.slice(0, 9));
    await expect(sendOtp).toBeDisabled();
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('E-mail (optional)').fill('sunita@example.com');
    await page.getByRole('checkbox', { name: /privacy notice/ }).check();
    const sentAt = Date.now() - 1000;
    await sendOtp.click();
    await expect(page.getByText('OTP sent successfully!')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await expectNoRawKeys(page);

    // Typing digit by digit: focus moves on; Backspace in an empty box goes back.
    const code = await readOtp(phone, sentAt);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(code.slice(0, 3));
    await expect(page.getByLabel('Digit 4 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 3 of 6')).toHaveValue('');
    await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.type(code.slice(2));
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Phone number verified successfully!')).toBeVisible();
    await page.waitForURL('/');
    const account = page.locator('header').getByRole('button', { name: 'Account: Sunita Patel' });
    await expect(account).toBeVisible();

    // Sign out: the session ends and the header shows Register again.
    await account.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Register' })).toBeVisible();

    // Sign in again: a registered number still needs a code; the phone's autofill fills all boxes.
    await signIn(page, phone, 'Sunita Patel', '/profile');
    await expect(page.locator('header').getByRole('button', { name: 'Account: Sunita Patel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('sunita@example.com')).toBeVisible();
    await expect(page.getByText('Not provided')).toBeVisible();
    await expect(page.getByText('Patient', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoRawKeys(page);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Age (optional)').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Age must be a whole number from 1 to 120')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Name').fill('Sunita R. Patel');
    await dialog.getByLabel('Age (optional)').fill('38');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('main').getByText('Sunita R. Patel')).toBeVisible();
    await expect(page.locator('main').getByText('38', { exact: true })).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: 'Account: Sunita R. Patel' })).toBeVisible();

    // Signed in, the form is prefilled, locked and marked Verified.
    await page.goto('/register');
    await waitForHydration(page);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sunita R. Patel');
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.reload();
    await expect(page.locator('main').getByText('Sunita R. Patel')).toBeVisible();
  });

  test('validation messages, a wrong code, and Change Phone No.', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/auth');
    await waitForHydration(page);
    // Pasted or autofilled with the country code (or the trunk 0): the ten digits after +91 stay,
    // not the first ten digits ('9198765432' would be someone else's number).
    const mobile = page.getByLabel('Mobile number');
    for (const pasted of [`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `0${phone}`]) {
      await mobile.fill(pasted);
      await expect(mobile).toHaveValue(phone);
    }
    await page.getByLabel('E-mail (optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Please fix the validation errors' });
    await expect(banner).toContainText('Name is required');
    await expect(banner).toContainText('Invalid email format');
    await expectNoAxeViolations(page);
    await expectNoRawKeys(page);
    await page.getByLabel('Name', { exact: true }).fill('Vikram');
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(1); // only the banner keeps it
    await page.getByLabel('E-mail (optional)').fill('');
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await readOtp(phone, sentAt);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Digit 1 of 6').fill(wrong);
    // A wrong code tells nothing about the number: no consent box for a new one yet.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid OTP. Please try again. 4 attempts left.').first()).toBeVisible();
    await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /privacy notice/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Change Phone No.' }).click();
    await expect(page.getByLabel('Mobile number')).not.toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  test('/login goes to /auth keeping a same-site redirectTo; /profile asks to sign in', async ({ page }) => {
    await page.goto('/login?redirectTo=/profile');
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
    await page.goto('/login?redirectTo=https://evil.example/');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Please login to view your profile' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
    await expect(page.getByRole('link', { name: 'privacy notice', exact: true })).toHaveAttribute('href', '/privacy');
  });

  test('a session ended elsewhere shows the expiry message and goes to /auth', async ({ page, context }) => {
    await signIn(page, uniquePhone(), 'Neha', '/profile');
    const other = await context.newPage();
    await other.goto('/');
    // The account menu opens once the page has hydrated, which starts after the first paint (decision 0085).
    await waitForHydration(other);
    await other
      .locator('header')
      .getByRole('button', { name: /^Account/ })
      .click();
    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect(other.getByText('Logged out successfully')).toBeVisible();
    await other.close();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
    await expect(page.locator('header').getByRole('link', { name: 'Register' })).toBeVisible();
  });

  test('"Sign out on all devices" on the profile ends the sessions of every browser', async ({ page, browser }) => {
    const phone = uniquePhone();
    await signIn(page, phone, 'Farida', '/profile');
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signIn(other, phone, 'Farida', '/profile');
    await expect(page.getByRole('heading', { name: 'Where you are signed in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out on all devices' }).click();
    await expect(page.getByText('Signed out on all devices')).toBeVisible();
    await page.waitForURL('/');
    await expect(page.locator('header').getByRole('link', { name: 'Register' })).toBeVisible();
    await other.reload();
    await expect(other.getByRole('heading', { name: 'Please login to view your profile' })).toBeVisible();
    await elsewhere.close();
  });

  test('the privacy notice is versioned and linked from the footer', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
    await expect(page.getByText('Version 2026-11')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
