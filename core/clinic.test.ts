import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE, addressLine, directionsLinks, displayPhone, openingHours, socialLinks, upcomingHolidays } from './clinic';
import { formatSlotTime } from './i18n/clinic-time';
import { ClinicProfileSchema } from './schemas/clinic-profile';

describe('clinic profile helpers', () => {
  it('the defaults are a valid profile, shown as the spec says', () => {
    expect(ClinicProfileSchema.parse(DEFAULT_CLINIC_PROFILE)).toEqual(DEFAULT_CLINIC_PROFILE);
    expect(openingHours(DEFAULT_CLINIC_PROFILE, 'en', formatSlotTime)).toEqual({
      days: 'Mon-Sat',
      open: '9:00 AM',
      close: '6:00 PM',
      closed: 'Sunday',
    });
    expect(openingHours(DEFAULT_CLINIC_PROFILE, 'hi', formatSlotTime)).toEqual({
      days: 'सोम-शनि',
      open: '09:00',
      close: '18:00',
      closed: 'रविवार',
    });
    expect(addressLine(DEFAULT_CLINIC_PROFILE, 'en')).toBe('Near Sarona Chowk, Sarona, Raipur, Chhattisgarh 492010');
    expect(displayPhone(DEFAULT_CLINIC_PROFILE.phone)).toBe('+91 98765 43210');
    expect(socialLinks(DEFAULT_CLINIC_PROFILE)).toEqual([]);
  });

  it('groups open days into runs and lists the closed ones', () => {
    const hours = (days: number[]) => openingHours({ hours: { days, open: '10:00', close: '13:30' } }, 'en', formatSlotTime);
    expect(hours([1, 3, 5])).toMatchObject({ days: 'Mon, Wed, Fri', close: '1:30 PM', closed: 'Tuesday, Thursday, Saturday, Sunday' });
    expect(hours([0, 1, 2, 3, 4, 5, 6])).toMatchObject({ days: 'Mon-Sun', closed: null });
    expect(hours([1, 2, 4, 5, 6])).toMatchObject({ days: 'Mon, Tue, Thu-Sat' });
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
