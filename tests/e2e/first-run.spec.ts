/**
 * The admin's first-run checklist on Today (decision 0053): the steps left, each linking to its
 * page (the keyboard follows one), ticked from the data; reception does not have it. It fits
 * phones to desktops and passes axe. The e2e clinic sends SMS to the outbox, so its messaging step
 * is never done and the checklist always shows; which other steps are done depends on what the
 * specs running beside this one have added.
 */
import { expect, expectNoAxeViolations, expectNoRawKeys, staffSignIn, STAFF_PHONES, test, waitForHydration } from './fixtures';
import { expectFitsEveryWidth } from './layout';
import { shot } from './shots';

const STEPS = [
  ["Fill in the clinic's details", '/staff/clinic'],
  ['Add your doctors and their weekly hours', '/staff/doctors'],
  ['Add therapists and the therapies they give', '/staff/therapists'],
  ['Add treatment rooms and their equipment', '/staff/rooms'],
  ['Check the programme templates', '/staff/programme-templates'],
  ['Connect SMS and e-mail', '/staff/notices'],
] as const;

test("the admin's Today page lists what is left to set up, and reception's does not", async ({ browser }) => {
  const admin = await staffSignIn(browser, STAFF_PHONES.admin);
  await waitForHydration(admin);
  const checklist = admin.getByRole('region', { name: 'Getting the clinic ready' });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText(/\d of 6 done/);
  const links = checklist.getByRole('link');
  await expect(links).toHaveCount(STEPS.length);
  for (const [i, [name, href]] of STEPS.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', href);
    await expect(links.nth(i)).toContainText(name);
  }
  // The templates come with every installation; messaging is the outbox here.
  await expect(checklist.getByRole('link', { name: /^Check the programme templates \(Done\)/ })).toBeVisible();
  await expect(checklist.getByRole('link', { name: /^Connect SMS and e-mail \(To do\)/ })).toBeVisible();
  await expectNoRawKeys(admin);
  await expectNoAxeViolations(admin);
  await expectFitsEveryWidth(admin, 'Today with the checklist', async (width) => {
    if (width === 768) return;
    await shot(checklist, `checklist-${width}`);
  });

  await links.nth(3).focus();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/staff\/rooms$/);

  await admin.goto('/staff/today?lang=hi'); // sets the language cookie
  await expect(admin.getByRole('region', { name: 'क्लिनिक को तैयार करना' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();

  const desk = await staffSignIn(browser, STAFF_PHONES.reception);
  await waitForHydration(desk);
  await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Getting the clinic ready' })).toHaveCount(0);
  await desk.context().close();
});
