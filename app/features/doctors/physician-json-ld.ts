import { clinic } from '@core/clinic';
import type { DoctorCardData } from './doctor-card';

/** schema.org Physician entries for the doctors page. */
export function physiciansJsonLd(origin: string, doctors: DoctorCardData[]): Record<string, unknown>[] {
  return doctors.map((d) => ({
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: d.name,
    description: `${d.specialization.join(', ')}. ${d.department.join(', ')}.`,
    ...(d.profileImage ? { image: d.profileImage.startsWith('http') ? d.profileImage : `${origin}${d.profileImage}` } : {}),
    url: `${origin}/book-consultation?doctor=${encodeURIComponent(d._id)}`,
    telephone: clinic.phone,
    medicalSpecialty: d.specialization,
    hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: d.qualification },
    address: { '@type': 'PostalAddress', streetAddress: clinic.address.street, addressLocality: clinic.address.city, addressRegion: clinic.address.region, postalCode: clinic.address.postalCode, addressCountry: clinic.address.country },
    parentOrganization: { '@id': `${origin}/#clinic` },
  }));
}
