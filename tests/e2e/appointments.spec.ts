/**
 * Tracking, My Appointments, cancelling and feedback, on data made through the real API:
 * a patient signs in with a code from the SMS outbox and books two consultations.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import {
  apiSignIn,
  beginSlot,
  book,
  expect,
  expectNoAxeViolations,
  expectNoRawKeys,
  newDoctor,
  STAFF_PHONES,
  staffApi,
  test,
  uniquePhone,
  type Booked,
  type OwnDoctor,
} from './fixtures';

type Cookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
};
const patient = { name: 'Asha Kumari Verma', contact: uniquePhone(), email: 'asha.e2e@example.com' };
let cookies: Cookie[] = [];
let doctor: OwnDoctor;
let kept: Booked;
let toCancel: Booked;

/** A booking of the file's own doctor on days well beyond 24 hours from now, so it can still be cancelled. */
const bookVisit = (api: APIRequestContext, index: number) =>
  book(api, doctor, { slot: { day: 3 + index, slot: index, minSlots: 2 }, symptoms: 'Stiff knees every morning', who: patient });

test.describe.serial('tracking, My Appointments and feedback', () => {
  test.beforeAll(async ({ baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    doctor = await newDoctor(api);
    await apiSignIn(api, patient);
    kept = await bookVisit(api, 0);
    toCancel = await bookVisit(api, 1);
    cookies = (await api.storageState()).cookies as Cookie[];
    await api.dispose();
  });

  test('tracking shows a booking: short name to anyone, full name and symptoms to its owner', async ({ page }) => {
    await page.goto('/track_consultation');
    await page.getByRole('button', { name: 'Fetch Consultation' }).click();
    await expect(page.getByText('Please enter a consultation ID')).toBeVisible();
    await page.getByLabel('Consultation ID').fill(kept.displayId.toLowerCase());
    await page.getByRole('button', { name: 'Fetch Consultation' }).click();
    await expect(page).toHaveURL(new RegExp(`/consultation/${kept.displayId}$`, 'i'));
    await expect(page.getByRole('status')).toContainText('Pending');
    await expect(page.getByText('Asha V.', { exact: true })).toBeVisible();
    await expect(page.getByText('Stiff knees every morning')).toHaveCount(0);
    await expect(page.getByText(kept.doctor.doctorName)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoRawKeys(page);

    await page.getByLabel('Consultation ID').fill('ABCDE-FGHJK-MNPQR-STVWX');
    await page.getByRole('button', { name: 'Fetch Consultation' }).click();
    await expect(page.getByText('Consultation not found')).toBeVisible();

    await page.context().addCookies(cookies);
    await page.goto(`/consultation/${kept._id}`);
    await expect(page.getByText(patient.name, { exact: true })).toBeVisible();
    await expect(page.getByText('Stiff knees every morning')).toBeVisible();
  });

  test('My Appointments lists the bookings and cancels one', async ({ page }) => {
    await page.goto('/appointments');
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fappointments$/);
    await page.context().addCookies(cookies);
    await page.goto('/appointments');
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('Please arrive 15 minutes before your appointment time.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoRawKeys(page);

    await page.getByRole('button', { name: 'View Details' }).first().click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('Stiff knees every morning');
    await expect(details).toContainText('No prescription yet.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    const card = page.locator(`article[aria-labelledby="appt-${toCancel._id}"]`);
    await card.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Cancel this consultation?');
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Consultation cancelled')).toBeVisible();
    await page.getByRole('tab', { name: /Cancelled/ }).click();
    const cancelled = page.getByRole('tabpanel');
    await expect(cancelled.getByRole('article')).toHaveCount(1);
    await expect(cancelled.getByText('Cancelled by you')).toBeVisible();
    await page.getByRole('tab', { name: /Completed/ }).click();
    await expect(page.getByRole('tabpanel').getByText('No appointments found')).toBeVisible();

    const tracked = await (await page.request.get(`/api/consultations/${toCancel._id}`)).json();
    expect(tracked.data.status).toBe('cancelled');
  });

  test('after staff complete the consultation, the patient leaves feedback once', async ({ page, baseURL }) => {
    // Staff mark a visit completed only from its start: the booking is moved to a slot that has
    // begun through the e2e server's test route (decision 0037), instead of waiting for one.
    const staff = await staffApi(baseURL, STAFF_PHONES.reception);
    const api = await playwrightRequest.newContext({ baseURL, storageState: { cookies, origins: [] } });
    const visit = await bookVisit(api, 2);
    await api.dispose();
    const early = await staff.patch(`/api/consultations/${visit._id}/status`, { data: { status: 'confirmed' } });
    expect(early.ok(), await early.text()).toBe(true);
    const tooEarly = await staff.patch(`/api/consultations/${visit._id}/status`, { data: { status: 'completed' } });
    expect(tooEarly.status()).toBe(409);
    await beginSlot(staff, visit._id);
    const completed = await staff.patch(`/api/consultations/${visit._id}/status`, { data: { status: 'completed' } });
    expect(completed.ok(), await completed.text()).toBe(true);
    await staff.dispose();

    await page.context().addCookies(cookies);
    await page.goto('/appointments');
    await page.getByRole('tab', { name: /Completed/ }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Leave Feedback' }).click();
    await expect(page).toHaveURL(new RegExp(`/feedback/${visit._id}$`));
    await expect(page.getByLabel('Patient Name')).toHaveValue(patient.name);
    await expect(page.getByLabel('Patient Name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Email')).toHaveValue(patient.email);

    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 10')).toHaveCount(5);
    await expect(page.getByText('Please answer Yes or No')).toBeVisible();
    await expectNoAxeViolations(page);

    const groups = page.locator('form fieldset');
    for (let i = 0; i < 5; i++)
      await groups
        .nth(i)
        .getByText(String(6 + i), { exact: true })
        .click();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('Any additional comments or suggestions?').fill('Started ten minutes late, otherwise very good.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Feedback sent successfully!')).toBeVisible();
    await expect(page.getByText('Feedback for this consultation has already been sent. Thank you!')).toBeVisible();

    await page.goto('/history');
    await expect(page.getByText('Feedback sent')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
