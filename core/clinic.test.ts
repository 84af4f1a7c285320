import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLINIC_PROFILE,
  addressLine,
  directionsLinks,
  displayPhone,
  openingHours,
  schemaOrgHours,
  socialLinks,
  upcomingHolidays,
} from './clinic';
import { weeklyFromSingle } from './hours';
import { formatSlotTime } from './i18n/clinic-time';
import { ClinicProfileSchema } from './schemas/staff/clinic-profile';

describe('clinic profile helpers', () => {
  it('the defaults are a valid profile, shown as the spec says', () => {
    expect(ClinicProfileSchema.parse(DEFAULT_CLINIC_PROFILE)).toEqual(DEFAULT_CLINIC_PROFILE);
    expect(openingHours(DEFAULT_CLINIC_PROFILE, 'en', formatSlotTime)).toEqual({
      lines: [{ days: 'Mon-Sat', open: '9:00 AM', close: '6:00 PM', breaks: [] }],
      closed: 'Sunday',
    });
    expect(openingHours(DEFAULT_CLINIC_PROFILE, 'hi', formatSlotTime)).toEqual({
      lines: [{ days: 'सोम-शनि', open: '09:00', close: '18:00', breaks: [] }],
      closed: 'रविवार',
    });
    expect(addressLine(DEFAULT_CLINIC_PROFILE, 'en')).toBe('Near Sarona Chowk, Sarona, Raipur, Chhattisgarh 492010');
    expect(displayPhone(DEFAULT_CLINIC_PROFILE.phone)).toBe('+91 98765 43210');
    expect(socialLinks(DEFAULT_CLINIC_PROFILE)).toEqual([]);
  });

  it('groups open days into runs and lists the closed ones', () => {
    const hours = (days: number[]) =>
      openingHours({ hours: weeklyFromSingle({ days, open: '10:00', close: '13:30' }) }, 'en', formatSlotTime);
    expect(hours([1, 3, 5])).toMatchObject({
      lines: [{ days: 'Mon, Wed, Fri', close: '1:30 PM' }],
      closed: 'Tuesday, Thursday, Saturday, Sunday',
    });
    expect(hours([0, 1, 2, 3, 4, 5, 6])).toMatchObject({ lines: [{ days: 'Mon-Sun' }], closed: null });
    expect(hours([1, 2, 4, 5, 6])).toMatchObject({ lines: [{ days: 'Mon, Tue, Thu-Sat' }] });
  });

  it('writes one line per set of weekdays with the same hours, breaks named (Saturday half-day, lunch on weekdays)', () => {
    const lunch = { from: '09:00', to: '18:00', breaks: [{ from: '13:00', to: '14:00' }] };
    const hours = [null, lunch, lunch, lunch, lunch, lunch, { from: '09:00', to: '13:00', breaks: [] }];
    expect(openingHours({ hours }, 'en', formatSlotTime)).toEqual({
      lines: [
        { days: 'Mon-Fri', open: '9:00 AM', close: '6:00 PM', breaks: ['1:00 PM-2:00 PM'] },
        { days: 'Sat', open: '9:00 AM', close: '1:00 PM', breaks: [] },
      ],
      closed: 'Sunday',
    });
    expect(schemaOrgHours({ hours })).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '13:00' },
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '14:00', closes: '18:00' },
      { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('makes directions links and keeps only the holidays to come, soonest first', () => {
    expect(directionsLinks({ geo: { lat: 21.2, lng: 81.6 }, googleMapsUrl: '' })).toEqual({
      google: 'https://www.google.com/maps/dir/?api=1&destination=21.2,81.6',
      osm: 'https://www.openstreetmap.org/directions?route=%3B21.2%2C81.6#map=16/21.2/81.6',
    });
    expect(directionsLinks({ geo: { lat: 21.2, lng: 81.6 }, googleMapsUrl: 'https://maps.app.goo.gl/abc' }).google).toBe(
      'https://maps.app.goo.gl/abc',
    );
    const name = { en: 'x', hi: 'x' };
    expect(
      upcomingHolidays(
        {
          holidays: [
            { date: '2026-11-01', name },
            { date: '2026-12-25', name },
            { date: '2026-11-25', name },
          ],
        },
        '2026-11-25',
      ).map((h) => h.date),
    ).toEqual(['2026-11-25', '2026-12-25']);
  });

  it('refuses a bare home page or a foreign host as a social link, and accepts the clinic page', () => {
    const social = (facebook: string) =>
      ClinicProfileSchema.safeParse({ ...DEFAULT_CLINIC_PROFILE, social: { ...DEFAULT_CLINIC_PROFILE.social, facebook } }).success;
    expect(social('https://www.facebook.com/')).toBe(false);
    expect(social('https://facebook.com')).toBe(false);
    expect(social('https://evil.example/facebook.com/x')).toBe(false);
    expect(social('http://www.facebook.com/clinic')).toBe(false);
    expect(social('https://www.facebook.com/saronaayurveda')).toBe(true);
    expect(social('https://m.facebook.com/saronaayurveda')).toBe(true);
    expect(social('')).toBe(true);
  });
});
