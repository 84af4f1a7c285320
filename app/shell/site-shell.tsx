import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useLocation } from 'react-router';
import { TOAST } from '@core/constants';
import { useT } from '~/i18n/provider';
import { SessionWatch } from '~/features/auth/session-watch';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { Header } from './header';

/** Header, main content, footer and the floating buttons; the staff console brings its own layout. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const toaster = (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST.durations.blank,
        success: { duration: TOAST.durations.success },
        error: { duration: TOAST.durations.error },
      }}
    />
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
