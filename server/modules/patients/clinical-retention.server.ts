/**
 * The clinical record after the patient erases their account (decision 0065, the DPDP Act 2023
 * s.8(7) and s.12(3) read with the medical-records retention rule): a visit's clinical record
 * (its case sheet with amendments, prescription and symptoms) is kept for three years from the
 * visit's date, restricted (the patient row says until when; only scope 'all' reaches it); what
 * is past its three years, and what no treatment followed (a cancelled or missed visit), is erased
 * at once; the rest is erased by the daily purge when its three years end. The date of birth,
 * gender, allergies, alerts, Prakriti assessments and outcome measures go with the last record kept;
 * a therapy session's note is kept three years from the session's day like a visit's record.
 */
import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { clinicDate, slotStart } from '@core/booking/slots';
import { addYears, CLINICAL_RETENTION_YEARS, retainedUntil } from '@core/clinical/retention';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import {
  caseSheets,
  consultations,
  outcomeMeasures,
  patients,
  prakritiAssessments,
  sessionNotes,
  therapySessions,
} from '@server/db/schema';

/** Visits no treatment followed: their clinical content serves no record. */
const UNTREATED = ['cancelled', 'no-show'] as const;

/**
 * Erases what may go of the patient's clinical record on `today` and marks what is kept: returns the
 * date the last kept record may go (null when nothing is kept). Runs in the caller's transaction.
 */
export async function eraseOrRestrictClinicalRecord(db: Db | Tx, today: string, patientId: string): Promise<string | null> {
  const cutoff = addYears(today, -CLINICAL_RETENTION_YEARS);
  const mine = eq(consultations.patientId, patientId);
  const goes = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(mine, or(lt(consultations.date, cutoff), inArray(consultations.status, [...UNTREATED]))));
  const ids = goes.map((c) => c.id);
  if (ids.length) {
    // Amendments go with their sheet (ON DELETE CASCADE); a signed sheet may be deleted, never changed.
    await db.delete(caseSheets).where(inArray(caseSheets.consultationId, ids));
    await db.update(consultations).set({ prescription: null, symptoms: '' }).where(inArray(consultations.id, ids));
  }
  // A therapy session's note (decision 0064) is the record of that session: kept three years from its day.
  const oldSessions = db
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(and(eq(therapySessions.patientId, patientId), lt(therapySessions.startsAt, slotStart(cutoff, '00:00'))));
  await db.delete(sessionNotes).where(and(eq(sessionNotes.patientId, patientId), inArray(sessionNotes.sessionId, oldSessions)));
  const hasSheet = sql<boolean>`exists (select 1 from ${caseSheets} where ${caseSheets.consultationId} = ${consultations.id})`;
  const [kept] = await db
    .select({ last: sql<string | null>`max(${consultations.date})` })
    .from(consultations)
    .where(and(mine, or(isNotNull(consultations.prescription), ne(consultations.symptoms, ''), hasSheet)));
  const [lastNote] = await db
    .select({ at: sql<Date | string | null>`max(${therapySessions.startsAt})` })
    .from(sessionNotes)
    .innerJoin(therapySessions, eq(therapySessions.id, sessionNotes.sessionId))
    .where(eq(sessionNotes.patientId, patientId));
  const noteDay = lastNote?.at ? clinicDate(new Date(lastNote.at)) : null;
  const last = [kept?.last ?? null, noteDay]
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  const until = last ? retainedUntil(last) : null;
  // The constitution (Prakriti, decision 0063) and the outcome measures with their readings
  // (decision 0068) are the patient's, not one visit's: they go with the clinical facts.
  if (!until) {
    await db.delete(prakritiAssessments).where(eq(prakritiAssessments.patientId, patientId));
    await db.delete(outcomeMeasures).where(eq(outcomeMeasures.patientId, patientId));
  }
  await db
    .update(patients)
    .set(
      until
        ? { clinicalRestrictedUntil: until }
        : { clinicalRestrictedUntil: null, dateOfBirth: null, gender: null, allergies: [], alerts: [] },
    )
    .where(eq(patients.id, patientId));
  return until;
}

/** The daily purge: every erased account's records whose three years have ended. */
export async function purgeExpiredClinicalRecords(ctx: AppContext): Promise<void> {
  const today = clinicDate(ctx.now());
  const restricted = await ctx.db
    .select({ id: patients.id })
    .from(patients)
    .where(and(isNotNull(patients.deletedAt), isNotNull(patients.clinicalRestrictedUntil)));
  for (const { id } of restricted) await ctx.db.transaction((tx) => eraseOrRestrictClinicalRecord(tx, today, id));
}

/** Whether the patient's clinical record is kept restricted (an erased account's, within its retention). */
export async function clinicalRestriction(db: Db, patientId: string | null): Promise<string | null> {
  if (!patientId) return null;
  const [row] = await db.select({ until: patients.clinicalRestrictedUntil }).from(patients).where(eq(patients.id, patientId)).limit(1);
  return row?.until ?? null;
}

/**
 * Staff views of consultations: an erased account's kept record is not shown (decision 0065); the
 * symptoms and prescription stay in the database, restricted, until the purge.
 */
export async function withoutRestricted<T extends { patientId: string | null; symptoms: string; prescription: unknown }>(
  db: Db,
  rows: readonly T[],
): Promise<T[]> {
  const ids = [...new Set(rows.map((r) => r.patientId).filter((id): id is string => !!id))];
  if (!ids.length) return [...rows];
  const restricted = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(inArray(patients.id, ids), isNotNull(patients.clinicalRestrictedUntil)));
  const hidden = new Set(restricted.map((r) => r.id));
  return rows.map((r) => (r.patientId && hidden.has(r.patientId) ? { ...r, symptoms: '', prescription: null } : r));
}
