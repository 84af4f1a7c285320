/**
 * The patient's visit summary (decision 0065): the doctor writes the case sheet's part for the
 * patient beside their own notes, the desk completes the visit (which signs the sheet), and the
 * patient reads the summary on History and My Appointments and downloads its PDF, in English and in
 * Hindi: never the doctor's notes; fitting at 390, 768 and 1280 px, axe clean.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { catalogs } from '../../core/i18n/catalog.ts';
import { pdfText } from '../helpers/pdf.ts';
import {
  beginSlot,
  book,
  expect,
  expectNoAxeViolations,
  expectNoRawKeys,
  patientApi,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

const hi = catalogs.hi;
const PRIVATE = 'Amlapitta with Vibandha, query H. pylori';

async function download(page: Page, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  return pdfText(readFileSync(await file.path()));
}

test('the patient reads the visit summary and downloads its PDF, in English and Hindi', async ({
  browser,
  baseURL,
  page,
  desk,
  doctor,
}) => {
  test.setTimeout(240_000); // two roles, two pages in two languages at three widths, each with axe
  const { api, who } = await patientApi(baseURL, { name: 'Meena Summary' });
  const { _id: id } = await book(api, doctor, { slot: { day: 1 }, who, symptoms: 'Burning after meals' });
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);

  // The doctor writes their notes and the part for the patient; the draft saves as they type.
  const staff = await staffSignIn(browser, doctor.phone);
  await staff.goto(`/staff/consultations/${id}`);
  await waitForHydration(staff);
  const sheet = staff.locator('section').filter({ has: staff.getByRole('heading', { name: 'Case sheet', exact: true }) });
  await sheet.getByLabel('Diagnosis', { exact: true }).fill(PRIVATE);
  await sheet.getByLabel('Plan', { exact: true }).fill('Virechana after the acidity settles');
  await sheet.getByLabel('Findings in plain words').fill('Acidity from too much heat in the stomach.');
  await sheet.getByLabel('Advice in plain words').fill('Eat at fixed times and walk for ten minutes after dinner.');
  await sheet.getByLabel('Pathya (advised)').fill('Rice gruel, coriander water');
  await expect(sheet.getByTestId('case-sheet-status')).toContainText('Draft saved');
  await expectNoAxeViolations(staff);
  await expectFitsEveryWidth(staff, `/staff/consultations/${id}`, async (width) => {
    if (width !== 768) await shot(sheet.getByTestId('for-patient'), `for-patient-${width}`);
  });
  await staff.context().close();
  // The desk marks the visit done: the sheet is signed.
  await beginSlot(desk, id);
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'completed' } })).ok()).toBe(true);

  // History, in English.
  await page.context().addCookies((await api.storageState()).cookies);
  await page.goto('/history');
  const card = page.locator(`article[aria-labelledby="appt-${id}"]`);
  const summary = card.getByTestId('visit-summary');
  await expect(summary.getByRole('heading', { name: 'Your visit summary' })).toBeVisible();
  await expect(summary).toContainText('Acidity from too much heat in the stomach.');
  await expect(summary).toContainText('Eat at fixed times and walk for ten minutes after dinner.');
  await expect(summary).toContainText('Rice gruel, coriander water');
  await expect(summary).toContainText(`Written by ${doctor.name}`);
  await expect(page.locator('body')).not.toContainText(PRIVATE);
  await expect(page.locator('body')).not.toContainText('Virechana after');
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  await expectFitsEveryWidth(page, '/history', async (width) => {
    if (width !== 768) await shot(page, `history-en-${width}`, { fullPage: true });
  });
  const en = await download(page, 'Summary PDF (English)');
  for (const word of [
    'Visit summary',
    'Meena Summary',
    'What the doctor found',
    'Acidity from too much heat',
    'Follow (pathya)',
    'Rice gruel',
  ])
    expect(en, word).toContain(word);
  expect(en).not.toContain('Amlapitta');

  // My Appointments, in Hindi: the same summary, labels in Hindi, and the Hindi PDF.
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  await page.goto('/appointments');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hiSummary = page.locator(`article[aria-labelledby="appt-${id}"]`).getByTestId('visit-summary').first();
  await expect(hiSummary.getByRole('heading', { name: hi['documents.visit.heading'] })).toBeVisible();
  await expect(hiSummary).toContainText(hi['documents.visit.diagnosis']);
  await expect(hiSummary).toContainText('Acidity from too much heat in the stomach.');
  await expect(page.locator('body')).not.toContainText(PRIVATE);
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  await expectFitsEveryWidth(page, '/appointments (hi)', async (width) => {
    if (width !== 768) await shot(page, `appointments-hi-${width}`, { fullPage: true });
  });
  const hiText = await download(page, hi['documents.visit.downloadHi']);
  for (const word of ['परामर्श सारांश', 'डॉक्टर ने क्या पाया', 'अपनाएँ (पथ्य)', 'Rice gruel']) expect(hiText, word).toContain(word);
  expect(hiText).not.toContain('Amlapitta');
  await api.dispose();
});
