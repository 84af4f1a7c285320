/**
 * Prakriti assessment (decision 0063), at a phone's, a tablet's and a desktop's width with axe: the
 * doctor of a patient answers the questionnaire with the keyboard alone (Tab to a question, Space for
 * yes, an arrow key for no), sees the chart with the numbers as text, then records an examination
 * that does not add up to 100 (refused at the total), mends it, and both stay in the history, each
 * labelled. Reception sees neither the section nor the form. The doctor is the test's own (decision 0037).
 */
import { PRAKRITI_ITEMS } from '../../core/clinical/prakriti';
import { catalogs } from '../../core/i18n/catalog';
import {
  book,
  expect,
  expectNoAxeViolations,
  expectNoRawKeys,
  patientApi,
  STAFF_PHONES,
  staffApi,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

/** Every vata feature, and pitta's smell and kapha's unctuous and smooth: Vata 73%, Pitta 15%, Kapha 12%. */
const YES = new Set(['p-visra', 'k-snigdha', 'k-shlakshna', ...PRAKRITI_ITEMS.filter((i) => i.dosha === 'vata').map((i) => i.id)]);

test('the doctor records a Prakriti questionnaire with the keyboard, sees the chart, and an examination joins the history', async ({
  browser,
  baseURL,
  doctor,
}) => {
  test.setTimeout(240_000); // 43 questions by keyboard, two pages at three widths with axe, two roles
  const { api, who } = await patientApi(baseURL, { name: 'Meera Prakriti' });
  await book(api, doctor, { slot: { day: 1 }, who });
  await api.dispose();
  const doctorApi = await staffApi(baseURL, doctor.phone);
  const found = (await (await doctorApi.get('/api/staff/patients?q=Meera%20Prakriti')).json()).data.patients as { id: string }[];
  await doctorApi.dispose();
  const patientUrl = `/staff/patients/${found[0]!.id}`;

  const page = await staffSignIn(browser, doctor.phone);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(patientUrl);
  await waitForHydration(page);
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Prakriti (constitution)' }) });
  await expect(section.getByText('No Prakriti recorded yet.')).toBeVisible();
  await section.getByRole('link', { name: 'Record Prakriti' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${patientUrl}/prakriti$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: /Record Prakriti: Meera Prakriti/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Saving with nothing answered names the questions.
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page.getByText('Some answers need attention: see the marked questions.')).toBeVisible();
  await expect(page.getByRole('group', { name: /^1\. Body dry and lean/ })).toHaveAccessibleDescription('Answer yes, no or not known.');

  // The keyboard: into the first question, then Space (yes) or an arrow key (no), Tab to the next.
  await page.getByRole('group', { name: /^1\. / }).getByRole('radio', { name: 'Yes' }).focus();
  for (const item of PRAKRITI_ITEMS) {
    await page.keyboard.press(YES.has(item.id) ? 'Space' : 'ArrowRight');
    await page.keyboard.press('Tab');
  }
  await expect(page.getByText(`${PRAKRITI_ITEMS.length} of ${PRAKRITI_ITEMS.length} answered`)).toBeVisible();
  await expect(page.getByLabel('Note')).toBeFocused();
  await page.keyboard.type('Answered with the patient and her mother.');
  await expectFitsEveryWidth(page, 'the Prakriti form', async (width) => {
    if (width !== 768) await shot(page, `prakriti-form-${width}`, { fullPage: true });
  });
  await page.getByLabel('Note').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save assessment' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${patientUrl}#prakriti$`));
  const chart = section.getByTestId('prakriti-chart');
  await expect(chart).toContainText('Questionnaire');
  await expect(chart).toContainText(doctor.name);
  for (const [dosha, percent] of [
    ['Vata', '73%'],
    ['Pitta', '15%'],
    ['Kapha', '12%'],
  ] as const) {
    await expect(chart.getByText(dosha, { exact: true })).toBeVisible();
    await expect(chart.getByText(percent, { exact: true })).toBeVisible();
  }
  await expect(section.getByTestId('prakriti-history')).toContainText('Vata 73%, Pitta 15%, Kapha 12%');
  await expect(page.getByTestId('timeline')).toContainText('Vata 73%, Pitta 15%, Kapha 12%');
  await expectNoAxeViolations(page);

  // The doctor's own examination: refused until the three make 100, then kept beside the questionnaire.
  await section.getByRole('link', { name: 'Record Prakriti' }).click();
  await waitForHydration(page);
  await page.getByRole('radio', { name: "Doctor's examination" }).check();
  await page.getByLabel('Vata (%)').fill('40');
  await page.getByLabel('Pitta (%)').fill('30');
  await page.getByLabel('Kapha (%)').fill('20');
  await expect(page.getByText('Total: 90 of 100')).toBeVisible();
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page.getByText('Vata, Pitta and Kapha must add up to 100.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Kapha (%)').fill('30');
  await page.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page).toHaveURL(new RegExp(`${patientUrl}#prakriti$`));
  await expect(chart).toContainText("Doctor's examination");
  const history = section.getByTestId('prakriti-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Doctor's examination");
  await expect(history.nth(0)).toContainText('Vata 40%, Pitta 30%, Kapha 30%');
  await expect(history.nth(1)).toContainText('Questionnaire');
  await expectFitsEveryWidth(page, 'the patient page with Prakriti', async (width) => {
    if (width !== 768) await shot(section, `prakriti-chart-${width}`);
  });
  await expectNoAxeViolations(page);
  await page.context().close();

  // Reception: the patient's page without the section; the form is not theirs.
  const reception = await staffSignIn(browser, STAFF_PHONES.reception);
  await reception.goto(patientUrl);
  await expect(reception.getByRole('heading', { level: 1, name: /Meera Prakriti/ })).toBeVisible();
  await expect(reception.getByRole('heading', { name: 'Prakriti (constitution)' })).toHaveCount(0);
  const form = await reception.goto(`${patientUrl}/prakriti`);
  expect(form?.status()).toBe(403);
  await reception.context().close();
});

test('the section and the questionnaire read in Hindi, with the refusals in Hindi', async ({ browser, baseURL, doctor }) => {
  const hi = catalogs.hi;
  const { api, who } = await patientApi(baseURL, { name: 'Lata Prakriti' });
  await book(api, doctor, { slot: { day: 1 }, who });
  await api.dispose();
  const doctorApi = await staffApi(baseURL, doctor.phone);
  const [found] = (await (await doctorApi.get('/api/staff/patients?q=Lata%20Prakriti')).json()).data.patients as { id: string }[];
  const exam = await doctorApi.post(`/api/staff/patients/${found!.id}/prakriti`, {
    data: { method: 'examination', vata: 30, pitta: 30, kapha: 40 },
  });
  expect(exam.ok(), await exam.text()).toBe(true);
  await doctorApi.dispose();

  const page = await staffSignIn(browser, doctor.phone);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/staff/patients/${found!.id}`);
  await waitForHydration(page);
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: hi['staff.prakriti.title'] }) });
  await expect(section.getByTestId('prakriti-chart')).toContainText(hi['staff.prakriti.method.examination']);
  await expect(section.getByTestId('prakriti-history')).toContainText('वात 30%, पित्त 30%, कफ 40%');
  await expectNoRawKeys(page);
  await expectNoAxeViolations(page);
  await section.getByRole('link', { name: hi['staff.prakriti.record'] }).click();
  await waitForHydration(page);
  await expect(page.getByRole('group', { name: new RegExp(`^1\\. ${PRAKRITI_ITEMS[0]!.hi}`) })).toBeVisible();
  await page.getByRole('button', { name: hi['staff.prakriti.save'] }).click();
  await expect(page.getByText(hi['staff.prakriti.answerRequired']).first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectNoAxeViolations(page);
  await page.context().close();
});
