/**
 * Playwright fixtures shared by every e2e test: axe checks, the SMS outbox of the server under
 * test, console errors that fail a test, sign-ins, and each test's own doctor, therapist and
 * bookings (so specs run in any order and in parallel workers: decision 0037).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { AFTER_PAINT_MARK } from '../../server/http/pages/paint-first.ts';
import { runAxe } from './axe';

export { expect };

export const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests with `npm run test:e2e`');
  return dir;
};

export function smsOutbox(): { to: string; body: string; at: string }[] {
  const file = path.join(dataDir(), 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The newest one-time code sent to a number, waiting for it to arrive. */
export async function readOtp(phone: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // The newest message carrying a code: a notice sent to the number meanwhile (a programme's
    // cancellation, queued a moment before) can land after the code.
    const code = smsOutbox()
      .filter((m) => m.to === phone && Date.parse(m.at) >= after)
      .map((m) => m.body.match(/\b(\d{6})\b/)?.[1])
      .filter(Boolean)
      .at(-1);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${phone} in the SMS outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until React has hydrated the page (app/root.tsx marks <html data-hydrated>): clicks are client-side from then on. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * A content page sent to a signed-out visitor without JavaScript (decision 0079): no module script,
 * no preloaded module, no external stylesheet (it is inline), only the page's small inline scripts
 * (the shell's, and the blog list's). There is nothing to wait for: the page is as it stays once loaded.
 */
export async function expectStaticPage(page: Page) {
  const parts = await page.evaluate(
    (mark) => ({
      // A hydrated page's module script is inert until the first paint (decision 0085): counted too.
      modules: document.querySelectorAll(`script[type="module"], script[${mark}], script[src], link[rel="modulepreload"]`).length,
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      inlineStyles: document.querySelectorAll('head style').length,
      inlineScripts: Math.min(document.querySelectorAll('body > script:not([type])').length, 1),
    }),
    AFTER_PAINT_MARK,
  );
  expect(parts, `${page.url()} is sent without JavaScript`).toEqual({ modules: 0, stylesheets: 0, inlineStyles: 1, inlineScripts: 1 });
}

/** Waits until the page is as it will stay: hydrated, or loaded when it is sent without JavaScript (decision 0079). */
export async function waitForPageReady(page: Page) {
  await page.waitForLoadState('load');
  if (await page.locator('script[type="module"]').count()) await waitForHydration(page);
}

/**
 * Waits until React has hydrated this element itself. A part of a page rendered with `deferred`
 * (app/ui/deferred.tsx: the home page's sections, the footer) hydrates when its chunk arrives, which
 * can be after the root marks the page hydrated: a click on one of its links before then is the
 * browser's own, a full page load, not a client-side navigation.
 */
export async function waitForElementHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}

/**
 * The main public pages, one of each kind a visitor lands on: markup.spec puts each through axe and
 * its heading and language checks in English and in Hindi, so the Hindi crawl (hindi.spec) checks
 * the other kinds.
 */
export const MAIN_PUBLIC_PAGES = ['/', '/doctors', '/services/abhyanga', '/treatments', '/blog', '/contact', '/auth'];

/** The paths of the sitemap's pages: each is listed in English and in Hindi (?lang=hi), one path per page. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))];
}

/** A fresh 10-digit number per call, so tests never collide. */
export function uniquePhone(): string {
  return `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Fails when the page shows a message key instead of its text (a key missing from the catalog). */
export async function expectNoRawKeys(page: Page) {
  const { catalogs } = await import('../../core/i18n/catalog.ts');
  const keys = new Set(Object.keys(catalogs.en));
  const text = await page.locator('body').innerText();
  const shown = [...text.matchAll(/\b[a-z]+\.[a-zA-Z]+[a-zA-Z0-9.]*\b/g)].map((m) => m[0]).filter((word) => keys.has(word));
  expect(shown, `raw message keys on ${page.url()}`).toEqual([]);
}

/** react-hot-toast's container. */
const TOASTER = '[data-rht-toaster]';

/** Axe rules run besides the WCAG 2.1 A/AA tags. */
export const EXTRA_AXE_RULES = ['label-content-name-mismatch', 'heading-order', 'aria-allowed-role'];

/**
 * Axe on the page as it is. Checked at rest: a dialog halfway through its fade has text at part
 * opacity, which axe measures as low contrast; endless animations (the sponsor strip) are left
 * running. Toasts are left out unless `toasts: true`: one raised a few steps earlier leaves on its
 * own clock and can start fading while axe reads the page (seen as a flaky contrast failure). A
 * test that checks a toast holds it still first by hovering it (react-hot-toast then pauses).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[]; toasts?: boolean } = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  // Beyond the tags (docs/decisions/0036-markup-pdf-tags-and-seo-data.md): label in name (WCAG
  // 2.5.3; experimental in axe, so off by default), headings that skip a level, roles an element
  // may not take.
  const results = await runAxe(
    page,
    {
      rules: Object.fromEntries(EXTRA_AXE_RULES.map((id) => [id, { enabled: true }])),
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Every node of every violation, one node of each other result type: the passes' and
      // incomplete's node lists were 90 % of a 470 KB result, and axe took about twice as long
      // collecting them (1349 -> 781 ms on the home page).
      resultTypes: ['violations'],
    },
    [...(options.exclude ?? []), ...(options.toasts ? [] : [TOASTER])],
  );
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

const consoleTest = base.extend<{ consoleErrors: string[]; ownContexts: void }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (
          msg.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of (400|401|404|409|429)/.test(msg.text())
        )
          errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  // The browser is the worker's: a context a test opens itself (staffSignIn's, a second visitor's)
  // outlived the test unless it closed it, and a staff board left open reloads its counts every 30
  // seconds for the rest of the run. Whatever the test opened is closed when it ends.
  ownContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().flatMap((context) => (before.has(context) ? [] : [context.close()])));
    },
    { auto: true },
  ],
});

/**
 * Presses the code form's Submit. The server tells that a number has no account only once its code
 * is right (decision 0011): the consent box then appears with the code kept, and is ticked and the
 * form submitted again. Returns once `done` is visible: something that shows only after the code
 * is accepted (a toast, the signed-in summary), not text the code step already shows.
 */
export async function submitCode(scope: Page | Locator, done: Locator, submit: string | RegExp = 'Submit') {
  const consent = scope.getByRole('checkbox');
  await scope.getByRole('button', { name: submit }).click();
  await expect(consent.or(done).first()).toBeVisible();
  if (await consent.isVisible()) {
    await consent.check();
    await scope.getByRole('button', { name: submit }).click();
  }
  await expect(done).toBeVisible();
}

/**
 * Signs a patient in through the real phone-OTP form on /auth (registering the number if it is
 * new), reading the code from the SMS outbox. Ends on `redirectTo` (default '/') with the
 * header's Account menu showing. Use a fresh `uniquePhone()` per test.
 */
export async function signIn(page: Page, phone: string, name = 'Test Patient', redirectTo = '/') {
  const startedAt = Date.now() - 1000;
  await page.goto(`/auth${redirectTo === '/' ? '' : `?redirectTo=${encodeURIComponent(redirectTo)}`}`);
  await waitForHydration(page);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const firstBox = page.getByLabel('Digit 1 of 6');
  await expect(firstBox).toBeVisible();
  await firstBox.fill(await readOtp(phone, startedAt));
  await submitCode(page.locator('main'), page.getByText('Phone number verified successfully!'));
  await page.waitForURL((url) => url.pathname === redirectTo.split('?')[0]);
  await expect(
    page
      .locator('header')
      .getByRole('button', { name: /^Account/ })
      .or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
}

/**
 * Signs a patient in through the API (the phone-OTP endpoints the form calls, code from the SMS
 * outbox; a new number is registered with consent), then opens `redirectTo` signed in. For every
 * spec but the auth spec, which signs in through the form (`signIn`): a page load and hydration
 * less per sign-in (decision 0037).
 */
export async function patientSignIn(page: Page, phone: string, name = 'Test Patient', redirectTo = '/') {
  await apiSignIn(page.request, { name, contact: phone });
  await page.goto(redirectTo);
  await waitForHydration(page);
}

/** Signs a patient in on an API context (its cookie jar then holds the session): sendOtp, then verifyOtp with the code. */
export async function apiSignIn(request: APIRequestContext, who: { name: string; contact: string; email?: string }) {
  const sent = Date.now() - 1000;
  const send = await request.post('/api/auth/sendOtp', { data: who });
  expect(send.ok(), await send.text()).toBe(true);
  const otp = await readOtp(who.contact, sent);
  const verify = await request.post('/api/auth/verifyOtp', { data: { ...who, otp, consent: true } });
  expect(verify.ok(), await verify.text()).toBe(true);
}

/**
 * Signs a staff member in, in a fresh browser context; ends on the role's first console page
 * (/staff/today, a therapist's /staff/my-day). Through the e2e server's test sign-in (no code: two
 * specs signing the same demo account in at once met the code's resend cool-down) unless `ui` (or
 * `axe`, which checks the sign-in page): the form itself is tested in the staff spec (decision 0037).
 */
export async function staffSignIn(browser: Browser, phone: string, options: { axe?: boolean; ui?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  if (!options.axe && !options.ui) {
    const signedIn = await page.request.post('/api/test/staff-sign-in', { data: { contact: phone } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/staff\/(today|my-day)$/);
    return page;
  }
  await page.goto('/staff');
  if (options.axe) await expectNoAxeViolations(page);
  await page.getByLabel('Phone number').fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readOtp(phone, since);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/(today|my-day)$/);
  return page;
}

/**
 * Moves a consultation to a slot that has begun (its doctor's latest free minute up to now),
 * through the e2e server's test route (TEST_ROUTES, decision 0037): staff may then mark it
 * completed or a no-show at once, instead of the test waiting for a real slot to start.
 */
export async function beginSlot(request: APIRequestContext, consultationId: string): Promise<{ date: string; timeSlot: string }> {
  const res = await request.post(`/api/test/consultations/${consultationId}/begin`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

/** The demo clinic's staff accounts (server/db/seed.ts). */
export const STAFF_PHONES = { admin: '9000000001', reception: '9000000002', doctor: '9000000003', therapist: '9000000004' } as const;

/** A doctor of a spec's own: the usual week (Mon-Sat), 'Skin & Hair', and a doctor sign-in (`phone`). */
export interface OwnDoctor {
  id: string;
  name: string;
  department: string[];
  phone: string;
}

/** A therapist of a spec's own (Mon-Sat 09:00-18:00, inside the clinic's hours: decision 0057) with a therapist sign-in (`phone`). */
export interface OwnTherapist {
  id: string;
  name: string;
  phone: string;
  therapies: string[];
}

/**
 * A new doctor through the e2e server's test route (decision 0037), so a spec books, begins and
 * completes its own slots and no other spec, running beside it, takes them. Named after the demo
 * doctors ("Dr. Zeta ...": the lists are sorted by name), so the demo clinic's pages look the same.
 */
export async function newDoctor(request: APIRequestContext, name?: string): Promise<OwnDoctor> {
  const res = await request.post('/api/test/doctors', { data: name ? { name } : {} });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/**
 * A new therapist through the e2e server's test route. By default a man who gives only
 * Dhumapana, which no programme template holds: the demo therapists keep the programmes that other
 * specs book (programme-flow.spec.ts expects one of Lata Verma's sessions).
 */
export async function newTherapist(
  request: APIRequestContext,
  input: { name?: string; gender?: 'female' | 'male'; therapies?: string[] } = {},
): Promise<OwnTherapist> {
  const res = await request.post('/api/test/therapists', { data: { therapies: ['dhumapana'], ...input } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/** A signed-in staff API session (the e2e server's test sign-in, decision 0037), sending the site's origin as a browser would. */
export async function staffApi(baseURL: string | undefined, phone: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: baseURL ? { origin: baseURL } : {} });
  const signedIn = await api.post('/api/test/staff-sign-in', { data: { contact: phone } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return api;
}

/** Who a patient is: a fresh number per call unless given. */
export interface Patient {
  name: string;
  contact: string;
  email?: string;
}

/** A new patient signed in on an API context of its own (new number, registered with consent). */
export async function patientApi(
  baseURL: string | undefined,
  who: Partial<Patient> = {},
): Promise<{ api: APIRequestContext; who: Patient }> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: baseURL ? { origin: baseURL } : {} });
  const patient = { name: 'Test Patient', ...who, contact: who.contact ?? uniquePhone() };
  await apiSignIn(api, patient);
  return { api, who: patient };
}

/**
 * A free slot of a doctor: the `day`-th bookable day (0 = the first; `minSlots`: only days with
 * more free slots than that) and its `slot`-th time (a number, 'first' or 'last').
 */
export async function freeSlot(
  api: APIRequestContext,
  doctor: { id: string },
  { day = 0, slot = 'first', minSlots = 0 }: { day?: number; slot?: number | 'first' | 'last'; minSlots?: number } = {},
): Promise<{ date: string; timeSlot: string }> {
  const availability = (await (await api.get(`/api/doctors/${doctor.id}/availability`)).json()).data as {
    days: { date: string; slots: string[] }[];
  };
  const found = availability.days.filter((d) => d.slots.length > minSlots)[day];
  if (!found) throw new Error(`no bookable day ${day} for doctor ${doctor.id}`);
  const timeSlot = slot === 'first' ? found.slots[0] : slot === 'last' ? found.slots.at(-1) : found.slots[slot];
  if (!timeSlot) throw new Error(`no slot ${slot} on ${found.date}`);
  return { date: found.date, timeSlot };
}

export interface Booked {
  _id: string;
  displayId: string;
  doctor: { doctorName: string; doctorId: string };
  department: string;
  date: string;
  timeSlot: string;
}

/**
 * Books a consultation through the API as a signed-in patient (`api`): at `at`, else at
 * `freeSlot(api, doctor, slot)`. Expects 201 and returns the consultation.
 */
export async function book(
  api: APIRequestContext,
  doctor: { id: string; name: string; department: string[] },
  options: {
    at?: { date: string; timeSlot: string };
    slot?: Parameters<typeof freeSlot>[2];
    symptoms?: string;
    payAtClinic?: boolean;
    who?: Patient;
  } = {},
): Promise<Booked> {
  const at = options.at ?? (await freeSlot(api, doctor, options.slot));
  const res = await api.post('/api/consultations', {
    data: {
      ...(options.who ?? {}),
      doctor: { doctorName: doctor.name, doctorId: doctor.id },
      consultationType: 'General Consultation',
      department: doctor.department[0],
      date: at.date,
      timeSlot: at.timeSlot,
      symptoms: options.symptoms ?? 'Stiff shoulders and poor digestion',
      mode: 'offline',
      ...(options.payAtClinic ? { payAtClinic: true } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/**
 * A completed consultation of a new patient with `doctor`: the patient books a slot a day or two
 * ahead, reception (`desk`) confirms it, the test route moves it to a slot that has begun, and
 * reception completes it (staff complete only from the start; decision 0037).
 */
export async function completedConsultation(
  baseURL: string | undefined,
  desk: APIRequestContext,
  doctor: OwnDoctor,
  name = 'Kiran Programme',
): Promise<{ id: string; patient: Patient }> {
  const { api, who } = await patientApi(baseURL, { name, email: 'programme.patient@example.com' });
  const { _id: id } = await book(api, doctor, { slot: { day: 1, slot: 'last' }, who });
  await api.dispose();
  expect((await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);
  await beginSlot(desk, id);
  const done = await desk.patch(`/api/consultations/${id}/status`, { data: { status: 'completed' } });
  expect(done.ok(), await done.text()).toBe(true);
  return { id, patient: who };
}

/**
 * The shared e2e fixtures (decision 0037): console errors fail a test (automatic); `doctor` and
 * `therapist` are the test's own (test routes), `desk` a reception API session, `patient` a new
 * patient signed in on an API context. Each is made only for a test that asks for it.
 */
export const test = consoleTest.extend<{
  doctor: OwnDoctor;
  therapist: OwnTherapist;
  desk: APIRequestContext;
  patient: { api: APIRequestContext; who: Patient };
}>({
  doctor: async ({ request }, provide) => provide(await newDoctor(request)),
  therapist: async ({ request }, provide) => provide(await newTherapist(request)),
  desk: async ({ baseURL }, provide) => {
    const api = await staffApi(baseURL, STAFF_PHONES.reception);
    await provide(api);
    await api.dispose();
  },
  patient: async ({ baseURL }, provide) => {
    const signedIn = await patientApi(baseURL);
    await provide(signedIn);
    await signedIn.api.dispose();
  },
});
