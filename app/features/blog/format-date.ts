import { format } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { clinic } from '@core/clinic';
import type { Locale } from '@core/i18n/locales';

const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: clinic.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A post date as the spec writes it ('MMM d, yyyy' on cards, 'MMMM d, yyyy' on the post), on the
 * clinic's calendar (India time), so the server and every browser show the same day.
 */
export function formatPostDate(iso: string, pattern: 'MMM d, yyyy' | 'MMMM d, yyyy', locale: Locale): string {
  const parts = Object.fromEntries(calendarDay.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const day = new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return format(day, pattern, locale === 'hi' ? { locale: hi } : undefined);
}

/** The date a post shows: when it was published (its creation date for older data). */
export function postDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}
