/**
 * The front desk's whole day (decisions 0056, 0067, 0072), walked through the console at a phone's and a desktop's
 * width with axe on every screen: a caller booked by phone as a new patient (registered at the
 * desk), a returning patient who walks in, check-in and a no-show on the board, the therapist
 * marking their session done, the doctor's programme accepted, its balance collected in two parts
 * with receipts, a session moved on the grid and the move undone, the day closed, the second part
 * of the balance taken after the close landing on the next open day (decisions 0056, 0067), the
 * final bill, and the admin re-opening the day with a reason. The doctor and the therapist are the
 * test's own (decision 0037).
 *
 * Closing today is the only way a payment taken now comes after the close: the day is re-opened at
 * the end, so other specs running beside this one see an open day again within seconds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { clinicDate } from '../../core/booking/slots';
import { formatClinicDate } from '../../core/i18n/clinic-time';
import { INTL_LOCALE } from '../../core/i18n/locales';
import {
  beginSlot,
  expect,
  expectNoAxeViolations,
  patientApi,
  smsOutbox,
  STAFF_PHONES,
  staffApi,
  staffSignIn,
  test,
  uniquePhone,
  waitForHydration,
} from './fixtures';
import { measureWidth } from './layout';
import { shot } from './shots';

const WIDTHS = [390, 1280] as const;

/** The screen as it is at each width: no wider than the window, axe clean (a screenshot to look at); ends at `end`. */
async function checkScreen(page: Page, label: string, end: (typeof WIDTHS)[number] = 1280) {
  for (const width of [...WIDTHS.filter((w) => w !== end), end]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const report = await measureWidth(page);
    expect(report.offenders, `${label} at ${width} px`).toEqual([]);
    expect(report.scrollWidth, `${label} at ${width} px`).toBeLessThanOrEqual(report.clientWidth);
    await expectNoAxeViolations(page);
    await shot(page, `${label}-${width}`, { fullPage: true });
  }
}

/** The ISO date `days` after `iso`. */
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Books the first free time of `doctorName` for the patient the desk has picked; returns the consultation's id. */
async function bookFirstFreeTime(page: Page, doctorName: string, patientName: string): Promise<string> {
  await expect(page.getByRole('button', { name: 'Change patient' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Doctor' }).selectOption({ label: doctorName });
  const day = page.locator('.rdp-day_button:not([disabled])').first();
  await expect(day).toBeVisible();
  await day.click();
  await page.getByRole('radiogroup', { name: 'Time slot' }).locator('label').first().click();
  const booked = page.waitForResponse((r) => r.url().endsWith('/api/staff/bookings') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const answer = await booked;
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: `for ${patientName} on` })).toBeVisible();
  return ((await answer.json()).data.consultation as { _id: string })._id;
}

/** Confirms a consultation (a desk booking may already be) and moves it to a slot that has begun. */
async function begin(desk: APIRequestContext, id: string) {
  const confirmed = await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } });
  expect([200, 409], await confirmed.text()).toContain(confirmed.status());
  return beginSlot(desk, id);
}

// @clinic-wide: it closes today, so while it runs every other spec's payment would count on the
// next open day; it runs after the others, alone (playwright.config.ts).
test("the front desk's whole day, from a phone booking to the day closed and re-opened @clinic-wide", async ({
  browser,
  baseURL,
  desk,
  doctor,
  therapist,
  request,
}) => {
  test.setTimeout(420_000);
  const page = await staffSignIn(browser, STAFF_PHONES.reception);

  // 1. A caller books by phone: a new patient, registered at the desk with the notice read out.
  const caller = { name: 'Savitri Caller', phone: uniquePhone() };
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/staff/book');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Book for a patient' })).toBeVisible();
  await page.getByRole('searchbox').fill(caller.phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No patient matches. Register them below.')).toBeVisible();
  await page.getByLabel('Full name').fill(caller.name);
  await page.getByLabel('Mobile number').fill(caller.phone);
  await page.getByLabel('Age (years)').fill('52');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Language for messages').selectOption('en');
  await page.getByLabel('I read it out to them').check();
  await checkScreen(page, 'desk-register', 390);
  await page.getByRole('button', { name: 'Register patient' }).click();
  const callerVisit = await bookFirstFreeTime(page, doctor.name, caller.name);
  await checkScreen(page, 'desk-booked', 390);
  // The caller gets the same confirmation as an online booking.
  await expect.poll(() => smsOutbox().filter((m) => m.to === caller.phone).length).toBeGreaterThan(0);

  // 2. A returning patient walks in: found by their number, booked at 1280 px.
  const { api: walkInApi, who: walkIn } = await patientApi(baseURL, { name: 'Gopal Walkin' });
  await walkInApi.dispose();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/staff/book');
  await waitForHydration(page);
  await page.getByRole('searchbox').fill(walkIn.contact);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Book for ${walkIn.name}` }).click();
  const walkInVisit = await bookFirstFreeTime(page, doctor.name, walkIn.name);

  // 3. Their times come; the board: the walk-in checks in, the caller does not come.
  const at = await begin(desk, walkInVisit);
  await begin(desk, callerVisit);
  await page.goto(`/staff/today?date=${at.date}&doctorId=${doctor.id}`);
  await waitForHydration(page);
  const row = (id: string) => page.locator(`[data-consultation-id="${id}"]`);
  await page.setViewportSize({ width: 390, height: 900 });
  await row(walkInVisit)
    .getByRole('button', { name: `Check in: ${walkIn.name}` })
    .click();
  await expect(row(walkInVisit).getByTestId('attendance-state')).toHaveAttribute('data-state', 'arrived');
  await row(callerVisit)
    .getByRole('button', { name: `No-show: ${caller.name}` })
    .click();
  const noShow = page.getByRole('dialog', { name: 'Mark as a no-show?' });
  await expect(noShow).toContainText(`${caller.name} did not come`);
  await expectNoAxeViolations(page);
  await noShow.getByRole('button', { name: 'No-show' }).click();
  await expect(row(callerVisit).getByText('No-show', { exact: true })).toBeVisible();
  await checkScreen(page, 'board');

  // The walk-in is seen; the doctor prescribes a programme of two Abhyanga days, five weeks ahead.
  const seen = await desk.patch(`/api/consultations/${walkInVisit}/status`, { data: { status: 'completed' } });
  expect(seen.ok(), await seen.text()).toBe(true);
  const doctorApi = await staffApi(baseURL, doctor.phone);
  const start = addDays(clinicDate(new Date()), 35 + Math.floor(Math.random() * 20));
  const prescribed = await doctorApi.post('/api/staff/programmes', {
    data: { consultationId: walkInVisit, days: [['abhyanga'], ['abhyanga']], startDate: start, timeBand: 'any', patientGender: 'male' },
  });
  expect(prescribed.status(), await prescribed.text()).toBe(201);
  const programmeId = (await prescribed.json()).data.programme.id as string;
  await doctorApi.dispose();
  const base = `/api/staff/programmes/${programmeId}`;
  const { sessions } = (await (await desk.get(`${base}/proposal`)).json()).data as { sessions: Record<string, unknown>[] };
  const accepted = await desk.post(`${base}/accept`, {
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
  expect(accepted.ok(), await accepted.text()).toBe(true);
  expect((await desk.post(`${base}/deposit/confirm`, { data: { method: 'clinic-cash' } })).ok()).toBe(true);

  // 4. The therapist marks their session of the day done, on their own day at 390 px.
  const made = await request.post('/api/test/sessions', { data: { therapistId: therapist.id, contact: caller.phone, name: caller.name } });
  expect(made.status(), await made.text()).toBe(201);
  const { date: sessionDate, room } = (await made.json()).data as { date: string; room: string };
  const therapistPage = await staffSignIn(browser, therapist.phone);
  await therapistPage.setViewportSize({ width: 390, height: 900 });
  await therapistPage.goto(`/staff/my-day?date=${sessionDate}`);
  await waitForHydration(therapistPage);
  const session = therapistPage.getByRole('listitem').filter({ hasText: room }).first();
  await session.getByRole('button', { name: `Done: ${caller.name.split(' ')[0]}` }).click();
  await expect(session.getByTestId('attendance-state')).toHaveAttribute('data-state', 'done');
  await checkScreen(therapistPage, 'my-day', 390);
  await therapistPage.context().close();

  // 5. The balance, first part in cash with its receipt.
  const { programme } = (await (await desk.get(base)).json()).data as {
    programme: { amounts: { balance: number }; sessions: { id: string; date: string }[] };
  };
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  const firstPart = Math.floor(programme.amounts.balance / 2);
  const rest = programme.amounts.balance - firstPart;
  await page.goto(`/staff/programmes/${programmeId}`);
  await waitForHydration(page);
  const form = page.getByTestId('balance-form');
  await expect(form.getByTestId('balance-due')).toHaveText(rupees(programme.amounts.balance));
  await form.getByLabel('Amount (₹)').fill(String(firstPart));
  await form.getByLabel('Paid by').selectOption('clinic-cash');
  await form.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog');
  await expect(pay).toContainText(`Record ${rupees(firstPart)} by Cash at the desk?`);
  await expectNoAxeViolations(page);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/^Payment recorded: receipt SA\/\d{4}-\d{2}\/\d{6}\.$/)).toBeVisible();
  await expect(form.getByTestId('balance-due')).toHaveText(rupees(rest));
  await expect(page.getByTestId('programme-receipts').getByRole('listitem')).toHaveCount(2);
  await checkScreen(page, 'programme-balance');

  // 6. A session moved on the grid, asked first, then undone.
  const first = programme.sessions[0]!;
  await page.goto(`/staff/schedule?date=${first.date}&session=${first.id}`);
  await waitForHydration(page);
  const panel = page.getByRole('dialog');
  const moveHere = panel.getByRole('button', { name: /^Move here: / }).first();
  await expect(moveHere).toBeVisible();
  await checkScreen(page, 'grid-move-panel');
  await moveHere.click();
  const question = page.getByRole('dialog', { name: 'Move this session?' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(/moved\. Undo within \d+ seconds/)).toBeVisible();
  const startOf = async (id = first.id) =>
    ((await (await desk.get(base)).json()).data.programme.sessions as { id: string; start: string; date: string }[]).find(
      (s) => s.id === id,
    );
  const before = first as { id: string; date: string; start?: string };
  const movedTo = await startOf();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Moved back.')).toBeVisible();
  const back = await startOf();
  expect(back?.date).toBe(before.date);
  expect(back?.start).not.toBe(undefined);
  expect(`${back?.date} ${back?.start}`).not.toBe(`${movedTo?.date} ${movedTo?.start}`);
  await checkScreen(page, 'grid-after-undo');

  // A whole programme day moves in one step (decision 0072): day 2 a week later, at 390 px.
  const dayTwo = programme.sessions[1]!;
  const weekLater = addDays(dayTwo.date, 7);
  await page.goto(`/staff/programmes/${programmeId}`);
  await waitForHydration(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: 'Move day 2' }).click();
  const moveDay = page.getByRole('dialog', { name: 'Move day 2 to another date?' });
  const [y, m, d] = weekLater.split('-');
  await moveDay.getByRole('textbox', { name: 'New date' }).fill(`${d}/${m}/${y}`);
  await moveDay.getByRole('textbox', { name: 'New date' }).press('Tab');
  await checkScreen(page, 'move-day', 390);
  await moveDay.getByRole('button', { name: 'Move the day' }).click();
  await expect(page.getByText(`Day 2 moved to ${formatClinicDate(weekLater, INTL_LOCALE.en)}: 1 session.`, { exact: false })).toBeVisible();
  await expect(moveDay).toHaveCount(0);
  expect((await startOf(dayTwo.id))?.date).toBe(weekLater);

  // 7. The day is closed.
  const today = clinicDate(new Date());
  const nextDay = addDays(today, 1);
  await page.goto(`/staff/reconciliation?date=${today}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Close the day' }).click();
  const closeQuestion = page.getByRole('dialog', { name: `Close ${formatClinicDate(today, INTL_LOCALE.en)}?` });
  await expectNoAxeViolations(page);
  await closeQuestion.getByRole('button', { name: 'Close the day' }).click();
  await expect(page.getByText(/^Closed by /)).toBeVisible();
  await checkScreen(page, 'day-closed');

  // 8. The rest of the balance comes after the close (UPI): its receipt, counted on the next open day.
  await page.goto(`/staff/programmes/${programmeId}`);
  await waitForHydration(page);
  await form.getByLabel('Paid by').selectOption('clinic-upi');
  await form.getByLabel('UPI reference (UTR)').fill(`6${String(Date.now()).slice(-11)}`);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await pay.getByRole('button', { name: 'Record payment' }).click();
  const nextDayText = formatClinicDate(nextDay, INTL_LOCALE.en);
  await expect(
    page.getByText(new RegExp(`^Payment recorded: receipt SA/\\d{4}-\\d{2}/\\d{6}\\. Today is closed, so it counts on ${nextDayText}\\.$`)),
  ).toBeVisible();
  const receipts = page.getByTestId('programme-receipts').getByRole('listitem');
  await expect(receipts).toHaveCount(3);
  await expect(receipts.nth(2).getByTestId('counted-on')).toHaveText(`· counted on ${nextDayText}`);
  await expect(receipts.nth(1).getByTestId('counted-on')).toHaveCount(0);
  await expect(page.getByTestId('balance-form')).toHaveCount(0);
  await checkScreen(page, 'programme-late-payment');

  // The next day's reconciliation counts it among the programme balances.
  await page.goto(`/staff/reconciliation?date=${nextDay}`);
  await waitForHydration(page);
  const balances = page.getByRole('row', { name: /of which programme balances/ }).first();
  await expect(balances).toContainText(rupees(rest));
  await checkScreen(page, 'next-day');

  // 9. The final bill: settled.
  await page.goto(`/staff/programmes/${programmeId}/bill`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Programme bill' })).toBeVisible();
  await expect(page.getByTestId('bill-settled')).toHaveText('₹0');
  await checkScreen(page, 'bill');
  await page.context().close();

  // 10. The admin re-opens the day with a reason; the report says who, when and why.
  const admin = await staffSignIn(browser, STAFF_PHONES.admin);
  await admin.goto(`/staff/reconciliation?date=${today}`);
  await waitForHydration(admin);
  await admin.getByRole('button', { name: 'Re-open the day' }).click();
  const reopen = admin.getByRole('dialog');
  await reopen.getByLabel('Reason for re-opening').fill('A card payment of the day was keyed late');
  await expectNoAxeViolations(admin);
  await reopen.getByRole('button', { name: 'Re-open the day' }).click();
  await expect(admin.getByTestId('reopened-note')).toContainText('A card payment of the day was keyed late');
  await expect(admin.getByRole('button', { name: 'Close the day' })).toBeVisible();
  await checkScreen(admin, 'reopened');
  await admin.context().close();
});
