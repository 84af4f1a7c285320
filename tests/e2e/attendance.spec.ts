/**
 * Attendance and the day's papers (decision 0051), at a phone's and a desktop's width with axe:
 * the desk checks a patient in and marks another a no-show on the board; the therapist marks their
 * own session done on their day; the patient's programme counts it; the day sheet lists the
 * sessions and the therapy schedule prints by room and by therapist. The doctor and the therapist
 * are the test's own (decision 0037).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  beginSlot,
  book,
  expect,
  expectNoAxeViolations,
  type OwnDoctor,
  patientApi,
  patientSignIn,
  STAFF_PHONES,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { shot } from './shots';

const WIDTHS = [390, 1280] as const;

/** A confirmed consultation of a new patient with `doctor`, moved to a slot that has begun. */
async function begunConsultation(baseURL: string | undefined, desk: APIRequestContext, doctor: OwnDoctor, name: string) {
  const { api, who } = await patientApi(baseURL, { name });
  const { _id: id } = await book(api, doctor, { slot: { day: 1 }, who });
  await api.dispose();
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);
  const at = await beginSlot(desk, id);
  return { id, ...at };
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
}

test('the desk checks a patient in and marks another a no-show on the board', async ({ browser, baseURL, desk, doctor }) => {
  const first = await begunConsultation(baseURL, desk, doctor, 'Kiran Arrives');
  const second = await begunConsultation(baseURL, desk, doctor, 'Mohan Absent');
  const page = await staffSignIn(browser, STAFF_PHONES.reception);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(`/staff/today?date=${first.date}&doctorId=${doctor.id}`);
    await waitForHydration(page);
    const row = (id: string) => page.locator(`[data-consultation-id="${id}"]`);
    if (width === 390) {
      await row(first.id).getByRole('button', { name: 'Check in: Kiran Arrives' }).click();
      await expect(row(first.id).getByTestId('attendance-state')).toHaveAttribute('data-state', 'arrived');
      // Arrived: no no-show any more; the visit may start.
      await expect(row(first.id).getByRole('button', { name: 'No-show: Kiran Arrives' })).toHaveCount(0);
      await expect(row(first.id).getByRole('button', { name: 'Start: Kiran Arrives' })).toBeVisible();
      await row(second.id).getByRole('button', { name: 'No-show: Mohan Absent' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark as a no-show?' });
      await expect(dialog).toContainText('Mohan Absent did not come');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'No-show' }).click();
      await expect(row(second.id).getByText('No-show', { exact: true })).toBeVisible();
    }
    await expect(row(second.id).getByRole('button', { name: /Check in/ })).toHaveCount(0);
    await shot(page, `board-${width}`, { fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page.context().close();
});

test('the therapist marks their own session done; the programme counts it; the day papers list it', async ({
  browser,
  baseURL,
  request,
  therapist,
}) => {
  test.setTimeout(180_000); // three roles and six pages at two widths, each with axe
  const { who, api } = await patientApi(baseURL, { name: 'Asha Therapy' });
  await api.dispose();
  const made = await request.post('/api/test/sessions', { data: { therapistId: therapist.id, contact: who.contact, name: who.name } });
  expect(made.status(), await made.text()).toBe(201);
  const { date, room, sessionIds } = (await made.json()).data as { date: string; room: string; sessionIds: string[] };

  const page = await staffSignIn(browser, therapist.phone);
  await page.goto(`/staff/my-day?date=${date}`);
  await waitForHydration(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const session = page.getByRole('listitem').filter({ hasText: room });
    if (width === 390) {
      await session.getByRole('button', { name: 'Done: Asha' }).click();
      await expect(session.getByTestId('attendance-state')).toHaveAttribute('data-state', 'done');
    }
    await expect(session.getByRole('button', { name: /Done|No-show/ })).toHaveCount(0);
    await shot(page, `my-day-${width}`, { fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page.context().close();

  const patient = await browser.newPage();
  await patientSignIn(patient, who.contact, who.name, '/appointments');
  await expect(patient.getByText('1 of 2 sessions done')).toBeVisible();
  await patient.close();

  const desk = await staffSignIn(browser, STAFF_PHONES.reception);
  for (const width of WIDTHS) {
    await atWidth(desk, width);
    await desk.goto(`/staff/day-sheet?date=${date}`);
    await waitForHydration(desk);
    const sheet = desk.locator('section').filter({ has: desk.getByRole('heading', { name: 'Therapy sessions' }) });
    await expect(sheet.getByTestId('session-row').filter({ hasText: 'Asha Therapy' })).toContainText(room);
    await expectNoAxeViolations(desk);
    await shot(desk, `day-sheet-${width}`, { fullPage: true });
    await desk.getByRole('link', { name: 'Therapy by room' }).click();
    await expect(desk.getByRole('heading', { name: `Therapy by room · ${room}` })).toBeVisible();
    await expectNoAxeViolations(desk);
    await shot(desk, `by-room-${width}`, { fullPage: true });
    await desk.getByRole('link', { name: 'Therapy by therapist' }).click();
    await expect(desk.getByRole('heading', { name: `Therapy by therapist · ${therapist.name}` })).toBeVisible();
    await expect(desk.getByTestId('session-row').filter({ hasText: 'Asha Therapy' }).first()).toContainText('Done');
    await expectNoAxeViolations(desk);
    // The grid's session panel shows where it stands; a done session offers no step.
    await desk.goto(`/staff/schedule?date=${date}&session=${sessionIds[0]}`);
    await waitForHydration(desk);
    const panel = desk.getByRole('dialog');
    await expect(panel.getByTestId('attendance-state')).toHaveAttribute('data-state', 'done');
    await expect(panel.getByRole('button', { name: /Check in|No-show/ })).toHaveCount(0);
    await expectNoAxeViolations(desk);
    await shot(desk, `grid-${width}`, { fullPage: true });
  }
  await desk.context().close();
});
