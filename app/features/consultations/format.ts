/** Dates and times of consultations in the page's language (clinic time throughout). */
import { clinicDate, clinicTime } from '@core/booking/slots';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { formatClinicDate, formatSlotTime } from '@core/i18n/clinic-time';

/** How much of a date is written: 'Wednesday, 2 December 2026', 'Wed, 2 Dec 2026', '2 Dec 2026', '2 Dec'. */
const DATE_STYLES = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** '2026-12-02' -> 'Wednesday, 2 December 2026' (or Hindi), with Intl on the clinic's calendar. */
export function formatDate(date: string, locale: Locale, style: keyof typeof DATE_STYLES = 'full'): string {
  return formatClinicDate(date, INTL_LOCALE[locale], DATE_STYLES[style]);
}

/** An instant shown in clinic time: { date: 'Tuesday, 1 December 2026', time: '10:30 AM' }. */
export function formatClinicInstant(iso: string, locale: Locale): { date: string; time: string } {
  const at = new Date(iso);
  return { date: formatDate(clinicDate(at), locale), time: formatSlotTime(clinicTime(at), locale) };
}
