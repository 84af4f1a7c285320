import { ArrowUp, CalendarPlus } from '~/ui/icons';
import { Link, useLocation } from 'react-router';
import { LIMITS } from '@core/constants';
import { useT } from '~/i18n/provider';
import { useScrolledPast } from '~/shell/header/use-scrolled';
import { useStaticPage } from '~/shell/static-page';
import { cn } from '~/ui/cn';

/** Pages that are themselves the way to a booking: the floating link would only cover their controls. */
const BOOKING_PATH = ['/auth', '/register', '/book-consultation', '/payment'];

/**
 * After 300 px of scroll, a scroll-to-top button and the floating 'Book Consultation' link (not on
 * the booking path). Neither covers a control for good: the first screen is the page's own (its
 * controls reach the bottom corner, and most offer their own way to book); further down, app.css
 * keeps the bottom of the window clear when the browser scrolls something into view
 * (`scroll-padding-bottom`, keyboard focus included), and the footer ends in room enough for its
 * last link to scroll above them. Decision 0011.
 */
export function FloatingButtons() {
  return useStaticPage() ? <StaticFloatingButtons /> : <HydratedFloatingButtons />;
}

/** Without their display (cn() does not resolve conflicts): `inline-flex`, or hidden until scrolled. */
const TOP_BUTTON =
  'h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg ring-1 ring-stone-200 hover:bg-brand-50';
const BOOK_LINK = 'h-12 items-center gap-2 rounded-full bg-earth-700 px-5 font-semibold text-white shadow-lg hover:bg-earth-900';

/**
 * A page without JavaScript: the same two, shown by CSS once the page's one script marks
 * `<html data-scrolled-far>` (app/shell/static-page.tsx), which also makes the button scroll up.
 * No static page is on the booking path.
 */
function StaticFloatingButtons() {
  const { t } = useT();
  const shown = 'hidden in-data-scrolled-far:inline-flex';
  return (
    <div data-testid="floating-buttons" className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3 print:hidden">
      <button type="button" data-scroll-top className={cn(TOP_BUTTON, shown)} aria-label={t('nav.scrollToTop')}>
        <ArrowUp className="h-5 w-5" aria-hidden="true" />
      </button>
      <Link to="/book-consultation" className={cn(BOOK_LINK, shown)}>
        <CalendarPlus className="h-5 w-5" aria-hidden="true" />
        {t('nav.bookConsultation')}
      </Link>
    </div>
  );
}

function HydratedFloatingButtons() {
  const { t } = useT();
  const { pathname } = useLocation();
  const showTop = useScrolledPast(LIMITS.scrollButtonPx);
  const onBooking = BOOKING_PATH.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return (
    <div data-testid="floating-buttons" className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3 print:hidden">
      {showTop && (
        <button
          type="button"
          onClick={() =>
            window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
          }
          className={cn(TOP_BUTTON, 'inline-flex')}
          aria-label={t('nav.scrollToTop')}
        >
          <ArrowUp className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
      {showTop && !onBooking && (
        <Link to="/book-consultation" className={cn(BOOK_LINK, 'inline-flex')}>
          <CalendarPlus className="h-5 w-5" aria-hidden="true" />
          {t('nav.bookConsultation')}
        </Link>
      )}
    </div>
  );
}
