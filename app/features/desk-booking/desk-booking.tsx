/** "Book for a patient" (decision 0054): find or register the patient, then doctor, date and time. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { DeskPatient } from '@core/schemas/staff/desk';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { formatSlot } from '@core/i18n/clinic-time';
import { formatConsultationId } from '@core/booking/consultation-id';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';
import { Card } from '~/features/staff-console/ui';
import { PatientStep } from './patient-step';
import { SlotStep, type DeskDoctor } from './slot-step';

export function DeskBooking({ doctors }: { doctors: DeskDoctor[] }) {
  const { t, locale } = useT();
  const [patient, setPatient] = useState<DeskPatient | null>(null);
  const [booked, setBooked] = useState<StaffConsultation | null>(null);
  if (booked) {
    return (
      <Card>
        <p role="status" className="text-lg">
          {t('staff.deskBooking.booked', {
            id: formatConsultationId(booked._id),
            name: booked.name,
            when: formatSlot(booked.date, booked.timeSlot, locale),
          })}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={`/staff/consultations/${booked._id}`} className={buttonClasses('outline')}>
            {formatConsultationId(booked._id)}
          </Link>
          <Button
            type="button"
            onClick={() => {
              setBooked(null);
              setPatient(null);
            }}
          >
            {t('staff.deskBooking.another')}
          </Button>
        </div>
      </Card>
    );
  }
  if (!patient) return <PatientStep onPick={setPatient} />;
  return (
    <div className="grid gap-4">
      <Card title={t('staff.deskBooking.patient')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>
            <span className="font-medium">{patient.name}</span> · {patient.number} · {patient.contact}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => setPatient(null)}>
            {t('staff.deskBooking.change')}
          </Button>
        </div>
      </Card>
      <SlotStep patient={patient} doctors={doctors} onBooked={setBooked} />
    </div>
  );
}
