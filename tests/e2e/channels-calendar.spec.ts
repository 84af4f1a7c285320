/**
 * The channels, patient side: the choice of SMS / WhatsApp / both when booking and on the profile (with
 * the WhatsApp consent), "Add to calendar" on the payment and appointments pages (the .ics file and
 * the Google Calendar link), and the clinic's "Chat with us on WhatsApp" link; the pages stay
 * within the window at 390, 768 and 1280 px and pass axe.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEFAULT_CLINIC_PROFILE } from '../../core/clinic';
import {
  expect,
  expectNoAxeViolations,
  expectNoRawKeys,
  patientSignIn,
  staffSignIn,
  test,
  uniquePhone,
  waitForHydration,
  type OwnDoctor,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';

/** The first free slot of the test's own doctor (decision 0037: no other spec books it). */
async function chooseSlot(page: Page, doctor: OwnDoctor) {
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Skin & Hair');
  await page.getByRole('combobox', { name: 'Doctor', exact: true }).selectOption({ label: doctor.name });
  await page.getByRole('radio', { name: 'General Consultation' }).check();
  const day = page.locator('.rdp-day_button:not([disabled])').first();
  await expect(day).toBeVisible();
  await day.click();
  await page.getByRole('radiogroup', { name: 'Time slot' }).locator('label').first().click();
  await expect(page.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio').first()).toBeChecked();
}

test('a patient picks WhatsApp when booking, adds the booking to a calendar and finds the choice on the profile', async ({
  page,
  doctor,
}) => {
  const phone = uniquePhone();
  await patientSignIn(page, phone, 'Asha Verma', '/book-consultation');
  await waitForHydration(page);

  const channels = page.getByRole('group', { name: 'Messages about your bookings' });
  await expect(channels.getByRole('radio', { name: 'SMS', exact: true })).toBeChecked();
  await expect(channels.getByText(/By choosing WhatsApp you agree/)).toBeVisible();
  const chat = page.getByRole('main').getByRole('link', { name: /Chat with us on WhatsApp/ });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);

  await chooseSlot(page, doctor);
  await channels.getByRole('radio', { name: 'WhatsApp', exact: true }).check();
  await expect(channels.getByRole('radio', { name: 'WhatsApp', exact: true })).toHaveAccessibleDescription(/By choosing WhatsApp/);
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  await expectFitsEveryWidth(page, '/book-consultation');

  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9A-Z]{20}$/);
  const id = page.url().split('/').at(-1) ?? '';

  // Add to calendar: the .ics file and the Google link.
  const calendar = page.getByTestId('add-to-calendar');
  await expect(calendar.getByText('Add to calendar')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    calendar.getByRole('link', { name: 'Download calendar file (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`consultation-${id}.ics`);
  const ics = readFileSync((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:${id}@sarona-ayurveda`);
  // On the payment page the booking is held for payment, not the patient's yet (decision 0036).
  expect(ics).toContain('STATUS:TENTATIVE');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics.replace(/\r\n /g, '')).toContain(doctor.name);
  const google = calendar.getByRole('link', { name: /Add to Google Calendar/ });
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', /noopener/);
  const googleUrl = new URL((await google.getAttribute('href')) ?? '');
  expect(googleUrl.searchParams.get('action')).toBe('TEMPLATE');
  const dtstart = /DTSTART:(\S+)/.exec(ics)?.[1];
  expect(googleUrl.searchParams.get('dates')?.split('/')[0]).toBe(dtstart);

  // The footer's WhatsApp link: plain markup, a new tab, no opener.
  const footerChat = page.locator('footer').getByRole('link', { name: /Chat with us on WhatsApp/ });
  await expect(footerChat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(footerChat).toHaveAttribute('target', '_blank');
  await expect(footerChat).toHaveAttribute('rel', /noopener/);
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  await expectFitsEveryWidth(page, '/payment');

  // The profile shows the saved choice and when WhatsApp was agreed to; switching to both is saved.
  await page.goto('/profile');
  await waitForHydration(page);
  const profileChannels = page.getByRole('group', { name: 'Messages about your bookings' });
  await expect(profileChannels.getByRole('radio', { name: 'WhatsApp', exact: true })).toBeChecked();
  await expect(page.getByText(/WhatsApp messages agreed on/)).toBeVisible();
  await profileChannels.getByRole('radio', { name: 'WhatsApp and SMS' }).check();
  await page.getByRole('button', { name: 'Save choice' }).click();
  await expect(page.getByText('Your choice is saved. Your upcoming bookings use it too.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'WhatsApp and SMS' })).toBeChecked();
  await expectNoAxeViolations(page);
  await expectNoRawKeys(page);
  await expectFitsEveryWidth(page, '/profile');

  // My Appointments and the tracking page offer the same links.
  await page.goto('/appointments');
  await expect(page.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute(
    'href',
    `/api/consultations/${id}/calendar.ics`,
  );
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, '/appointments');
  await page.goto(`/consultation/${id}`);
  await expect(page.getByTestId('add-to-calendar').getByRole('link', { name: /Add to Google Calendar/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, '/consultation/:id');
});

test('a visitor who is not the owner sees no calendar links on tracking, and the .ics answers 404', async ({ page, browser, doctor }) => {
  const phone = uniquePhone();
  await patientSignIn(page, phone, 'Ravi Kumar', '/book-consultation');
  await waitForHydration(page);
  await chooseSlot(page, doctor);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9A-Z]{20}$/);
  const id = page.url().split('/').at(-1) ?? '';

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/consultation/${id}`);
  await expect(stranger.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stranger.getByTestId('add-to-calendar')).toHaveCount(0);
  const res = await stranger.request.get(`/api/consultations/${id}/calendar.ics`);
  expect(res.status()).toBe(404);
  await stranger.context().close();
});

// Clinic-wide: the clinic's WhatsApp number is every page's; runs after the others (playwright.config.ts).
test(
  'without a clinic WhatsApp number no "Chat with us on WhatsApp" link is shown',
  { tag: '@clinic-wide' },
  async ({ browser, baseURL }) => {
    const admin = await staffSignIn(browser, '9000000001');
    const put = (whatsapp: string) =>
      admin.request.put('/api/staff/clinic-profile', { data: { ...DEFAULT_CLINIC_PROFILE, whatsapp }, headers: { origin: baseURL! } });
    try {
      expect((await put('')).ok()).toBe(true);
      for (const path of ['/contact', '/book-consultation', '/']) {
        await admin.goto(path);
        await expect(admin.locator('#site-footer').getByText('Mon-Sat', { exact: false })).toBeVisible();
        await expect(admin.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveCount(0);
      }
    } finally {
      expect((await put(DEFAULT_CLINIC_PROFILE.whatsapp)).ok()).toBe(true);
      await admin.goto('/contact');
      await expect(admin.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveCount(2);
      await admin.context().close();
    }
  },
);
