/**
 * A day at the dispensary (decisions 0062, 0069-0071), through the screens: the admin receives a
 * purchase of a medicine; the doctor prescribes it from the catalogue with the keyboard; the desk
 * dispenses part of it at a phone's width, bills it (the GST tax invoice) and prints the labels (the
 * PDFs read and drawn); a therapist marks a session done and it uses the therapy's oil; the stock
 * shows both movements and the day's reconciliation the sale. Axe and width at 390, 768 and 1280 px,
 * the counter and the invoice in Hindi too.
 *
 * Tagged @clinic-wide: it gives the clinic a GSTIN and a therapy (Dhumapana) a material for the
 * length of the test, which would change other specs' sessions and sales while they run.
 */
import { DEFAULT_CLINIC_PROFILE } from '../../core/clinic';
import { LOCALE_COOKIE } from '../../core/constants';
import { pdfText, pdfToPng } from '../helpers/pdf.ts';
import {
  book,
  expect,
  expectNoAxeViolations,
  expectNoRawKeys,
  patientApi,
  STAFF_PHONES,
  staffApi,
  staffSignIn,
  test,
  waitForHydration,
} from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

const ADMIN = '9000000001';
const GSTIN = '22AAACS1234A1ZC';
const THERAPY = 'dhumapana';

/** A date `days` from today as dd/mm/yyyy, as the date field takes it. */
function dayAhead(days: number): string {
  const [y, m, d] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

test('@clinic-wide a dispensary day: receive, prescribe from the catalogue, dispense part, invoice and labels, a session uses oil, stock and the day', async ({
  browser,
  baseURL,
  request,
  desk,
  doctor,
  therapist,
}, testInfo) => {
  test.setTimeout(300_000); // four roles, a dozen pages at three widths with axe, four PDFs
  const tag = Math.random().toString(36).slice(2, 7);
  const medicine = `Dashamoola Churna ${tag}`;
  const oil = `Dhanwantharam Taila ${tag}`;
  const admin = await staffApi(baseURL, ADMIN);
  const before = (await (await admin.get('/api/staff/therapy-materials')).json()).data;
  expect(
    (await admin.put('/api/staff/clinic-profile', { data: { ...DEFAULT_CLINIC_PROFILE, gst: { gstin: GSTIN, stateCode: '22' } } })).ok(),
  ).toBe(true);
  try {
    // The catalogue: the medicine (its purchase received on screen below) and the oil, with 500 ml in stock.
    const item = async (data: Record<string, unknown>) => {
      const made = await admin.post('/api/staff/dispensary/items', {
        data: { strength: '', manufacturer: 'Kottakkal', reorderLevel: 0, active: true, hsnCode: '3004', gstRate: 12, ...data },
      });
      expect(made.ok(), await made.text()).toBe(true);
      return ((await made.json()) as { data: { id: string } }).data.id;
    };
    await item({ kind: 'medicine', name: medicine, form: 'churna', pack: '100 g jar', unit: 'jar', mrp: 150 });
    const oilId = await item({ kind: 'material', name: oil, form: 'oil', pack: '450 ml', unit: 'ml', mrp: 1.2, gstRate: 5 });
    const [y, m, d] = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10).split('-');
    const oilIn = await admin.post('/api/staff/dispensary/receipts', {
      data: {
        itemId: oilId,
        batchNo: `DT-${tag}`,
        mfgDate: null,
        expiryDate: `${y}-${m}-${d}`,
        quantity: 500,
        cost: 0.9,
        mrp: null,
        supplier: 'Kottakkal',
        invoiceRef: `K-${tag}`,
      },
    });
    expect(oilIn.ok(), await oilIn.text()).toBe(true);
    const usual = await admin.put(`/api/staff/therapy-settings/${THERAPY}/materials`, {
      data: { materials: [{ itemId: oilId, quantity: 40 }] },
    });
    expect(usual.ok(), await usual.text()).toBe(true);

    // 1. The admin receives the medicine's purchase on screen.
    const adminPage = await staffSignIn(browser, ADMIN);
    await adminPage.goto('/staff/dispensary/receive');
    await waitForHydration(adminPage);
    await adminPage.getByLabel('Item').selectOption({ label: `${medicine} · 100 g jar (Kottakkal)` });
    await adminPage.getByLabel('Batch number').fill(`DC-${tag}`);
    await adminPage.getByLabel('Quantity (jars)').fill('10');
    await adminPage.getByLabel('Expiry date').fill(dayAhead(300));
    await adminPage.getByLabel('Cost per unit (₹)').fill('95');
    await adminPage.getByLabel('Supplier', { exact: true }).fill('Raipur Ayurvedic Distributors');
    await adminPage.getByLabel('Supplier’s invoice number').fill(`RAD/${tag}`);
    await adminPage.getByRole('button', { name: 'Receive into stock' }).click();
    await expect(
      adminPage
        .getByRole('region', { name: 'Batches' })
        .getByRole('row')
        .filter({ hasText: `DC-${tag}` }),
    ).toContainText('10 jars');

    // 2. The doctor prescribes it from the catalogue, with the keyboard.
    const { api, who } = await patientApi(baseURL, { name: `Meera Dispensary ${tag}` });
    const { _id: id } = await book(api, doctor, { slot: { day: 1 }, who, symptoms: 'Low back pain' });
    await api.dispose();
    expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);
    const doctorPage = await staffSignIn(browser, doctor.phone);
    await doctorPage.goto(`/staff/consultations/${id}`);
    await waitForHydration(doctorPage);
    await expect(doctorPage.getByRole('radio', { name: 'The clinic’s dispensary' }).first()).toBeChecked();
    const search = doctorPage.getByRole('combobox', { name: 'Search the dispensary' }).first();
    await search.fill(`Dashamoola Churna ${tag}`);
    await expect(doctorPage.getByRole('option', { name: new RegExp(medicine) })).toContainText('10 jars in stock');
    await search.press('Enter');
    await expect(doctorPage.getByText(`Chosen: ${medicine}`)).toBeVisible();
    await doctorPage.getByLabel('Dosage').first().fill('1 teaspoon twice a day');
    await doctorPage.getByLabel('Duration (days)').first().fill('15');
    await doctorPage.getByLabel('Quantity to dispense (jars)').first().fill('2');
    await doctorPage.getByLabel('When').first().selectOption({ label: 'After food' });
    await expectNoAxeViolations(doctorPage);
    await doctorPage.getByRole('button', { name: 'Save prescription' }).click();
    await expect(doctorPage.getByText('Saved').first()).toBeVisible();
    await doctorPage.context().close();

    // 3. The desk, on a phone: the counter's queue, one jar of two given, billed, the labels.
    const deskPage = await staffSignIn(browser, STAFF_PHONES.reception);
    await deskPage.setViewportSize({ width: 390, height: 844 });
    await deskPage.goto('/staff/dispensary/counter');
    await waitForHydration(deskPage);
    await expectNoAxeViolations(deskPage);
    await deskPage.getByRole('link', { name: `Dispense for ${who.name}` }).click();
    await waitForHydration(deskPage);
    const giveNow = deskPage.getByLabel(`Give now: ${medicine}`);
    await expect(giveNow).toHaveValue('2');
    await giveNow.fill('1');
    await deskPage.getByRole('button', { name: 'Dispense', exact: true }).click();
    const given = deskPage
      .getByRole('listitem')
      .filter({ hasText: `${medicine}: 1 jar` })
      .last();
    await expect(given).toContainText(`Batch DC-${tag}`);
    await expect(deskPage.getByLabel(`Give now: ${medicine}`)).toHaveValue('1'); // one still to collect
    await expectNoAxeViolations(deskPage);
    await deskPage.getByLabel('Paid by').selectOption({ label: 'UPI' });
    await deskPage.getByRole('button', { name: 'Issue the tax invoice' }).click();
    await expect(deskPage.getByRole('alert').filter({ hasText: 'Enter the UPI reference (UTR) of the payment.' })).toBeVisible();
    const utr = String(Date.now()).slice(-12).padStart(12, '4');
    await deskPage.getByLabel('UTR / reference').fill(utr);
    await deskPage.getByRole('button', { name: 'Issue the tax invoice' }).click();
    const invoiceLink = deskPage.getByRole('link', { name: /^Tax invoice SI\/\d{2}-\d{2}\/\d{6}$/ });
    await expect(invoiceLink).toBeVisible();
    const invoiceNo = ((await invoiceLink.textContent()) ?? '').replace('Tax invoice ', '');
    await expect(deskPage.getByRole('button', { name: 'Issue the tax invoice' })).toHaveCount(0);
    await expectFitsEveryWidth(deskPage, 'counter', async (width) => {
      if (width !== 768) await shot(deskPage, `counter-${width}`, { fullPage: true });
    });
    await expectNoRawKeys(deskPage);

    const labelsHref = await deskPage
      .getByRole('link', { name: /Labels in Hindi/ })
      .first()
      .getAttribute('href');
    const labels = await deskPage.request.get(labelsHref!);
    expect(labels.status()).toBe(200);
    const labelText = pdfText(await labels.body());
    expect(labelText).toContain(who.name);
    expect(labelText).toContain('खुराक'); // the dose's heading in the patient's language
    expect(labelText).toContain(`DC-${tag}`);
    pdfToPng(await labels.body(), `dispensary-day-labels-hi-${tag}`);

    await invoiceLink.click();
    await expect(deskPage.getByRole('heading', { level: 1 })).toContainText(invoiceNo);
    await waitForHydration(deskPage);
    await expectNoAxeViolations(deskPage);
    await expectFitsEveryWidth(deskPage, 'invoice');
    const invoicePdf = await deskPage.request.get(
      (await deskPage
        .getByRole('link', { name: /English/ })
        .first()
        .getAttribute('href'))!,
    );
    expect(invoicePdf.status()).toBe(200);
    const invoiceText = pdfText(await invoicePdf.body());
    for (const expected of [invoiceNo, GSTIN, '3004', 'CGST', 'SGST', who.name, 'Rupees One Hundred Fifty Only'])
      expect(invoiceText, `the invoice PDF names ${expected}`).toContain(expected);
    testInfo.attachments.push({
      name: 'invoice',
      contentType: 'image/png',
      path: pdfToPng(await invoicePdf.body(), `dispensary-day-invoice-${tag}`),
    });

    // The counter and the invoice in Hindi.
    await deskPage.context().addCookies([{ name: LOCALE_COOKIE, value: 'hi', url: baseURL! }]);
    await deskPage.reload();
    await waitForHydration(deskPage);
    await expect(deskPage.getByRole('heading', { level: 1 })).toContainText(`कर बीजक ${invoiceNo}`);
    await expectNoAxeViolations(deskPage);
    await expectNoRawKeys(deskPage);
    await deskPage.goBack();
    await waitForHydration(deskPage);
    await expect(deskPage.getByRole('link', { name: `कर बीजक ${invoiceNo}` })).toBeVisible();
    await expectNoAxeViolations(deskPage);
    await expectFitsEveryWidth(deskPage, 'counter (hi)');
    await expectNoRawKeys(deskPage);
    await deskPage.context().close();

    // 4. A therapist's Dhumapana session is done, using 35 ml of the usual 40.
    const { who: sessionPatient, api: other } = await patientApi(baseURL, { name: `Ravi Oil ${tag}` });
    await other.dispose();
    const made = await request.post('/api/test/sessions', {
      data: { therapistId: therapist.id, contact: sessionPatient.contact, name: sessionPatient.name },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { date, room } = (await made.json()).data as { date: string; room: string };
    const therapistPage = await staffSignIn(browser, therapist.phone);
    await therapistPage.goto(`/staff/my-day?date=${date}`);
    await waitForHydration(therapistPage);
    await therapistPage.getByRole('listitem').filter({ hasText: room }).getByRole('button', { name: 'Done: Ravi' }).click();
    const dialog = therapistPage.getByRole('dialog', { name: /^Done: Dhumapana/ });
    const used = dialog.getByLabel(`${oil} (ml)`);
    await expect(used).toHaveValue('40');
    await used.fill('35');
    await expectNoAxeViolations(therapistPage);
    await dialog.getByRole('button', { name: 'Mark done' }).click();
    await expect(dialog).toHaveCount(0);
    await therapistPage.context().close();

    // 5. The stock: 9 jars left of 10, 465 ml of oil; the oil's ledger names the session's use.
    await adminPage.goto(`/staff/dispensary?q=${encodeURIComponent(tag)}`);
    await waitForHydration(adminPage);
    const items = adminPage.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('row').filter({ hasText: medicine })).toContainText('9 jars');
    await expect(items.getByRole('row').filter({ hasText: oil })).toContainText('465 ml');
    await expectNoAxeViolations(adminPage);
    await expectFitsEveryWidth(adminPage, 'stock');
    await adminPage.goto(`/staff/dispensary/items/${oilId}`);
    const movements = adminPage.getByRole('region', { name: 'Movements', exact: true });
    await expect(movements.getByRole('row').filter({ hasText: 'Used in a session' })).toContainText('−35 ml');

    // 6. The day: the sale in insights and in the reconciliation's UPI line.
    await adminPage.goto('/staff/insights?period=week');
    const sales = adminPage.locator('section').filter({ has: adminPage.getByRole('heading', { name: 'Dispensary sales' }) });
    await expect(sales).toContainText(/\d+ tax invoices?, ₹[\d,]+ sold/);
    await expectNoAxeViolations(adminPage);
    await expectFitsEveryWidth(adminPage, 'insights', async (width) => {
      if (width === 390) await shot(sales, 'insights-sales-390');
    });
    await adminPage.goto('/staff/reconciliation');
    await waitForHydration(adminPage);
    await expect(adminPage.getByRole('row', { name: /of which dispensary sales/ }).first()).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await expectFitsEveryWidth(adminPage, 'reconciliation', async (width) => {
      if (width !== 768) await shot(adminPage, `reconciliation-${width}`, { fullPage: true });
    });
    await adminPage.context().close();
  } finally {
    await admin.put(`/api/staff/therapy-settings/${THERAPY}/materials`, {
      data: {
        materials: ((before.therapies?.[THERAPY] ?? []) as { itemId: string; quantity: number }[]).map(({ itemId, quantity }) => ({
          itemId,
          quantity,
        })),
      },
    });
    await admin.put('/api/staff/clinic-profile', { data: DEFAULT_CLINIC_PROFILE });
    await admin.dispose();
  }
});
