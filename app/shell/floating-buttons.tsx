import { ArrowUp, CalendarPlus } from '~/ui/icons';
import { Link, useLocation } from 'react-router';
import { LIMITS } from '@core/constants';
import { useT } from '~/i18n/provider';
import { useScrolledPast } from './use-scrolled';

/** The floating 'Book Consultation' link and, after 300 px of scroll, a scroll-to-top button. */
export function FloatingButtons() {
  const { t } = useT();
  const { pathname } = useLocation();
  const showTop = useScrolledPast(LIMITS.scrollButtonPx);
  const onBooking = pathname.startsWith('/book-consultation') || pathname.startsWith('/payment');
  return (
    <div className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3 print:hidden">
      {showTop && (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg ring-1 ring-stone-200 hover:bg-brand-50"
          aria-label={t('nav.scrollToTop')}
        >
          <ArrowUp className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
      {!onBooking && (
        <Link
          to="/book-consultation"
          className="inline-flex h-12 items-center gap-2 rounded-full bg-earth-700 px-5 font-semibold text-white shadow-lg hover:bg-earth-900"
        >
          <CalendarPlus className="h-5 w-5" aria-hidden="true" />
          {t('nav.bookConsultation')}
        </Link>
      )}
    </div>
  );
}
