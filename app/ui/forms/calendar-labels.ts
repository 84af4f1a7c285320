/**
 * The day buttons' names in the digits the calendar shows. react-day-picker names a day with
 * date-fns's Hindi locale, which writes the day in Devanagari digits ("१ नवंबर") under a button
 * showing "1": a name that does not hold the visible text (WCAG 2.5.3, label in name). Intl's
 * Hindi keeps the Latin digits the rest of the site uses ("रविवार, 1 नवंबर 2026").
 */
import type { DayPickerProps } from 'react-day-picker';
import type { Locale } from '@core/i18n/locales';

const hindiDay = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export function dayPickerLabels(locale: Locale): DayPickerProps['labels'] {
  return locale === 'hi' ? { labelDayButton: (date: Date) => hindiDay.format(date) } : undefined;
}
