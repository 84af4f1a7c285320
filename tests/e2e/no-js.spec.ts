/**
 * Progressive enhancement (decision 0020): with JavaScript off, as on a page whose scripts failed to
 * load, a patient signs in with the SMS code, books a consultation (a GET step shows the free dates
 * and times, a POST books) and lands on the payment page; the contact form sends a message.
 */
import { expect, readOtp, test, uniquePhone } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

test('signs in and books with JavaScript disabled, landing on the payment page', async ({ page, doctor }) => {
  const phone = uniquePhone();
  await page.goto('/auth?redirectTo=%2Fbook-consultation');
  await page.getByLabel('Name', { exact: true }).fill('Nisha Rao');
  await page.getByLabel('Mobile number').fill(phone);
  const sentAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await readOtp(phone, sentAt);
  for (const [i, digit] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 6`).fill(digit);
  await page.getByRole('button', { name: 'Submit' }).click();
  // A new number: the consent box appears with the code kept; tick it and submit again.
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/book-consultation$/);
  await expect(page.getByText('+91 ' + phone, { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: 'General Consultation' }).check();
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Skin & Hair');
  await page.getByRole('combobox', { name: 'Doctor', exact: true }).selectOption({ label: doctor.name });
  await page.getByRole('button', { name: 'Show free times' }).click();
  const date = page.getByRole('combobox', { name: 'Date' });
  await expect(date).toBeVisible();
  await date.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Show free times' }).click();
  await expect(page.getByRole('radio', { name: 'General Consultation' })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Time slot' }).getByRole('radio').first().check({ force: true });
  await page.getByLabel('Symptoms (optional)').fill('Hair fall');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9A-Z]{20}$/);
  await expect(page.getByTestId('payment-amount')).toHaveText('₹500');
});

test('sends the contact form with JavaScript disabled', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Parking');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Refused by the same schema as the API: the messages show, what was typed stays.
  await expect(page.getByText('Name is required').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Parking');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ravi Kumar');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ravi@example.com');
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Parking');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Is there parking near the clinic?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
});

test('the content pages need no JavaScript: the menus open, the language switch and the services search work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menu = page.locator('header summary[aria-label="Main menu"]');
  await menu.click();
  const panel = page.locator('header details[open]').getByRole('navigation', { name: 'Main menu' });
  await expect(panel).toBeVisible();
  await panel.locator('summary', { hasText: 'Services' }).click();
  await panel.getByRole('link', { name: 'Abhyanga' }).click();
  await expect(page).toHaveURL(/\/services\/abhyanga$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abhyanga' })).toBeVisible();

  // The search: a GET form (decision 0020), filtered by the server.
  await page.locator('main summary', { hasText: 'Browse therapies' }).click();
  const search = page.locator('main details[open]').getByPlaceholder('Search therapies...');
  await search.fill('basti');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/services\/abhyanga\?q=basti$/);
  const sidebar = page.locator('main details[open]').getByRole('navigation', { name: 'Therapies' });
  await expect(sidebar.getByRole('link', { name: 'Janu Basti' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Abhyanga' })).toHaveCount(0);

  // The language switch posts and comes back to the same address, in Hindi.
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(page).toHaveURL(/\/services\/abhyanga\?q=basti$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'अभ्यंग' })).toBeVisible();
});
