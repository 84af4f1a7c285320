import { expect, expectNoAxeViolations, expectNoRawKeys, patientSignIn, test, uniquePhone, waitForHydration } from './fixtures';

test.describe('app shell', () => {
  test('the home page is server-rendered with header, footer and floating booking button', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Sarona Ayurveda');
    expect(html).toContain('Mon-Sat 9:00 AM-6:00 PM');

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Home', 'Services', 'Treatments', 'Doctors', 'About', 'Consultations', 'Blog', 'Contact']) {
      await expect(nav.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Book Now', exact: true })).toHaveAttribute('href', '/book-consultation');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page.locator('footer')).toContainText('Sunday closed');
    await expectNoAxeViolations(page);
  });

  test("the two scripts every page runs at load carry V8's compile hint, route chunks do not", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
    const hinted = [];
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      if (body.startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(src.slice('/assets/'.length).split('-')[0]);
    }
    expect(hinted.sort()).toEqual(['entry.client', 'shell']);
    expect(scripts.some((s) => s.startsWith('/assets/home-'))).toBe(true);
  });

  test('the toast library loads with the first toast, not with the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/auth');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Idle callbacks run in the order they were asked for: one asked now runs after any the page
    // asked for while it hydrated (the Toaster used to mount in one).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-rht-toaster]')).toHaveCount(0);
    const loadedWithPage = scripts.length;

    await page.getByLabel('Name', { exact: true }).fill('Test Patient');
    await page.getByLabel('Mobile number').fill(uniquePhone());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent successfully!')).toBeVisible();
    await expect(page.locator('[data-rht-toaster]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
  });

  test('an English page with prices loads no Devanagari text font; its Hindi version does', async ({ page, context }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    await page.goto('/services/abhyanga');
    await expect(page.getByText('₹').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((f) => f.includes('noto-sans-devanagari'))).toEqual([]);
    await context.addCookies([{ name: 'lang', value: 'hi', url: page.url() }]);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((f) => f.includes('noto-sans-devanagari')).length).toBeGreaterThan(0);
  });

  test('the Services menu lists 14 services and Many More', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Services' }).hover();
    const menu = page.locator('nav[aria-label="Main menu"] ul ul').first();
    await expect(menu.getByRole('link')).toHaveCount(15);
    await expect(menu.getByRole('link', { name: /Many More/ })).toHaveAttribute('href', '/services');
  });

  test('header shadow after scrolling, scroll-to-top button after 300 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.mouse.wheel(0, 5);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown page answers 404 with a real page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('the language switch renders Hindi server-side and keeps the page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the language switch goes back only to paths of this site; odd values go to /', async ({ request, baseURL }) => {
    for (const [redirectTo, expected] of [
      ['/doctors?x=1', '/doctors?x=1'],
      ['/\\evil.example/x', '/'],
      ['/\t/evil.example/x', '/'],
      ['/a\nb', '/'],
      ['/a\u0000b', '/'],
    ]) {
      const res = await request.post('/set-language', {
        form: { locale: 'hi', redirectTo: redirectTo! },
        maxRedirects: 0,
        headers: { origin: baseURL! },
      });
      expect({ redirectTo, status: res.status(), location: res.headers().location }).toEqual({
        redirectTo,
        status: 302,
        location: expected,
      });
    }
  });

  test('the mobile menu opens, locks scroll, works with the keyboard and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('signed-out visitors get the shared copy of a public page (script hashes, ETag); a signed-in patient a page of their own (nonce, never stored)', async ({
    page,
    request,
  }) => {
    const first = await request.get('/services/abhyanga');
    const second = await request.get('/services/abhyanga');
    const csp = first.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain('nonce-');
    expect(first.headers().etag).toBeTruthy();
    expect(second.headers().etag).toBe(first.headers().etag);
    expect(await second.text()).toBe(await first.text());
    expect((await request.get('/services/abhyanga', { headers: { 'if-none-match': first.headers().etag! } })).status()).toBe(304);

    // The shared copy runs: its scripts pass the CSP (a violation is a console error, failing the
    // test) and the page hydrates: a client-side navigation works.
    await page.goto('/services/abhyanga');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Our Blog' })).toBeVisible();

    await patientSignIn(page, uniquePhone());
    const own = await page.request.get('/services/abhyanga');
    expect(own.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
    expect(own.headers().etag).toBeUndefined();
    // A page rendered for someone signed in may hold their data: never stored (the shared copy may be).
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(first.headers()['cache-control']).not.toContain('no-store');
    expect((await page.request.get('/appointments')).headers()['cache-control']).toBe('private, no-store');
    await page.goto('/services/abhyanga');
    await expect(page.locator('header').getByRole('button', { name: 'Account: Test Patient' })).toBeVisible();
  });
});
