/**
 * Tracking, My Appointments, cancelling and feedback, on data made through the real API:
 * a patient signs in with a code from the SMS outbox and books two consultations.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { apiSignIn, beginSlot, expect, expectNoAxeViolations, expectNoRawKeys, readOtp, test, uniquePhone } from './fixtures';

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
interface Booked {
  _id: string;
  displayId: string;
  doctor: { doctorName: string; doctorId: string };
  department: string;
  date: string;
}

const patient = { name: 'Asha Kumari Verma', contact: uniquePhone(), email: 'asha.e2e@example.com' };
let cookies: Cookie[] = [];
let kept: Booked;
let toCancel: Booked;

async function book(api: APIRequestContext, index: number): Promise<Booked> {
  const { data } = await (await api.get('/api/doctors/active')).json();
  const doctor = data.doctors[0];
  const availability = (await (await api.get(`/api/doctors/${doctor._id}/availability`)).json()).data;
  // Days well beyond 24 hours from now, so the booking can still be cancelled.
  const day = availability.days.filter((d: { slots: string[] }) => d.slots.length > 2)[3 + index];
  const res = await api.post('/api/consultations', {
    data: {
      name: patient.name,
      contact: patient.contact,
      email: patient.email,
      doctor: { doctorName: doctor.name, doctorId: doctor._id },
      consultationType: 'General Consultation',
      department: doctor.department[0],
      date: day.date,
      timeSlot: day.slots[index],
      symptoms: 'Stiff knees every morning',
      mode: 'offline',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

test.describe.serial('tracking, My Appointments and feedback', () => {
  test.beforeAll(async ({ baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    await apiSignIn(api, patient);
    kept = await book(api, 0);
    toCancel = await book(api, 1);
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
    const staff = await playwrightRequest.newContext({ baseURL });
    const reception = '9000000002';
    const sent = Date.now();
    const send = await staff.post('/api/staff/auth/send-otp', { data: { contact: reception } });
    test.skip(send.status() === 404, 'needs the staff console API (branch staff) to complete a consultation');
    expect(send.ok(), await send.text()).toBe(true);
    const verify = await staff.post('/api/staff/auth/verify-otp', {
      data: { contact: reception, otp: await readOtp(reception, sent - 1000) },
    });
    expect(verify.ok(), await verify.text()).toBe(true);
    const api = await playwrightRequest.newContext({ baseURL, storageState: { cookies, origins: [] } });
    const visit = await book(api, 2);
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
