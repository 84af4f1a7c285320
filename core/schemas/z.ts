/**
 * zod for the shared schemas. In the browser zod runs without its compiled (`new Function`) fast
 * path: the site's Content-Security-Policy has no 'unsafe-eval', and Chrome reports even zod's
 * caught probe for `new Function` as a CSP violation (an Issues-panel entry, which Lighthouse's
 * best-practices audit counts). The server keeps the fast path.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
