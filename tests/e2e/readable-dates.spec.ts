/**
 * Dates and numbers as Indians read them (decision 0052), at 390 and 1280 px with axe: the
 * prescription's follow-up date is typed and shown dd/mm/yyyy (Playwright's browser is en-US, whose
 * native date input would show mm/dd/yyyy) and picked from the calendar with the keyboard; the
 * confirm dialog writes the slot out ('27 Nov 2026, 3:00 PM'), never ISO; the patient's short
 * number is on the staff page.
 */
import { book, expect, expectNoAxeViolations, expectNoRawKeys, patientApi, staffSignIn, test } from './fixtures';
import { shot } from './shots';

/** 'yyyy-mm-dd' `days` after an ISO date. */
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

for (const width of [390, 1280]) {
  test(`follow-up date dd/mm/yyyy, a readable date in the confirm dialog, the patient number, at ${width} px`, async ({
    browser,
    baseURL,
    doctor: ownDoctor,
  }) => {
    test.setTimeout(120_000);
    const { api } = await patientApi(baseURL, { name: 'Meena Dates' });
    const { _id: id, date } = await book(api, ownDoctor, { slot: { day: 2, slot: 'first' } });
    await api.dispose();

    const doctor = await staffSignIn(browser, ownDoctor.phone);
    await doctor.setViewportSize({ width, height: 900 });
    await doctor.goto(`/staff/consultations/${id}`);
    await expect(doctor.getByText(/^SA-\d{6}$/)).toBeVisible();
    await expect(doctor.getByRole('main')).not.toContainText(date);

    // The confirm dialog names the visit as people read it.
    await doctor.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = doctor.getByRole('dialog');
    await expect(dialog).toContainText(/Meena Dates, \d{1,2} [A-Z][a-z]{2} 20\d\d, \d{1,2}:\d{2} [AP]M, with /);
    await expect(dialog).not.toContainText(date);
    await expectNoAxeViolations(doctor);
    await shot(doctor, `confirm-dialog-${width}`);
    await dialog.getByRole('button', { name: 'Yes, go ahead' }).click();
    await expect(dialog).toHaveCount(0);

    // The follow-up date: typed day first, then moved a day on in the calendar with the keyboard.
    const followUp = plusDays(date, 14);
    // Bought outside: the demo clinic's dispensary has no catalogue (decision 0069).
    await doctor.getByRole('radio', { name: 'Bought outside (free text)' }).first().check();
    await doctor.getByLabel('Name').first().fill('Triphala churna');
    await doctor.getByLabel('Dosage').first().fill('1 tsp at night');
    await doctor.getByLabel('Duration (days)').first().fill('14');
    const field = doctor.getByLabel('Follow-up date', { exact: true });
    await field.fill(dayFirst(followUp));
    await field.press('Tab');
    await expect(field).toHaveValue(dayFirst(followUp));
    await doctor.keyboard.press('Enter'); // the focused "Choose date" button opens the calendar
    const calendar = doctor.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar).toBeVisible();
    await expectNoAxeViolations(doctor);
    await shot(doctor, `follow-up-calendar-${width}`);
    await doctor.keyboard.press('ArrowRight');
    await doctor.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    const next = plusDays(followUp, 1);
    await expect(field).toHaveValue(dayFirst(next));
    await doctor.getByRole('button', { name: 'Save prescription' }).click();
    await expect(doctor.getByText('Saved').first()).toBeVisible();
    const saved = await doctor.request.get(`/api/staff/consultations/${id}`);
    expect((await saved.json()).data.consultation.prescription.followUpDate).toBe(next);

    await doctor.reload();
    await expect(doctor.getByLabel('Follow-up date', { exact: true })).toHaveValue(dayFirst(next));
    await expectNoAxeViolations(doctor);
    await expectNoRawKeys(doctor);
    expect(await doctor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(doctor, `consultation-${width}`, { fullPage: true });
    await doctor.context().close();
  });
}
