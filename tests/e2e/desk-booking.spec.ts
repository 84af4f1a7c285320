/**
 * Desk bookings (decision 0054), at a phone's and a desktop's width with axe: reception opens
 * "Book for a patient" from Today, registers a walk-in (the privacy notice read out to them),
 * books the test's own doctor's first free time, and the patient, signing in later with their
 * number, sees the booking.
 */
import { apiSignIn, expect, expectNoAxeViolations, STAFF_PHONES, staffSignIn, test, uniquePhone, waitForHydration } from './fixtures';
import { request as playwrightRequest } from '@playwright/test';
import { shot } from './shots';

const WIDTHS = [390, 1280] as const;

test('reception registers a walk-in and books them; the patient sees it when they sign in', async ({ browser, baseURL, doctor }) => {
  const page = await staffSignIn(browser, STAFF_PHONES.reception);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/staff/today');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Book for a patient' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book for a patient' })).toBeVisible();
    await waitForHydration(page);

    // Registering without the privacy notice is refused, naming it.
    const phone = uniquePhone();
    const name = `Walk-in ${width}`;
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Mobile number').fill(`+91 ${phone}`);
    await page.getByLabel('Age (years)').fill('58');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Language for messages').selectOption('hi');
    await page.getByRole('button', { name: 'Register patient' }).click();
    await expect(page.getByText('Give the patient the privacy notice and say how (read out or shown).')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `desk-register-${width}`, { fullPage: true });
    await page.getByLabel('I read it out to them').check();
    await page.getByRole('button', { name: 'Register patient' }).click();

    // Doctor, date and the first free time of the test's own doctor.
    await expect(page.getByRole('button', { name: 'Change patient' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Doctor' }).selectOption({ label: doctor.name });
    const day = page.locator('.rdp-day_button:not([disabled])').first();
    await expect(day).toBeVisible();
    await day.click();
    await page.getByRole('radiogroup', { name: 'Time slot' }).locator('label').first().click();
    await expectNoAxeViolations(page);
    await shot(page, `desk-slot-${width}`, { fullPage: true });
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('status').filter({ hasText: `for ${name} on` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The patient signs in later with their number and sees it.
    const patient = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: baseURL ? { origin: baseURL } : {} });
    await apiSignIn(patient, { name, contact: phone });
    const mine = (await (await patient.get(`/api/consultations/all/${phone}`)).json()).data as { doctor: { doctorId: string } }[];
    expect(mine).toHaveLength(1);
    await patient.dispose();
  }
});
