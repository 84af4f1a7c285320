/**
 * The patient's therapy programmes in My Appointments: without a programme there is no
 * section and another programme's deposit page is not found. A programme seen, its deposit reported
 * and a session asked to move: programme-flow.spec.ts (the clinic makes the programme first). A
 * programme cancelled after its deposit was paid stays, with the refund due (decision 0030).
 */
import type { Page } from '@playwright/test';
import {
  completedConsultation,
  expect,
  expectNoAxeViolations,
  patientSignIn,
  staffApi,
  test,
  uniquePhone,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

/** With E2E_SHOTS (tests/e2e/shots.ts): a full-page screenshot at each width, to look at. */
const shotsAt = (page: Page, name: string) => async (width: number) => {
  await shot(page, `${name}-${width}`, { fullPage: true });
};

test('a patient without a programme sees no programme section, and another id is not found', async ({ page }) => {
  await patientSignIn(page, uniquePhone(), 'Asha Verma', '/appointments');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Therapy programmes' })).toHaveCount(0);
  const res = await page.goto('/programme/00000000-0000-4000-8000-000000000001/deposit');
  expect(res?.status()).toBe(404);
  const bad = await page.goto('/programme/not-an-id/deposit');
  expect(bad?.status()).toBe(404);
});

test('a programme cancelled after its deposit was paid stays in My Appointments, with the refund due', async ({
  page,
  baseURL,
  desk,
  doctor: ownDoctor,
}) => {
  test.setTimeout(240_000);
  const { id, patient } = await completedConsultation(baseURL, desk, ownDoctor, 'Meena Refund');
  const doctor = await staffApi(baseURL, ownDoctor.phone);
  // Three weeks ahead: past the days of the programme that programme-flow.spec.ts books at the same time in another worker.
  const inThreeWeeks = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 21 * 86_400_000));
  const prescribed = await doctor.post('/api/staff/programmes', {
    data: { consultationId: id, days: [['abhyanga']], startDate: inThreeWeeks, timeBand: 'any', patientGender: 'female' },
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
  expect((await desk.post(`${base}/cancel`, { data: { reason: 'Patient travelling' } })).ok()).toBe(true);

  await patientSignIn(page, patient.contact, patient.name, '/appointments');
  await waitForHydration(page);
  const card = page.getByTestId('programme-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText('Deposit received');
  await expect(card.getByText('Refund', { exact: true })).toBeVisible();
  await expect(card).toContainText('to be paid back by the clinic');
  await expect(card.getByRole('link', { name: /^Pay deposit/ })).toHaveCount(0);
  await expect(card).not.toContainText('Balance to pay at the clinic');
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'My Appointments with a cancelled programme', shotsAt(page, 'cancelled-programme'));
});
