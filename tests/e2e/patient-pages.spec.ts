/**
 * Small truths of the pages: a pay-at-clinic booking (made through the real API), a failed load.
 */
import { book, expect, expectNoAxeViolations, patientSignIn, test, uniquePhone, waitForElementHydration } from './fixtures';

test('a booking to be paid at the clinic says so, and offers no online payment', async ({ page, doctor }) => {
  await patientSignIn(page, uniquePhone(), 'Lata Sahu');
  const { _id: id } = await book(page.request, doctor, {
    slot: { day: 3, slot: 'first', minSlots: 2 },
    symptoms: 'Rash on the neck',
    payAtClinic: true,
  });

  await page.goto('/appointments');
  const card = page.getByRole('article').filter({ hasText: doctor.name });
  await expect(card).toContainText('To be paid at the clinic');
  await expect(card).not.toContainText('Payment pending');
  await expect(card.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/consultation/${id}`);
  await expect(page.locator('main')).toContainText('To be paid at the clinic');
});

test('a failed doctors load says so inline and in a toast', async ({ page }) => {
  // A client-side visit: signed in, the home page hydrates (signed out it has no JavaScript).
  await patientSignIn(page, uniquePhone());
  await page.route('**/api/doctors/active', (route) => route.fulfill({ json: { success: false, message: 'Failed to fetch doctors' } }));
  // The doctors section is deferred (app/ui/deferred.tsx): until its chunk hydrates it, a click on
  // its link is the browser's own page load, which the server renders with the real list.
  const viewAll = page.locator('#doctors').getByRole('link', { name: 'View All Doctors' });
  await waitForElementHydration(viewAll);
  await viewAll.click();
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
