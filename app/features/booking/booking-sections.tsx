import { useId } from 'react';
import { HydratedFieldset } from '~/ui/hydrated-fieldset';
import { BookingForm, type BookingDoctor } from './booking-form';
import { PatientBlock } from './patient-block';

/**
 * Who books (signed in, or verifying inline) and the booking form. Until the page's code has
 * hydrated them their controls are disabled: a choice made earlier would be lost (the form's state
 * drives the doctor list and the calendar).
 */
export function BookingSections({ doctors, initial }: { doctors: BookingDoctor[]; initial: { doctorId: string; department: string; doctorMissing: boolean } }) {
  const patientHeading = useId();
  return (
    <HydratedFieldset className="min-w-0 space-y-6">
      <PatientBlock headingId={patientHeading} />
      <BookingForm doctors={doctors} initial={initial} />
    </HydratedFieldset>
  );
}
