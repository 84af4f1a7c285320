/**
 * The staff console end to end: reception confirms a booking and marks the claimed UPI payment paid;
 * the doctor completes it and writes a prescription; the patient then sees the prescription; an
 * admin publishes a blog post that appears on /blog. Every console screen is checked with axe.
 */
import type { APIRequestContext } from '@playwright/test';
import { beginSlot, book, expect, expectNoAxeViolations, patientApi, staffSignIn, test, type OwnDoctor } from './fixtures';

const MEERA = '6f1c3b1e-0c4a-4d2e-9a51-1a0000000001';
const STAFF = { admin: '9000000001', reception: '9000000002' } as const;

/** Books a slot of `doctor` a few days ahead (its start is far from now) and claims its UPI payment with `utr`. */
async function bookAndClaim(api: APIRequestContext, doctor: OwnDoctor, utr: string): Promise<{ id: string; date: string }> {
  const booked = await book(api, doctor, { slot: { day: 2, slot: 'last' }, symptoms: 'Itchy dry skin for two weeks' });
  const claimed = await api.post(`/api/payments/${booked._id}/claim`, { data: { utr } });
  expect(claimed.ok(), await claimed.text()).toBe(true);
  return { id: booked._id, date: booked.date };
}

test.describe('staff console', () => {
  test('reception confirms and marks paid, the doctor completes from the slot start and prescribes, the patient sees it', async ({
    browser,
    baseURL,
    doctor: ownDoctor,
  }) => {
    // Completed is offered only from the slot's start: the booking is moved to a slot that has begun
    // through the e2e server's test route when the test gets there (decision 0037). The doctor is
    // the test's own, so no spec in another worker books the same slot.
    test.setTimeout(120_000);
    const {
      api,
      who: { contact },
    } = await patientApi(baseURL, { name: 'Kamla Verma', email: 'kamla@example.com' });
    const utr = `4${String(Date.now()).slice(-11)}`;
    // The staff sign-in form, through the UI once in the run (with axe on it); other specs sign in through the API.
    const desk = await staffSignIn(browser, STAFF.reception, { axe: true });
    {
      const { id, date } = await bookAndClaim(api, ownDoctor, utr);

      // Reception: find the booking on its day, confirm it, reconcile the claimed UTR.
      await desk.goto(`/staff/today?date=${date}&doctorId=${ownDoctor.id}`);
      const row = desk.locator(`[data-consultation-id="${id}"]`);
      await expect(row).toContainText('Kamla Verma');
      await expect(row).toContainText('Payment claimed');
      await row.getByRole('button', { name: 'Confirm' }).click();
      const confirm = desk.getByRole('dialog');
      await expect(confirm).toContainText('Confirm this consultation?');
      await expectNoAxeViolations(desk);
      await confirm.getByRole('button', { name: 'Yes, go ahead' }).click();
      await expect(row).toContainText('Confirmed');

      await row.getByRole('button', { name: 'Mark paid' }).click();
      const pay = desk.getByRole('dialog');
      await expect(pay.getByTestId('claimed-utr')).toHaveText(utr);
      await pay.getByLabel('UTR in the bank statement').fill('999999999999');
      await pay.getByRole('button', { name: 'Yes, go ahead' }).click();
      await expect(desk.getByText('The UTR does not match the one the patient gave. Check the bank statement.')).toBeVisible();
      await pay.getByLabel('UTR in the bank statement').fill(utr);
      await pay.getByRole('button', { name: 'Yes, go ahead' }).click();
      await expect(row.getByText('Paid', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

      // The doctor: completes the consultation and writes the prescription.
      const doctor = await staffSignIn(browser, ownDoctor.phone);
      await doctor.goto(`/staff/consultations/${id}`);
      // The id in groups of five, as the patient's SMS and tracking page write it.
      await expect(doctor.getByRole('heading', { name: `Consultation ${id.match(/.{5}/g)!.join('-')}` })).toBeVisible();
      await expect(doctor.getByText('Itchy dry skin for two weeks')).toBeVisible();
      await expectNoAxeViolations(doctor);
      // Before the slot's start the visit cannot be marked completed (nor the patient a no-show).
      // Done and no-show are attendance steps (decision 0051), offered from the slot's start.
      const done = doctor.getByRole('button', { name: 'Done: Kamla Verma' });
      await expect(done).toHaveCount(0);
      await expect(doctor.getByRole('button', { name: 'No-show: Kamla Verma' })).toHaveCount(0);
      await beginSlot(doctor.request, id);
      await doctor.reload();
      await done.click();
      await expect(done).toHaveCount(0);
      await expect(doctor.getByText('Completed', { exact: true }).first()).toBeVisible();
      // No prescription yet: nothing to print, a 404 page (with a title: the root's boundary shows it).
      const none = await doctor.request.get(`/staff/consultations/${id}/print`);
      expect(none.status()).toBe(404);
      expect(await none.text()).toContain('<title>Page not found | Sarona Ayurveda</title>');
      // Bought outside: the demo clinic's dispensary has no catalogue (decision 0069).
      await doctor.getByRole('radio', { name: 'Bought outside (free text)' }).first().check();
      await doctor.getByLabel('Name').first().fill('Mahamanjishthadi Kwath');
      await doctor.getByLabel('Dosage').first().fill('15 ml twice a day');
      await doctor.getByLabel('Duration (days)').first().fill('21');
      await doctor.getByRole('button', { name: 'Add medicine' }).click();
      await doctor.getByRole('button', { name: 'Save prescription' }).click();
      await expect(doctor.getByText('Medicine name is required').first()).toBeVisible();
      await doctor.getByRole('button', { name: 'Remove medicine 2' }).click();
      await doctor.getByLabel('Instructions').fill('Apply coconut oil after bath. Avoid curd at night.');
      await doctor.getByRole('button', { name: 'Save prescription' }).click();
      await expect(doctor.getByText('Saved').first()).toBeVisible();

      // The printable prescription carries the letterhead.
      await doctor.goto(`/staff/consultations/${id}/print`);
      await expect(doctor.getByRole('heading', { name: 'Prescription' })).toBeVisible();
      await expect(doctor.getByText('Mahamanjishthadi Kwath')).toBeVisible();
      await expect(doctor.getByText(id.match(/.{5}/g)!.join('-'), { exact: true })).toBeVisible(); // the id as the patient's SMS writes it
      await expect(doctor.getByText('Sarona Ayurveda Clinic & Panchakarma Centre')).toBeVisible();
      await expectNoAxeViolations(doctor);

      // A doctor cannot open the desk's or the admin's screens.
      expect((await doctor.goto('/staff/messages'))?.status()).toBe(403);

      // The patient sees the prescription in their appointments (the list My Appointments reads) and leaves feedback.
      const mine = await api.get(`/api/consultations/all/${contact}`);
      const answer = JSON.stringify(await mine.json());
      expect(mine.ok(), answer).toBe(true);
      expect(answer).toContain('Mahamanjishthadi Kwath');
      expect(answer).toContain('Apply coconut oil after bath.');
      const questions = [
        'Overall experience',
        'Clinic cleanliness',
        'Concerns addressed',
        "Doctor's professionalism",
        'Platform usability',
      ];
      const feedback = await api.post('/api/feedback/submit', {
        data: {
          consultationId: id,
          ratings: questions.map((question, i) => ({ question, rating: 6 + i })),
          onTime: 'Yes',
          additionalComments: 'The doctor explained the diet clearly.',
        },
      });
      expect(feedback.ok(), await feedback.text()).toBe(true);
      const patientPage = await (await browser.newContext({ storageState: await api.storageState() })).newPage();
      await patientPage.goto('/appointments');
      await patientPage
        .getByRole('button', { name: /View Details/ })
        .first()
        .click();
      await expect(patientPage.getByRole('dialog').getByText('Mahamanjishthadi Kwath')).toBeVisible();
      await doctor.goto(`/staff/consultations/${id}`);
      await expect(doctor.getByText('The doctor explained the diet clearly.')).toBeVisible();
      // The admin reads it in the feedback report, among this doctor's comments only.
      const admin = await staffSignIn(browser, STAFF.admin);
      await admin.goto(`/staff/feedback?doctor=${ownDoctor.id}`);
      await expect(admin.getByText('One comment', { exact: true })).toBeVisible();
      await expect(admin.getByText('The doctor explained the diet clearly.')).toBeVisible();
      await admin.context().close();
      await api.dispose();
    }
  });

  // Clinic-wide: a new newest post changes /blog for every spec (blog.spec.ts counts the seeded 15); runs after the others (playwright.config.ts).
  test(
    'admin publishes a blog post that appears on /blog at once, and the audit log shows it',
    { tag: '@clinic-wide' },
    async ({ browser, page }) => {
      const admin = await staffSignIn(browser, STAFF.admin);
      const title = `Triphala for everyday digestion ${Date.now()}`;
      // A signed-out visitor's /blog is the shared cached copy; publishing must replace it at once.
      const before = await page.goto('/blog');
      expect(before?.headers().etag).toBeTruthy();
      await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
      await admin.goto('/staff/blog/new');
      await expectNoAxeViolations(admin);
      await admin.getByLabel('Title').fill(title);
      await admin.getByLabel('Category').fill('Digestion');
      await admin.getByLabel('Excerpt').fill('How a classic three-fruit formula supports digestion.');
      const editor = admin.getByRole('textbox', { name: 'Content' });
      await editor.click();
      // The toolbar formats what follows: a heading, then a paragraph with a bold phrase.
      await admin.getByRole('button', { name: 'Heading', exact: true }).click();
      await admin.keyboard.type('How to take it');
      await admin.keyboard.press('Enter');
      await admin.keyboard.type('Triphala is taken at night ');
      const bold = admin.getByRole('button', { name: 'Bold' });
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await admin.keyboard.type('with warm water');
      await bold.click();
      await admin.keyboard.type('.');
      await admin.getByRole('button', { name: 'Save' }).click();
      await expect(admin).toHaveURL(/\/staff\/blog\/[0-9a-f-]{36}$/);
      await expect(admin.getByText('Draft', { exact: true })).toBeVisible();
      await admin.getByRole('button', { name: 'Preview' }).click();
      await expect(admin.getByRole('heading', { name: 'How to take it' })).toBeVisible();
      await expect(admin.locator('strong', { hasText: 'with warm water' })).toBeVisible();
      await expect(admin.getByText('Triphala is taken at night with warm water.')).toBeVisible();
      await admin.getByRole('button', { name: 'Edit' }).click();
      await admin.getByRole('button', { name: 'Publish' }).click();
      await expect(admin.getByText('Published', { exact: true })).toBeVisible();

      const after = await page.goto('/blog');
      expect(after?.headers().etag).toBeTruthy();
      expect(after?.headers().etag).not.toBe(before?.headers().etag);
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

      // The audit log shows the publication.
      await admin.goto('/staff/audit');
      await expect(admin.getByText('blog.publish').first()).toBeVisible();
    },
  );

  test('every admin screen answers 200 and passes axe', async ({ browser }) => {
    // Eleven pages, each with a full axe scan (~3 s apiece on a quiet 2-core machine).
    test.slow();
    const admin = await staffSignIn(browser, STAFF.admin);
    for (const path of [
      '/staff/today',
      '/staff/doctors',
      `/staff/doctors/${MEERA}`,
      '/staff/doctors/new',
      '/staff/blog',
      '/staff/messages',
      '/staff/events',
      '/staff/feedback',
      '/staff/audit',
      '/staff/notices',
      '/staff/team',
    ]) {
      const response = await admin.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoAxeViolations(admin);
    }
  });

  test('admin adds a doctor with fees, schedule and leave; reception adds leave, reads a message and adds an event', async ({
    browser,
  }) => {
    const admin = await staffSignIn(browser, STAFF.admin);
    await admin.goto('/staff/doctors/new');
    const name = `Dr. Test ${Date.now()}`;
    await admin.getByLabel('Name', { exact: true }).fill(name);
    await admin.getByLabel('Qualification').fill('BAMS');
    await admin.getByLabel('Experience (years)').fill('4');
    await admin.getByRole('button', { name: 'Save doctor' }).click();
    await expect(admin.getByText('Choose at least one department')).toBeVisible();
    await admin.getByLabel('Glaucoma').check();
    await admin.getByLabel('Follow-up').fill('350');
    await admin.getByRole('button', { name: 'Save doctor' }).click();
    await expect(admin.getByRole('heading', { name })).toBeVisible();
    await expect(admin).toHaveURL(/\/staff\/doctors\/[0-9a-f-]{36}$/);
    const doctorId = admin.url().split('/').pop()!;
    await admin.getByRole('button', { name: 'Fill 10:00-13:00, Monday' }).click();
    await expect(admin.getByRole('list', { name: 'Monday' }).getByText('12:30')).toBeVisible();
    // The times show as soon as they are filled in: the API is read once the save has answered.
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith(`/api/staff/doctors/${doctorId}/schedule`) && r.request().method() === 'PUT',
    );
    await admin.getByRole('button', { name: 'Save schedule' }).click();
    expect((await saved).ok()).toBe(true);
    const doctor = await (await admin.request.get(`/api/doctors/${doctorId}`)).json();
    expect(doctor.data.doctor.fees['Follow-up']).toBe(350);
    expect(doctor.data.doctor.availability.days).toEqual(['Monday']);

    const desk = await staffSignIn(browser, STAFF.reception);
    await desk.goto(`/staff/doctors/${doctorId}`);
    await desk.getByLabel('Date', { exact: true }).fill('07/01/2030');
    await desk.getByRole('button', { name: 'Add leave' }).click();
    await expect(desk.getByText('No bookings on that day.')).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Remove leave on 07/01/2030' })).toBeVisible();

    // A message from the contact form: read it, reply by e-mail link, mark it read.
    const subject = `Panchakarma package ${Date.now()}`;
    const sent = await desk.request.post('/api/contact', {
      data: { name: 'Rohit Sahu', email: 'rohit@example.com', subject, message: 'Is a 7-day Panchakarma available in December?' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await desk.goto('/staff/messages?filter=unread');
    const message = desk.getByRole('article', { name: new RegExp(subject) });
    await expect(message).toContainText('Is a 7-day Panchakarma available in December?');
    await expect(message.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:rohit@example\.com\?subject=Re%3A%20Panchakarma/,
    );
    await message.getByRole('button', { name: 'Mark read' }).click();
    await expect(desk.getByRole('article', { name: new RegExp(subject) })).toHaveCount(0);
    await desk.goto('/staff/messages');
    await expect(desk.getByRole('article', { name: new RegExp(subject) }).getByRole('button', { name: 'Mark unread' })).toBeVisible();

    await desk.goto('/staff/events');
    await desk.getByRole('button', { name: 'New event' }).click();
    // A title of its own: the test runs again on the same server (--repeat-each, a retry).
    const talk = `Monsoon digestion talk ${Date.now()}`;
    await desk.getByLabel('Title').fill(talk);
    await desk.getByLabel('Description').fill('A short talk on eating well in the rains.');
    await desk.getByLabel('Location').fill('Sarona Ayurveda');
    await desk.getByLabel('Starts', { exact: true }).fill('10/07/2030');
    await desk.getByLabel('Starts: time').fill('17:00');
    await desk.getByRole('button', { name: 'Save event' }).click();
    await expect(desk.getByRole('heading', { name: talk })).toBeVisible();
    await expectNoAxeViolations(desk);
  });

  test("the board's date field writes and reads dd/mm/yyyy, with a calendar, at 390 px", async ({ browser }) => {
    const desk = await staffSignIn(browser, STAFF.reception);
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.goto('/staff/today?date=2026-11-25');
    const date = desk.getByLabel('Date', { exact: true });
    // An Indian clinic writes the day first, whatever the browser's locale (Playwright's is en-US).
    await expect(date).toHaveValue('25/11/2026');
    await date.fill('25/12/2026');
    await date.press('Enter');
    await expect(desk).toHaveURL(/[?&]date=2026-12-25(&|$)/);
    await expect(desk.getByLabel('Date', { exact: true })).toHaveValue('25/12/2026');

    // The calendar: opened from its button, moved with the keyboard, a day chosen with Enter.
    await desk.getByRole('button', { name: /Choose date/ }).click();
    const calendar = desk.getByRole('dialog');
    await expect(calendar.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expectNoAxeViolations(desk);
    await desk.keyboard.press('ArrowRight');
    await desk.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(desk.getByLabel('Date', { exact: true })).toHaveValue('26/12/2026');
    await desk.getByRole('button', { name: 'Apply' }).click();
    await expect(desk).toHaveURL(/[?&]date=2026-12-26(&|$)/);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the console is for staff only', async ({ page, request }) => {
    const response = await page.goto('/staff/today');
    await expect(page).toHaveURL(/\/staff$/);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    expect((await request.get('/api/staff/consultations')).status()).toBe(401);
  });
});
