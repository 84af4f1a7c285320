/**
 * Booking end to end: a new patient chooses department -> doctor -> date -> slot, verifies their
 * phone inline without losing the choices, books, sees the UPI QR (decoded here: it carries the
 * amount), claims the payment with a UTR and lands on the consultation page.
 */
import type { Page } from '@playwright/test';
import { decodeQrDataUrl } from '../helpers/decode-qr.ts';
import { expect, expectNoAxeViolations, expectNoRawKeys, readOtp, submitCode, test, uniquePhone, type OwnDoctor } from './fixtures.ts';

async function verifyPhoneInline(page: Page, phone: string, name: string) {
  const patient = page.getByRole('region', { name: 'Patient information' });
  // The form works before hydration too (posting the page): this test is about the hydrated one.
  await patient.locator('form[data-hydrated]').waitFor();
  await patient.getByLabel('Name').fill(name);
  await patient.getByLabel('Mobile number').fill(phone);
  const sentAt = Date.now() - 1000;
  await patient.getByRole('button', { name: 'Send OTP' }).click();
  const code = await readOtp(phone, sentAt);
  await patient.getByRole('textbox', { name: /1/ }).first().click();
  await page.keyboard.type(code);
  // The signed-in summary shows the number on its own (the code step has it inside a sentence).
  await submitCode(patient, patient.getByText('+91 ' + phone, { exact: true }));
}

/** The test's own doctor (decision 0037); `dayIndex`: which bookable day (0 = the first). */
async function chooseSlot(page: Page, doctor: OwnDoctor, dayIndex = 0) {
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Skin & Hair');
  await page.getByRole('combobox', { name: 'Doctor', exact: true }).selectOption({ label: doctor.name });
  await page.getByRole('radio', { name: 'General Consultation' }).check();
  const days = page.locator('.rdp-day_button:not([disabled])');
  await expect(days.first()).toBeVisible();
  let index = dayIndex;
  if (index >= (await days.count())) {
    // The month's last bookable day: the next one is in the next month.
    index -= await days.count();
    await page.locator('.rdp-button_next').click();
  }
  const day = days.nth(index);
  await expect(day).toBeVisible();
  await day.click();
  // The slot's visible button (its label), not the hidden radio: a forced click on the radio lands
  // on whatever covers it, such as the sticky header.
  const slot = page.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio').first();
  await page.getByRole('radiogroup', { name: 'Time slot' }).locator('label').first().click();
  await expect(slot).toBeChecked();
  return (await slot.getAttribute('value')) ?? '';
}

test('a new patient books, sees the QR with the amount, claims the payment and lands on tracking', async ({ page, doctor }) => {
  const phone = uniquePhone();
  await page.goto('/book-consultation');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Consultation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();

  const slot = await chooseSlot(page, doctor);
  await page.getByLabel('Symptoms (optional)').fill('Dry skin and itching for two weeks');
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);

  // Verifying the phone keeps every choice made below.
  await verifyPhoneInline(page, phone, 'Asha Verma');
  await expect(page.getByRole('combobox', { name: 'Doctor', exact: true })).toHaveValue(/.+/);
  await expect(page.getByRole('radio', { name: 'General Consultation' })).toBeChecked();
  await expect(page.locator(`input[name="timeSlot"][value="${slot}"]`)).toBeChecked();
  await expect(page.getByLabel('Symptoms (optional)')).toHaveValue('Dry skin and itching for two weeks');

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9A-Z]{20}$/);
  await expect(page.getByText('Consultation booked successfully!')).toBeVisible();
  const id = page.url().split('/').at(-1) ?? '';

  await expect(page.getByTestId('payment-amount')).toHaveText('₹500');
  const src = (await page.getByTestId('payment-qr').getAttribute('src')) ?? '';
  const uri = decodeQrDataUrl(src);
  expect(uri).toContain('upi://pay?pa=');
  expect(uri).toContain('&am=500.00&cu=INR');
  expect(uri).toContain(`&tr=${id}`);
  await expect(page.getByRole('button', { name: 'I have made the payment' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);

  await page.getByRole('button', { name: 'I have made the payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await dialog.getByLabel(/UTR/).fill('12345');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter the 12-digit UTR (numbers only), or leave it empty')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/UTR/).fill('412345678901');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/consultation/${id}$`));
  await expect(page.getByText('Payment completed! We will verify your payment and get back to you.')).toBeVisible();
});

test('cancel payment frees the slot; a stranger opening the payment link is sent to booking', async ({ page, browser }) => {
  const phone = uniquePhone();
  await page.goto('/book-consultation?doctor=6f1c3b1e-0c4a-4d2e-9a51-1a0000000002');
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('Arthritis and Pain Management');
  await verifyPhoneInline(page, phone, 'Ravi Kumar');
  await page.getByRole('radio', { name: 'Specific Treatment' }).check();
  await page.locator('.rdp-day_button:not([disabled])').first().click();
  const slot = page.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio').first();
  const time = (await slot.getAttribute('value')) ?? '';
  await page.getByRole('radiogroup', { name: 'Time slot' }).locator('label').first().click();
  await expect(slot).toBeChecked();
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment\//);
  await expect(page.getByTestId('payment-amount')).toHaveText('₹800');
  const paymentUrl = page.url();

  const stranger = await browser.newPage();
  await stranger.goto(paymentUrl);
  await expect(stranger).toHaveURL(/\/book-consultation$/);
  await expect(stranger.getByText('Payment verification failed!')).toBeVisible();
  await stranger.close();

  await page.getByRole('button', { name: 'Cancel Payment' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page).toHaveURL(/\/book-consultation$/);
  await expect(page.getByText('Booking cancelled. The time slot is free again.')).toBeVisible();

  // The same slot is offered again.
  await page.goto('/book-consultation?doctor=6f1c3b1e-0c4a-4d2e-9a51-1a0000000002');
  await page.locator('.rdp-day_button:not([disabled])').first().click();
  await expect(page.locator(`input[name="timeSlot"][value="${time}"]`)).toHaveCount(1);
});

test('an unknown doctor in the link shows "Selected doctor not found"', async ({ page }) => {
  await page.goto('/book-consultation?doctor=6f1c3b1e-0c4a-4d2e-9a51-1a00000000ff&department=Glaucoma');
  await expect(page.getByText('Selected doctor not found')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('Glaucoma');
  await page.getByRole('radio', { name: 'Follow-up' }).check();
  await expect(page.getByLabel('Previous consultation ID')).toBeVisible();
});

test('a claim without a UTR keeps the hold and asks for it; the form shows a booking rule', async ({ page, doctor }) => {
  const phone = uniquePhone();
  await page.goto('/book-consultation');
  await chooseSlot(page, doctor, 1);
  await verifyPhoneInline(page, phone, 'Meena Sahu');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment\//);
  const paymentUrl = page.url();

  // Claimed without the UTR: the slot stays held only until the hold's end; the page asks for the UTR.
  await page.getByRole('button', { name: 'I have made the payment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your payment' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/^Payment noted\. Without the UTR your slot is held only until/)).toBeVisible();
  await expect(page).toHaveURL(paymentUrl);
  await expect(page.getByTestId('awaiting-utr')).toContainText('add the 12-digit UTR from your UPI app to keep it');
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  await page.getByRole('button', { name: 'Add the UTR' }).click();
  const add = page.getByRole('dialog', { name: 'Confirm your payment' });
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Please enter the 12-digit UTR')).toBeVisible();
  await add.getByLabel(/UTR/).fill(`5${String(Date.now()).slice(-11)}`);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/consultation\/[0-9A-Z]{20}$/);
  await expect(page.getByText('Payment completed! We will verify your payment and get back to you.')).toBeVisible();

  // A second booking with the same doctor on the same day: the form says why, by the button.
  await page.goto('/book-consultation');
  await chooseSlot(page, doctor, 1);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const rule = page
    .getByRole('alert')
    .filter({ hasText: 'You already have a booking with this doctor on this day. Please choose another date.' })
    .first();
  await expect(rule).toBeVisible();
  await expect(page.getByRole('link', { name: 'See my appointments' })).toBeVisible();
  await expect(page).toHaveURL(/\/book-consultation$/);
  await expectNoAxeViolations(page);
});
