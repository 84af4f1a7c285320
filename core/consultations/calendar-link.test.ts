import { describe, expect, it } from 'vitest';
import { consultationWindow, googleCalendarUrl } from './calendar-link';

describe('googleCalendarUrl', () => {
  it('builds a TEMPLATE link with UTC dates, text, details and location encoded', () => {
    const { start, end } = consultationWindow('2026-11-23', '10:00');
    const url = new URL(
      googleCalendarUrl({
        title: 'Ayurvedic consultation with Dr. Meera Sharma',
        details: 'Consultation 7K3QD at Sarona & Co. Track: https://x.example/consultation/7K3QD',
        location: 'Sarona Ayurveda, Near Sarona Chowk, Raipur 492010',
        start,
        end,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    // 10:00 in India is 04:30 UTC; a consultation lasts 30 minutes.
    expect(url.searchParams.get('dates')).toBe('20261123T043000Z/20261123T050000Z');
    expect(url.searchParams.get('text')).toBe('Ayurvedic consultation with Dr. Meera Sharma');
    expect(url.searchParams.get('details')).toContain('Sarona & Co.');
    expect(url.searchParams.get('location')).toBe('Sarona Ayurveda, Near Sarona Chowk, Raipur 492010');
  });

  it('keeps Hindi text intact', () => {
    const { start, end } = consultationWindow('2026-12-01', '15:30');
    const url = new URL(googleCalendarUrl({ title: 'डॉ. मीरा के साथ परामर्श', details: '', location: 'रायपुर', start, end }));
    expect(url.searchParams.get('text')).toBe('डॉ. मीरा के साथ परामर्श');
    expect(url.searchParams.get('dates')).toBe('20261201T100000Z/20261201T103000Z');
  });
});
