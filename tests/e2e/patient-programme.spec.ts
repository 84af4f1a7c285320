/**
 * The patient's therapy programme in My Appointments (issue 24): the card with its days, progress
 * and deposit; the deposit page with the UPI QR and the UTR form; "Ask to move" a session.
 *
 * The programme is made as the clinic makes it: the doctor prescribes it and reception accepts the
 * proposal, through the staff API. Those endpoints are built on other branches: until they are
 * merged, `acceptedProgrammeFor` has nothing to call and the flow test is skipped (the lead wires
 * it after the merge). The rest runs now.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniquePhone, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';

/**
 * An accepted 7-day programme for the patient with `contact`, made through the staff API (doctor
 * prescribes, reception accepts). Returns null while those endpoints are not on this branch.
 */
async function acceptedProgrammeFor(_request: APIRequestContext, _contact: string): Promise<string | null> {
  return null;
}

test('a patient without a programme sees no programme section, and another id is not found', async ({ page }) => {
  await signIn(page, uniquePhone(), 'Asha Verma', '/appointments');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Therapy programmes' })).toHaveCount(0);
  const res = await page.goto('/programme/00000000-0000-4000-8000-000000000001/deposit');
  expect(res?.status()).toBe(404);
  const bad = await page.goto('/programme/not-an-id/deposit');
  expect(bad?.status()).toBe(404);
});

test('a patient sees the programme, pays the deposit with a UTR and asks to move a session', async ({ page, request }) => {
  const phone = uniquePhone();
  await signIn(page, phone, 'Asha Verma', '/appointments');
  const programmeId = await acceptedProgrammeFor(request, phone);
  test.skip(programmeId === null, 'needs the staff endpoints that prescribe and accept a programme (other branches)');
  await page.goto('/appointments');
  await waitForHydration(page);
  await seesProgramme(page);
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'appointments with a programme');

  await page.getByRole('link', { name: /^Pay deposit ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/programme/${programmeId}/deposit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Programme deposit' })).toBeVisible();
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'deposit page');
  await page.getByLabel('UTR').fill('123');
  await page.getByRole('button', { name: 'I have paid the deposit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /12/ })).toBeVisible();
  await page.getByLabel('UTR').fill(String(Date.now()).slice(-12).padStart(12, '4'));
  await page.getByRole('button', { name: 'I have paid the deposit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The clinic will confirm your deposit' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to My Appointments' }).click();
  await expect(page.getByText('Deposit reported, waiting for the clinic to confirm')).toBeVisible();
  const session = page
    .getByTestId('programme-session')
    .filter({ has: page.getByText('Ask to move') })
    .first();
  await session.getByText('Ask to move').click();
  await session.getByLabel('When would suit you better? (optional)').fill('Any evening this week');
  await session.getByRole('button', { name: 'Send request' }).click();
  await expect(session.getByTestId('move-requested')).toHaveText('Move requested. The clinic will call you.');
  await expectNoAxeViolations(page);
});

async function seesProgramme(page: Page) {
  await expect(page.getByRole('heading', { name: 'Therapy programmes' })).toBeVisible();
  const card = page.getByTestId('programme-card').first();
  await expect(card.getByText(/of \d+ sessions done/).first()).toBeVisible();
  await expect(card.getByRole('progressbar')).toBeVisible();
  await expect(card.getByText('How to prepare').first()).toBeVisible();
}
