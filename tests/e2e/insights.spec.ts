/**
 * Insights end to end: an admin opens Insights from the console menu, switches the
 * period (a preset, then custom dates), opens a chart's table view; axe clean, in English and
 * Hindi, and no wider than the window at 390, 768 and 1280 px.
 */
import { expect, expectNoAxeViolations, expectNoRawKeys, staffSignIn, test, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

const ADMIN = '9000000001';

test('an admin opens Insights, switches the period and reads a chart as a table', async ({ browser }) => {
  const admin = await staffSignIn(browser, ADMIN);
  try {
    await admin.getByRole('link', { name: 'Insights' }).click();
    await expect(admin).toHaveURL(/\/staff\/insights$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await waitForHydration(admin);
    await expect(admin.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'page');
    await expect(admin.getByRole('heading', { name: 'Bookings by day' })).toBeVisible();
    // The busy hours by weekday, Monday first, named in the page's language.
    const heatmap = admin.getByRole('table', { name: 'Busy weekdays and hours' });
    await expect(heatmap.getByRole('rowheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expectNoAxeViolations(admin);

    await admin.getByRole('link', { name: 'This quarter' }).click();
    await expect(admin).toHaveURL(/period=quarter/);
    await expect(admin.getByRole('link', { name: 'This quarter' })).toHaveAttribute('aria-current', 'page');
    await expect(admin.getByRole('heading', { name: 'Bookings by week' })).toBeVisible();

    await admin.getByLabel('From').fill('01/11/2026');
    await admin.getByLabel('To', { exact: true }).fill('07/11/2026');
    await admin.getByRole('button', { name: 'Custom dates: Show' }).click();
    await expect(admin).toHaveURL(/period=custom&from=2026-11-01&to=2026-11-07/);
    await expect(admin.getByText('1 Nov to 7 Nov')).toBeVisible();
    await expect(admin.getByText('Compared with 25 Oct to 31 Oct')).toBeVisible();

    const series = admin.getByRole('heading', { name: 'Bookings by day' }).locator('xpath=..');
    await series.getByText('Show as a table').click();
    const table = series.getByRole('table', { name: 'Bookings by day' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'This period' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(8); // a header and the seven days
    await expect(table.getByRole('rowheader').first()).toHaveText('1 Nov');
    await expectNoAxeViolations(admin);
    await expectNoRawKeys(admin);

    await expectFitsEveryWidth(admin, '/staff/insights', async (width) => {
      if (width !== 768) await shot(admin, `insights-${width}`, { fullPage: true });
    });

    await admin.goto('/staff/insights?period=week&lang=hi');
    await waitForHydration(admin);
    await expect(admin.getByRole('heading', { level: 1, name: 'अंतर्दृष्टि' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'यह सप्ताह' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(admin);
    await expectNoRawKeys(admin);
    await admin.goto('/staff/insights?lang=en');
  } finally {
    await admin.context().close();
  }
});

test('a bad custom period says so and shows this month', async ({ browser }) => {
  const admin = await staffSignIn(browser, ADMIN);
  try {
    await admin.goto('/staff/insights?period=custom&from=2026-11-10&to=2026-11-01');
    await expect(admin.getByRole('alert')).toHaveText('The end date is before the start date');
    await expect(admin.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'page');
  } finally {
    await admin.context().close();
  }
});
