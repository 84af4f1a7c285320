/**
 * Reception and a prescribed programme (issue 24): the demo doctor prescribes a 7-day Shirodhara
 * course after a completed consultation (POST /api/staff/programmes, the doctor's prescription);
 * reception finds it first in /staff/programmes, opens it, accepts the proposal (all sessions
 * booked at once), sees each booked session with its Move link, confirms the deposit paid at the
 * desk; the pages fit every width and pass axe. A programme cannot be created without the
 * doctor's prescription endpoint: the test is skipped when that endpoint is not there.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, readOtp, staffSignIn, test, uniquePhone, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { addSoonSlot } from './soon-slot';

const DOCTOR = '9000000003';
const RECEPTION = '9000000002';

async function staffApi(baseURL: string | undefined, phone: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const sent = Date.now();
  expect((await api.post('/api/staff/auth/send-otp', { data: { contact: phone } })).ok()).toBe(true);
  const verify = await api.post('/api/staff/auth/verify-otp', { data: { contact: phone, otp: await readOtp(phone, sent - 1000) } });
  expect(verify.ok(), await verify.text()).toBe(true);
  return api;
}

/**
 * A completed consultation with the demo doctor: a patient books a slot starting in a minute,
 * reception confirms it and completes it once it has started (staff complete only from the start).
 */
async function completedConsultation(baseURL: string | undefined, desk: APIRequestContext): Promise<string | null> {
  const doctors = (await (await desk.get('/api/doctors/active')).json()).data.doctors as {
    _id: string;
    name: string;
    department: string[];
  }[];
  const doctor = doctors.find((d) => d.name === 'Dr. Meera Sharma') ?? doctors[0]!;
  const soon = await addSoonSlot(desk, doctor._id);
  if (!soon) return null;
  try {
    const patient = await playwrightRequest.newContext({ baseURL });
    const who = { name: 'Kiran Programme', contact: uniquePhone(), email: 'kiran.programme@example.com' };
    const sent = Date.now();
    expect((await patient.post('/api/auth/sendOtp', { data: who })).ok()).toBe(true);
    const otp = await readOtp(who.contact, sent - 1000);
    expect((await patient.post('/api/auth/verifyOtp', { data: { ...who, otp, consent: true } })).ok()).toBe(true);
    const booked = await patient.post('/api/consultations', {
      data: {
        ...who,
        doctor: { doctorName: doctor.name, doctorId: doctor._id },
        consultationType: 'General Consultation',
        department: doctor.department[0],
        date: soon.date,
        timeSlot: soon.timeSlot,
        symptoms: 'Stiff shoulders',
        mode: 'offline',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const id = (await booked.json()).data._id as string;
    await patient.dispose();
    expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon.startsAt - Date.now()) + 1000));
    const done = await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'completed' } });
    expect(done.ok(), await done.text()).toBe(true);
    return id;
  } finally {
    await soon.restore();
  }
}

/** A week from today (clinic date), as the programme's start. */
const inAWeek = () => new Date(Date.now() + 330 * 60_000 + 7 * 86_400_000).toISOString().slice(0, 10);

test('reception accepts a prescribed programme, sees its sessions with Move links and confirms the deposit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const desk = await staffApi(baseURL, RECEPTION);
  const consultationId = await completedConsultation(baseURL, desk);
  await desk.dispose();
  test.skip(!consultationId, 'a minute before midnight in Raipur: no slot left today');
  const doctor = await staffApi(baseURL, DOCTOR);
  const prescribed = await doctor.post('/api/staff/programmes', {
    data: {
      consultationId,
      templateSlug: 'shirodhara-7',
      startDate: inAWeek(),
      timeBand: 'any',
      patientGender: 'female',
      notes: 'Light diet the evening before each session.',
    },
  });
  test.skip(prescribed.status() === 404, "needs the doctor's prescription endpoint POST /api/staff/programmes (branch pk-prescribe)");
  expect(prescribed.ok(), await prescribed.text()).toBe(true);
  await doctor.dispose();

  const page = await staffSignIn(browser, RECEPTION);
  await page.locator('#staff-nav').getByRole('link', { name: 'Programmes' }).click();
  await expect(page).toHaveURL(/\/staff\/programmes$/);
  await waitForHydration(page);
  const waiting = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Waiting for acceptance' }) });
  await expect(waiting.first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, '/staff/programmes');

  await waiting.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/staff\/programmes\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Proposed schedule' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'programme (proposed)');

  // Accept with the keyboard: every session is booked at once.
  await page.getByRole('button', { name: 'Accept and book all sessions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Programme accepted: all sessions are booked.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booked sessions' })).toBeVisible();
  const moves = page.getByRole('link', { name: /^Move the Shiro Dhara session of / });
  await expect(moves).toHaveCount(7);
  await expect(moves.first()).toHaveAttribute('href', /^\/staff\/schedule\?date=\d{4}-\d{2}-\d{2}&session=[0-9a-f-]{36}$/);

  // The deposit, paid in cash at the desk.
  await page.getByLabel('Paid by').selectOption('clinic-cash');
  await page.getByLabel('Reference (UTR or receipt number)').fill('R-101');
  await page.getByRole('button', { name: 'Mark deposit paid' }).click();
  await expect(page.getByText('Deposit confirmed as paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark deposit paid' })).toHaveCount(0);
  await expectNoAxeViolations(page, { toasts: true });
  await expectFitsEveryWidth(page, 'programme (accepted)');

  // Cancelling asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Cancel programme' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this programme?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'No, keep it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(moves).toHaveCount(7);
  await page.context().close();
});

test('a therapist has no programmes page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByLabel('Phone number').fill('9000000004');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readOtp('9000000004', since);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/my-day$/);
  await expect(page.locator('#staff-nav').getByRole('link', { name: 'Programmes' })).toHaveCount(0);
  const answer = await page.goto('/staff/programmes');
  expect(answer?.status()).toBe(403);
  await context.close();
});
