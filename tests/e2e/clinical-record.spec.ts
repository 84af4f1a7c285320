/**
 * The clinical record (decisions 0059, 0060), at a phone's and a desktop's width with axe: the
 * doctor finds their patient in the register, opens the patient page and the visit, writes the case
 * sheet with the keyboard (a blood pressure of 400 is refused at its field), codes the diagnosis
 * from the NAMASTE list, the draft survives a
 * reload, and marking the visit done signs it. Reception opens the same patient without the
 * clinical notes. The doctor is the test's own (decision 0037).
 */
import { beginSlot, book, expect, expectNoAxeViolations, patientApi, STAFF_PHONES, staffSignIn, test, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

test('the doctor writes the case sheet of their patient; the draft survives a reload; done signs it', async ({
  browser,
  baseURL,
  desk,
  doctor,
}) => {
  test.setTimeout(180_000); // two roles, five pages, two widths, each with axe
  const { api, who } = await patientApi(baseURL, { name: 'Kavita Casesheet' });
  const { _id: id } = await book(api, doctor, { slot: { day: 1 }, who, symptoms: 'Knee pain for three months' });
  await api.dispose();
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);

  const page = await staffSignIn(browser, doctor.phone);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/staff/patients');
  await waitForHydration(page);
  await page.getByLabel('Search patients').fill('Casesheet');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Kavita Casesheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Kavita Casesheet/ })).toBeVisible();
  await expect(page.getByText('Your reading of this record is logged.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Open' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/staff/consultations/${id}$`));
  await waitForHydration(page);

  const sheet = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Case sheet', exact: true }) });
  await sheet.getByLabel('Present illness').fill('Pain in both knees, worse in the morning, for three months.');
  await sheet.getByLabel('BP systolic (mmHg)').fill('400');
  await expect(sheet.getByText('The systolic blood pressure must be between 60 and 260 mmHg.', { exact: true })).toBeVisible();
  await expect(sheet.getByTestId('case-sheet-status')).toContainText('Not saved');
  await sheet.getByLabel('BP systolic (mmHg)').fill('130');
  await sheet.getByLabel('BP diastolic (mmHg)').fill('85');
  await sheet.getByLabel('Diagnosis').fill('Sandhigata vata');
  // Coded from the imported NAMASTE list (decision 0061): found without the diacritics, added with Enter.
  await sheet.getByLabel('Search NAMASTE and ICD-11 codes').fill('amavata');
  const found = sheet.getByRole('list', { name: 'Codes found: choose one to add it' });
  await found
    .getByRole('button', { name: /āmavātaḥ/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const coded = sheet.getByRole('list', { name: 'Coded (NAMASTE, ICD-11)' });
  await expect(coded).toContainText('āmavātaḥ');
  await expect(coded).toContainText('NAMASTE (Ayurveda) EC-6');
  await expect(sheet.getByTestId('case-sheet-status')).toContainText('Draft saved');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await waitForHydration(page);
  await expect(sheet.getByLabel('Diagnosis')).toHaveValue('Sandhigata vata');
  await expect(sheet.getByRole('list', { name: 'Coded (NAMASTE, ICD-11)' })).toContainText('āmavātaḥ');
  await expect(sheet.getByLabel('BP systolic (mmHg)')).toHaveValue('130');
  await expectFitsEveryWidth(page, `/staff/consultations/${id}`, async (width) => {
    if (width !== 768) await shot(page, `case-sheet-${width}`, { fullPage: true });
  });

  await beginSlot(page.request, id);
  await page.goto(`/staff/consultations/${id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Done: Kavita Casesheet' }).click();
  await expect(sheet.getByTestId('case-sheet-signed')).toContainText('Signed by');
  await expect(sheet.getByText('āmavātaḥ (NAMASTE (Ayurveda) EC-6)')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Amend' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();

  // Reception: the patient's details, bookings and money, no clinical notes. The visit's fee paid
  // in cash shows in the timeline by its method's name, not the stored value ('clinic-cash').
  const paid = await desk.post(`/api/staff/consultations/${id}/payment`, { data: { kind: 'record-at-clinic', method: 'clinic-cash' } });
  expect(paid.ok()).toBe(true);
  const reception = await staffSignIn(browser, STAFF_PHONES.reception);
  await reception.goto('/staff/patients?q=Casesheet');
  await reception.getByRole('link', { name: 'Kavita Casesheet' }).click();
  await expect(reception.getByRole('heading', { level: 1, name: /Kavita Casesheet/ })).toBeVisible();
  await expect(reception.getByText('Sandhigata vata')).toHaveCount(0);
  const payment = reception.getByRole('listitem').filter({ hasText: 'Cash at counter' });
  await expect(payment).toContainText('Payment');
  await expect(payment).toContainText('Paid');
  await expect(reception.getByText('clinic-cash')).toHaveCount(0);
  await expectNoAxeViolations(reception);
  await reception.context().close();
});
