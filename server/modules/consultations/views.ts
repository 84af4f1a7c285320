/**
 * Every consultation row -> view mapper, in one place: the row becomes the one read model
 * (core/schemas/booking/consultation-views.ts), and each view keeps the fields its schema picks, so a page
 * (whose loader data is not filtered by a response schema) never receives more than its view.
 */
import { formatConsultationId } from '@core/booking/consultation-id';
import { slotStart } from '@core/booking/slots';
import { shortName, videoCallWindow } from '@core/consultations/patient-view';
import { isActive, patientChangeDeadline } from '@core/consultations/rules';
import {
  ConsultationSchema,
  ExportedConsultationSchema,
  PatientConsultationSchema,
  StaffConsultationSchema,
  TrackedConsultationSchema,
  type ConsultationDto,
  type ConsultationRead,
  type ExportedConsultation,
  type PatientConsultation,
  type StaffConsultation,
  type TrackedConsultation,
} from '@core/schemas/booking/consultation-views';
import type { consultations } from '@server/db/schema';

type ConsultationRow = typeof consultations.$inferSelect;

/** The row as the read model: the spec's names, instants as ISO strings. */
function toReadModel(row: ConsultationRow): ConsultationRead {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    _id: row.id,
    displayId: formatConsultationId(row.id),
    patientId: row.patientId,
    name: row.name,
    contact: row.contact,
    email: row.email,
    doctor: { doctorName: row.doctorName, doctorId: row.doctorId },
    consultationType: row.consultationType,
    department: row.department,
    date: row.date,
    timeSlot: row.timeSlot,
    symptoms: row.symptoms,
    mode: row.mode,
    previousConsultationId: row.previousConsultationId,
    amount: row.amount,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    paymentUtr: row.paymentUtr,
    paymentReference: row.paymentReference,
    paymentClaimedAt: iso(row.paymentClaimedAt),
    paymentVerifiedAt: iso(row.paymentVerifiedAt),
    payAtClinic: row.payAtClinic,
    holdExpiresAt: iso(row.holdExpiresAt),
    cancelReason: row.cancelReason,
    cancelledAt: iso(row.cancelledAt),
    refundDue: row.refundDue,
    arrivedAt: iso(row.arrivedAt),
    startedAt: iso(row.startedAt),
    videoRoom: row.videoRoom,
    prescription: row.prescription ?? null,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type FieldsOf<S extends { shape: object }> = Extract<keyof S['shape'], keyof ConsultationRead>;

/** The read model's fields that `view` (a schema picked from it) shows; its own extra fields are the caller's. */
function project<S extends { shape: object }>(view: S, read: ConsultationRead): Pick<ConsultationRead, FieldsOf<S>> {
  return Object.fromEntries(
    Object.keys(view.shape)
      .filter((k) => k in read)
      .map((k) => [k, read[k as keyof ConsultationRead]]),
  ) as Pick<ConsultationRead, FieldsOf<S>>;
}

/** The full view (owner or staff): booking answer, payment screen. */
export function toConsultationDto(row: ConsultationRow): ConsultationDto {
  return project(ConsultationSchema, toReadModel(row));
}

/** Tracking: the full name and symptoms only when `full` (the owner, or staff who reach it). */
export function toTrackedConsultation(row: ConsultationRow, full: boolean): TrackedConsultation {
  const { name, symptoms, ...shown } = project(TrackedConsultationSchema, toReadModel(row));
  return { ...shown, name: full ? name : shortName(name), fullView: full, ...(full ? { symptoms } : {}) };
}

/** My Appointments and History, with when the patient may still change it and the video window. */
export function toPatientConsultation(
  row: ConsultationRow,
  feedbackGiven: boolean,
  collected: Record<string, number> = {},
): PatientConsultation {
  const startsAt = slotStart(row.date, row.timeSlot);
  const window = row.mode === 'online' && isActive(row) ? videoCallWindow(startsAt) : null;
  return {
    ...project(PatientConsultationSchema, toReadModel(row)),
    startsAt: startsAt.toISOString(),
    changeableUntil: patientChangeDeadline(row)?.toISOString() ?? null,
    videoCall: window ? { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() } : null,
    feedbackGiven,
    collected,
  };
}

/** The staff console's view: payment evidence, the account, the refund due. */
export function toStaffConsultation(row: ConsultationRow, patientNumber: number | null): StaffConsultation {
  return { ...project(StaffConsultationSchema, toReadModel(row)), patientNumber };
}

/** A consultation in the patient's data export. */
export function toExportedConsultation(row: ConsultationRow): ExportedConsultation {
  return project(ExportedConsultationSchema, toReadModel(row));
}
