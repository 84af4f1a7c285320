import { expect, expectNoAxeViolations, expectNoRawKeys, expectStaticPage, patientSignIn, test, uniquePhone } from './fixtures';

// The server seeds 15 published posts (content/blog): pages of 6, 6 and 3.
test.describe('blog', () => {
  test('the list renders page 1 on the server, with a plain link to older posts', async ({ request }) => {
    const response = await request.get('/blog');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Our Blog');
    expect(html.match(/data-testid="post-card"/g)).toHaveLength(6);
    expect(html).toContain('Shiro Dhara'); // the newest post
    expect(html).toMatch(/href="\/blog\?page=2"[^>]*>[^<]*Older posts/);
    expect(html).toContain('rel="canonical" href="http');

    const last = await (await request.get('/blog?page=3')).text();
    expect(last.match(/data-testid="post-card"/g)).toHaveLength(3);
    expect(last).toContain('You&#x27;ve reached the end of our blog.');
    expect((await request.get('/blog?page=4')).status()).toBe(404);
    expect((await request.get('/blog?page=abc')).status()).toBe(404);

    // The Hindi site: Hindi labels and month names (Intl's hi-IN names; newer ICU data writes the
    // abbreviation mark, अक्टू॰).
    const hindi = await (await request.get('/blog', { headers: { cookie: 'lang=hi' } })).text();
    expect(hindi).toContain('हमारा ब्लॉग');
    expect(hindi).toMatch(/अक्टू॰? 29, 2026/);
  });

  test('scrolling loads pages 2 and 3 and shows the end text (the page without JavaScript: its small script)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    await expectStaticPage(page);
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(6);
    // In the page, hidden until the last page has come.
    await expect(page.getByText("You've reached the end of our blog.")).toBeHidden();
    // Once the page's script runs, the plain pagination gives way to infinite scroll.
    await expect(page.getByRole('link', { name: 'Older posts' })).toHaveCount(0);
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(12);
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(15);
    await expect(page.getByText("You've reached the end of our blog.")).toBeVisible();
    const slugs = await page.locator('[data-testid="post-card"] h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(slugs).size).toBe(15);
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page);
  });

  test("the page's script loads on when the observer's reports come late and together (a busy phone)", async ({ page }) => {
    // A busy main thread runs the observer's callback late, with every report since the last one:
    // here they are held until the test lets them go. The marker's first report (out of view)
    // and the one after the scroll (in view) then come in one call, and the last one is the state.
    await page.addInitScript(() => {
      const Native = window.IntersectionObserver;
      const held: { entries: IntersectionObserverEntry[]; deliver: () => void }[] = [];
      const w = window as unknown as { heldReports: () => boolean[]; deliverReports: () => void };
      w.heldReports = () => held.flatMap((h) => h.entries.map((entry) => entry.isIntersecting));
      w.deliverReports = () => held.forEach((h) => h.deliver());
      window.IntersectionObserver = class extends Native {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          const mine: { entries: IntersectionObserverEntry[]; deliver: () => void } = { entries: [], deliver: () => {} };
          super((entries) => void mine.entries.push(...entries), options);
          mine.deliver = () => {
            const entries = mine.entries.splice(0);
            if (entries.length) callback(entries, this);
          };
          held.push(mine);
        }
      };
    });
    const held = () => page.evaluate(() => (window as unknown as { heldReports: () => boolean[] }).heldReports());
    const deliver = () => page.evaluate(() => (window as unknown as { deliverReports: () => void }).deliverReports());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    await expectStaticPage(page);
    const cards = page.getByTestId('post-card');
    await expect(page.getByRole('link', { name: 'Older posts' })).toHaveCount(0);
    for (const count of [12, 15]) {
      await expect.poll(held).toEqual([false]);
      await page.mouse.wheel(0, 4000);
      await expect.poll(held).toEqual([false, true]);
      await deliver();
      await expect(cards).toHaveCount(count);
    }
    await expect(page.getByText("You've reached the end of our blog.")).toBeVisible();
  });

  test('signed in (the page hydrates): scrolling loads the next pages through the API', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await patientSignIn(page, uniquePhone(), 'Test Patient', '/blog');
    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Older posts' })).toHaveCount(0);
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(12);
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(15);
    await expect(page.getByText("You've reached the end of our blog.")).toBeVisible();
  });

  test('a client-side visit shows six skeleton cards, then the posts', async ({ page }) => {
    // Signed in, the home page hydrates and its links are client-side visits.
    await patientSignIn(page, uniquePhone());
    // Hold the API answer so the skeleton is visible.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blogs?page=1*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByTestId('post-card-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('post-card')).toHaveCount(6);
    await expect(page.getByTestId('post-card-skeleton')).toHaveCount(0);
  });

  test('a failed page load shows the server message as a toast', async ({ page }) => {
    await page.route('**/api/blogs?page=2*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Too many requests. Please try again in 30 seconds.' }),
      }),
    );
    await patientSignIn(page, uniquePhone(), 'Test Patient', '/blog');
    await expect(page.getByTestId('post-card')).toHaveCount(6);
    await page.mouse.wheel(0, 4000);
    await expect(page.getByRole('status').filter({ hasText: 'Too many requests. Please try again in 30 seconds.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute('**/api/blogs?page=2*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('post-card')).toHaveCount(12);
  });

  test('without JavaScript, a failed page load says so in a toast and offers Try again', async ({ page }) => {
    const nextPage = /\/blog\?page=2$/;
    await page.route(nextPage, (route) => route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too many requests' }));
    await page.goto('/blog');
    await expectStaticPage(page);
    await expect(page.getByTestId('post-card')).toHaveCount(6);
    await page.mouse.wheel(0, 4000);
    await expect(page.getByRole('status').filter({ hasText: 'Failed to fetch posts' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await expectNoAxeViolations(page, { toasts: true });
    await page.unroute(nextPage);
    await retry.click();
    await expect(page.getByTestId('post-card')).toHaveCount(12);
    await expect(retry).toBeHidden();
  });

  test('a post opens from the list with its content, and back to all posts', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: /^Shiro Dhara and Sleep/ }).click();
    await expect(page).toHaveURL(/\/blog\/shiro-dhara-and-sleep$/);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toContainText('Shiro Dhara and Sleep');
    await expect(article.getByRole('heading', { name: 'What is Shiro Dhara?' })).toBeVisible();
    await expect(article).toContainText('min read');
    await expect(article.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(article.getByRole('heading', { name: 'Tags' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to all posts' }).click();
    await expect(page.getByRole('heading', { name: 'Our Blog' })).toBeVisible();
  });

  test('a post page carries Article JSON-LD, Open Graph image and canonical URL', async ({ request }) => {
    const html = await (await request.get('/blog/panchakarma-explained')).text();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'Article', author: { '@type': 'Person' } });
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/images\/blog\/og\/panchakarma-explained\.jpg"/);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/blog\/panchakarma-explained"/);
  });

  test('a Hindi post carries lang="hi" on the article', async ({ page }) => {
    await page.goto('/blog/monsoon-mein-pachan');
    await expect(page.locator('article')).toHaveAttribute('lang', 'hi');
    await expectNoAxeViolations(page);
  });

  test('an unknown slug answers 404 with the not-found text', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await expect(page.getByText('The post you are looking for does not exist.')).toBeVisible();
    await page.getByRole('link', { name: '← Back to Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Our Blog' })).toBeVisible();
  });

  test('the RSS feed is valid XML with every published post, at most 20', async ({ page, request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    await page.goto('/api/health');
    const result = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        items: doc.querySelectorAll('channel > item').length,
        firstLink: doc.querySelector('channel > item > link')?.textContent ?? '',
      };
    }, xml);
    // One language a feed (decision 0036): the English feed holds the 13 English posts of the 15.
    expect(result).toMatchObject({ error: null, root: 'rss', version: '2.0', items: 13 });
    expect(result.items).toBeLessThanOrEqual(20);
    expect(result.firstLink).toMatch(/\/blog\/shiro-dhara-and-sleep$/);
    // ...and ?lang=hi is the Hindi feed: Hindi channel, the 2 Hindi posts, links to the Hindi pages.
    const hindi = await (await request.get('/blog/rss.xml?lang=hi')).text();
    expect(hindi).toContain('<language>hi-IN</language>');
    expect(hindi.match(/<item>/g)).toHaveLength(2);
    expect(hindi).toMatch(/<link>http[^<]+\/blog\/monsoon-mein-pachan\?lang=hi<\/link>/);
  });
});
