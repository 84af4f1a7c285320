/**
 * No page is wider than the window: at 390, 768 and 1280 px, every public page (the sitemap's,
 * the sign-in and tracking pages, a 404, a few in Hindi), every page of a signed-in patient and
 * the staff console's screens. A page wider than the screen swipes sideways into blank space on
 * a phone and takes the floating buttons off the screen with it. And at 390 and 1280 px the
 * floating 'Book Consultation' button covers no control: it is not shown on the booking path
 * itself, and elsewhere every link, button and field can be scrolled clear of it.
 *
 * Each page is loaded once per width and every check of that width runs on that one visit.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectStaticPage,
  patientSignIn,
  sitemapPaths,
  staffSignIn,
  test,
  uniquePhone,
  waitForHydration,
  waitForPageReady,
} from './fixtures';
import { controlsUnderFloatingButtons, measureWidth, WIDTHS } from './layout';

const MEERA = '6f1c3b1e-0c4a-4d2e-9a51-1a0000000001';

/** The widths at which the floating buttons are checked: a phone's, and a desktop's. */
const FLOATING_WIDTHS = [390, 1280];

/**
 * One public page of each kind, and the pages outside the sitemap a visitor reaches: loaded at
 * each width (a page that reads the window's width as it loads is seen at each), where the
 * floating buttons are checked too. The sitemap's crawl below leaves these to that test.
 */
const PUBLIC_PAGES = [
  '/',
  '/doctors',
  '/about',
  '/contact',
  '/events',
  '/services',
  '/services/abhyanga',
  '/treatments',
  '/treatments/skin%26hair',
  '/blog',
  '/blog/panchakarma-explained',
  '/book-consultation',
  '/track_consultation',
  '/privacy',
  '/no-such-page',
];

async function problemsOf(page: Page, path: string, width: number): Promise<string[]> {
  const report = await measureWidth(page);
  if (report.scrollWidth <= report.clientWidth && !report.offenders.length) return [];
  return [`${path} at ${width} px: ${report.scrollWidth} px wide in ${report.clientWidth}\n    ${report.offenders.join('\n    ')}`];
}

/**
 * Visits each path at each width and collects what is too wide (all of it, not the first), and
 * at the widths in `floatingAt` the controls under the floating buttons, as the page loads and
 * scrolled. `loadAtEachWidth: false` loads each page once, at the narrowest width, and widens the
 * window for the other two: the sitemap's 80 pages three times over would take minutes.
 */
async function checkPages(page: Page, paths: string[], { loadAtEachWidth = true, floatingAt = [] as number[] } = {}) {
  const tooWide: string[] = [];
  const covered: string[] = [];
  const checkAt = async (path: string, width: number) => {
    tooWide.push(...(await problemsOf(page, path, width)));
    if (!floatingAt.includes(width)) return;
    for (const atRest of [true, false]) {
      const found = await controlsUnderFloatingButtons(page, { atRest });
      if (found.length) covered.push(`${path} at ${width}${atRest ? ' as it loads' : ''}:\n    ${found.join('\n    ')}`);
    }
  };
  const visit = async (path: string, width: number) => {
    await page.setViewportSize({ width, height: 844 });
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    // Hydrated, or a content page that ships no JavaScript (decision 0079) as it loaded.
    await waitForPageReady(page);
    await checkAt(path, width);
  };
  if (loadAtEachWidth) {
    for (const width of WIDTHS) for (const path of paths) await visit(path, width);
  } else {
    for (const path of paths) {
      await visit(path, WIDTHS[0]);
      for (const width of WIDTHS.slice(1)) {
        await page.setViewportSize({ width, height: 844 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        await checkAt(path, width);
      }
    }
  }
  expect(tooWide, 'pages wider than the window').toEqual([]);
  expect(covered, 'controls under the floating buttons').toEqual([]);
}

async function bookOffline(page: Page): Promise<string> {
  const availability = await (await page.request.get(`/api/doctors/${MEERA}/availability`)).json();
  const day = (availability.data.days as { date: string; slots: string[] }[]).filter((d) => d.slots.length > 2)[2]!;
  const booked = await page.request.post('/api/consultations', {
    data: {
      doctor: { doctorId: MEERA },
      consultationType: 'General Consultation',
      department: 'Skin & Hair',
      date: day.date,
      timeSlot: day.slots[1],
      mode: 'offline',
      symptoms: 'Dry skin on both forearms',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).data._id as string;
}

test.describe('no page is wider than the window, and the floating buttons cover no control', () => {
  test.describe.configure({ timeout: 600_000 });

  test('every service page of the sitemap', async ({ page }) => {
    const paths = (await sitemapPaths(page)).filter((path) => path.startsWith('/services/') && !PUBLIC_PAGES.includes(path));
    expect(paths.length).toBeGreaterThan(40);
    await checkPages(page, paths, { loadAtEachWidth: false });
  });

  test('every other page of the sitemap, and the sign-in pages', async ({ page }) => {
    const sitemap = await sitemapPaths(page);
    expect(sitemap).toEqual(expect.arrayContaining(['/', '/doctors', '/blog', '/services', '/treatments']));
    const paths = [...sitemap.filter((path) => !path.startsWith('/services/') && !PUBLIC_PAGES.includes(path)), '/auth', '/register'];
    expect(paths.filter((path) => path.startsWith('/blog/')).length).toBeGreaterThan(5);
    await checkPages(page, paths, { loadAtEachWidth: false });
  });

  test('one public page of each kind, the tracking and privacy pages and a 404, loaded at each width', async ({ page }) => {
    await checkPages(page, PUBLIC_PAGES, { floatingAt: FLOATING_WIDTHS });
  });

  test('an open departments tooltip stays inside its card and the window (the page without JavaScript: its one script)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/doctors');
    await expectStaticPage(page);
    const hints = page.getByRole('button', { name: /more departments?:/ });
    expect(await hints.count()).toBeGreaterThan(1);
    for (const hint of await hints.all()) {
      await hint.scrollIntoViewIfNeeded();
      await hint.hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const box = (await tooltip.boundingBox())!;
      const card = (await hint.locator('xpath=ancestor::article').boundingBox())!;
      expect(box.x, (await hint.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
      expect((await measureWidth(page)).scrollWidth).toBe(390);
      await page.mouse.move(0, 0);
      await expect(tooltip).toBeHidden();
    }
  });

  test('the public pages in Hindi', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    // The same kinds, with a post written in Hindi and the sign-in page.
    const hindiPages = [
      ...PUBLIC_PAGES.filter((path) => !['/blog/panchakarma-explained', '/privacy', '/no-such-page'].includes(path)),
      '/blog/monsoon-mein-pachan',
      '/auth',
    ];
    await checkPages(
      page,
      hindiPages,
      // On a phone, where the longer Hindi label of the button is the widest.
      { floatingAt: [390] },
    );
  });

  test('every page of a signed-in patient', async ({ page }) => {
    await patientSignIn(page, uniquePhone(), 'Savitri Devi Chandrakar');
    const id = await bookOffline(page);
    await page.goto('/appointments');
    const payment = await page.getByRole('link', { name: 'Complete payment' }).first().getAttribute('href');
    expect(payment).toMatch(/^\/payment\//);
    await checkPages(
      page,
      [
        '/',
        '/appointments',
        '/profile',
        '/history',
        `/feedback/${id}`,
        payment!,
        `/consultation/${id}`,
        '/book-consultation',
        '/track_consultation',
      ],
      { floatingAt: FLOATING_WIDTHS },
    );
  });

  test("the staff console's screens", async ({ browser, page }) => {
    await patientSignIn(page, uniquePhone(), 'Ramesh Sahu');
    const id = await bookOffline(page);
    const admin = await staffSignIn(browser, '9000000001');
    await checkPages(admin, [
      '/staff/today',
      `/staff/consultations/${id}`,
      '/staff/doctors',
      `/staff/doctors/${MEERA}`,
      '/staff/blog',
      '/staff/blog/new',
      '/staff/messages',
      '/staff/events',
      '/staff/feedback',
      '/staff/audit',
      '/staff/team',
    ]);
    await admin.context().close();
    const signedOut = await (await browser.newContext()).newPage();
    await checkPages(signedOut, ['/staff']);
    await signedOut.context().close();
  });

  test('the booking path has no floating booking button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/auth', '/register', '/book-consultation']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId('floating-buttons').getByRole('link'), path).toHaveCount(0);
    }
    await patientSignIn(page, uniquePhone(), 'Savitri Devi Chandrakar');
    await bookOffline(page);
    await page.goto('/appointments');
    await page.getByRole('link', { name: 'Complete payment' }).first().click();
    await expect(page).toHaveURL(/\/payment\//);
    await expect(page.getByTestId('floating-buttons').getByRole('link')).toHaveCount(0);
  });
});

test("the clinic's e-mail address wraps between its parts, never inside a word", async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/contact');
    const email = page.locator('main a[href^="mailto:"]').first();
    const lines = await email.evaluate((link) => {
      // The link's text, cut where a character starts a new line.
      const range = document.createRange();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const pieces: string[] = [];
      let line = '';
      let lastTop: number | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getBoundingClientRect().top;
          if (lastTop !== null && top > lastTop + 2) {
            pieces.push(line);
            line = '';
          }
          lastTop = top;
          line += text[i];
        }
      }
      return { pieces: [...pieces, line] };
    });
    for (let i = 1; i < lines.pieces.length; i++) {
      const before = lines.pieces[i - 1]!.at(-1)!;
      const after = lines.pieces[i]![0]!;
      expect(/[a-z0-9]/i.test(before) && /[a-z0-9]/i.test(after), `${width} px: "${lines.pieces.join(' | ')}"`).toBe(false);
    }
  }
});
