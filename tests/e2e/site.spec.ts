import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectStaticPage,
  patientSignIn,
  test,
  uniquePhone,
  waitForElementHydration,
  waitForHydration,
} from './fixtures';

const TREATMENT_PATHS = ['skin&hair', 'infertility&pCOD', 'kidney&gallbladder', 'arthritis&pain', 'lifestyle', 'glucoma', 'immunity'];

/** `work` on every item, four at a time, the answers in the items' order. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += 4) answers.push(...(await Promise.all(items.slice(i, i + 4).map(work))));
  return answers;
}

async function jsonLdTypes(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));
  const types: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const t = (v as { '@type'?: string })['@type'];
      if (t) types.push(t);
      Object.values(v).forEach(walk);
    }
  };
  walk(blocks);
  return types;
}

test.describe('public site', () => {
  test('home: every section, its links, and search-engine tags in the server HTML', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // the sponsor strip moves
    const html = await (await request.get('/')).text();
    for (const text of [
      'Heal Naturally with Ayurveda',
      'Authentic Ayurvedic Healing Since 2019',
      '2000+',
      '4.9/5',
      'Certified Practitioners',
      'Our Specializations',
      'Authentic Ayurvedic Treatments',
      'Dr. Meera Sharma',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
    expect(html).toContain('property="og:title"');
    expect(await jsonLdTypes(request, '/')).toContain('MedicalClinic');

    await page.goto('/');
    await expectStaticPage(page);
    for (const id of ['home', 'treatments', 'doctors', 'testimonials', 'contact'])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    const hero = page.locator('#home');
    await expect(hero.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/book-consultation');
    await expect(hero.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);

    const treatments = page.locator('#treatments');
    const learnMore = treatments.getByRole('link', { name: /Learn More/ });
    await expect(learnMore).toHaveCount(7);
    expect(await learnMore.evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href') ?? '')))).toEqual(
      TREATMENT_PATHS.map((p) => `/treatments/${p}`),
    );
    for (const bullet of [
      'Personalized consultation',
      'Custom herbal formulations',
      'Therapeutic procedures',
      'Diet & lifestyle guidance',
    ]) {
      await expect(treatments.getByText(bullet, { exact: true })).toHaveCount(7);
    }

    const therapyLinks = page.locator('section[aria-labelledby="therapies-title"] li a');
    await expect(therapyLinks).toHaveCount(8);
    await expect(therapyLinks.first()).toHaveAttribute('href', '/services/abhyanga');
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    await expect(page.locator('section[aria-labelledby="partners-title"] ul').first().getByRole('img')).toHaveCount(6);
    await expect(page.getByTestId('sponsor-track')).toHaveCSS('animation-duration', '20s');
    await expect(page.locator('#contact').getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/book-consultation');
    await expect(page.locator('#doctors').getByRole('link', { name: 'View All Doctors' })).toHaveAttribute('href', '/doctors');
    await expectNoAxeViolations(page);
  });

  test("home: every icon points into the sprite the server serves, drawn with Lucide's stroke", async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page.locator('svg.icon > use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(50);
    const files = [...new Set(hrefs.map((href) => href.split('#')[0]))];
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\/assets\/icon-sprite-[\w-]+\.svg$/);
    const sprite = await request.get(files[0]!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toContain('image/svg+xml');
    expect(sprite.headers()['cache-control']).toContain('immutable');
    const symbols = await sprite.text();
    for (const id of new Set(hrefs.map((href) => href.split('#')[1]))) expect(symbols, id).toContain(`<symbol id="${id}"`);
    const look = await page
      .locator('svg.icon')
      .first()
      .evaluate((icon) => {
        const style = getComputedStyle(icon);
        return [style.fill, style.strokeWidth, style.strokeLinecap, style.stroke === style.color];
      });
    expect(look).toEqual(['none', '2px', 'round', true]);
  });

  test('home: the sponsor strip does not move for people who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('sponsor-track')).toHaveCSS('animation-name', 'none');
  });

  test('without JavaScript the doctors are a row that scrolls sideways, by touch or the arrow keys; cards book and call', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expectStaticPage(page);
    const row = page.getByRole('region', { name: 'Our doctors' });
    const cards = row.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(row.getByRole('button', { name: 'Next doctor' })).toHaveCount(0);
    // One card on a phone, the next one showing at the edge.
    const rowBox = (await row.boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(rowBox.x + rowBox.width);
    expect(second.x).toBeGreaterThan(rowBox.x + rowBox.width * 0.75);
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // Snapping to each card, the arrow key reaches the last one.
    const atEnd = () => row.evaluate((el) => el.scrollLeft >= el.scrollWidth - el.clientWidth - 1);
    // Where the row rests once a (smooth) scroll has settled.
    const settled = async () => {
      let last = -1;
      await expect
        .poll(
          async () => {
            const now = await row.evaluate((el) => el.scrollLeft);
            const same = now === last;
            last = now;
            return same;
          },
          { intervals: [150] },
        )
        .toBe(true);
      return last;
    };
    // Each press moves on by one card: the first few, then from the next-to-last card to the last
    // (every spec's own doctor is in the row, so a run's later visits see dozens of cards).
    const cardStep = async () => {
      const before = await settled();
      await page.keyboard.press('ArrowRight');
      const after = await settled();
      expect(after).toBeGreaterThan(before);
      return after - before;
    };
    const step = await cardStep();
    expect(Math.abs((await cardStep()) - step)).toBeLessThanOrEqual(2);
    await row.evaluate((el, step) => el.scrollTo({ left: el.scrollWidth - el.clientWidth - step, behavior: 'instant' }), step);
    expect(await atEnd()).toBe(false);
    // Where snapping put the row then, one press or two reach the end.
    for (let presses = 0; presses < 2 && !(await atEnd()); presses++) await cardStep();
    expect(await atEnd()).toBe(true);
    await expect(cards.last()).toBeInViewport({ ratio: 0.9 });
    const first = cards.first();
    await expect(first.getByRole('link', { name: /^Book Now with / })).toHaveAttribute(
      'href',
      /^\/book-consultation\?doctor=[0-9a-f-]{36}$/,
    );
    await expect(first.getByRole('link', { name: /^Call the clinic/ })).toHaveAttribute('href', /^tel:/);
    await expectNoAxeViolations(page);
  });

  test('doctors carousel (signed in: the page hydrates): loops with the buttons and the arrow keys; cards book and call', async ({
    page,
  }) => {
    await patientSignIn(page, uniquePhone());
    // The buttons work once the page is hydrated (before it, a click does nothing and is lost).
    const carousel = page.getByRole('region', { name: 'Our doctors' });
    await waitForElementHydration(carousel);
    const slides = carousel.locator('li[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(4);
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await carousel.getByRole('button', { name: 'Next doctor' }).click();
    await expect(carousel).toHaveAttribute('data-selected', '1');
    await carousel.getByRole('button', { name: 'Previous doctor' }).click();
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await carousel.getByRole('button', { name: 'Previous doctor' }).click();
    await expect(carousel).toHaveAttribute('data-selected', String(count - 1));

    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-selected', '0');
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-selected', '1');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel).toHaveAttribute('data-selected', '0');

    const first = slides.first();
    await expect(first.getByRole('link', { name: /^Book Now with / })).toHaveAttribute(
      'href',
      /^\/book-consultation\?doctor=[0-9a-f-]{36}$/,
    );
    await expect(first.getByRole('link', { name: /^Call the clinic/ })).toHaveAttribute('href', /^tel:/);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(carousel.getByRole('button', { name: 'Next doctor' })).toBeHidden();
  });

  test('the carousel code loads when the doctors come near the screen, not with the page', async ({ page }) => {
    const embla: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/embla-carousel')) embla.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 800 });
    // Signed in: the home page hydrates (signed out it has no JavaScript at all).
    await patientSignIn(page, uniquePhone());
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(embla).toEqual([]);

    const carousel = page.getByRole('region', { name: 'Our doctors' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => embla.length).toBe(1);
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-selected', '1');
  });

  test('/doctors: server-rendered grid, tooltip of all departments, and the client states', async ({ page, request }) => {
    const html = await (await request.get('/doctors')).text();
    expect(html).toContain('Dr. Arjun Verma');
    expect(html).toContain('15+ Years Exp.');
    expect(await jsonLdTypes(request, '/doctors')).toContain('Physician');

    await page.goto('/doctors');
    const card = page.locator('article', { hasText: 'Dr. Meera Sharma' });
    await expect(card).toContainText('Panchakarma, Dermatology (Twak Roga)');
    await expect(card.getByRole('definition').last()).toHaveText('BAMS, MD (Panchakarma)');
    await expect(card.getByRole('term').last()).toHaveText('Education:');
    await expect(card.getByText('MS', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /^\+2 more departments/ }).hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Immunity booster dose');
    await expectNoAxeViolations(page);

    // A client-side visit (signed in: the home page hydrates) with no fresh cache loads the list
    // itself: an empty answer is 'No doctors found'.
    await patientSignIn(page, uniquePhone());
    // The home page's sections hydrate after the root (deferred): a click before then was a full
    // page load, whose server HTML has the list, so 'Loading doctors...' never appeared (the flaky
    // failure). Clicked once the link itself is hydrated, the visit is client-side.
    const viewAll = page.locator('#doctors').getByRole('link', { name: 'View All Doctors' });
    await waitForElementHydration(viewAll);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/doctors/active', async (route) => {
      await held;
      await route.fulfill({ json: { success: true, message: 'OK', data: { doctors: [] } } });
    });
    await viewAll.click();
    await expect(page.getByRole('status')).toHaveText('Loading doctors...');
    release();
    await expect(page.getByRole('alert')).toContainText('No doctors found');
    await page.unroute('**/api/doctors/active');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('article', { hasText: 'Dr. Kavita Sahu' })).toBeVisible();
  });

  test('treatments: spec paths with & or %26, sidebar cookie, Ctrl+B, department booking', async ({ page, context, request }) => {
    for (const path of TREATMENT_PATHS) {
      expect((await request.get(`/treatments/${path}`)).status(), path).toBe(200);
      expect((await request.get(`/treatments/${encodeURIComponent(path)}`)).status(), path).toBe(200);
    }
    expect((await request.get('/treatments/skin-hair')).status()).toBe(404);
    expect(await jsonLdTypes(request, '/treatments/glucoma')).toEqual(expect.arrayContaining(['MedicalWebPage', 'MedicalTherapy']));

    await page.goto('/treatments');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Treatments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our approach: prakriti and vikriti' })).toBeVisible();
    const sidebar = page.locator('aside#treatments-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar).toHaveCSS('width', '256px');
    await expectNoAxeViolations(page);

    await sidebar.getByRole('link', { name: 'Skin and Hair' }).click();
    await expect(page).toHaveURL(/\/treatments\/skin%26hair$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skin and Hair' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a consultation for Skin and Hair' }).first()).toHaveAttribute(
      'href',
      '/book-consultation?department=Skin%20%26%20Hair',
    );
    await expect(page.getByRole('heading', { name: 'Please note' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Virechana/ })).toHaveAttribute('href', '/services/virechana');

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveCSS('width', '48px');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')).toMatchObject({ value: 'false' });
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);

    // The server renders the saved state.
    const ssr = await (await page.request.get('/treatments/immunity')).text();
    expect(ssr).toMatch(/id="treatments-sidebar"[^>]*data-state="collapsed"/);
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');

    await page.locator('main h1').click();
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Treatments' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS('width', '288px');
    await sheet.getByRole('link', { name: 'Glaucoma' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Glaucoma' })).toBeVisible();
  });

  test('services: list, sidebar search and a detail page', async ({ page, request }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: /^Learn More about / })
        .count(),
    ).toBeGreaterThanOrEqual(43);
    await expect(page.locator('main li:has(> h2)').first().locator('ul li')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // The search is a GET form the server filters (`?q=`): it works on this page without JavaScript.
    await expectStaticPage(page);
    const sidebar = page.getByRole('navigation', { name: 'Therapies' });
    const search = sidebar.getByPlaceholder('Search therapies...');
    const find = async (words: string) => {
      await sidebar.getByPlaceholder('Search therapies...').fill(words);
      await sidebar.getByPlaceholder('Search therapies...').press('Enter');
      await expect(page).toHaveURL(new RegExp(`/services\\?q=${words.replaceAll(' ', '\\+')}$`));
    };
    await find('BASTI');
    await expect(search).toHaveValue('BASTI');
    await expect(sidebar.getByRole('link', { name: 'Janu Basti' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Abhyanga' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Shiro Dhara' })).toHaveCount(0);
    await find('pre-purification');
    await expect(sidebar.getByRole('link', { name: 'Snehana' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Vamana' })).toHaveCount(0);
    await find('women');
    await expect(sidebar.getByRole('link', { name: 'Yoni Pichu' })).toBeVisible();
    await find('no such therapy');
    await expect(sidebar).toContainText('No therapy matches');
    await expectNoAxeViolations(page);
    await find('dhara');
    await sidebar.getByRole('link', { name: 'Shiro Dhara' }).click();

    await expect(page).toHaveURL(/\/services\/shiro-dhara$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shiro Dhara' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Shiro Dhara');
    // Shiro Dhara needs no prescription: the page's button leads to its request form (therapy-request.spec.ts).
    await expect(page.locator('main').getByRole('link', { name: 'Request this therapy', exact: true })).toHaveAttribute('href', '#request');
    expect(await page.locator('section[aria-labelledby="procedure"] ol > li').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('heading', { name: 'Session Duration' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ideal For' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who should avoid it or check first' })).toBeVisible();
    const related = page.locator('section[aria-labelledby="related"] li');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    await expectNoAxeViolations(page);
    expect(await jsonLdTypes(request, '/services/shiro-dhara')).toEqual(expect.arrayContaining(['MedicalWebPage', 'MedicalTherapy']));
  });

  test('services on a phone without JavaScript: the sidebar drops down, and shows the results of a search open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/services/abhyanga');
    await expectStaticPage(page);
    const open = page.locator('main summary', { hasText: 'Browse therapies' });
    const sheet = page.locator('main details[data-menu]').getByRole('navigation', { name: 'Therapies' });
    await expect(sheet).toBeHidden();
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await sheet.getByPlaceholder('Search therapies...').fill('basti');
    await sheet.getByPlaceholder('Search therapies...').press('Enter');
    await expect(page).toHaveURL(/\/services\/abhyanga\?q=basti$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Abhyanga' })).toBeVisible();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Janu Basti' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Shiro Dhara' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('signed in (the page hydrates), the services search filters as one types', async ({ page }) => {
    await patientSignIn(page, uniquePhone(), 'Test Patient', '/services');
    const sidebar = page.getByRole('navigation', { name: 'Therapies' });
    const search = sidebar.getByPlaceholder('Search therapies...');
    await search.fill('BASTI');
    await expect(sidebar.getByRole('link', { name: 'Janu Basti' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Abhyanga' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/services$/);
  });

  test('an unknown service answers 404 with Service Not Found', async ({ page }) => {
    const response = await page.goto('/services/no-such-therapy');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Browse all services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('contact: validation, stored message and the success toast', async ({ page, request }) => {
    expect(await jsonLdTypes(request, '/contact')).toContain('MedicalClinic');
    await page.goto('/contact');
    await expect(page.getByText('Mon-Sat 9:00 AM-6:00 PM').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /^Phone/ }).fill('12345');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Phone must be 10 digits')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: /^Name/ }).fill('Asha Verma');
    await page.getByRole('textbox', { name: /^Email/ }).fill('asha@example.com');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('9876543210');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Panchakarma timings');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Is the day-care Panchakarma suite open on Saturdays?');
    // Posted to the page's action through a fetcher (decision 0020).
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/contact.data' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(200);
    const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    // The toast itself, held still (hovered, it does not leave), passes axe too.
    await toast.hover();
    await expectNoAxeViolations(page, { toasts: true });
  });

  test('about: founder, values, map on demand and 20 meteors (none with reduced motion)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our Founder' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Dr. Meera Sharma/ })).toHaveText('MS');
    await expect(page.locator('section[aria-labelledby="values"] li')).toHaveCount(4);
    await expect(page.getByTestId('meteors').locator('span')).toHaveCount(20);
    await expect(page.getByTestId('meteors')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    // Sent without JavaScript (decision 0079): 'Show map' is a link to the page with the map.
    await page.getByRole('link', { name: 'Show map' }).click();
    await expect(page).toHaveURL(/\/about\?map=1#clinic-map$/);
    await expect(page.locator('#clinic-map')).toBeInViewport();
    await expect(page.locator('iframe[title^="Map of Sarona Ayurveda"]')).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByTestId('meteors')).toBeHidden();
    // axe runs once the meteors are still (moving elements make its colour checks very slow); the map is third-party content.
    await expectNoAxeViolations(page, { exclude: ['iframe'] });
  });

  test('events: upcoming and past from the database', async ({ page, request }) => {
    const api = await (await request.get('/api/events')).json();
    expect(api.data.upcoming.length).toBeGreaterThan(0);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: api.data.upcoming[0].title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Hindi pages are server-rendered in Hindi', async ({ request }) => {
    const html = await (await request.get('/services/abhyanga', { headers: { cookie: 'lang=hi' } })).text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('अभ्यंग');
    expect(html).toContain('मुख्य लाभ');
  });

  test("doctor cards name departments in the page's language", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
    await page.goto('/doctors');
    const card = page.getByRole('article').filter({ hasText: 'Dr. Arjun Verma' });
    // The first department on the card, and every department in the '+N' hint's list.
    await expect(card.getByText('गठिया और दर्द प्रबंधन', { exact: true }).first()).toBeVisible();
    await expect(card.getByText('जीवनशैली से जुड़े रोग', { exact: true })).toHaveCount(1);
    await expect(card.getByText('Arthritis and Pain Management')).toHaveCount(0);
    await expect(card.getByText('Life style disorder')).toHaveCount(0);
  });

  test('sitemap.xml lists every public URL and robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const path of [
      '/',
      '/about',
      '/doctors',
      '/contact',
      '/events',
      '/treatments',
      '/services',
      '/services/abhyanga',
      '/services/yoni-purna',
      '/treatments/skin%26hair',
      '/treatments/glucoma',
    ]) {
      expect(locs, path).toContain(path);
    }
    expect(locs.filter((p) => p.startsWith('/services/')).length).toBeGreaterThanOrEqual(43);
    expect(locs.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThan(0);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  test('no internal link on the home page, services, treatments or footer answers 404', async ({ request }) => {
    // About 50 pages read for their links and 150 links fetched: 20-35 s on a quiet machine, over a
    // minute when the machine is busy (CI beside other work), as its first tries of 2026-11-28 showed.
    test.setTimeout(150_000);
    const linksOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<a\b[^>]*?href="(\/[^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&').split('#')[0] ?? '');
    };
    const found = new Set<string>();
    for (const path of ['/', '/services', '/treatments']) for (const href of await linksOf(path)) found.add(href);
    // One level deeper: every service and treatment page, with their related and sidebar links (a
    // few at a time: one after another, a hundred cold renders outlast the test on a busy machine).
    const deeper = [...found].filter((href) => /^\/(services|treatments)\/./.test(href));
    for (const inner of (await inBatches(deeper, linksOf)).flat()) found.add(inner);
    expect(found.size).toBeGreaterThan(60);
    // Pages of other issues (booking, sign-in, appointments, privacy, tracking) may not be merged yet:
    // a link to one of them is only excused while app/routes.ts does not declare its route at all.
    const routesFile = readFileSync(path.join(process.cwd(), 'app/routes.ts'), 'utf8');
    const otherIssues = ['book-consultation', 'register', 'auth', 'appointments', 'privacy', 'track_consultation', 'history', 'profile'];
    const pending = otherIssues.filter((r) => !routesFile.includes(`'${r}'`));
    const broken: string[] = [];
    const excused: string[] = [];
    const statuses = await inBatches([...found], async (href) => (await request.get(href)).status());
    for (const [i, href] of [...found].entries()) {
      if (statuses[i] !== 404) continue;
      const first = new URL(href, 'http://x').pathname.split('/')[1] ?? '';
      (pending.includes(first) ? excused : broken).push(href);
    }
    if (excused.length)
      test.info().annotations.push({
        type: 'pending routes of other issues',
        description: [...new Set(excused.map((h) => h.split('?')[0]))].join(', '),
      });
    expect(broken).toEqual([]);
  });
});
