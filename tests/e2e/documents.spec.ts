/**
 * The prescription PDF end to end: a doctor writes a prescription (timing relative to food, diet
 * advice, follow-up date) on the consultation page, and the patient downloads the PDF from
 * My Appointments; its text (pdftotext) holds the patient's name and the medicine.
 */
import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { pdfText } from '../helpers/pdf.ts';
import { book, expect, expectNoAxeViolations, expectNoRawKeys, patientApi, staffSignIn, test } from './fixtures';

test('the doctor prescribes, the patient downloads the prescription PDF from My Appointments', async ({
  browser,
  baseURL,
  page,
  doctor: ownDoctor,
}) => {
  test.setTimeout(120_000);
  // The patient signs in and books a visit a few days ahead with the test's own doctor.
  const { api } = await patientApi(baseURL, { name: 'Savitri Devi Mishra', email: 'savitri@example.com' });
  const { _id: id, date } = await book(api, ownDoctor, { slot: { day: 3, slot: 'first' }, symptoms: 'Acidity after meals' });

  // The doctor confirms it and writes the prescription on the consultation page.
  const doctor = await staffSignIn(browser, ownDoctor.phone);
  const confirmed = await doctor.request.patch(`/api/consultations/${id}/status`, {
    data: { status: 'confirmed' },
    headers: { origin: baseURL! },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await doctor.goto(`/staff/consultations/${id}`);
  // Bought outside: the demo clinic's dispensary has no catalogue (decision 0069).
  await doctor.getByRole('radio', { name: 'Bought outside (free text)' }).first().check();
  await doctor.getByLabel('Name').first().fill('Avipattikar churna');
  await doctor.getByLabel('Dosage').first().fill('3 g with water');
  await doctor.getByLabel('Duration (days)').first().fill('14');
  await doctor.getByLabel('When').first().selectOption({ label: 'Before food' });
  await doctor.getByLabel('Diet advice').fill('Avoid spicy and fried food.');
  // Day first, as the field writes it in every browser (decision 0052).
  await doctor.getByLabel('Follow-up date', { exact: true }).fill(date.split('-').reverse().join('/'));
  await doctor.getByRole('button', { name: 'Save prescription' }).click();
  await expect(doctor.getByText('Saved').first()).toBeVisible();
  await expect(doctor.getByRole('link', { name: 'Download prescription (PDF)' })).toBeVisible();
  await expectNoAxeViolations(doctor);
  // The printable page carries them too.
  await doctor.goto(`/staff/consultations/${id}/print`);
  await expect(doctor.getByRole('cell', { name: 'Before food' })).toBeVisible();
  await expect(doctor.getByText('Avoid spicy and fried food.')).toBeVisible();
  await expect(doctor.getByText('Follow-up date:')).toBeVisible();

  // The patient opens My Appointments and downloads it.
  await page.context().addCookies((await api.storageState()).cookies);
  await page.goto('/appointments');
  await page.locator(`article[aria-labelledby="appt-${id}"]`).getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Avipattikar churna');
  await expect(details).toContainText('Before food');
  await expect(details).toContainText('Avoid spicy and fried food.');
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('link', { name: /Download prescription \(PDF\) of/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`prescription-Savitri-Devi-Mishra-${date}.pdf`);
  const file = await download.path();
  const text = pdfText(readFileSync(file));
  for (const word of ['Prescription', 'Savitri Devi Mishra', 'Avipattikar churna', 'Before food', 'Avoid spicy and fried food.'])
    expect(text, word).toContain(word);

  // Signed out and without a signed link: 401 (someone else's: 404, in documents.api.test.ts).
  const stranger = await playwrightRequest.newContext({ baseURL });
  expect((await stranger.get(`/api/documents/prescription/${id}`)).status()).toBe(401);
  await Promise.all([api.dispose(), stranger.dispose(), doctor.context().close()]);
});
