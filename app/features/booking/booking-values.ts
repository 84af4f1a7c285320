/**
 * The booking form's values and their request to book (the body of POST /api/consultations), shared
 * by the form (use-booking-form.ts) and the page's action (booking-action.server.ts): both check it
 * with BookingRequestSchema.
 */
import { CONSULTATION_TYPES, MODES, type ConsultationType, type Mode } from '@core/constants';
import type { BookingRequest } from '@core/schemas/booking/consultation';

export interface BookingDoctor {
  _id: string;
  name: string;
  department: string[];
  specialization: string[];
  fees: Record<string, number>;
}

export interface BookingFormValues {
  consultationType: ConsultationType | '';
  department: string;
  doctorId: string;
  previousConsultationId: string;
  date: string;
  timeSlot: string;
  mode: Mode;
  symptoms: string;
  /** SMS, WhatsApp or both (checked by the schema: a posted unknown value is refused). */
  noticeChannel: string;
}

export type BookingFieldName = keyof BookingFormValues;

/** The form's values from posted or query fields (unknown or missing ones empty). */
export function bookingValuesOf(fields: Record<string, string | undefined>): BookingFormValues {
  const type = fields.consultationType ?? '';
  const mode = fields.mode ?? '';
  return {
    consultationType: (CONSULTATION_TYPES as readonly string[]).includes(type) ? (type as ConsultationType) : '',
    department: fields.department ?? '',
    doctorId: fields.doctorId ?? fields.doctor ?? '',
    previousConsultationId: fields.previousConsultationId ?? '',
    date: fields.date ?? '',
    timeSlot: fields.timeSlot ?? '',
    mode: (MODES as readonly string[]).includes(mode) ? (mode as Mode) : 'offline',
    symptoms: fields.symptoms ?? '',
    noticeChannel: fields.noticeChannel ?? '',
  };
}

export function toBookingRequest(values: BookingFormValues, doctors: BookingDoctor[]): BookingRequest {
  const doctor = doctors.find((d) => d._id === values.doctorId);
  return {
    doctor: { doctorId: values.doctorId, doctorName: doctor?.name ?? '' },
    consultationType: values.consultationType as ConsultationType,
    department: values.department as BookingRequest['department'],
    date: values.date,
    timeSlot: values.timeSlot,
    mode: values.mode,
    symptoms: values.symptoms,
    ...(values.noticeChannel ? { noticeChannel: values.noticeChannel as BookingRequest['noticeChannel'] } : {}),
    ...(values.consultationType === 'Follow-up' ? { previousConsultationId: values.previousConsultationId } : {}),
  };
}

/** API and schema paths -> form fields. */
export function bookingFieldOf(path: string): BookingFieldName {
  if (path.startsWith('doctor')) return 'doctorId';
  return (
    ['consultationType', 'department', 'previousConsultationId', 'date', 'timeSlot', 'mode', 'symptoms', 'noticeChannel'].includes(path)
      ? path
      : 'doctorId'
  ) as BookingFieldName;
}
