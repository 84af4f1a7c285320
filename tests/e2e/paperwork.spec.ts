/**
 * Staff paperwork end to end: reception opens the reconciliation and
 * closes a day; an admin downloads a CSV export (BOM and header checked) and prints the day sheets
 * (Chromium's PDF). Every screen is checked with axe and at 390, 768 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, staffSignIn, test, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { formatClinicDate } from '../../core/i18n/clinic-time';
import { INTL_LOCALE } from '../../core/i18n/locales';
import { keep, shot } from './shots';

const STAFF = { admin: '9000000001', reception: '9000000002' } as const;
async function checkWidths(page: Page, name: string) {
  await expectFitsEveryWidth(page, page.url(), async (width) => {
    await shot(page, `${name}-${width}`, { fullPage: true });
  });
}

/** A past clinic date nobody else closes: each run picks its own. */
function pastDate(): string {
  const daysBack = 400 + Math.floor(Math.random() * 3000);
  return new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
}

test.describe('staff paperwork', () => {
  test('reception opens the reconciliation of a day and closes it', async ({ browser }) => {
    const page = await staffSignIn(browser, STAFF.reception);
    await page.getByRole('link', { name: 'Day close' }).first().click();
    await expect(page.getByRole('heading', { name: 'Reconciliation and day close' })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('UPI');
    await expectNoAxeViolations(page);
    await checkWidths(page, 'reconciliation');

    const date = pastDate();
    await page.goto(`/staff/reconciliation?date=${date}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Close the day' }).click();
    // The date written out, as the page writes it (decision 0052): 'Close 3 Mar 2021?'.
    const dialog = page.getByRole('dialog', { name: `Close ${formatClinicDate(date, INTL_LOCALE.en)}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close the day' }).click();
    await expect(page.getByText(/^Closed by /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an admin downloads a CSV export that opens in Excel', async ({ browser }) => {
    const page = await staffSignIn(browser, STAFF.admin);
    await page.getByRole('link', { name: 'Exports' }).first().click();
    await expect(page.getByRole('heading', { name: 'Exports' })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await checkWidths(page, 'exports');
    // The export is a form's post (never a link: decision 0034), of the range typed in.
    await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(0);
    await page.getByLabel('From').fill('01/01/2026');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Consultations' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^consultations-2026-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^Date,Time,Consultation ID,Patient,Phone,Doctor,/);
  });

  test('an admin prints the day sheets from the day board', async ({ browser }) => {
    const page = await staffSignIn(browser, STAFF.admin);
    await page.getByRole('link', { name: 'Day sheets' }).click();
    await expect(page).toHaveURL(/\/staff\/day-sheet\?date=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Day sheet');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await checkWidths(page, 'day-sheet');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    keep('day-sheet.pdf', pdf);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Reception sheet' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Reception sheet');
    await expectNoAxeViolations(page);
    await checkWidths(page, 'reception-sheet');
    if (process.env.E2E_SHOTS) keep('reception-sheet.pdf', await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  });
});
