/**
 * Axe in the page under test, injected once per document. @axe-core/playwright's AxeBuilder injects
 * the 550 KB axe source twice on every check, opens a blank page, and injects it there a third
 * time to finish the run (its frame-by-frame mode): about 1.4 s a check here, where axe's own
 * `axe.run` on the page takes about 0.4 s. The e2e specs run about 180 checks (decision 0075).
 * A page with frames (the clinic map, once shown) is still checked by AxeBuilder, frame by frame.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

export async function runAxe(page: Page, options: RunOptions, exclude: string[]): Promise<AxeResults> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    for (const selector of exclude) builder = builder.exclude(selector);
    return builder.analyze();
  }
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(({ exclude, options }) => window.axe!.run({ exclude: exclude.map((selector) => [selector]) }, options), {
    exclude,
    options,
  });
}
