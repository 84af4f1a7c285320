/**
 * A programme's money at the desk (decisions 0055, 0067): reception collects the balance in two parts
 * (cash, then UPI with its reference) on the programme's page, each confirmed and with a receipt;
 * downloads a receipt; opens the final bill and its PDF. The patient sees the receipts and the bill
 * on their programme card. The pages fit 390, 768 and 1280 px and pass axe.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import {
  STAFF_PHONES,
  completedConsultation,
  expect,
  expectNoAxeViolations,
  expectNoRawKeys,
  patientSignIn,
  staffApi,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

/** With E2E_SHOTS (tests/e2e/shots.ts): a full-page screenshot at each width, to look at. */
const shotsAt = (page: Page, name: string) => async (width: number) => {
  await shot(page, `${name}-${width}`, { fullPage: true });
};

async function expectPdf(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

test('the desk collects a balance in two parts, downloads a receipt and opens the final bill; the patient sees both', async ({
  browser,
  baseURL,
  desk,
  doctor: ownDoctor,
}) => {
  test.setTimeout(300_000);
  const { id, patient } = await completedConsultation(baseURL, desk, ownDoctor, 'Kavya Balance');
  const doctor = await staffApi(baseURL, ownDoctor.phone);
  // Four weeks ahead: clear of the days other programme specs book at the same time.
  const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 28 * 86_400_000));
  const prescribed = await doctor.post('/api/staff/programmes', {
    data: { consultationId: id, days: [['abhyanga'], ['abhyanga']], startDate: start, timeBand: 'any', patientGender: 'female' },
  });
  expect(prescribed.status(), await prescribed.text()).toBe(201);
  const programmeId = (await prescribed.json()).data.programme.id as string;
  await doctor.dispose();
  const base = `/api/staff/programmes/${programmeId}`;
  const { sessions } = (await (await desk.get(`${base}/proposal`)).json()).data as { sessions: Record<string, unknown>[] };
  const accept = await desk.post(`${base}/accept`, {
    data: {
      sessions: sessions.map(({ day, therapySlug, startsAt, roomId, therapistIds }) => ({
        day,
        therapySlug,
        startsAt,
        roomId,
        therapistIds,
      })),
    },
  });
  expect(accept.ok(), await accept.text()).toBe(true);
  expect((await desk.post(`${base}/deposit/confirm`, { data: { method: 'clinic-cash' } })).ok()).toBe(true);
  const { amounts } = (await (await desk.get(base)).json()).data.programme as { amounts: { balance: number } };
  expect(amounts.balance).toBeGreaterThan(1000);
  const firstPart = Math.floor(amounts.balance / 2);
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

  // Reception: the balance form starts from the balance due.
  const page = await staffSignIn(browser, STAFF_PHONES.reception);
  await page.goto(`/staff/programmes/${programmeId}`);
  await waitForHydration(page);
  const form = page.getByTestId('balance-form');
  await expect(form.getByTestId('balance-due')).toHaveText(rupees(amounts.balance));
  await expect(form.getByLabel('Amount (₹)')).toHaveValue(String(amounts.balance));
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'Programme page with the balance form', shotsAt(page, 'programme-balance'));

  // Part one: cash, confirmed first.
  await form.getByLabel('Amount (₹)').fill(String(firstPart));
  await form.getByLabel('Paid by').selectOption('clinic-cash');
  await form.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Record ${rupees(firstPart)} by Cash at the desk?`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/^Payment recorded: receipt SA\/\d{4}-\d{2}\/\d{6}\.$/)).toBeVisible();
  const rest = amounts.balance - firstPart;
  await expect(form.getByTestId('balance-due')).toHaveText(rupees(rest));
  await expect(form.getByLabel('Amount (₹)')).toHaveValue(String(rest));

  // Part two: UPI needs its reference.
  await form.getByLabel('Paid by').selectOption('clinic-upi');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByText('UTR', { exact: false }).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await form.getByLabel('UPI reference (UTR)').fill(`7${String(Date.now()).slice(-11)}`);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('balance-form')).toHaveCount(0);
  const receipts = page.getByTestId('programme-receipts').getByRole('listitem');
  await expect(receipts).toHaveCount(3);
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);

  const download = page.waitForEvent('download');
  await receipts.nth(2).getByRole('link', { name: 'Receipt (English)' }).click();
  await expectPdf(await download, /^receipt-SA-\d{4}-\d{2}-\d{6}\.pdf$/);

  // The final bill.
  await page.getByTestId('open-bill').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programme bill' })).toBeVisible();
  await expect(page.getByTestId('bill-settled')).toHaveText('₹0');
  await expect(page.getByText('0 done, 0 missed, 2 to come, of 2 sessions')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  await expectFitsEveryWidth(page, 'Programme bill (desk)', shotsAt(page, 'programme-bill'));
  const bill = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Bill PDF (English)' }).click();
  await expectPdf(await bill, /^programme-bill-\d{4}-\d{2}-\d{2}\.pdf$/);
  await page.context().close();

  // The patient: the receipts on the programme card and the same bill.
  const mine = await (await browser.newContext()).newPage();
  await patientSignIn(mine, patient.contact, patient.name, '/appointments');
  await waitForHydration(mine);
  const card = mine.getByTestId('programme-card');
  await expect(card.getByTestId('programme-receipts').getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(mine);
  await card.getByTestId('open-bill').click();
  await expect(mine.getByRole('heading', { level: 1, name: 'Programme bill' })).toBeVisible();
  await expect(mine.getByTestId('bill-settled')).toHaveText('₹0');
  await expectNoAxeViolations(mine);
  await expectFitsEveryWidth(mine, 'Programme bill (patient)', shotsAt(mine, 'programme-bill-patient'));
  await mine.context().close();
});
