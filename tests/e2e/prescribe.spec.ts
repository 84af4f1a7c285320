/**
 * The doctor prescribes a programme (issue 24): a patient's consultation in a slot starting in a
 * minute is confirmed and completed by reception through the API; the doctor opens it, starts from
 * the 7-day Panchakarma template, adjusts a day, previews the proposed schedule (nothing saved),
 * prescribes it and sees it listed as waiting for reception. Axe on the form and the preview; the
 * page fits every width (PRESCRIBE_SHOTS=<dir> saves the form and the list at each).
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, readOtp, staffSignIn, test, uniquePhone, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { addSoonSlot } from './soon-slot';

const MEERA = '6f1c3b1e-0c4a-4d2e-9a51-1a0000000001';
const STAFF = { reception: '9000000002', doctor: '9000000003' } as const;

/** A patient books the slot; the id of the consultation. */
async function book(baseURL: string, at: { date: string; timeSlot: string }): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const contact = uniquePhone();
  const since = Date.now();
  expect((await api.post('/api/auth/sendOtp', { data: { name: 'Sunita Rao', contact } })).ok()).toBe(true);
  const otp = await readOtp(contact, since);
  const verified = await api.post('/api/auth/verifyOtp', { data: { name: 'Sunita Rao', contact, otp, consent: true } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const booked = await api.post('/api/consultations', {
    data: {
      doctor: { doctorId: MEERA },
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      date: at.date,
      timeSlot: at.timeSlot,
      mode: 'offline',
      symptoms: 'Joint stiffness and poor digestion',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).data._id as string;
}

test('the doctor of a completed consultation prescribes a 7-day Panchakarma and sees it listed', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const desk = await staffSignIn(browser, STAFF.reception);
  const soon = await addSoonSlot(desk.request, MEERA, 20);
  test.skip(!soon, 'a minute before midnight in Raipur: no slot left today');
  let id = '';
  try {
    id = await book(baseURL!, soon!);
    const status = (s: string) => desk.request.patch(`/api/consultations/${id}/status`, { data: { status: s } });
    expect((await status('confirmed')).ok()).toBe(true);
    await desk.waitForTimeout(Math.max(0, soon!.startsAt - Date.now()) + 1000);
    const done = await status('completed');
    expect(done.ok(), await done.text()).toBe(true);
  } finally {
    await soon!.restore();
  }

  const doctor = await staffSignIn(browser, STAFF.doctor);
  await doctor.goto(`/staff/consultations/${id}`);
  await waitForHydration(doctor);
  await expect(doctor.getByRole('heading', { name: 'Programmes' })).toBeVisible();
  await expect(doctor.getByText('No programme has been prescribed after this consultation yet.')).toBeVisible();
  const form = doctor.locator('section').filter({ has: doctor.getByRole('heading', { name: 'Prescribe a programme' }) });

  await form.getByLabel('Template').selectOption({ label: '7-day Panchakarma' });
  const days = form.getByTestId('programme-days').locator(':scope > li');
  await expect(days).toHaveCount(7);
  await expect(days.nth(0)).toContainText('Abhyanga');
  await expect(days.nth(6)).toContainText('Virechana');
  // Day 6 without Swedana; Swedana back on day 6 before Abhyanga by the keyboard-reachable buttons.
  await form.getByRole('button', { name: 'Remove Swedana from day 6' }).click();
  await expect(days.nth(5).getByRole('listitem')).toHaveCount(1);
  await form.getByLabel('Add a therapy to day 6').selectOption({ label: 'Swedana' });
  await form.getByRole('button', { name: 'Move Swedana earlier on day 6' }).click();
  await expect(days.nth(5).getByRole('listitem')).toHaveText(['Swedana', 'Abhyanga']);
  await form.getByRole('button', { name: 'Move Swedana later on day 6' }).click();
  // No gender yet: the form says what is missing, in place, before asking the server.
  await form.getByRole('button', { name: 'Preview schedule' }).click();
  await expect(form.getByRole('alert')).toContainText('Choose the patient’s gender');
  await form.getByLabel('Female').check();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByLabel('Advice for the patient').fill('Light diet the day before Virechana.');
  await expectNoAxeViolations(doctor);

  await form.getByRole('button', { name: 'Preview schedule' }).click();
  const preview = form.getByTestId('schedule-preview');
  await expect(preview).toContainText('Proposed schedule');
  await expect(preview.locator('tbody tr')).toHaveCount(13);
  await expect(preview.locator('tbody tr').first()).toContainText('Abhyanga');
  await expect(doctor.getByText('No programme has been prescribed after this consultation yet.')).toBeVisible();
  await expectNoAxeViolations(doctor);
  await expectFitsEveryWidth(doctor, 'consultation with the prescribing form', async (width) => {
    if (process.env.PRESCRIBE_SHOTS) await form.screenshot({ path: `${process.env.PRESCRIBE_SHOTS}/form-${width}.png` });
  });

  await form.getByRole('button', { name: 'Prescribe', exact: true }).click();
  await expect(doctor.getByText('Programme prescribed').first()).toBeVisible();
  const list = doctor.getByTestId('programmes-list');
  await expect(list).toContainText('7-day Panchakarma');
  await expect(list).toContainText('7 days from');
  await expect(list).toContainText('13 sessions');
  await expect(list).toContainText('Waiting for reception');
  await expect(days).toHaveCount(0);
  await expectNoAxeViolations(doctor);
  await expectFitsEveryWidth(doctor, 'consultation with a programme', async (width) => {
    if (process.env.PRESCRIBE_SHOTS) await list.screenshot({ path: `${process.env.PRESCRIBE_SHOTS}/listed-${width}.png` });
  });
});
