import { clinic, directionsLinks, schemaOrgHours, socialLinks, upcomingHolidays } from '@core/clinic';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';

/**
 * Structured data for search engines. `application/ld+json` is not executed, so the CSP does not
 * block it; `<` is escaped so no text can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The postal address of the clinic profile, in English (search engines' language of record). */
export function postalAddressJsonLd(profile: ClinicProfile): Record<string, unknown> {
  const a = profile.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street.en,
    addressLocality: a.city.en,
    addressRegion: a.region.en,
    postalCode: a.postalCode,
    addressCountry: 'IN',
  };
}

/** The clinic's node id: the home page (and the contact page) describe it in full. */
const clinicId = (origin: string) => `${origin}/#clinic`;

/**
 * The clinic where another node points to it (publisher, organizer, parent organization): its id
 * with its type, name, address and home page, so that every page that refers to the clinic also
 * defines it, for tools that read one page at a time (docs/decisions/0036-markup-pdf-tags-and-seo-data.md).
 */
export function clinicReference(origin: string, profile: ClinicProfile): Record<string, unknown> {
  return {
    '@type': 'MedicalClinic',
    '@id': clinicId(origin),
    name: profile.name.en,
    url: `${origin}/`,
    telephone: profile.phone,
    address: postalAddressJsonLd(profile),
  };
}

/**
 * The clinic as a schema.org MedicalClinic, from the clinic profile: holidays from `today`
 * (YYYY-MM-DD, clinic time) on as closed days; only the social links that are set in `sameAs`.
 */
export function clinicJsonLd(origin: string, profile: ClinicProfile, today: string): Record<string, unknown> {
  const sameAs = socialLinks(profile).map((s) => s.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': clinicId(origin),
    name: profile.name.en,
    ...(profile.legalName ? { legalName: profile.legalName } : {}),
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/images/about-clinic.svg`,
    telephone: profile.phone,
    email: profile.email,
    foundingDate: String(clinic.foundedYear),
    medicalSpecialty: 'Ayurveda',
    priceRange: '₹₹',
    address: postalAddressJsonLd(profile),
    geo: { '@type': 'GeoCoordinates', latitude: profile.geo.lat, longitude: profile.geo.lng },
    hasMap: directionsLinks(profile).google,
    openingHoursSpecification: [
      ...schemaOrgHours(profile).map((h) => ({ '@type': 'OpeningHoursSpecification', ...h })),
      ...upcomingHolidays(profile, today).map((h) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: h.date,
        validThrough: h.date,
        opens: '00:00',
        closes: '00:00',
      })),
    ],
    ...(sameAs.length ? { sameAs } : {}),
  };
}
