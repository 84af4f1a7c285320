/**
 * Therapy session notes (decision 0064): a therapist notes a session they gave, with an adverse
 * event, on their day (a field refused first, then saved); the prescribing doctor sees the badge on
 * Programmes, the list of adverse events to review, the note on the programme's progress day by day,
 * and marks it seen. The spec's own doctor, therapist and patient (decision 0037); the form and the
 * pages fit 390, 768 and 1280 px and are axe clean.
 */
import { expect, expectNoAxeViolations, patientApi, STAFF_PHONES, staffApi, staffSignIn, test, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

test('a therapist notes a session with an adverse event and the prescribing doctor sees the badge and the note', async ({
  browser,
  baseURL,
  request,
  doctor,
  therapist,
}) => {
  const { who, api } = await patientApi(baseURL, { name: 'Asha Notecheck' });
  await api.dispose();
  const made = await request.post('/api/test/sessions', {
    data: { therapistId: therapist.id, contact: who.contact, name: who.name, doctorId: doctor.id },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { programmeId, sessionIds, date } = (await made.json()).data as { programmeId: string; sessionIds: string[]; date: string };
  // The session began five minutes ago: the therapist marks it done (attendance, decision 0051).
  const own = await staffApi(baseURL, therapist.phone);
  expect((await own.post(`/api/staff/sessions/${sessionIds[0]}/attendance`, { data: { step: 'done' } })).status()).toBe(200);
  await own.dispose();

  const page = await staffSignIn(browser, therapist.phone);
  await page.goto(`/staff/my-day?date=${date}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Add note: Dhumapana/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('session-note-form')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'session note form', async (width) => {
    await shot(page, `note-form-${width}`);
  });

  await dialog.getByRole('button', { name: 'Add an oil or medicine' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Haridra varti');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('combobox', { name: 'Unit' }).selectOption('pieces');
  await dialog.getByRole('radio', { name: 'Yes, an adverse event' }).check();
  await dialog.getByRole('button', { name: 'Save note' }).click();
  // Refused field by field, nothing sent.
  await expect(dialog.getByText('Choose how the patient took the session.')).toBeVisible();
  await expect(dialog.getByText('Describe what happened.')).toBeVisible();
  await expectFitsEveryWidth(page, 'session note form with its refusals', async (width) => {
    await shot(page, `note-form-errors-${width}`);
  });
  await dialog.getByRole('combobox', { name: "Patient's response" }).selectOption('could-not-complete');
  await dialog.getByRole('textbox', { name: 'What happened' }).fill('Coughing fit after the second inhalation');
  await dialog.getByRole('combobox', { name: 'Severity' }).selectOption('moderate');
  await dialog.getByRole('textbox', { name: 'Action taken' }).fill('Stopped the session, warm water given; settled in 10 minutes');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog.getByText('Coughing fit after the second inhalation')).toBeVisible();
  await expect(dialog.getByText(`Written by ${therapist.name}`)).toBeVisible();
  await expectNoAxeViolations(page, { toasts: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Adverse event', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Session note' })).toBeVisible();
  // The same note in Hindi, opened for a change on its day: fits every width.
  await page.goto(`/staff/my-day?date=${date}&lang=hi`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'सत्र का नोट' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'नोट बदलें' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'क्या हुआ' })).toHaveValue('Coughing fit after the second inhalation');
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'session note form in Hindi', async (width) => {
    await shot(page, `note-form-hi-${width}`);
  });
  await page.context().close();

  // The prescribing doctor: the badge on Programmes, the list, the note on the progress.
  const doc = await staffSignIn(browser, doctor.phone);
  await doc.goto('/staff/programmes');
  await waitForHydration(doc);
  const badge = doc.locator('#staff-nav').getByTestId('adverse-badge');
  await expect(badge).toContainText('1');
  await expect(badge).toContainText('1 adverse event to review');
  const review = doc.getByRole('region', { name: 'Adverse events to review' });
  await expect(review).toContainText('Moderate');
  await expectNoAxeViolations(doc);
  await review.getByRole('link', { name: 'Read the note' }).click();
  await expect(doc).toHaveURL(new RegExp(`/staff/programmes/${programmeId}#progress$`));
  await waitForHydration(doc);
  const adverse = doc.getByTestId('adverse-event');
  await expect(adverse).toContainText('Coughing fit after the second inhalation');
  await expect(doc.getByText('1 of 2 sessions done')).toBeVisible();
  await expect(doc.getByText('Used: Haridra varti 2 pieces')).toBeVisible();
  await expectNoAxeViolations(doc);
  await expectFitsEveryWidth(doc, 'programme progress', async (width) => {
    await shot(doc, `progress-${width}`, { fullPage: true });
  });
  await adverse.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(adverse).toContainText(`Seen by`);
  await expect(doc.locator('#staff-nav').getByTestId('adverse-badge')).toHaveCount(0);

  await doc.context().close();

  // The patient's page (admin here: the spec's programme has no consultation behind it): the note on the timeline.
  const admin = await staffSignIn(browser, STAFF_PHONES.admin);
  const patients = await admin.request.get(`/api/staff/patients?q=${encodeURIComponent(who.name)}`);
  const [found] = (await patients.json()).data.patients as { id: string }[];
  await admin.goto(`/staff/patients/${found!.id}`);
  const entry = admin.getByRole('listitem').filter({ hasText: 'Session note' });
  await expect(entry).toContainText('Adverse event');
  await expect(entry).toContainText('Coughing fit after the second inhalation');
  await admin.context().close();
});
