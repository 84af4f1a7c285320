/**
 * A therapy page's button starts a request for that therapy: a therapy that needs no
 * prescription is requested by a signed-in patient (a visitor signs in and comes back to the form);
 * one a doctor must prescribe leads to the booking form with the therapy named in its notes;
 * reception sees the request with whom to call and marks it done.
 */
import {
  expect,
  expectNoAxeViolations,
  expectStaticPage,
  patientApi,
  patientSignIn,
  readOtp,
  staffSignIn,
  submitCode,
  test,
  uniquePhone,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

const RECEPTION = '9000000002';

test('a visitor signs in from a therapy page, requests it, and reception marks the request done', async ({ page, browser }) => {
  const phone = uniquePhone();
  await page.goto('/services/abhyanga');
  // Signed out, the therapy page is sent without JavaScript (decision 0079); signed in, it hydrates.
  await expectStaticPage(page);
  const header = page.locator('article header');
  await expect(header.getByText('60-minute session')).toBeVisible();
  await expect(header.getByText('₹1,800 per session')).toBeVisible();
  await expect(header.getByText('Needs a doctor’s consultation first')).toHaveCount(0);
  await header.getByRole('link', { name: 'Request this therapy' }).click();
  const section = page.locator('#request');
  await expect(section.getByRole('heading', { name: 'Request Abhyanga' })).toBeInViewport();
  await expectNoAxeViolations(page);

  // Sign in (registering the number) and come back to the form.
  const since = Date.now() - 1000;
  await section.getByRole('link', { name: 'Sign in to request this therapy' }).click();
  await waitForHydration(page);
  await page.getByLabel('Name', { exact: true }).fill('Therapy Requester');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').fill(await readOtp(phone, since));
  await submitCode(page.locator('main'), page.getByText('Phone number verified successfully!'));
  await page.waitForURL((url) => url.pathname === '/services/abhyanga');
  await waitForHydration(page);

  await section.getByText('Evening', { exact: true }).click();
  await section.getByLabel('Note (optional)').fill('Weekdays after 5 pm');
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByRole('status')).toContainText('Request sent. The clinic will call you to arrange the sessions.');
  await expectFitsEveryWidth(page, '/services/abhyanga (request sent)');

  // A second request for the same therapy while the first is open: the clinic will call.
  await page.reload();
  await waitForHydration(page);
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByRole('alert')).toHaveText('You have already requested this therapy. The clinic will call you.');

  // My Appointments lists the open request.
  await page.goto('/appointments');
  const mine = page.getByRole('region', { name: 'Therapy requests' });
  await expect(mine.getByRole('link', { name: 'Abhyanga' })).toBeVisible();
  await expect(mine).toContainText('Preferred time: Evening');

  // Reception: the request with whom to call; Done closes it.
  const desk = await staffSignIn(browser, RECEPTION);
  await desk.locator('#staff-nav').getByRole('link', { name: 'Therapy requests' }).click();
  await expect(desk).toHaveURL(/\/staff\/therapy-requests$/);
  await waitForHydration(desk);
  const card = desk.getByRole('article', { name: 'Therapy Requester · Abhyanga' });
  await expect(card).toContainText(`+91 ${phone}`);
  await expect(card).toContainText('Weekdays after 5 pm');
  await expectNoAxeViolations(desk);
  await expectFitsEveryWidth(desk, '/staff/therapy-requests');
  await card.getByRole('button', { name: 'Mark the request of Therapy Requester for Abhyanga done' }).click();
  await expect(card).toHaveCount(0);
  await desk.context().close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Therapy requests' })).toHaveCount(0);
});

test('a therapy that needs a prescription leads to booking a consultation with the therapy in the notes', async ({ page }) => {
  await page.goto('/services/vamana');
  await expectStaticPage(page);
  const header = page.locator('article header');
  await expect(header.getByText('Needs a doctor’s consultation first')).toBeVisible();
  await expect(header.getByText('A doctor first decides whether this therapy suits you, and for how many days.')).toBeVisible();
  await expect(page.locator('#request')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, '/services/vamana');
  await header.getByRole('link', { name: 'Book a consultation first' }).click();
  await expect(page).toHaveURL(/\/book-consultation\?symptoms=Interested\+in\+Vamana$/);
  await waitForHydration(page);
  await expect(page.getByLabel('Symptoms (optional)')).toHaveValue('Interested in Vamana');
});

test('the therapy page in Hindi: how it is given and the request form', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  await page.goto('/services/shiro-dhara');
  const header = page.locator('article header');
  await expect(header.getByText('45 मिनट का सत्र')).toBeVisible();
  await expect(header.getByRole('link', { name: 'यह थेरेपी मँगवाएँ' })).toBeVisible();
  await expect(page.locator('#request').getByRole('link', { name: 'यह थेरेपी मँगवाने के लिए साइन इन करें' })).toBeVisible();
});

/**
 * The desk makes a request into a programme (decision 0076) on a phone: the first day, the days and
 * the patient's gender; the programme's page books it through the one accept path; the patient sees
 * it in My Appointments.
 */
test('reception makes a request into a programme and books it; the patient sees it', async ({ browser, baseURL, page }) => {
  const { api, who } = await patientApi(baseURL, { name: 'Dhara Requester' });
  const asked = await api.post('/api/therapy-requests', { data: { therapySlug: 'shiro-dhara', timeBand: 'any', note: 'Poor sleep.' } });
  expect(asked.status(), await asked.text()).toBe(201);
  await api.dispose();

  const desk = await staffSignIn(browser, RECEPTION);
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.goto('/staff/therapy-requests');
  await waitForHydration(desk);
  const card = desk.getByRole('article', { name: 'Dhara Requester · Shiro Dhara' });
  const [y, m, d] = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).split('-');
  await card.getByLabel('First day').fill(`${d}/${m}/${y}`);
  await card.getByLabel('Days (one session a day)').fill('0');
  await card.getByRole('button', { name: 'Make a programme for Dhara Requester · Shiro Dhara' }).click();
  // Refused per field: no days, no gender chosen.
  await expect(card.getByText('Give the number of days, from 1 to 21.')).toBeVisible();
  await expectNoAxeViolations(desk);
  await expectFitsEveryWidth(desk, '/staff/therapy-requests (form)', async (width) => {
    if (width === 390) await shot(desk, 'request-form-390', { fullPage: true });
  });
  await card.getByLabel('Days (one session a day)').fill('3');
  await card.getByLabel('Patient’s gender').selectOption({ label: 'Female' });
  await card.getByRole('button', { name: 'Make a programme for Dhara Requester · Shiro Dhara' }).click();
  await expect(desk).toHaveURL(/\/staff\/programmes\/[0-9a-f-]{36}$/);
  await waitForHydration(desk);
  await expect(desk.getByRole('heading', { name: 'Proposed schedule' })).toBeVisible();
  await desk.getByRole('button', { name: 'Accept and book all sessions' }).click();
  await expect(desk.getByText('Programme accepted: all sessions are booked.')).toBeVisible();
  await expect(desk.getByRole('link', { name: /^Move the .* session of / })).toHaveCount(3);
  await expectNoAxeViolations(desk);
  await expectFitsEveryWidth(desk, 'programme from a request');
  await desk.goto('/staff/therapy-requests');
  await expect(desk.getByRole('article', { name: 'Dhara Requester · Shiro Dhara' })).toHaveCount(0);
  await desk.context().close();

  await patientSignIn(page, who.contact, who.name, '/appointments');
  await expect(page.getByText('0 of 3 sessions done')).toBeVisible();
});
