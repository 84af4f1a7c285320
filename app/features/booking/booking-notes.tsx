import { Info } from '~/ui/icons';
import { useT } from '~/i18n/provider';

/** The notes box of the booking page (spec section 2). */
export function BookingNotes() {
  const { t } = useT();
  return (
    <aside aria-labelledby="booking-notes-title" className="rounded-2xl border border-earth-200 bg-earth-100 p-5 text-sm text-earth-900">
      <h2 id="booking-notes-title" className="mb-2 flex items-center gap-2 font-semibold">
        <Info className="h-4 w-4" aria-hidden="true" />
        {t('booking.notesTitle')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('booking.noteConfirmation')}</li>
        <li>{t('booking.noteArriveEarly')}</li>
        <li>{t('booking.noteOnlineLink')}</li>
      </ul>
    </aside>
  );
}
