import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TOAST } from '@core/constants';
import { useT } from '~/i18n/provider';
import { deferred } from '~/ui/deferred';
import { useToastRequested } from '~/ui/toast';
import { SessionWatch } from '~/features/auth/session-watch';
import { FloatingButtons } from '~/shell/footer/floating-buttons';
import { Header } from '~/shell/header/header';

/** Links and contact details only: hydrated after the header and the page. */
const Footer = deferred(() => import('~/shell/footer/footer').then((m) => m.Footer));

/**
 * The toast container (react-hot-toast, with its CSS-in-JS that restyles the page when it starts)
 * is loaded when the first toast is raised, not with every page: most visits raise none.
 */
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** The staff console's pages: they bring their own layout, not the site's header and footer. */
export const isConsolePath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');

/** Header, main content, footer and the floating buttons; the staff console brings its own layout. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const toasterReady = useToastRequested();
  const toaster = toasterReady && (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        toastOptions={{
          duration: TOAST.durations.blank,
          success: { duration: TOAST.durations.success },
          error: { duration: TOAST.durations.error },
        }}
      />
    </Suspense>
  );
  if (isConsolePath(pathname)) {
    return (
      <>
        {children}
        {toaster}
      </>
    );
  }
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Footer />
      <FloatingButtons />
      <SessionWatch />
      {toaster}
    </>
  );
}
