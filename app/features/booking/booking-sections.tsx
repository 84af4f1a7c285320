import { useId } from 'react';
import { BookingForm } from './booking-form';
import { PatientBlock } from './patient-block';
import type { BookingFormProps } from './use-booking-form';

/**
 * Who books (signed in, or verifying inline) and the booking form. Both are real forms that work
 * before the page's code has hydrated them, and without it (decision 0020).
 */
export function BookingSections(props: BookingFormProps) {
  const patientHeading = useId();
  return (
    <div className="min-w-0 space-y-6">
      <PatientBlock headingId={patientHeading} />
      <BookingForm {...props} />
    </div>
  );
}
