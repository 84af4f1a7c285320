/** Dates and times of consultations in the page's language (clinic time throughout). */
import { format, parseISO } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { clinicDate, clinicTime } from '@core/booking/slots';
import type { Locale } from '@core/i18n/locales';
import { formatSlotTime } from '@core/i18n/clinic-time';

const dateLocale = (locale: Locale) => (locale === 'hi' ? { locale: hi } : {});

/** '2026-12-02' -> 'Wednesday, 2 December 2026' (or Hindi). */
export function formatDate(date: string, locale: Locale, pattern = 'EEEE, d MMMM yyyy'): string {
  return format(parseISO(date), pattern, dateLocale(locale));
}

/** An instant shown in clinic time: { date: 'Tuesday, 1 December 2026', time: '10:30 AM' }. */
export function formatClinicInstant(iso: string, locale: Locale): { date: string; time: string } {
  const at = new Date(iso);
  return { date: formatDate(clinicDate(at), locale), time: formatSlotTime(clinicTime(at), locale) };
}
