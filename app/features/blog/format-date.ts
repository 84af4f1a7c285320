import { clinic } from '@core/clinic';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { dateTimeFormat } from '@core/i18n/intl-cache';

/**
 * A post date as the spec writes it ('MMM d, yyyy' on cards, 'MMMM d, yyyy' on the post: month
 * first, in both languages), on the clinic's calendar (India time), so the server and every browser
 * show the same day. Intl names the month; the order is the spec's.
 */
export function formatPostDate(iso: string, pattern: 'MMM d, yyyy' | 'MMMM d, yyyy', locale: Locale): string {
  const month = pattern.startsWith('MMMM') ? 'long' : 'short';
  const parts = dateTimeFormat(locale === 'hi' ? INTL_LOCALE.hi : 'en-US', {
    timeZone: clinic.timeZone,
    year: 'numeric',
    month,
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/** The date a post shows: when it was published (its creation date for older data). */
export function postDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}
