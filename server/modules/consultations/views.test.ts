import { describe, expect, it } from 'vitest';
import {
  ConsultationSchema,
  ExportedConsultationSchema,
  PatientConsultationSchema,
  StaffConsultationSchema,
  TrackedConsultationSchema,
} from '@core/schemas/booking/consultation-views';
import type { consultations } from '@server/db/schema';
import { toConsultationDto, toExportedConsultation, toPatientConsultation, toStaffConsultation, toTrackedConsultation } from './views';

const at = new Date('2026-11-20T06:30:00.000Z');
const row: typeof consultations.$inferSelect = {
  id: '7K3QD9M2XW4HB8TNRC5Y',
  patientId: 'p1',
  name: 'Ravi Kumar Sharma',
  contact: '9876543210',
  email: 'ravi@example.com',
  doctorId: 'd1',
  doctorName: 'Dr. Meera Joshi',
  consultationType: 'General Consultation',
  department: 'Panchakarma',
  date: '2026-12-02',
  timeSlot: '10:30',
  symptoms: 'Back pain',
  mode: 'online',
  previousConsultationId: null,
  amount: 800,
  status: 'pending',
  paymentStatus: 'submitted',
  paymentMethod: 'upi',
  paymentUtr: null,
  paymentReference: 'ref-1',
  paymentClaimedAt: at,
  paymentVerifiedAt: null,
  paymentCountsOn: null,
  payAtClinic: false,
  holdExpiresAt: at,
  cancelReason: null,
  cancelledAt: null,
  refundDue: null,
  refundedAt: null,
  arrivedAt: null,
  startedAt: null,
  noticeChannel: 'sms',
  videoRoom: 'room-1',
  prescription: null,
  locale: 'hi',
  createdAt: at,
  updatedAt: at,
};

const keys = (o: object) => Object.keys(o).sort();
const shapeKeys = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe('consultation views', () => {
  it('give each view exactly the fields its schema names, valid against it', () => {
    const views = [
      [toConsultationDto(row), ConsultationSchema],
      [toTrackedConsultation(row, true), TrackedConsultationSchema],
      [toPatientConsultation(row, false), PatientConsultationSchema],
      [toStaffConsultation(row, 7), StaffConsultationSchema],
      [toExportedConsultation(row), ExportedConsultationSchema],
    ] as const;
    for (const [view, schema] of views) {
      expect(keys(view)).toEqual(shapeKeys(schema));
      expect(schema.safeParse(view).success).toBe(true);
    }
  });

  it('name fields as the spec does: _id and doctor { doctorName, doctorId }', () => {
    expect(toStaffConsultation(row, 7)).toMatchObject({
      _id: row.id,
      doctor: { doctorName: 'Dr. Meera Joshi', doctorId: 'd1' },
      paymentClaimedAt: at.toISOString(),
    });
    expect(toConsultationDto(row)).toMatchObject({ _id: row.id, displayId: '7K3QD-9M2XW-4HB8T-NRC5Y', holdExpiresAt: at.toISOString() });
  });

  it('shows someone else tracking the short name and no symptoms', () => {
    const other = toTrackedConsultation(row, false);
    expect(other).toMatchObject({ name: 'Ravi S.', fullView: false });
    expect(other).not.toHaveProperty('symptoms');
    expect(toTrackedConsultation(row, true)).toMatchObject({ name: 'Ravi Kumar Sharma', fullView: true, symptoms: 'Back pain' });
  });

  it('keeps staff-only fields out of the patient views', () => {
    for (const view of [toConsultationDto(row), toPatientConsultation(row, false), toTrackedConsultation(row, true)]) {
      expect(view).not.toHaveProperty('paymentReference');
      expect(view).not.toHaveProperty('patientId');
    }
  });
});
