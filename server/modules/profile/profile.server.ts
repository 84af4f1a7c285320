/**
 * The patient's own data: read and edit the profile, move the account to a new number,
 * export everything (DPDP Act 2023 right of access) and delete the account (right to erasure:
 * personal data removed; consultations and payments kept anonymised for the clinic's records).
 */
import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { clinicDate, slotStart } from '@core/booking/slots';
import type { ProfileUpdateSchema } from '@core/schemas/auth';
import type { z } from 'zod';
import type { AppContext } from '@server/context';
import { consultations, feedback, otpCodes, patients, signIns } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import { uniqueViolationAs } from '@server/db/errors';
import { emptyToNull, findPatientByContact, findPatientById, toPatientUser, type PatientRow } from '@server/modules/auth/accounts.server';
import { ACTIVE_STATUSES } from '@core/consultations/rules';
import { cancelConsultation } from '@server/modules/consultations/consultations.server';
import { type ConsultationRow } from '@server/modules/consultations/booking/access.server';
import { toExportedConsultation } from '@server/modules/consultations/views';
import { tellClinicAccountDeleted } from '@server/modules/notices/staff-change-notices';
import { cancelProgrammesOf, endRequestsAndNotices, exportHoldings } from './account-holdings.server';
import { queueEmailConfirmation } from './email-verification.server';
import { eraseOrRestrictClinicalRecord } from '@server/modules/patients/clinical-retention.server';
import { exportVisitSummaries } from '@server/modules/patients/visit-summaries.server';

/** Name kept on consultations of a deleted account. */
const DELETED_PATIENT_NAME = 'Deleted patient';

export async function getProfile(ctx: AppContext, patientId: string): Promise<PatientRow> {
  const row = await findPatientById(ctx, patientId);
  if (!row) throw new NotFound('profile.loginRequired');
  return row;
}

/** The profile as GET /api/profile and the /profile page show it. */
export function profileData(row: PatientRow) {
  return {
    user: toPatientUser(row),
    consentAt: row.consentAt?.toISOString() ?? null,
    consentVersion: row.consentVersion,
    noticeChannel: row.noticeChannel,
    noticeConsentAt: row.noticeConsentAt?.toISOString() ?? null,
    /** Whether `user.email` is confirmed: mail goes only to a confirmed address (decision 0033). */
    emailVerified: Boolean(row.email && row.emailVerifiedAt),
  };
}

/**
 * Saves name, e-mail and age. A new e-mail address starts unconfirmed and is sent its confirmation
 * mail (docs/decisions/0033-account-ends-and-sign-in-safety.md); the same address keeps its state.
 */
export async function updateProfile(ctx: AppContext, patientId: string, input: z.output<typeof ProfileUpdateSchema>): Promise<PatientRow> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ email: patients.email })
      .from(patients)
      .where(and(eq(patients.id, patientId), isNull(patients.deletedAt)))
      .for('update');
    if (!before) throw new NotFound('profile.loginRequired');
    const email = input.email !== undefined ? emptyToNull(input.email) : before.email;
    const changed = (email ?? '').toLowerCase() !== (before.email ?? '').toLowerCase();
    const [row] = await tx
      .update(patients)
      .set({
        name: input.name,
        email,
        ...(changed ? { emailVerifiedAt: null } : {}),
        ...(input.age !== undefined ? { age: input.age } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(patients.id, patientId))
      .returning();
    if (!row) throw new NotFound('profile.loginRequired');
    if (changed) await queueEmailConfirmation(ctx, row, tx);
    return row;
  });
}

/**
 * Refuses a new number that is the current one or (`taken: true`) belongs to another account.
 * Whether another account uses a number is checked only once its code is right (decision 0011).
 */
export async function assertPhoneAvailable(ctx: AppContext, patientId: string, contact: string, check: { taken: boolean }): Promise<void> {
  const owner = await findPatientByContact(ctx, contact);
  if (owner?.id === patientId) throw new Conflict('profile.samePhone');
  if (owner && check.taken) throw new Conflict('profile.phoneTaken');
}

/**
 * Moves the account to a verified new number (the caller has checked the 'change-phone' code).
 * The account's consultations move with it: their reminders and notices go to the new number,
 * never to the old one, which the operator may give to someone else.
 */
export async function changePhone(ctx: AppContext, patientId: string, contact: string): Promise<PatientRow> {
  return uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const [row] = await tx
          .update(patients)
          .set({ contact, updatedAt: now })
          .where(and(eq(patients.id, patientId), isNull(patients.deletedAt)))
          .returning();
        if (!row) throw new NotFound('profile.loginRequired');
        await tx.update(consultations).set({ contact, updatedAt: now }).where(eq(consultations.patientId, patientId));
        return row;
      }),
    () => new Conflict('profile.phoneTaken'),
  );
}

/** The account's consultations: by account, never by the number string (numbers are recycled). */
function ownConsultations(patient: PatientRow) {
  return eq(consultations.patientId, patient.id);
}

/** Everything the clinic holds about the patient, as one JSON document. */
export async function exportPatientData(ctx: AppContext, patientId: string) {
  const patient = await getProfile(ctx, patientId);
  const rows = await ctx.db.select().from(consultations).where(ownConsultations(patient)).orderBy(consultations.date);
  const ids = rows.map((c) => c.id);
  const feedbackRows = await ctx.db
    .select()
    .from(feedback)
    .where(ids.length ? or(eq(feedback.patientId, patient.id), inArray(feedback.consultationId, ids)) : eq(feedback.patientId, patient.id));
  return {
    exportedAt: ctx.now().toISOString(),
    profile: {
      _id: patient.id,
      name: patient.name,
      contact: patient.contact,
      email: patient.email,
      age: patient.age,
      language: patient.locale,
      consentAt: patient.consentAt?.toISOString() ?? null,
      consentVersion: patient.consentVersion,
      createdAt: patient.createdAt.toISOString(),
      updatedAt: patient.updatedAt.toISOString(),
      // Clinical facts the clinic recorded (decision 0059), and the visits' summaries (decision 0065).
      dateOfBirth: patient.dateOfBirth,
      gender: patient.gender,
      allergies: patient.allergies,
      alerts: patient.alerts,
    },
    consultations: rows.map(toExportedConsultation),
    visitSummaries: await exportVisitSummaries(ctx, patient.id),
    ...(await exportHoldings(ctx, patient.id)),
    feedback: feedbackRows.map((f) => ({
      consultationId: f.consultationId,
      ratings: f.ratings,
      onTime: f.onTime,
      additionalComments: f.comments,
      createdAt: f.createdAt.toISOString(),
    })),
  };
}

/**
 * Cancels the account's bookings still to come, through the one cancellation path (audit entry,
 * refund note when paid, the patient's notice), and tells the clinic. Returns the cancelled rows.
 */
async function cancelBookingsToCome(ctx: AppContext, patientId: string): Promise<ConsultationRow[]> {
  const now = ctx.now();
  const active = await ctx.db
    .select()
    .from(consultations)
    .where(
      and(eq(consultations.patientId, patientId), inArray(consultations.status, ACTIVE_STATUSES), gte(consultations.date, clinicDate(now))),
    );
  const cancelled: ConsultationRow[] = [];
  for (const row of active) {
    if (slotStart(row.date, row.timeSlot) <= now) continue; // started or past: the desk marks it
    try {
      cancelled.push(await cancelConsultation(ctx, row.id, { by: { kind: 'system' }, reason: ACCOUNT_DELETED_REASON }));
    } catch (error) {
      if (!(error instanceof Conflict)) throw error; // changed meanwhile (cancelled, completed): nothing to free
    }
  }
  await tellClinicAccountDeleted(ctx, cancelled);
  return cancelled;
}

/** cancelReason of bookings cancelled because their account was deleted. */
const ACCOUNT_DELETED_REASON = 'account-deleted';

/**
 * Deletes the account (the caller has checked a fresh 'delete-account' code): bookings still to
 * come are cancelled first (their slots are free again, the clinic is told), and so are its
 * programmes and their sessions to come; open requests are closed and notices still on their way
 * to its number or address dropped (docs/decisions/0033); consultations keep their clinical and
 * financial facts with the name replaced and contact and e-mail removed, programmes their money;
 * the patient row keeps only its id and the deletion time; every session ends.
 */
export async function deletePatientAccount(ctx: AppContext, patientId: string): Promise<void> {
  const patient = await getProfile(ctx, patientId);
  await cancelBookingsToCome(ctx, patient.id);
  await cancelProgrammesOf(ctx, patient.id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await endRequestsAndNotices(tx, now, patient.id, { contact: patient.contact, email: patient.email });
    await tx
      .update(consultations)
      .set({ name: DELETED_PATIENT_NAME, contact: null, email: null, updatedAt: now })
      .where(ownConsultations(patient));
    await tx
      .update(patients)
      .set({ name: DELETED_PATIENT_NAME, contact: null, email: null, age: null, deletedAt: now, updatedAt: now })
      .where(eq(patients.id, patient.id));
    // The clinical record: kept restricted for its retention period, the rest erased (decision 0065).
    await eraseOrRestrictClinicalRecord(tx, clinicDate(now), patient.id);
    await tx.delete(signIns).where(eq(signIns.patientId, patient.id));
    if (patient.contact) await tx.delete(otpCodes).where(eq(otpCodes.contact, patient.contact));
  });
}
