/**
 * Outcomes over time (decision 0068): the doctor opens their patient, chooses pain (0-10), records
 * two readings (an 11 is refused at its field first) and sees the chart with its table; the page
 * fits at 390, 768 and 1280 px and is axe clean, in English and Hindi. A therapist records one at
 * their own session from their day. The doctor and the therapist are the test's own.
 */
import { book, expect, expectNoAxeViolations, patientApi, staffApi, staffSignIn, test, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

/** dd/mm/yyyy of `days` before today in the clinic (as the date field is typed). */
function typedDaysAgo(days: number): string {
  const at = new Date(Date.now() + 5.5 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = at.split('-');
  return `${d}/${m}/${y}`;
}

test('a doctor chooses pain, records two readings and sees them charted', async ({ browser, baseURL, doctor }) => {
  test.setTimeout(180_000);
  const { api, who } = await patientApi(baseURL, { name: 'Ravi Outcomes' });
  await book(api, doctor, { slot: { day: 1 }, who, symptoms: 'Low back pain for two months' });
  await api.dispose();

  const page = await staffSignIn(browser, doctor.phone);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/staff/patients?q=Outcomes');
  await page.getByRole('link', { name: 'Ravi Outcomes' }).click();
  await waitForHydration(page);
  const outcomes = page.getByTestId('outcomes');
  await expect(outcomes.getByRole('heading', { name: 'Outcomes', exact: true })).toBeVisible();
  await expect(outcomes.getByText('No measure is chosen for this patient yet.')).toBeVisible();

  const choose = outcomes.getByRole('form', { name: 'Choose a measure' });
  await choose.getByLabel('Measure').selectOption({ label: 'Pain (0-10)' });
  await choose.getByRole('button', { name: 'Add measure' }).click();
  await expect(choose.getByRole('status')).toHaveText('Measure added.');

  const record = outcomes.getByRole('form', { name: 'Record a reading' });
  await expect(record.getByLabel('Measure')).toHaveValue(/.+/);
  await record.getByLabel('Value').fill('11');
  await record.getByRole('button', { name: 'Save reading' }).click();
  await expect(record.getByText('Pain is scored as a whole number from 0 (none) to 10 (the worst imaginable).')).toBeVisible();
  await record.getByLabel('Value').fill('7');
  await record.getByLabel('Date taken (today if left empty)').fill(typedDaysAgo(7));
  await record.getByRole('button', { name: 'Save reading' }).click();
  await expect(record.getByRole('status')).toHaveText('Reading saved.');
  await expect(outcomes.getByText('One reading so far: the chart begins with the second.')).toBeVisible();
  await record.getByLabel('Value').fill('4');
  await record.getByLabel('Date taken (today if left empty)').fill('');
  await record.getByRole('button', { name: 'Save reading' }).click();
  await expect(record.getByRole('status')).toHaveText('Reading saved.');

  const chart = outcomes.getByRole('img', { name: /^Pain \(0-10\): Latest 4 on .*; first 7 on / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('circle')).toHaveCount(2);
  await outcomes.getByText('2 readings').click();
  const table = outcomes.getByRole('table', { name: 'Pain (0-10)' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: '7', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await expectFitsEveryWidth(page, 'the patient page with outcomes', async (width) => {
    if (width !== 768) await shot(outcomes, `outcomes-${width}`);
  });

  // Hindi: the same section in the other language, still axe clean.
  await page.goto(`${new URL(page.url()).pathname}?lang=hi`);
  await waitForHydration(page);
  await expect(outcomes.getByRole('heading', { name: 'परिणाम', exact: true })).toBeVisible();
  await expect(outcomes.getByRole('img', { name: /^दर्द \(0-10\): नवीनतम 4/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('a therapist records a reading at their own session; the doctor sees it', async ({ browser, baseURL, request, doctor, therapist }) => {
  test.setTimeout(120_000);
  const { api, who } = await patientApi(baseURL, { name: 'Sunil Sessionreading' });
  await book(api, doctor, { slot: { day: 1 }, who });
  await api.dispose();
  const made = await request.post('/api/test/sessions', { data: { therapistId: therapist.id, contact: who.contact, name: who.name } });
  expect(made.status(), await made.text()).toBe(201);
  const { date, room } = (await made.json()).data as { date: string; room: string };
  const doctorApi = await staffApi(baseURL, doctor.phone);
  const patientId = (await (await doctorApi.get('/api/staff/patients?q=Sessionreading')).json()).data.patients[0].id as string;
  expect((await doctorApi.post(`/api/staff/patients/${patientId}/outcome-measures`, { data: { kind: 'pain-0-10' } })).ok()).toBe(true);

  const page = await staffSignIn(browser, therapist.phone);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/staff/my-day?date=${date}`);
  await waitForHydration(page);
  const session = page.getByRole('listitem').filter({ hasText: room });
  await session.getByText('Record a reading for Sunil').click();
  const form = session.getByRole('form', { name: 'Record a reading' });
  await form.getByLabel('Value').fill('3');
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(form.getByRole('status')).toHaveText('Reading saved.');
  await expectNoAxeViolations(page);
  await shot(page, 'my-day-reading-390', { fullPage: true });
  await page.context().close();

  const outcomes = (await (await doctorApi.get(`/api/staff/patients/${patientId}/outcomes`)).json()).data;
  expect(outcomes.measures[0].readings).toMatchObject([{ value: 3, at: 'session', takenOn: date }]);
  await doctorApi.dispose();
});
