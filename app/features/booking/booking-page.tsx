import { useT } from '~/i18n/provider';
import { deferred } from '~/ui/deferred';
import { WhatsAppChatLink } from '~/shell/footer/whatsapp-chat-link';
import { buttonClasses } from '~/ui/button';
import type { BookingFormProps } from './use-booking-form';

/**
 * The patient block and the form: server-rendered as usual, but their code (react-hook-form, the
 * OTP form, the form itself) is not first-load JavaScript; it hydrates right after the router and
 * the shell (see deferred()). The route's clientLoader waits for it on a client-side visit.
 */
export const BookingSections = deferred(() => import('./booking-sections').then((m) => m.BookingSections));

/** /book-consultation: who books (signed in or verifying inline), then the booking form. */
export function BookingPage(props: BookingFormProps) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('booking.title')}</h1>
      <p className="mt-2 text-stone-700">{t('booking.intro')}</p>
      <div className="mt-3 mb-6">
        <WhatsAppChatLink className={buttonClasses('outline', 'sm')} />
      </div>
      <BookingSections {...props} />
    </div>
  );
}
