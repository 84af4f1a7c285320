/**
 * Layout checks shared by the e2e specs: a page no wider than the window, and controls the
 * floating 'Book Consultation' button does not cover.
 */
import { expect, type Page } from '@playwright/test';

export const WIDTHS = [390, 768, 1280] as const;

/**
 * At each of WIDTHS the page is no wider than the window (named `label` in a failure); `atWidth` runs
 * at each width (a screenshot, say). Ends at 1280 px.
 */
export async function expectFitsEveryWidth(page: Page, label: string, atWidth?: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const report = await measureWidth(page);
    expect(report.offenders, `${label} at ${width} px`).toEqual([]);
    expect(report.scrollWidth, `${label} at ${width} px`).toBeLessThanOrEqual(report.clientWidth);
    await atWidth?.(width);
  }
}

export interface WidthReport {
  scrollWidth: number;
  clientWidth: number;
  /** Elements whose painted box reaches past the window's right edge, described for the message. */
  offenders: string[];
}

/**
 * The page's width against the window's, and every element that extends past the right edge
 * once the clipping of its ancestors is applied (an `overflow` other than `visible` on an
 * ancestor clips it only when that ancestor is on its containing-block chain: an absolutely
 * placed element escapes a clipping box that sits between it and its positioned ancestor, which
 * is how a visually hidden label ended up 1,300 px to the right of the home page). `html` and
 * `body` are not counted as clipping boxes: `overflow-x: hidden` on them would hide the symptom,
 * not remove it. Invisible elements count (they take room all the same), elements with no box
 * do not.
 */
export async function measureWidth(page: Page): Promise<WidthReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const makesContainingBlock = (style: CSSStyleDeclaration, forFixed: boolean) =>
      (!forFixed && style.position !== 'static') ||
      style.transform !== 'none' ||
      style.translate !== 'none' ||
      style.filter !== 'none' ||
      style.perspective !== 'none' ||
      /paint|layout|strict|content/.test(style.contain) ||
      /transform|filter/.test(style.willChange);
    const describe = (el: Element) => {
      const classes = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 4).join('.') : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getClientRects().length === 0) continue;
      let { right } = el.getBoundingClientRect();
      if (right <= width + 0.5) continue;
      let position = getComputedStyle(el).position;
      for (let node = el.parentElement; node && node !== document.body && right > width + 0.5; node = node.parentElement) {
        const style = getComputedStyle(node);
        const isContainingBlock =
          position === 'fixed' ? makesContainingBlock(style, true) : position === 'absolute' ? makesContainingBlock(style, false) : true;
        if (!isContainingBlock) continue;
        if (style.overflowX !== 'visible') right = Math.min(right, node.getBoundingClientRect().right);
        position = style.position;
      }
      if (right > width + 0.5) offenders.push(`${describe(el)} reaches ${Math.round(right)} px`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, offenders: offenders.slice(0, 10) };
  });
}

/**
 * Controls (links, buttons, form fields) that sit under the floating buttons (the container marked
 * `data-testid="floating-buttons"`: 'Book Consultation' and scroll-to-top). `atRest`: the page as
 * it loads, against what floats then. Otherwise each control is first scrolled into view the way
 * the browser does it for keyboard focus (the least scrolling that shows it, minding
 * `scroll-padding`) and checked against both buttons wherever they show once the page is scrolled,
 * whatever the scroll position (stricter than the page, which shows them after 300 px). Controls in
 * the header or other fixed or sticky parts, visually hidden ones and those clipped out of the
 * window sideways (other carousel slides) are left out.
 */
export async function controlsUnderFloatingButtons(page: Page, { atRest = false } = {}): Promise<string[]> {
  type Box = { x: number; y: number; width: number; height: number };
  const container = page.getByTestId('floating-buttons');
  const boxes: { name: string; box: Box }[] = [];
  if (!atRest) {
    await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  for (const button of await container.locator('a, button').all()) {
    const box = await button.boundingBox();
    if (box) boxes.push({ name: (await button.getAttribute('aria-label')) ?? (await button.innerText()), box });
  }
  if (!atRest) await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  if (!boxes.length) return [];
  return page.evaluate(
    ({ atRest, boxes }) => {
      const floatingRoot = document.querySelector('[data-testid="floating-buttons"]')!;
      const width = document.documentElement.clientWidth;
      const pinned = (el: Element) => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return true;
        }
        return false;
      };
      const describe = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
      const overlaps = (r: DOMRect, b: Box) =>
        Math.min(r.right, b.x + b.width) - Math.max(r.left, b.x) > 0.5 && Math.min(r.bottom, b.y + b.height) - Math.max(r.top, b.y) > 0.5;
      const controls = [
        ...document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]',
        ),
      ].filter((el) => {
        if (floatingRoot.contains(el) || el.closest('[aria-hidden="true"], [inert]')) return false;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || box.left >= width || box.right <= 0) return false;
        if (getComputedStyle(el).visibility !== 'visible') return false;
        // Not rendered: the inside of a closed <details> (a menu of a page without JavaScript) has a
        // box to getBoundingClientRect but is not shown.
        if (!el.checkVisibility()) return false;
        return !pinned(el);
      });
      const found: string[] = [];
      for (const el of controls) {
        if (!atRest) el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const box = el.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= innerHeight) continue; // at rest: below the first screen
        const under = boxes.find((b) => overlaps(box, b.box));
        if (under) found.push(`${describe(el)} under '${under.name}' (scrolled ${Math.round(scrollY)} px)`);
      }
      return found;
    },
    { atRest, boxes },
  );
}
