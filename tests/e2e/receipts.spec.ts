/**
 * Payment receipts end to end: a patient books, reception marks the UPI payment paid on the staff
 * consultation page; staff then see the receipt number and reprint it, and the patient downloads
 * the same receipt (a PDF) from My Appointments and from the payment page.
 */
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { apiSignIn, book, expect, expectNoAxeViolations, expectNoRawKeys, staffSignIn, test, uniquePhone } from './fixtures';

const RECEPTION = '9000000002';
const RECEIPT_NUMBER = /^SA\/\d{4}-\d{2}\/\d{6}$/;

/** The downloaded file is a PDF with this name. */
async function expectPdf(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
}

test('a booking marked paid at the desk: staff see the receipt number and reprint it; the patient downloads it', async ({
  browser,
  doctor,
}) => {
  test.setTimeout(120_000);
  const patient = await browser.newContext();
  const page = await patient.newPage();
  const who = { name: 'Rekha Sharma', contact: uniquePhone() };
  await apiSignIn(patient.request, who);
  // Some days ahead, with the test's own doctor (no other spec takes its slots).
  const { _id: id } = await book(patient.request, doctor, { slot: { day: 6, slot: 'last' }, symptoms: 'Dry cough at night', who });
  const utr = `5${String(Date.now()).slice(-11)}`;

  // Before payment: no receipt to download.
  await page.goto('/appointments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download receipt' })).toHaveCount(0);

  // Reception marks the UPI payment paid with the UTR from the bank statement.
  const desk = await staffSignIn(browser, RECEPTION);
  await desk.goto(`/staff/consultations/${id}`);
  await expect(desk.getByTestId('receipt')).toHaveCount(0);
  await desk.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('UTR in the bank statement').fill(utr);
  await dialog.getByRole('button', { name: 'Yes, go ahead' }).click();
  await expect(dialog).toHaveCount(0);
  const number = desk.getByTestId('receipt-number');
  await expect(number).toHaveText(RECEIPT_NUMBER);
  const receiptNumber = (await number.textContent())!;
  const fileName = new RegExp(`^receipt-${receiptNumber.replaceAll('/', '-')}\\.pdf$`);
  await expectNoAxeViolations(desk);
  await expectNoRawKeys(desk);
  const reprint = desk.waitForEvent('download');
  await desk.getByRole('link', { name: 'Reprint receipt' }).click();
  await expectPdf(await reprint, fileName);

  // The patient: My Appointments, then the payment page.
  await page.goto('/appointments');
  const link = page.getByRole('link', { name: 'Download receipt' });
  await expect(link).toHaveCount(1);
  await expectNoAxeViolations(page);
  const fromList = page.waitForEvent('download');
  await link.click();
  await expectPdf(await fromList, fileName);

  await page.goto(`/payment/${id}`);
  await expect(page.getByText('This consultation is paid.')).toBeVisible();
  const fromPayment = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download receipt' }).click();
  await expectPdf(await fromPayment, fileName);
  await expectNoAxeViolations(page);

  // Someone else cannot have it.
  const stranger = await browser.newContext();
  await apiSignIn(stranger.request, { name: 'Other Person', contact: uniquePhone() });
  expect((await stranger.request.get(`/api/consultations/${id}/receipt`)).status()).toBe(404);
  await Promise.all([patient.close(), stranger.close(), desk.context().close()]);
});
