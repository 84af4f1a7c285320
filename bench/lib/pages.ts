/** The pages the benchmark weighs and runs Lighthouse on, and the first-load budget of the home page. */
export const PAGES = ['/', '/services/abhyanga', '/blog', '/book-consultation'];
/**
 * Budget: first-load JavaScript of the home page, gzip (90 KiB: decisions 0077 and 0079). A signed-out visitor's
 * home page ships none (decision 0079): 0 is within it, a page that could not be weighed is not.
 */
export const HOME_JS_BUDGET_BYTES = 90 * 1024;

/** Whether the home page's weight was measured and its first-load JavaScript is within the budget. */
export function withinHomeBudget(home: { status: string; jsGzipBytes: number } | undefined): boolean {
  return home?.status === 'ok' && home.jsGzipBytes <= HOME_JS_BUDGET_BYTES;
}
