/**
 * The clinic profile end to end: the admin edits it in the staff console (/staff/clinic), a bad
 * social link is refused on the field, and the public footer shows the change at once; empty
 * social links are not shown. The profile is put back afterwards (the specs share one server).
 */
import { DEFAULT_CLINIC_PROFILE } from '../../core/clinic';
import { expect, expectNoAxeViolations, staffSignIn, test } from './fixtures';

const ADMIN = '9000000001';

// Clinic-wide: the footer and contact details are every page's; runs after the others (playwright.config.ts).
test('the admin edits the clinic profile and the footer shows it', { tag: '@clinic-wide' }, async ({ browser, baseURL }) => {
  const admin = await staffSignIn(browser, ADMIN);
  try {
    await admin.getByRole('link', { name: 'Clinic profile' }).click();
    await expect(admin).toHaveURL(/\/staff\/clinic$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Clinic profile' })).toBeVisible();
    await expectNoAxeViolations(admin);

    await admin.getByLabel('Phone', { exact: true }).fill('+919812345678');
    await admin.getByLabel('Instagram').fill('https://www.instagram.com/vaidya.e2e');
    // The network's home page is not the clinic's page.
    await admin.getByLabel('Facebook').fill('https://www.facebook.com/');
    await admin.getByRole('button', { name: 'Save profile' }).click();
    await expect(admin.getByText('Enter the https link of the clinic’s own page on this network, or leave it empty')).toBeVisible();
    await expect(admin.getByLabel('Facebook')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(admin);
    await admin.getByLabel('Facebook').fill('');
    await admin.getByRole('button', { name: 'Add a holiday' }).click();
    await admin.getByLabel('Date', { exact: true }).fill('04/03/2099');
    await admin.getByLabel('Holiday (English)').fill('Holi');
    await admin.getByLabel('Holiday (Hindi)').fill('होली');
    await admin.getByRole('button', { name: 'Save profile' }).click();
    await expect(admin.getByText('Clinic profile saved')).toBeVisible();

    await admin.goto('/contact');
    const footer = admin.locator('#site-footer');
    await expect(footer.getByRole('link', { name: '+91 98123 45678' })).toHaveAttribute('href', 'tel:+919812345678');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/vaidya.e2e');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
    await expect(admin.getByRole('main').getByText('Holi')).toBeVisible();
    const jsonLd = JSON.parse((await admin.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ telephone: '+919812345678', sameAs: ['https://www.instagram.com/vaidya.e2e'] });
    await expectNoAxeViolations(admin);
  } finally {
    const restored = await admin.request.put('/api/staff/clinic-profile', { data: DEFAULT_CLINIC_PROFILE, headers: { origin: baseURL! } });
    expect(restored.ok(), await restored.text()).toBe(true);
    await admin.context().close();
  }
});
