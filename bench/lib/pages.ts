/** The pages the benchmark weighs and runs Lighthouse on, and the first-load budget of the home page. */
export const PAGES = ['/', '/services/abhyanga', '/blog', '/book-consultation'];
/** Budget: first-load JavaScript of the home page, gzip. */
export const HOME_JS_BUDGET_BYTES = 120 * 1024;
