/**
 * Small truths of the pages: a pay-at-clinic booking (made through the real API), a failed load.
 */
import { expect, expectNoAxeViolations, patientSignIn, test, uniquePhone, waitForHydration } from './fixtures';

const MEERA = '6f1c3b1e-0c4a-4d2e-9a51-1a0000000001';

test('a booking to be paid at the clinic says so, and offers no online payment', async ({ page }) => {
  await patientSignIn(page, uniquePhone(), 'Lata Sahu');
  const availability = await (await page.request.get(`/api/doctors/${MEERA}/availability`)).json();
  const day = (availability.data.days as { date: string; slots: string[] }[]).filter((d) => d.slots.length > 2)[3]!;
  const booked = await page.request.post('/api/consultations', {
    data: {
      doctor: { doctorId: MEERA },
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      date: day.date,
      timeSlot: day.slots[0],
      mode: 'offline',
      symptoms: 'Rash on the neck',
      payAtClinic: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const id = (await booked.json()).data._id as string;

  await page.goto('/appointments');
  const card = page.getByRole('article').filter({ hasText: 'Dr. Meera Sharma' });
  await expect(card).toContainText('To be paid at the clinic');
  await expect(card).not.toContainText('Payment pending');
  await expect(card.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/consultation/${id}`);
  await expect(page.locator('main')).toContainText('To be paid at the clinic');
});

test('a failed doctors load says so inline and in a toast', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route('**/api/doctors/active', (route) => route.fulfill({ json: { success: false, message: 'Failed to fetch doctors' } }));
  await page.locator('#doctors').getByRole('link', { name: 'View All Doctors' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch doctors' })).toBeVisible();
  await expect(page.locator('[data-rht-toaster]').getByText('Failed to fetch doctors')).toBeVisible();
});

test('the blog list marks a post written in the other language', async ({ page }) => {
  await page.goto('/blog');
  const hindi = page.getByTestId('post-card').filter({ hasText: 'दिनचर्या' });
  await expect(hindi).toContainText('In Hindi');
  await expect(page.getByTestId('post-card').filter({ hasText: 'Everyday Immunity' })).not.toContainText('In Hindi');
  await expectNoAxeViolations(page);
});
