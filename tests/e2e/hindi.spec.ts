/**
 * Hindi end to end: a patient switches to Hindi on the home page and books a
 * consultation entirely in Hindi; form and server validation messages are Hindi; the SMS texts
 * in the outbox are Hindi; axe is clean. Strings come from the catalogs, so the test follows them.
 */
import type { Page } from '@playwright/test';
import { catalogs } from '../../core/i18n/catalog.ts';
import {
  expect,
  expectNoAxeViolations,
  expectNoRawKeys,
  expectStaticPage,
  MAIN_PUBLIC_PAGES,
  readOtp,
  sitemapPaths,
  smsOutbox,
  submitCode,
  test,
  uniquePhone,
} from './fixtures.ts';

const hi = catalogs.hi;
const DEVANAGARI = /[\u0900-\u097F]/;

test('a patient books a consultation end to end in Hindi', async ({ page, doctor }) => {
  const phone = uniquePhone();
  await page.goto('/');
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The switch is a form post: it works on the home page, which has no JavaScript (decision 0079).
  await expectStaticPage(page);
  await expectNoRawKeys(page);
  await expectNoAxeViolations(page);

  await page.goto('/book-consultation');
  await expect(page.getByRole('heading', { level: 1, name: hi['booking.title'] })).toBeVisible();
  const patient = page.getByRole('region', { name: hi['booking.patientInfo'] });
  await patient.locator('form[data-hydrated]').waitFor();

  // The form's own validation, in Hindi: no name.
  await patient.getByLabel(hi['auth.contact']).fill(phone);
  await patient.getByRole('button', { name: hi['auth.sendOtp'] }).click();
  await expect(patient.getByText(hi['auth.nameRequired']).first()).toBeVisible();
  await expect(page.getByText(hi['error.validation']).first()).toBeVisible();

  // The server's validation, in Hindi, with the same message for the same rule.
  const server = await page.request.post('/api/auth/sendOtp', {
    data: { name: '', contact: phone },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(server.status()).toBe(400);
  expect((await server.json()).message).toBe(hi['auth.nameRequired']);
  const digits = await page.request.post('/api/auth/sendOtp', {
    data: { name: 'सुनीता', contact: '98765' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect((await digits.json()).message).toBe(hi['auth.contactDigits']);

  // Verify the phone inline; the sign-in SMS is in Hindi.
  await patient.getByLabel(hi['auth.name'], { exact: true }).fill('सुनीता वर्मा');
  const sentAt = Date.now() - 1000;
  await patient.getByRole('button', { name: hi['auth.sendOtp'] }).click();
  const code = await readOtp(phone, sentAt);
  expect(
    smsOutbox()
      .filter((m) => m.to === phone)
      .at(-1)?.body,
  ).toMatch(DEVANAGARI);
  await page.locator('input[autocomplete="one-time-code"]').first().click();
  await page.keyboard.type(code);
  await submitCode(patient, patient.getByText('+91 ' + phone, { exact: true }), hi['auth.submit']);

  await page.getByRole('combobox', { name: hi['booking.department'] }).selectOption('Skin & Hair');
  await page.getByRole('combobox', { name: hi['booking.doctor'], exact: true }).selectOption({ label: doctor.name });
  await page.getByRole('radio').first().check();
  await page.locator('.rdp-day_button:not([disabled])').first().click();
  await page.getByRole('radiogroup', { name: hi['booking.timeSlot'] }).locator('label').first().click();
  await expect(page.getByRole('radiogroup', { name: hi['booking.timeSlot'] }).getByRole('radio').first()).toBeChecked();
  await expectNoRawKeys(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: hi['booking.confirm'] }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9A-Z]{20}$/);
  await expect(page.getByText(hi['booking.booked'])).toBeVisible();
  // The hold's end, written like the slot (24-hour in Hindi), not Intl's Hindi '11:18 am'.
  const hold = page.getByText(hi['booking.payment.holdNotice'].split('{time}')[0]!);
  await expect(hold).toContainText(/\b\d{1,2}:\d{2} तक/);
  await expect(hold).not.toContainText(/\b(am|pm)\b/i);
  await expectNoRawKeys(page);
  await expectNoAxeViolations(page);

  // The booking SMS is in Hindi too.
  await expect.poll(() => smsOutbox().filter((m) => m.to === phone).length).toBeGreaterThanOrEqual(2);
  const booked =
    smsOutbox()
      .filter((m) => m.to === phone)
      .at(-1)?.body ?? '';
  expect(booked).toMatch(DEVANAGARI);
  expect(booked).not.toContain('booked with');
});

test('in Hindi the treatment pages fit a phone, and staff-typed doctor details say their own language', async ({ page }) => {
  const { treatments } = await import('../../content/treatments/catalogue.ts');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/?lang=hi'); // sets the language cookie
  for (const treatment of treatments) {
    await page.goto(`/treatments/${encodeURIComponent(treatment.path)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // Both calls to action name the treatment: up to 50 letters in Hindi, wider than a phone on one
    // line. They wrap inside the button: within the screen, and the text within the button.
    const label = page.getByRole('link', { name: hi['site.treatments.book'].replace('{department}', treatment.title.hi) });
    await expect(label).toHaveCount(2);
    for (const cta of await label.all()) {
      const fits = await cta.evaluate((a) => {
        const box = a.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth && a.scrollHeight <= a.clientHeight && a.scrollWidth <= a.clientWidth;
      });
      expect(fits, `${treatment.path}: '${await cta.innerText()}' fits`).toBe(true);
    }
  }

  await page.goto('/doctors');
  const card = page.getByRole('article').filter({ hasText: 'Dr. Arjun Verma' });
  await expect(card.getByText('Kayachikitsa, Musculoskeletal care')).toHaveAttribute('lang', 'en');
  await expect(card.getByText('BAMS, MD (Kayachikitsa)')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
});

const kindOf = (path: string) => path.split('/').slice(0, 2).join('/') + (path.split('/').length > 2 ? '/:page' : '');

/**
 * Each page in Hindi on a 390 px phone: nothing sticks out of the screen, and the first page of
 * each kind shows no raw message key and passes axe (markup.spec puts its main public pages through
 * axe in Hindi already).
 */
async function checkHindiPages(page: Page, paths: string[]) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/?lang=hi'); // sets the language cookie
  const axeElsewhere = new Set(MAIN_PUBLIC_PAGES.map(kindOf));
  const kindsChecked = new Set<string>();
  for (const path of paths) {
    // The server's HTML and its stylesheet and fonts decide the layout: no need to wait for the rest.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // Hindi labels run longer than English ones: nothing may stick out of the screen (parts of a
    // carousel that its own frame clips are fine: the page cannot scroll sideways to them).
    const sticksOut = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.right <= window.innerWidth + 1) return false;
          for (let up = el.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return false;
          return true;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el as HTMLElement).innerText.slice(0, 60)}"`),
    );
    expect(sticksOut, `${path} at 390 px in Hindi`).toEqual([]);
    const kind = kindOf(path);
    if (!kindsChecked.has(kind)) {
      kindsChecked.add(kind);
      await expectNoRawKeys(page);
      if (!axeElsewhere.has(kind)) await expectNoAxeViolations(page);
    }
  }
}

test('in Hindi every service page of the sitemap fits a 390 px phone and shows no raw key', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = (await sitemapPaths(page)).filter((path) => path.startsWith('/services/'));
  expect(paths.length).toBeGreaterThan(40);
  await checkHindiPages(page, paths);
});

test('in Hindi every other page of the sitemap fits a 390 px phone, and one of each kind passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = (await sitemapPaths(page)).filter((path) => !path.startsWith('/services/'));
  expect(paths).toEqual(expect.arrayContaining(['/', '/doctors', '/services', '/treatments', '/blog']));
  await checkHindiPages(page, paths);
});
