/** Times in clinic time, written the same way on pages, in the staff console and in SMS and e-mail. */
import { clinicDate, clinicNoon, clinicTime, type IsoDate } from '@core/booking/slots';
import { clinic } from '@core/clinic';
import { INTL_LOCALE, type Locale } from './locales';
import { dateTimeFormat } from './intl-cache';

/**
 * Intl options for a moment shown in clinic time in the page's language. Hindi is written on the
 * 24-hour clock, as the booking pages write slots: Intl's Hindi would say '11:18 am' in Latin letters.
 */
export function clinicTimeOptions(intl: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return { ...options, timeZone: clinic.timeZone, ...(intl.startsWith('hi') ? { hourCycle: 'h23' } : {}) };
}

/** A date and time in clinic time: '24 Nov 2026, 11:07 am' / '24 नव॰ 2026, 11:07'. */
export function formatClinicDateTime(
  at: Date | string,
  intl: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const moment = new Date(at);
  // 'Invalid Date', as toLocaleString says, where a formatter's format() would throw.
  if (Number.isNaN(moment.getTime())) return moment.toString();
  return dateTimeFormat(intl, clinicTimeOptions(intl, options)).format(moment);
}

/** A clinic date ('2026-11-24') in the page's language: '24 Nov 2026' by default, any Intl date options. */
export function formatClinicDate(date: IsoDate, intl: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return formatClinicDateTime(clinicNoon(date), intl, options);
}

/** A slot's start time ('16:30') as every page and message writes it: '4:30 PM'; in Hindi '16:30'. */
export function formatSlotTime(time: string, locale: string): string {
  if (locale === 'hi') return time;
  const hour = Number(time.slice(0, 2));
  return `${((hour + 11) % 12) + 1}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A clinic date and slot as dialogs and lists write them: '27 Nov 2026, 3:00 PM' / '27 नव॰ 2026, 15:00'. */
export function formatSlot(date: IsoDate, time: string, locale: Locale): string {
  return `${formatClinicDate(date, INTL_LOCALE[locale])}, ${formatSlotTime(time, locale)}`;
}

/** An instant as dialogs and messages show it, in clinic time: '27 Nov 2026, 3:00 PM' / '27 नव॰ 2026, 15:00'. */
export function formatInstant(at: Date | string, locale: Locale): string {
  const d = new Date(at);
  return formatSlot(clinicDate(d), clinicTime(d), locale);
}

/** An instant as messages name a deadline: { date: '23 Nov 2026', time: '7:00 AM' } (Hindi: '23 नव॰ 2026', '07:00'). */
export function clinicDeadline(at: Date | string, locale: Locale): { date: string; time: string } {
  return {
    date: formatClinicDateTime(at, INTL_LOCALE[locale], { dateStyle: 'medium' }),
    time: formatSlotTime(clinicTime(new Date(at)), locale),
  };
}
