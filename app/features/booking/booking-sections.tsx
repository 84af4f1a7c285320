import { useId } from 'react';
import { BookingForm, type BookingDoctor } from './booking-form';
import { PatientBlock } from './patient-block';

/** Who books (signed in, or verifying inline) and the booking form. */
export function BookingSections({ doctors, initial }: { doctors: BookingDoctor[]; initial: { doctorId: string; department: string; doctorMissing: boolean } }) {
  const patientHeading = useId();
  return (
    <div className="space-y-6">
      <PatientBlock headingId={patientHeading} />
      <BookingForm doctors={doctors} initial={initial} />
    </div>
  );
}
