import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectStaticPage, patientSignIn, test, uniquePhone, waitForHydration } from './fixtures';

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

test.describe('forms work before the page hydrates (decision 0020)', () => {
  test('contact: enabled in the server HTML; values typed before hydration are kept and sent', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const name = page.getByRole('textbox', { name: /^Name/ });
    const send = page.getByRole('button', { name: 'Send Message' });
    for (const field of [/^Name/, /^Email/, /^Phone/, /^Subject/, /^Message/])
      await expect(page.getByRole('textbox', { name: field })).toBeEnabled();
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);
    const values = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9123456780',
      subject: 'Hydration',
      message: 'Typed before the page code ran.',
    };
    await name.fill(values.name);
    await page.getByRole('textbox', { name: /^Email/ }).fill(values.email);
    await page.getByRole('textbox', { name: /^Phone/ }).fill(values.phone);
    await page.getByRole('textbox', { name: /^Subject/ }).fill(values.subject);
    await page.getByRole('textbox', { name: /^Message/ }).fill(values.message);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(name).toHaveValue(values.name);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/contact.data' && r.request().method() === 'POST');
    await send.click();
    const response = await answer;
    expect(Object.fromEntries(new URLSearchParams(response.request().postData() ?? ''))).toMatchObject(values);
    expect(response.status()).toBe(200);
    await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  });

  test('sign-in: a number typed before hydration is kept; once hydrated the code boxes take the focus', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    const phone = page.getByLabel('Mobile number');
    await expect(phone).toBeEnabled();
    await page.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await phone.fill(uniquePhone());

    release();
    await page.locator('form[data-hydrated]').waitFor();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  });

  test('register: the consent checkbox works in the server HTML', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    const consent = page.getByRole('checkbox');
    await expect(consent).toBeEnabled();
    release();
    await page.locator('form[data-hydrated]').waitFor();
    await consent.check();
    await expect(consent).toHaveCSS('background-color', 'rgb(47, 107, 63)'); // brand-700, with the tick drawn over it
  });
});

test.describe('content pages without JavaScript (decision 0079)', () => {
  test('signed out, a content page loads no script at all; pages with a live form hydrate; signed in, every page hydrates', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(new URL(r.url()).pathname);
    });
    for (const path of [
      '/',
      '/doctors',
      '/services',
      '/services/abhyanga',
      '/blog',
      '/blog/panchakarma-explained',
      '/events',
      '/privacy',
      '/about',
    ]) {
      await page.goto(path);
      await expectStaticPage(page);
      await page.waitForLoadState('networkidle');
      expect(scripts, path).toEqual([]);
      // Its stylesheet is inline: the switch's font is found without a preload (decision 0086).
      await expect(page.locator('link[rel="preload"][as="font"]'), path).toHaveCount(0);
    }
    // A form that needs the page's code, or a part that does (the treatments sidebar): their
    // stylesheet is a file. (Their preload of the switch's font depends on the device's fonts:
    // device-font.spec.ts.)
    for (const path of ['/book-consultation', '/auth', '/contact', '/treatments']) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await patientSignIn(page, uniquePhone());
    for (const path of ['/services/abhyanga', '/blog', '/doctors', '/about']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('header').getByRole('button', { name: /^Account/ })).toBeVisible();
    }
    // On the hydrated about page the map's link is a client-side visit: the page is not loaded again.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
    );
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('link', { name: 'Show map' }).click();
    await expect(page.locator('iframe[title^="Map of Sarona Ayurveda"]')).toBeVisible();
    await expect(page.locator('#clinic-map')).toBeInViewport();
    expect(new URL(page.url()).search).toBe('?map=1');
    expect(loads).toEqual([]);

    // A client-side visit names the new page in its language links, not the one first loaded.
    const alternate = (lang: string) => page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
    await page.locator('header').getByRole('link', { name: 'Doctors', exact: true }).click();
    await expect(page).toHaveURL(/\/doctors$/);
    await expect(alternate('hi')).toHaveAttribute('href', /\/doctors\?lang=hi$/);
    await expect(alternate('en')).toHaveAttribute('href', /\/doctors$/);
    expect(loads).toEqual([]);
  });
});
