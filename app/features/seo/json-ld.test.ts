import { describe, expect, it } from 'vitest';
import { weeklyFromSingle } from '@core/hours';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { createElement } from 'react';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { JsonLd, clinicJsonLd } from './json-ld';

describe('JsonLd', () => {
  it('escapes characters that could end the script element', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: '</script><script>alert(1)</script>' } }));
    expect(html).not.toContain('</script><script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the clinic with address, hours and phone', () => {
    const data = clinicJsonLd('https://clinic.example', DEFAULT_CLINIC_PROFILE, '2026-01-01');
    expect(data).toMatchObject({
      '@type': 'MedicalClinic',
      telephone: '+919876543210',
      address: { addressLocality: 'Raipur', addressRegion: 'Chhattisgarh' },
      openingHoursSpecification: [
        { opens: '09:00', closes: '18:00', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] },
      ],
    });
  });

  it('follows the clinic profile; social links that are empty are not in sameAs, nor a bare home page', () => {
    const profile = {
      ...DEFAULT_CLINIC_PROFILE,
      name: { en: 'Vaidya Clinic', hi: 'वैद्य क्लिनिक' },
      phone: '+919812345678',
      hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5], open: '10:00', close: '17:30' }),
      holidays: [
        { date: '2025-12-25', name: { en: 'Past', hi: 'बीता' } },
        { date: '2026-03-04', name: { en: 'Holi', hi: 'होली' } },
      ],
      social: { facebook: 'https://www.facebook.com/vaidyaclinic', instagram: '', youtube: '' },
    };
    const data = clinicJsonLd('https://clinic.example', profile, '2026-01-01');
    expect(data).toMatchObject({
      name: 'Vaidya Clinic',
      telephone: '+919812345678',
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '17:30' },
        { validFrom: '2026-03-04', validThrough: '2026-03-04', opens: '00:00', closes: '00:00' },
      ],
      sameAs: ['https://www.facebook.com/vaidyaclinic'],
    });
    expect(data).not.toHaveProperty('sameAs', expect.arrayContaining(['https://www.instagram.com/']));
    expect(clinicJsonLd('https://clinic.example', DEFAULT_CLINIC_PROFILE, '2026-01-01')).not.toHaveProperty('sameAs');
  });
});
