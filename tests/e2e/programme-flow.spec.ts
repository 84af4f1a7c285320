/**
 * A Panchakarma programme from prescription to the therapist's day:
 * the doctor of a completed consultation prescribes a 7-day Panchakarma on the consultation page;
 * reception opens it from Programmes, accepts the proposal (every session booked at once) and moves
 * one session on the schedule grid; the patient sees the programme in My Appointments and reports
 * the UPI deposit; reception confirms it; the demo therapist sees her sessions on her day. Axe on
 * every screen; each fits 390, 768 and 1280 px.
 */
import {
  completedConsultation,
  expect,
  expectNoAxeViolations,
  patientSignIn,
  STAFF_PHONES,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import type { Page } from '@playwright/test';
import { shot } from './shots';

/** With E2E_SHOTS (tests/e2e/shots.ts): a full-page screenshot at each width, to look at. */
const shotsAt = (page: Page, name: string) => async (width: number) => {
  await shot(page, `${name}-${width}`, { fullPage: true });
};

// The programme's sessions go to the clinic's demo therapists and rooms, which other specs book in
// parallel: it runs with the clinic-wide tests, after the others and alone (decision 0037).
test(
  'doctor prescribes, reception accepts and moves a session, the patient pays the deposit, the therapist sees her day',
  { tag: '@clinic-wide' },
  async ({ browser, baseURL, page, desk, doctor: ownDoctor }) => {
    test.setTimeout(300_000);
    // The consultation is with the test's own doctor (decision 0037): no other spec books its slots.
    const { id, patient } = await completedConsultation(baseURL, desk, ownDoctor, 'Radha Programme');

    // 1. The doctor prescribes the 7-day Panchakarma on the consultation page, adjusting day 6.
    const doctor = await staffSignIn(browser, ownDoctor.phone);
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
    // Swedana off day 6 and back, before Abhyanga and after again, by the keyboard-reachable buttons.
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
    await form.getByLabel('Advice for the patient').fill('Light, warm meals the day before Virechana.');
    await expectNoAxeViolations(doctor);
    await form.getByRole('button', { name: 'Preview schedule' }).click();
    const preview = form.getByTestId('schedule-preview');
    await expect(preview).toContainText('Proposed schedule');
    await expect(preview.locator('tbody tr')).toHaveCount(13);
    await expectNoAxeViolations(doctor);
    await expectFitsEveryWidth(doctor, 'consultation with the prescribing form', shotsAt(doctor, 'prescribe'));
    await form.getByRole('button', { name: 'Prescribe', exact: true }).click();
    const list = doctor.getByTestId('programmes-list');
    await expect(list).toContainText('7-day Panchakarma');
    await expect(list).toContainText('13 sessions');
    await expect(list).toContainText('Waiting for reception');
    await expectNoAxeViolations(doctor);
    await expectFitsEveryWidth(doctor, 'consultation with a programme');
    // One open programme per consultation: prescribing again asks first whether to replace it; keeping it changes nothing.
    await form.getByLabel('Template').selectOption({ label: '7-day Panchakarma' });
    await form.getByRole('button', { name: 'Prescribe', exact: true }).click();
    const replace = doctor.getByRole('alertdialog', { name: 'This consultation already has a programme: replace it?' });
    await expect(replace).toBeVisible();
    await expectNoAxeViolations(doctor);
    for (const width of [390, 1280]) {
      await doctor.setViewportSize({ width, height: 900 });
      await shotsAt(doctor, 'replace-question')(width);
    }
    await replace.getByRole('button', { name: 'Keep the current one' }).click();
    await expect(replace).toHaveCount(0);
    await expect(list.locator(':scope > li')).toHaveCount(1);
    await doctor.context().close();

    // 2. Reception finds it under Programmes, waiting for acceptance, and accepts the proposal with the keyboard.
    const reception = await staffSignIn(browser, STAFF_PHONES.reception);
    await reception.locator('#staff-nav').getByRole('link', { name: 'Programmes' }).click();
    await expect(reception).toHaveURL(/\/staff\/programmes$/);
    await waitForHydration(reception);
    const waiting = reception.locator('section').filter({ has: reception.getByRole('heading', { name: 'Waiting for acceptance' }) });
    await expect(waiting.getByRole('link', { name: patient.name })).toBeVisible();
    await expectNoAxeViolations(reception);
    await expectFitsEveryWidth(reception, '/staff/programmes');
    await waiting.getByRole('link', { name: patient.name }).click();
    await expect(reception).toHaveURL(/\/staff\/programmes\/[0-9a-f-]{36}$/);
    const programmeId = reception.url().split('/').at(-1)!;
    await waitForHydration(reception);
    await expect(reception.getByRole('heading', { name: 'Proposed schedule' })).toBeVisible();
    await expectNoAxeViolations(reception);
    await expectFitsEveryWidth(reception, 'programme (proposed)');
    await reception.getByRole('button', { name: 'Accept and book all sessions' }).focus();
    await reception.keyboard.press('Enter');
    await expect(reception.getByText('Programme accepted: all sessions are booked.')).toBeVisible();
    await expect(reception.getByRole('heading', { name: 'Booked sessions' })).toBeVisible();
    const moves = reception.getByRole('link', { name: /^Move the .* session of / });
    await expect(moves).toHaveCount(13);
    await expect(moves.first()).toHaveAttribute('href', /^\/staff\/schedule\?date=\d{4}-\d{2}-\d{2}&session=[0-9a-f-]{36}$/);
    await expectFitsEveryWidth(reception, 'programme (accepted)', shotsAt(reception, 'programme-accepted'));
    // Cancelling asks first; keeping it changes nothing.
    await reception.getByRole('button', { name: 'Cancel programme' }).click();
    await expect(reception.getByRole('dialog', { name: 'Cancel this programme?' })).toBeVisible();
    await expectNoAxeViolations(reception);
    await reception.getByRole('button', { name: 'No, keep it' }).click();
    await expect(reception.getByRole('dialog')).toHaveCount(0);
    await expect(moves).toHaveCount(13);

    // 3. Reception moves one session from its Move link: the grid opens on its day with the session's free slots
    //    (a day's sessions keep their order, so the day's last one, Swedana after Abhyanga, can move later).
    type Booked = { id: string; date: string; start: string; therapy: string; therapists: string[]; status: string };
    const sessionsNow = async () =>
      (await (await desk.get(`/api/staff/programmes/${programmeId}`)).json()).data.programme.sessions as Booked[];
    const move = reception.getByRole('link', { name: /^Move the Swedana session of / }).first();
    const href = (await move.getAttribute('href'))!;
    const sessionId = new URL(href, baseURL).searchParams.get('session')!;
    const before = (await sessionsNow()).find((s) => s.id === sessionId)!;
    await move.click();
    await expect(reception).toHaveURL(/\/staff\/schedule\?date=/);
    await waitForHydration(reception);
    const panel = reception.getByRole('dialog', { name: /^Move / });
    await expect(panel.getByRole('button', { name: /^Move here: / }).first()).toBeVisible();
    await expectNoAxeViolations(reception);
    await panel
      .getByRole('button', { name: /^Move here: / })
      .first()
      .click();
    // The move is asked first (decision 0058), then saved; "Undo" moves it back for a short time.
    const ask = reception.getByRole('dialog', { name: 'Move this session?' });
    await expect(ask).toContainText(/^.*Swedana for .*: to /);
    await expectNoAxeViolations(reception);
    await ask.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(reception.getByText('Session moved.')).toBeVisible();
    await expect(reception.getByRole('dialog')).toHaveCount(0);
    const after = (await sessionsNow()).find((s) => s.id === sessionId)!;
    expect(`${after.date} ${after.start}`).not.toBe(`${before.date} ${before.start}`);
    await reception.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(reception.getByText('Moved back.')).toBeVisible();
    const undone = (await sessionsNow()).find((s) => s.id === sessionId)!;
    expect(`${undone.date} ${undone.start}`).toBe(`${before.date} ${before.start}`);
    await expectNoAxeViolations(reception);
    await expectFitsEveryWidth(reception, '/staff/schedule', shotsAt(reception, 'schedule'));

    // 4. The patient sees the programme and reports the UPI deposit.
    await patientSignIn(page, patient.contact, patient.name, '/appointments');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Therapy programmes' })).toBeVisible();
    const card = page.getByTestId('programme-card').first();
    await expect(card.getByText('0 of 13 sessions done')).toBeVisible();
    await expect(card.getByText('Light, warm meals the day before Virechana.')).toBeVisible();
    await expect(card.getByText('How to prepare').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsEveryWidth(page, 'appointments with a programme', shotsAt(page, 'appointments'));
    await card.getByRole('link', { name: /^Pay deposit ₹/ }).click();
    await expect(page).toHaveURL(new RegExp(`/programme/${programmeId}/deposit$`));
    await expect(page.getByTestId('payment-qr')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsEveryWidth(page, 'deposit page', shotsAt(page, 'deposit'));
    await page.getByLabel('UTR').fill('123');
    await page.getByRole('button', { name: 'I have paid the deposit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /12/ })).toBeVisible();
    await page.getByLabel('UTR').fill(String(Date.now()).slice(-12).padStart(12, '7'));
    await page.getByRole('button', { name: 'I have paid the deposit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The clinic will confirm your deposit' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to My Appointments' }).click();
    await expect(page.getByText('Deposit reported, waiting for the clinic to confirm')).toBeVisible();
    // The patient asks to move a session; reception is told on the schedule.
    const session = page
      .getByTestId('programme-session')
      .filter({ has: page.getByText('Ask to move') })
      .first();
    await session.getByText('Ask to move').click();
    await session.getByLabel('When would suit you better? (optional)').fill('Any evening this week');
    await session.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('move-requested')).toHaveText('Move requested. The clinic will call you.');
    await expectNoAxeViolations(page);

    // 5. Reception sees the request under Needs attention and answers it; then confirms the UPI deposit against its UTR.
    await reception.goto('/staff/schedule');
    await waitForHydration(reception);
    const request = reception.getByRole('listitem').filter({ hasText: 'The patient asks to move it' }).filter({ hasText: 'Radha' });
    await expect(request.getByText('Note: Any evening this week')).toBeVisible();
    await expectNoAxeViolations(reception);
    await request.getByRole('button', { name: 'Mark done' }).click();
    await expect(reception.getByText('Request answered.')).toBeVisible();
    await reception.goto(`/staff/programmes/${programmeId}`);
    await waitForHydration(reception);
    await reception.getByLabel('Paid by').selectOption('upi');
    await reception.getByRole('button', { name: 'Mark deposit paid' }).click();
    await expect(reception.getByText('Deposit confirmed as paid.')).toBeVisible();
    await reception.context().close();

    // 6. The demo therapist (one of the two women who give Abhyanga) sees her session on her day.
    const programme = (await (await desk.get(`/api/staff/programmes/${programmeId}`)).json()).data.programme as {
      sessions: { date: string; therapy: string; therapists: string[]; status: string }[];
    };
    const hers = programme.sessions.find((s) => s.status === 'booked' && s.therapists.includes('Lata Verma (demo therapist)'));
    expect(hers, 'a session of the demo therapist').toBeDefined();
    const therapist = await staffSignIn(browser, STAFF_PHONES.therapist);
    await expect(therapist).toHaveURL(/\/staff\/my-day$/);
    await therapist.goto(`/staff/my-day?date=${hers!.date}`);
    await waitForHydration(therapist);
    await expect(therapist.getByText(hers!.therapy).first()).toBeVisible();
    await expect(therapist.getByText('Radha').first()).toBeVisible();
    await expectNoAxeViolations(therapist);
    await therapist.context().close();
  },
);
