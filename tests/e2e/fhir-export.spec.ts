/**
 * The FHIR R4 export (decision 0066) on the staff consultation page, at a phone's and a desktop's
 * width with axe: once the visit is done, its doctor finds "Download FHIR" on the case sheet and gets
 * a FHIR document Bundle; the desk sees no case sheet and no link. The doctor is the test's own.
 */
import {
  beginSlot,
  book,
  expect,
  expectNoAxeViolations,
  patientApi,
  staffApi,
  STAFF_PHONES,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { LOCALE_COOKIE } from '../../core/constants';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

test('the doctor downloads a completed visit as a FHIR document; the desk has no link', async ({ browser, baseURL, desk, doctor }) => {
  test.setTimeout(150_000);
  const { api, who } = await patientApi(baseURL, { name: 'Kavita Fhirexport' });
  const { _id: id } = await book(api, doctor, { slot: { day: 1 }, who, symptoms: 'Knee pain for three months' });
  await api.dispose();
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);
  const doctorApi = await staffApi(baseURL, doctor.phone);
  const sheet = { version: 0, content: { diagnosis: 'Sandhigata vata', vitals: { pulse: 76, systolic: 128, diastolic: 84 } } };
  const saved = await doctorApi.put(`/api/staff/consultations/${id}/case-sheet`, { data: sheet });
  expect(saved.ok(), await saved.text()).toBe(true);
  await beginSlot(doctorApi, id);
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'completed' } })).ok()).toBe(true);
  await doctorApi.dispose();

  const page = await staffSignIn(browser, doctor.phone);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/staff/consultations/${id}`);
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'Download FHIR' });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, `/staff/consultations/${id}`, async (width) => {
    if (width !== 768) await shot(page, `fhir-link-${width}`, { fullPage: true });
  });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`consultation-${id}.fhir.json`);
  const bundle = JSON.parse(await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8')));
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  expect(bundle.entry[0].resource.resourceType).toBe('Composition');
  await page.context().close();

  // Hindi: the same link in the reader's language.
  const hindi = await staffSignIn(browser, doctor.phone);
  await hindi.context().addCookies([{ name: LOCALE_COOKIE, value: 'hi', url: baseURL! }]);
  await hindi.goto(`/staff/consultations/${id}`);
  await waitForHydration(hindi);
  await expect(hindi.getByRole('link', { name: 'FHIR डाउनलोड करें' })).toBeVisible();
  await hindi.context().close();

  const reception = await staffSignIn(browser, STAFF_PHONES.reception);
  await reception.goto(`/staff/consultations/${id}`);
  await waitForHydration(reception);
  await expect(reception.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reception.getByRole('link', { name: 'Download FHIR' })).toHaveCount(0);
  await reception.context().close();
});
