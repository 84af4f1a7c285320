/**
 * What Fastify hands every loader and action (server/http/pages/ssr.ts). Type-only imports: the browser
 * bundle never contains server code.
 */
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import type { Identity } from '@server/modules/auth/sign-ins';

export interface AppLoadContextValue {
  ctx: AppContext;
  identity: Identity | null;
  locale: Locale;
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  ip: string;
  requestId: string;
  /**
   * True when this render is the page cache's copy for every signed-out visitor (decision 0073):
   * nothing in it may be one visitor's own, such as a form's idempotency key.
   */
  shared?: boolean;
  /**
   * The text of the built stylesheets at these addresses (`/assets/...`), or undefined when one is
   * not there (development: Vite serves them): inlined in a page that ships no JavaScript (decision 0079).
   */
  stylesheets?: (hrefs: readonly string[]) => string | undefined;
}

declare module 'react-router' {
  interface AppLoadContext extends AppLoadContextValue {}
}
