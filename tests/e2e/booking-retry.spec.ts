/**
 * A booking whose answer is lost (docs/decisions/0042-idempotency-keys.md): the request reaches the
 * server and books, then the answer is replaced by a proxy's 502. The form stays, says so, checks
 * My Appointments and shows the booking; or, when that check fails too, 'Try again' posts the same
 * key and gets the first booking back. Either way the patient ends with one booking and sees it.
 */
import type { Page } from '@playwright/test';
import { expect, patientSignIn, test, uniquePhone } from './fixtures.ts';

async function chooseSlot(page: Page, dayIndex: number) {
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Skin & Hair');
  await page.getByRole('combobox', { name: 'Doctor', exact: true }).selectOption({ label: 'Dr. Meera Sharma' });
  await page.getByRole('radio', { name: 'General Consultation' }).check();
  const days = page.locator('.rdp-day_button:not([disabled])');
  await expect(days.first()).toBeVisible();
  let index = dayIndex;
  if (index >= (await days.count())) {
    index -= await days.count();
    await page.locator('.rdp-button_next').click();
  }
  await days.nth(index).click();
  await page.getByRole('radiogroup', { name: 'Time slot' }).locator('label').first().click();
}

/** The booking post reaches the server (which books), and its answer comes back as a proxy's 502. */
async function loseBookingAnswers(page: Page) {
  await page.route('**/book-consultation.data*', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
  });
}

async function myBookings(page: Page, phone: string): Promise<{ _id: string; status: string }[]> {
  const res = await page.request.get(`/api/consultations/all/${phone}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { _id: string; status: string }[] }).data;
}

/** The browser logs the 502 the test made; nothing else may be logged. */
function forgetTheProxyError(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 502/.test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1);
}

test('a lost answer: the form stays, My Appointments is checked, and the booking is shown with its payment link', async ({
  page,
  consoleErrors,
}) => {
  const phone = uniquePhone();
  await patientSignIn(page, phone, 'Asha Verma', '/book-consultation');
  await page.locator('form[data-form="booking"][data-hydrated]').waitFor();
  await chooseSlot(page, 2);
  await page.getByLabel('Symptoms (optional)').fill('Dry skin');
  await loseBookingAnswers(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByText('Your booking was saved: its confirmation was lost on the way')).toBeVisible();
  // The form is still there, with the choices.
  await expect(page.getByLabel('Symptoms (optional)')).toHaveValue('Dry skin');
  const bookings = await myBookings(page, phone);
  expect(bookings).toHaveLength(1);
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${bookings[0]!._id}$`));
  forgetTheProxyError(consoleErrors);
});

test("a lost answer and a failed check: 'Try again' with the same key gets the one booking", async ({ page, consoleErrors }) => {
  const phone = uniquePhone();
  await patientSignIn(page, phone, 'Ravi Kumar', '/book-consultation');
  await page.locator('form[data-form="booking"][data-hydrated]').waitFor();
  await chooseSlot(page, 3);
  await loseBookingAnswers(page);
  // My Appointments cannot be reached either.
  await page.route('**/api/consultations/all/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'it is not in My Appointments' });
  await expect(notice).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await notice.getByRole('button', { name: 'Try again' }).click();

  await expect(page).toHaveURL(/\/payment\/[0-9A-Z]{20}$/);
  const id = page.url().split('/').at(-1);
  const bookings = await myBookings(page, phone);
  expect(bookings.map((b) => b._id)).toEqual([id]);
  forgetTheProxyError(consoleErrors);
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/ERR_FAILED|net::/.test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1);
});
