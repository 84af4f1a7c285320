import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { clinicReference, postalAddressJsonLd } from '~/features/seo/json-ld';
import type { DoctorCardData } from './doctor-card';

/** schema.org Physician entries for the doctors page. */
export function physiciansJsonLd(origin: string, doctors: DoctorCardData[], profile: ClinicProfile): Record<string, unknown>[] {
  return doctors.map((d) => ({
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: d.name,
    description: `${d.specialization.join(', ')}. ${d.department.join(', ')}.`,
    ...(d.profileImage ? { image: d.profileImage.startsWith('http') ? d.profileImage : `${origin}${d.profileImage}` } : {}),
    url: `${origin}/book-consultation?doctor=${encodeURIComponent(d._id)}`,
    telephone: profile.phone,
    medicalSpecialty: d.specialization,
    hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: d.qualification },
    address: postalAddressJsonLd(profile),
    parentOrganization: clinicReference(origin, profile),
  }));
}
