/**
 * The pages' markup as the Nu HTML checker and structured-data validators read it (no Java here:
 * the patterns they found are checked directly; docs/decisions/0036-markup-pdf-tags-and-seo-data.md):
 *  - every public page of the sitemap, in English and in Hindi, as served: phone fields carry an
 *    autofill token a type=tel field may have; no <main> takes another role; the canonical URL is
 *    the page's hreflang alternate for its language; every JSON-LD node a page points to by @id
 *    is defined on that page; a breadcrumb trail shown has its BreadcrumbList;
 *  - main pages in the browser (public, a patient's, a staff member's "not for your role"):
 *    headings never skip a level, Devanagari text on an English page sits inside lang="hi", and
 *    axe (with label-in-name, heading-order and aria-allowed-role: fixtures.ts) is clean.
 */
import type { Page } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { catalogs } from '../../core/i18n/catalog.ts';
import { LOCALES, type Locale } from '../../core/i18n/locales.ts';
import {
  book,
  expect,
  expectNoAxeViolations,
  MAIN_PUBLIC_PAGES,
  signIn,
  sitemapPaths,
  staffSignIn,
  test,
  uniquePhone,
  waitForPageReady,
} from './fixtures';
import { shot } from './shots';

/**
 * The HTML spec's autofill table: a type=tel field takes only the "Tel" group's name, 'tel'
 * ('tel-national' and the other parts are for text fields), after an optional section, shipping or
 * billing, and home/work/mobile/fax/pager; or plain on/off.
 */
const TEL_AUTOCOMPLETE =
  /^(?:on|off|(?:section-\S+\s+)?(?:(?:shipping|billing)\s+)?(?:(?:home|work|mobile|fax|pager)\s+)?tel(?:\s+webauthn)?)$/i;

const textOf = (el: Element): string => DomUtils.textContent(el).replace(/\s+/g, ' ').trim();

/** Every node of a JSON-LD value (objects inside objects and arrays). */
function* nodes(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

/** What is wrong with a served page's markup (empty when nothing is). */
function markupProblems(html: string, locale: Locale, origin: string, path: string): string[] {
  const doc = parseDocument(html);
  const all = (test: (el: Element) => boolean) => DomUtils.findAll(test, doc.children);
  const problems: string[] = [];

  for (const input of all((el) => el.name === 'input' && el.attribs.type === 'tel')) {
    const token = input.attribs.autocomplete;
    if (token !== undefined && !TEL_AUTOCOMPLETE.test(token.trim())) problems.push(`type=tel with autocomplete="${token}"`);
  }
  for (const main of all((el) => el.name === 'main' && el.attribs.role !== undefined && el.attribs.role !== 'main'))
    problems.push(`<main role="${main.attribs.role}">`);

  const html_ = all((el) => el.name === 'html')[0];
  if (html_?.attribs.lang !== locale) problems.push(`<html lang="${html_?.attribs.lang}">, expected ${locale}`);
  const canonical = all((el) => el.name === 'link' && el.attribs.rel === 'canonical')[0]?.attribs.href;
  const alternates = Object.fromEntries(
    all((el) => el.name === 'link' && el.attribs.rel === 'alternate' && !!el.attribs.hreflang).map((el) => [
      el.attribs.hreflang,
      el.attribs.href,
    ]),
  );
  for (const lang of [...LOCALES, 'x-default']) if (!alternates[lang]) problems.push(`no hreflang ${lang}`);
  if (canonical && canonical !== alternates[locale])
    problems.push(`canonical ${canonical} is not the hreflang ${locale} ${alternates[locale]}`);
  if (canonical && !canonical.startsWith(`${origin}${path}`)) problems.push(`canonical ${canonical} is not this page`);

  const data = all((el) => el.name === 'script' && el.attribs.type === 'application/ld+json').map(
    (el) => JSON.parse(textOf(el)) as unknown,
  );
  const defined = new Set<string>();
  const referenced = new Set<string>();
  for (const node of nodes(data)) {
    const id = node['@id'];
    if (typeof id !== 'string') continue;
    if (Object.keys(node).length > 1) defined.add(id);
    else referenced.add(id);
  }
  for (const id of referenced) if (!defined.has(id)) problems.push(`JSON-LD @id ${id} is referenced but not defined on the page`);

  const crumbs = all((el) => el.name === 'nav' && el.attribs['aria-label'] === catalogs[locale]['site.services.breadcrumb']);
  for (const nav of crumbs) {
    const shown = DomUtils.findAll((el) => el.name === 'li', nav.children).map(textOf);
    const lists = [...nodes(data)].filter((n) => n['@type'] === 'BreadcrumbList');
    const names = lists.map((list) => (list.itemListElement as { name: string }[]).map((item) => item.name));
    if (!names.some((n) => JSON.stringify(n) === JSON.stringify(shown)))
      problems.push(`breadcrumb ${JSON.stringify(shown)} has no BreadcrumbList with those names (${JSON.stringify(names)})`);
  }
  return problems;
}

test('every page of the sitemap, in English and in Hindi, has valid phone fields, landmarks, canonical/hreflang, JSON-LD and breadcrumbs', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const paths = await sitemapPaths(page);
  expect(paths).toEqual(expect.arrayContaining(['/', '/doctors', '/services/abhyanga', '/blog']));
  const problems: string[] = [];
  const pages = paths.flatMap((path) => LOCALES.map((locale) => ({ path, locale })));
  // A few at a time: ~140 server-rendered pages.
  for (let i = 0; i < pages.length; i += 4)
    await Promise.all(
      pages.slice(i, i + 4).map(async ({ path, locale }) => {
        const res = await page.request.get(`${path}?lang=${locale}`);
        expect(res.status(), path).toBe(200);
        problems.push(...markupProblems(await res.text(), locale, origin, path).map((p) => `${path} (${locale}): ${p}`));
      }),
    );
  expect(problems).toEqual([]);
  // The services' trail was checked (not only pages without one).
  const service = await (await page.request.get('/services/abhyanga?lang=en')).text();
  expect(service).toContain('"@type":"BreadcrumbList"');
});

/** What the browser shows wrong: a heading that skips a level; Devanagari outside lang="hi" on an English page. */
async function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let previous = 1;
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
      if (!heading.checkVisibility()) continue;
      const level = Number(heading.tagName[1]);
      if (level > previous + 1) problems.push(`h${previous} -> h${level} "${heading.textContent?.trim().slice(0, 40)}"`);
      previous = level;
    }
    if (document.documentElement.lang === 'en') {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !/[\u0900-\u097F]/.test(node.textContent ?? '') || parent.closest('script, style, noscript')) continue;
        const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
        if (!lang.startsWith('hi')) problems.push(`Devanagari without lang="hi": ${parent.outerHTML.slice(0, 120)}`);
      }
    }
    return problems;
  });
}

/** With E2E_SHOTS (tests/e2e/shots.ts): a screenshot of each page checked, at 390 and 1280 px, to look at. */
async function shots(page: Page, path: string) {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${path.replace(/[^a-z0-9]+/gi, '_')}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

async function expectCleanPage(page: Page, path: string) {
  await page.goto(path);
  await waitForPageReady(page);
  expect(await pageProblems(page), path).toEqual([]);
  await expectNoAxeViolations(page);
  await shots(page, path);
}

test('main public pages in English and Hindi: headings in order, Hindi text marked, axe clean', async ({ page }) => {
  test.setTimeout(180_000);
  for (const locale of LOCALES) for (const path of MAIN_PUBLIC_PAGES) await expectCleanPage(page, `${path}?lang=${locale}`);
});

test("a patient's /appointments and /history with cards, and staff's 'not for your role' page", async ({ page, browser, doctor: own }) => {
  test.setTimeout(120_000);
  await signIn(page, uniquePhone(), 'Asha Verma');
  // Two days (one booking with a doctor a day) of the test's own doctor: one to cancel (History), one to keep (My Appointments).
  const origin = new URL(page.url()).origin;
  const ids: string[] = [];
  for (const day of [2, 3]) {
    const booked = await book(page.request, own, { slot: { day, slot: 1, minSlots: 3 }, symptoms: 'Dry skin on both forearms' });
    ids.push(booked._id);
  }
  const cancelled = await page.request.post(`/api/consultations/${ids[0]}/cancel`, { headers: { origin }, data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  for (const locale of LOCALES) {
    await expectCleanPage(page, `/appointments?lang=${locale}`);
    await expect(page.getByRole('heading', { level: 2, name: own.name }).first()).toBeVisible();
    await expectCleanPage(page, `/history?lang=${locale}`);
    await expect(page.getByRole('heading', { level: 2, name: own.name }).first()).toBeVisible();
  }

  const doctor = await staffSignIn(browser, '9000000003');
  const answer = await doctor.goto('/staff/schedule');
  expect(answer?.status()).toBe(403);
  await expect(doctor.getByRole('heading', { level: 1, name: catalogs.en['staff.forbiddenTitle'] })).toBeVisible();
  expect(markupProblems(await answer!.text(), 'en', origin, '/staff/schedule').filter((p) => p.startsWith('<main'))).toEqual([]);
  expect(await pageProblems(doctor)).toEqual([]);
  await expectNoAxeViolations(doctor);
  await shots(doctor, '/staff/schedule-403');
  await doctor.context().close();
});
