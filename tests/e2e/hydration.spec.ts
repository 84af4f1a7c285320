import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniquePhone } from './fixtures';

/**
 * Holds back the app's JavaScript (the entry module and every chunk) until `release()` is called:
 * until then the page is the server HTML, as on a slow phone or a loaded CI machine.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('forms wait for the page to hydrate', () => {
  test('contact: disabled (but not greyed) in the server HTML, then typed values are kept and sent', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const name = page.getByRole('textbox', { name: /^Name/ });
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(name).toBeVisible();
    // Nothing typed now could reach the form's state: every control waits.
    for (const field of [/^Name/, /^Email/, /^Phone/, /^Subject/, /^Message/]) await expect(page.getByRole('textbox', { name: field })).toBeDisabled();
    await expect(send).toBeDisabled();
    // ...without the look of a disabled control, which would flash on every visit.
    await expect(send).toHaveCSS('opacity', '1');
    await expect(send).toHaveCSS('cursor', 'progress');
    await expectNoAxeViolations(page);

    release();
    await expect(name).toBeEnabled();
    await expect(send).toBeEnabled();
    const values = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9123456780', subject: 'Hydration', message: 'Typed as soon as the form could take it.' };
    await name.fill(values.name);
    await page.getByRole('textbox', { name: /^Email/ }).fill(values.email);
    // Pasted with the country code: the ten digits after +91 are what is sent.
    await page.getByRole('textbox', { name: /^Phone/ }).fill(`+91 ${values.phone.slice(0, 5)} ${values.phone.slice(5)}`);
    await page.getByRole('textbox', { name: /^Subject/ }).fill(values.subject);
    await page.getByRole('textbox', { name: /^Message/ }).fill(values.message);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await send.click();
    const response = await answer;
    expect(response.request().postDataJSON()).toEqual(values);
    expect(response.status()).toBe(201);
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
  });

  test('sign-in: the phone form waits too, and the code boxes take the focus once a code is sent', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    const phone = page.getByLabel('Mobile number');
    await expect(phone).toBeDisabled();
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(phone).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    release();
    await expect(phone).toBeEnabled();
    await page.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await phone.fill(uniquePhone());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  });
  test('register: the consent checkbox looks the same while it waits as once it works (drawn by the page, not greyed)', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    const consent = page.getByRole('checkbox');
    await expect(consent).toBeDisabled();
    const waiting = await consent.screenshot();

    release();
    await expect(consent).toBeEnabled();
    // A native checkbox is drawn grey while disabled, whatever its accent colour: these would differ.
    expect((await consent.screenshot()).equals(waiting)).toBe(true);
    await consent.check();
    expect((await consent.screenshot()).equals(waiting)).toBe(false);
    await expect(consent).toHaveCSS('background-color', 'rgb(47, 107, 63)'); // brand-700, with the tick drawn over it
  });
});
