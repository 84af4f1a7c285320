import { clinic } from '@core/clinic';

/**
 * Structured data for search engines. `application/ld+json` is not executed, so the CSP does not
 * block it; `<` is escaped so no text can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The clinic as a schema.org MedicalClinic, from core/clinic.ts. */
export function clinicJsonLd(origin: string): Record<string, unknown> {
  const a = clinic.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${origin}/#clinic`,
    name: clinic.name,
    legalName: clinic.legalName,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/images/about-clinic.svg`,
    telephone: clinic.phone,
    email: clinic.email,
    foundingDate: String(clinic.foundedYear),
    medicalSpecialty: 'Ayurveda',
    priceRange: '₹₹',
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: clinic.geo.lat, longitude: clinic.geo.lng },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...clinic.hours.days], opens: clinic.hours.open, closes: clinic.hours.close },
    ],
    sameAs: Object.values(clinic.social),
  };
}
