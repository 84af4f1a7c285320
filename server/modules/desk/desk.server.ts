/**
 * Desk bookings (decision 0054): reception registers a caller or walk-in who has no account at
 * the desk (the privacy notice given there, recorded with who gave it), and books for them through
 * THE booking service (`createConsultation`), as the patient's own booking does.
 */
import { formatPatientNumber } from '@core/booking/patient-number';
import { clinicDate } from '@core/booking/slots';
import { PRIVACY_NOTICE_VERSION } from '@core/schemas/auth';
import type { DeskPatient, DeskRegisterParsed } from '@core/schemas/staff/desk';
import type { BookingRequestParsed } from '@core/schemas/booking/consultation';
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import type { SignedInStaff } from '@server/domain/actor';
import { staffActor } from '@server/domain/actor';
import { patients } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { findPatientByContact, findPatientById, type PatientRow } from '@server/modules/auth/accounts.server';
import { createConsultation } from '@server/modules/consultations/consultations.server';
import type { ConsultationRow } from '@server/modules/consultations/booking/access.server';

function toDeskPatient(row: PatientRow): DeskPatient {
  return {
    id: row.id,
    number: formatPatientNumber(row.number),
    name: row.name,
    contact: row.contact ?? '',
    age: row.age,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    locale: row.locale,
    lastVisit: null,
  };
}

/** Whole years from a date of birth to the clinic's today. */
function ageOn(dateOfBirth: string, today: string): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function phoneTaken(existing: PatientRow): Conflict {
  return new Conflict('staff.deskBooking.phoneTaken', { name: existing.name }, { patient: toDeskPatient(existing) });
}

/**
 * Registers a patient at the desk: the account (as a first sign-in would make it) with the privacy
 * notice recorded as given at the desk, how, when and by whom. A number that already has an account
 * is refused with 409 naming that account, which the desk then picks instead.
 */
export async function registerAtDesk(ctx: AppContext, by: SignedInStaff, input: DeskRegisterParsed): Promise<DeskPatient> {
  const now = ctx.now();
  const today = clinicDate(now);
  const dateOfBirth = input.dateOfBirth || null;
  if (dateOfBirth && (dateOfBirth > today || ageOn(dateOfBirth, today) > 120)) {
    throw new BadRequest('staff.deskBooking.dateOfBirthInvalid', { dateOfBirth: 'staff.deskBooking.dateOfBirthInvalid' });
  }
  const existing = await findPatientByContact(ctx, input.contact);
  if (existing) throw phoneTaken(existing);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(patients)
        .values({
          name: input.name,
          contact: input.contact,
          email: null,
          age: input.age ?? (dateOfBirth ? ageOn(dateOfBirth, today) : null),
          dateOfBirth,
          gender: input.gender,
          locale: input.locale as Locale,
          consentAt: now,
          consentVersion: PRIVACY_NOTICE_VERSION,
          consentMethod: input.privacyNotice,
          consentRecordedBy: by.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('patient not created');
      await writeAudit(tx, ctx, by, {
        action: 'patient.registered-at-desk',
        entity: 'patient',
        entityId: inserted.id,
        after: { consentMethod: inserted.consentMethod, consentVersion: inserted.consentVersion },
      });
      return inserted;
    });
    return toDeskPatient(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another desk registered the same number a moment ago.
    const other = await findPatientByContact(ctx, input.contact);
    if (!other) throw error;
    throw phoneTaken(other);
  }
}

/** Books a consultation for a patient at the desk: THE booking service, with the staff member as the actor. */
export async function bookAtDesk(
  ctx: AppContext,
  by: SignedInStaff,
  input: { patientId: string; booking: BookingRequestParsed },
): Promise<ConsultationRow> {
  const patient = await findPatientById(ctx, input.patientId);
  if (!patient?.contact) throw new NotFound('staff.deskBooking.patientNotFound');
  return createConsultation(
    ctx,
    { id: patient.id, name: patient.name, contact: patient.contact, email: patient.email, locale: patient.locale },
    input.booking,
    { by: staffActor(by) },
  );
}
