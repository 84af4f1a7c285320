/**
 * The clinic's facts. They live in the database as the clinic profile, edited by the admin in the
 * staff console (server/modules/clinic/); pages read it from the root loader (`useRootData().clinic`), the
 * server through `clinicProfile(ctx)`. Here: the values of a new installation (the demo clinic's,
 * replaced by `npm run setup`), and the pure helpers that turn the profile into what is shown.
 */
// Types only: the schema (zod, and the console's message keys) stays out of the pages' bundles.
import type { ClinicProfile } from './schemas/staff/clinic-profile';
import type { Locale } from './i18n/locales';
import { openSpans, weeklyFromSingle, type DayHours, type WeeklyHours } from './hours';
import { dateTimeFormat } from './i18n/intl-cache';
import { CLINIC_TIME_ZONE } from './booking/slots';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Fixed facts, not part of the profile. */
export const clinic = {
  /** The product's name where no profile is at hand (API documentation). */
  name: 'Sarona Ayurveda',
  foundedYear: 2019,
  timeZone: CLINIC_TIME_ZONE,
} as const;

export const DEFAULT_CLINIC_PROFILE: ClinicProfile = {
  name: { en: 'Sarona Ayurveda', hi: 'सरोना आयुर्वेद' },
  legalName: 'Sarona Ayurveda Clinic & Panchakarma Centre',
  address: {
    street: { en: 'Near Sarona Chowk, Sarona', hi: 'सरोना चौक के पास, सरोना' },
    city: { en: 'Raipur', hi: 'रायपुर' },
    region: { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
    postalCode: '492010',
  },
  geo: { lat: 21.2167, lng: 81.5951 },
  googleMapsUrl: '',
  phone: '+919876543210',
  whatsapp: '+919876543210',
  email: 'care@sarona-ayurveda.example',
  // Monday to Saturday 9-6, as before weekly hours (decision 0057); the admin sets breaks and half-days.
  hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }),
  holidays: [],
  // No links until the clinic has its pages: an empty link is not shown (nor in JSON-LD sameAs).
  social: { facebook: '', instagram: '', youtube: '' },
  upiId: 'saronaayurveda@upi',
  upiPayeeName: 'Sarona Ayurveda',
  fees: { 'General Consultation': 500, 'Follow-up': 300, 'Specific Treatment': 800 },
  receptionSeesRevenue: false,
  // Not registered for GST until the admin enters the clinic's GSTIN (no tax invoice before: decision 0070).
  gst: { gstin: '', stateCode: '22' },
};

/** '+91 98765 43210' for an Indian number; other numbers as stored. */
export function displayPhone(e164: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

/** The address on one line, in the page's language: 'Near Sarona Chowk, Sarona, Raipur, Chhattisgarh 492010'. */
export function addressLine(profile: Pick<ClinicProfile, 'address'>, locale: Locale): string {
  const a = profile.address;
  return `${a.street[locale]}, ${a.city[locale]}, ${a.region[locale]} ${a.postalCode}`;
}

/** Directions to the clinic on Google Maps (its place link when given) and OpenStreetMap. */
export function directionsLinks(profile: Pick<ClinicProfile, 'geo' | 'googleMapsUrl'>): { google: string; osm: string } {
  const { lat, lng } = profile.geo;
  return {
    google: profile.googleMapsUrl || `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
    osm: `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lng}#map=16/${lat}/${lng}`,
  };
}

/** The social links that are set, in a fixed order; empty ones are left out everywhere. */
export function socialLinks(profile: Pick<ClinicProfile, 'social'>): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.filter((n) => profile.social[n]).map((network) => ({ network, url: profile.social[network] }));
}

/** wa.me link of the WhatsApp number, or null. */
export function whatsappLink(profile: Pick<ClinicProfile, 'whatsapp'>): string | null {
  return profile.whatsapp ? `https://wa.me/${profile.whatsapp.replace(/^\+/, '')}` : null;
}

const SUNDAY = Date.UTC(2024, 0, 7);
function weekdayName(day: number, locale: Locale, width: 'short' | 'long'): string {
  return dateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-US', { weekday: width, timeZone: 'UTC' }).format(
    new Date(SUNDAY + day * 86_400_000),
  );
}

/** Runs of consecutive weekdays, Monday first: [1..6] -> 'Mon-Sat'; [1, 3, 5] -> 'Mon, Wed, Fri'. */
function dayRuns(days: number[], locale: Locale, width: 'short' | 'long'): string {
  const order = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const runs: number[][] = [];
  for (const d of order) {
    const run = runs.at(-1);
    if (run && ((run.at(-1) ?? -9) + 1) % 7 === d) run.push(d);
    else runs.push([d]);
  }
  return runs
    .map((r) =>
      r.length > 2
        ? `${weekdayName(r[0] ?? 0, locale, width)}-${weekdayName(r.at(-1) ?? 0, locale, width)}`
        : r.map((d) => weekdayName(d, locale, width)).join(', '),
    )
    .join(', ');
}

/** Weekdays with the same hours, Monday first: runs of days whose hours (and breaks) are equal. */
function sameHoursGroups(hours: WeeklyHours): { days: number[]; day: NonNullable<DayHours> }[] {
  const groups: { days: number[]; day: NonNullable<DayHours> }[] = [];
  for (const d of [1, 2, 3, 4, 5, 6, 0]) {
    const day = hours[d];
    if (!day) continue;
    const key = JSON.stringify(openSpans(day));
    const same = groups.find((g) => JSON.stringify(openSpans(g.day)) === key);
    if (same) same.days.push(d);
    else groups.push({ days: [d], day });
  }
  return groups;
}

/**
 * The opening hours as shown, in parts for the catalog's sentences: one line per set of weekdays
 * with the same hours ('Mon-Fri', '9:00 AM', '6:00 PM', breaks '1:00 PM-2:00 PM'), then the closed
 * days ('Sunday'), if any. Times as slots are written ('9:00 AM' / '09:00').
 */
export function openingHours(profile: Pick<ClinicProfile, 'hours'>, locale: Locale, formatTime: (time: string, locale: string) => string) {
  const closedDays = [0, 1, 2, 3, 4, 5, 6].filter((d) => !profile.hours[d]);
  return {
    lines: sameHoursGroups(profile.hours).map((g) => ({
      days: dayRuns(g.days, locale, 'short'),
      open: formatTime(g.day.from, locale),
      close: formatTime(g.day.to, locale),
      breaks: (g.day.breaks ?? []).map((b) => `${formatTime(b.from, locale)}-${formatTime(b.to, locale)}`),
    })),
    closed: closedDays.length ? dayRuns(closedDays, locale, 'long') : null,
  };
}

/** Holidays from `today` (YYYY-MM-DD, clinic time) on, soonest first. */
export function upcomingHolidays(profile: Pick<ClinicProfile, 'holidays'>, today: string): ClinicProfile['holidays'] {
  return profile.holidays.filter((h) => h.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

const SCHEMA_ORG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** schema.org OpeningHoursSpecification parts: for each set of weekdays with the same hours, one entry per open range (a lunch break splits the day). */
export function schemaOrgHours(profile: Pick<ClinicProfile, 'hours'>): { dayOfWeek: string[]; opens: string; closes: string }[] {
  return sameHoursGroups(profile.hours).flatMap((g) =>
    openSpans(g.day).map(([opens, closes]) => ({ dayOfWeek: g.days.map((d) => SCHEMA_ORG_DAYS[d] ?? ''), opens, closes })),
  );
}
