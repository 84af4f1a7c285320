/**
 * A therapist's day in the staff console: a therapist signs in at /staff and lands on
 * their own day, not on the board (which is not for their role); the menu offers that page only;
 * the day moves a day at a time or by the date field. The therapist is the test's own (decision
 * 0037), so the days shown hold no session whatever other specs book at the same time; a demo
 * therapist's sessions on her day are seen in programme-flow.spec.ts.
 */
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  type OwnTherapist,
  patientApi,
  STAFF_PHONES,
  staffApi,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

async function therapistSignIn(browser: Browser, therapist: OwnTherapist): Promise<Page> {
  const page = await staffSignIn(browser, therapist.phone);
  await expect(page).toHaveURL(/\/staff\/my-day$/);
  return page;
}

/** The ISO date a day after or before. */
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a therapist lands on their own day, sees only it in the menu, and moves between days', async ({ browser, therapist }) => {
  const page = await therapistSignIn(browser, therapist);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No sessions on this day.' })).toBeVisible();
  await expect(page.locator('#staff-nav').getByRole('link')).toHaveText(['My day']);
  await expect(page.getByText(`Signed in as ${therapist.name} (Therapist)`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A day on and back, then a date typed into the field.
  const today = await page.locator('#my-day-date').locator('xpath=..').locator('input[type="hidden"]').inputValue();
  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/my-day\\?date=${shift(today, 1)}$`));
  await expect(page.getByRole('link', { name: 'Today' })).toBeVisible();
  await page.getByRole('link', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${today}$`));
  const [y, m, d] = shift(today, -7).split('-');
  await page.getByRole('textbox', { name: 'Date' }).fill(`${d}/${m}/${y}`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${shift(today, -7)}$`));
  await expect(page.getByRole('status').filter({ hasText: 'No sessions on this day.' })).toBeVisible();

  // The console's index and the board: their day, and 403 with the way back to it.
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/my-day$/);
  const board = await page.goto('/staff/today');
  expect(board?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await page.getByRole('link', { name: 'My day' }).last().click();
  await expect(page).toHaveURL(/\/staff\/my-day$/);
  await page.context().close();
});

test("the therapist's day fits phones, tablets and desktops; the phone menu holds only their day", async ({ browser, therapist }) => {
  const page = await therapistSignIn(browser, therapist);
  await waitForHydration(page);
  await expectFitsEveryWidth(page, '/staff/my-day');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open console menu' }).click();
  await expect(page.locator('#staff-nav').getByRole('link')).toHaveText(['My day']);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("the therapist's day with sessions fits 390 px, in English and Hindi", async ({ browser, baseURL, request, therapist }) => {
  const { who, api } = await patientApi(baseURL, { name: 'Asha Widthcheck' });
  await api.dispose();
  const made = await request.post('/api/test/sessions', { data: { therapistId: therapist.id, contact: who.contact, name: who.name } });
  expect(made.status(), await made.text()).toBe(201);
  const { date } = (await made.json()).data as { date: string };
  // An allergy the admin recorded: the therapist sees it on the session (decision 0059).
  const admin = await staffApi(baseURL, STAFF_PHONES.admin);
  const [found] = (await (await admin.get(`/api/staff/patients?q=${who.contact}`)).json()).data.patients as { id: string }[];
  const facts = { allergies: ['Sesame oil'], alerts: [] };
  expect((await admin.put(`/api/staff/patients/${found!.id}/clinical-facts`, { data: facts })).ok()).toBe(true);
  await admin.dispose();
  const page = await therapistSignIn(browser, therapist);
  // Today (its first session begun) and the next day (its second, and the "Today" link).
  for (const [lang, day] of [
    ['en', date],
    ['hi', date],
    ['en', shift(date, 1)],
    ['hi', shift(date, 1)],
  ] as const) {
    await page.goto(`/staff/my-day?date=${day}&lang=${lang}`);
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: /./ }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('patient-alerts').first()).toContainText('Sesame oil');
    await expectFitsEveryWidth(page, `/staff/my-day ${day} with sessions (${lang})`, async (width) => {
      await shot(page, `my-day-${day}-${lang}-${width}`, { fullPage: true });
    });
  }
  await page.context().close();
});

test('reception still lands on the board', async ({ browser }) => {
  const page = await staffSignIn(browser, STAFF_PHONES.reception);
  await expect(page.locator('#staff-nav').getByRole('link', { name: 'My day' })).toHaveCount(0);
  await page.goto('/staff/my-day');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await page.context().close();
});
