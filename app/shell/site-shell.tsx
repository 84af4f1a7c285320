import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TOAST } from '@core/constants';
import { useT } from '~/i18n/provider';
import { deferred } from '~/ui/deferred';
import { TOAST_REQUESTED } from '~/ui/toast';
import { SessionWatch } from '~/features/auth/session-watch';
import { FloatingButtons } from './floating-buttons';
import { Header } from './header';

/**
 * The toast container is loaded once the page is idle after hydration, not in the first-load
 * bundle. Toasts raised before it arrives wait in react-hot-toast's store and show when it mounts.
 */
/** Links and contact details only: hydrated after the header and the page. */
const Footer = deferred(() => import('./footer').then((m) => m.Footer));

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** True once the page is idle, or at once when a toast is raised before that (it must show now). */
function useToasterReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    window.addEventListener(TOAST_REQUESTED, done, { once: true });
    const stop = () => window.removeEventListener(TOAST_REQUESTED, done);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 2000 });
      return () => {
        stop();
        window.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(done, 200);
    return () => {
      stop();
      clearTimeout(id);
    };
  }, []);
  return ready;
}

/** Header, main content, footer and the floating buttons; the staff console brings its own layout. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const toasterReady = useToasterReady();
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
  if (pathname === '/staff' || pathname.startsWith('/staff/')) {
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
