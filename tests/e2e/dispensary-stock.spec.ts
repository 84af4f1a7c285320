/**
 * The dispensary (decision 0062): the admin adds a catalogue item, receives a purchase into a batch,
 * and sees the stock and the item's ledger. Every page fits 390 to 1280 px and passes axe.
 */
import { expect, expectNoAxeViolations, expectNoRawKeys, staffSignIn, test, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';

const ADMIN = '9000000001';

/** A date `days` from today as dd/mm/yyyy, as the date field takes it. */
function dayAhead(days: number): string {
  const [y, m, d] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

test('admin adds an item, receives a purchase, sees the stock and the ledger', async ({ browser }) => {
  const name = `Triphala Churna ${Math.random().toString(36).slice(2, 7)}`;
  const page = await staffSignIn(browser, ADMIN);
  await page.goto('/staff/dispensary/catalogue');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Pack').fill('100 g jar');
  await page.getByLabel('Stock unit').selectOption({ label: 'jars' });
  await page.getByLabel('HSN code').fill('30A');
  await page.getByLabel('GST rate (%)').fill('5');
  await page.getByLabel('MRP per unit (₹)').fill('120.50');
  await page.getByLabel('Reorder level').fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  // The shared schema refuses a malformed HSN code before anything is sent.
  await expect(page.getByText('The HSN code is 4, 6 or 8 digits')).toBeVisible();
  await page.getByLabel('HSN code').fill('3004');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('HSN 3004 · GST 5%');
  await expect(card).toContainText('MRP ₹120.50 per unit (jars)');
  await expectFitsEveryWidth(page, 'catalogue');
  await expectNoRawKeys(page);

  await page.goto('/staff/dispensary/receive');
  await waitForHydration(page);
  await page.getByLabel('Item').selectOption({ label: `${name} · 100 g jar` });
  await page.getByLabel('Batch number').fill('TC-2411');
  await page.getByLabel('Quantity (jars)').fill('12');
  await page.getByLabel('Expiry date').fill(dayAhead(30));
  await page.getByLabel('Cost per unit (₹)').fill('80');
  await page.getByLabel('Supplier', { exact: true }).fill('Raipur Ayurvedic Distributors');
  await page.getByLabel('Supplier’s invoice number').fill('RAD/2026/118');
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'receive');
  await page.getByRole('button', { name: 'Receive into stock' }).click();

  // The item's ledger: the batch and its 'received' movement.
  await expect(page.getByRole('heading', { name: `Ledger of ${name} · 100 g jar` })).toBeVisible();
  const batches = page.getByRole('region', { name: 'Batches' });
  await expect(batches.getByRole('row').filter({ hasText: 'TC-2411' })).toContainText('12 jars');
  const movements = page.getByRole('region', { name: 'Movements' });
  await expect(movements.getByRole('row').filter({ hasText: 'Received' })).toContainText('+12 jars');
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'ledger');
  await expectNoRawKeys(page);

  // The stock page: the item low (12 at a reorder level of 20) and its batch expiring within 90 days.
  await page.goto('/staff/dispensary');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Dispensary stock' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('12 jars · Reorder at 20');
  await expect(page.getByRole('region', { name: 'Expiring within 90 days' }).getByRole('row').filter({ hasText: 'TC-2411' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' }).getByRole('row').filter({ hasText: name })).toContainText('12 jars');
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page, 'stock');
  await expectNoRawKeys(page);
  await page.context().close();
});
