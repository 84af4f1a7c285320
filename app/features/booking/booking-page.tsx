import { useId } from 'react';
import { useT } from '~/i18n/provider';
import { BookingForm, type BookingDoctor } from './booking-form';
import { PatientBlock } from './patient-block';

/** /book-consultation: who books (signed in or verifying inline), then the booking form. */
export function BookingPage({ doctors, initial }: { doctors: BookingDoctor[]; initial: { doctorId: string; department: string; doctorMissing: boolean } }) {
  const { t } = useT();
  const patientHeading = useId();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('booking.title')}</h1>
      <p className="mt-2 mb-6 text-stone-700">{t('booking.intro')}</p>
      <div className="space-y-6">
        <PatientBlock headingId={patientHeading} />
        <BookingForm doctors={doctors} initial={initial} />
      </div>
    </div>
  );
}
