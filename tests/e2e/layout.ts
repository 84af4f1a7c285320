/**
 * Layout checks shared by the e2e specs: a page no wider than the window, and controls the
 * floating 'Book Consultation' button does not cover.
 */
import type { Page } from '@playwright/test';

export const WIDTHS = [390, 768, 1280] as const;

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
        const isContainingBlock = position === 'fixed' ? makesContainingBlock(style, true) : position === 'absolute' ? makesContainingBlock(style, false) : true;
        if (!isContainingBlock) continue;
        if (style.overflowX !== 'visible') right = Math.min(right, node.getBoundingClientRect().right);
        position = style.position;
      }
      if (right > width + 0.5) offenders.push(`${describe(el)} reaches ${Math.round(right)} px`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, offenders: offenders.slice(0, 10) };
  });
}
