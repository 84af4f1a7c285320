import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server.browser';
import { createElement } from 'react';
import { JsonLd, clinicJsonLd } from './json-ld';

describe('JsonLd', () => {
  it('escapes characters that could end the script element', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: '</script><script>alert(1)</script>' } }));
    expect(html).not.toContain('</script><script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the clinic with address, hours and phone', () => {
    const data = clinicJsonLd('https://clinic.example');
    expect(data).toMatchObject({
      '@type': 'MedicalClinic',
      telephone: '+919876543210',
      address: { addressLocality: 'Raipur', addressRegion: 'Chhattisgarh' },
      openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
    });
  });
});
