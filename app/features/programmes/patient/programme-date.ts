import { slotStart } from '@core/booking/slots';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { useT } from '~/i18n/provider';

/** A date of the programme as the page writes it: 'Tue, 1 Dec 2026'. */
export function useProgrammeDate() {
  const { intl } = useT();
  return (date: string, weekday = false) =>
    formatClinicDateTime(slotStart(date, '12:00'), intl, {
      ...(weekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
}
