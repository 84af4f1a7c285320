/**
 * Who on the staff reaches which patient (decision 0059, the DPDP Act's need-to-know), read from
 * the permission table: scope 'all' any patient; a doctor's 'own' the patients they have seen or
 * are booked with (a consultation with their doctor profile that is not cancelled). Every staff
 * read of the clinical record writes an audit row: who, when, which patient, which part.
 */
import { and, eq, ne } from 'drizzle-orm';
import { scopeOf, type Capability } from '@core/policy';
import type { AppContext } from '@server/context';
import { consultations } from '@server/db/schema';
import { Forbidden } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { dayFirst } from '@core/clinical/retention';
import { clinicalRestriction } from './clinical-retention.server';

/** Whether the doctor profile has a consultation with the patient that is not cancelled. */
async function doctorHasSeen(ctx: AppContext, doctorId: string | null | undefined, patientId: string | null): Promise<boolean> {
  if (!doctorId || !patientId) return false;
  const [row] = await ctx.db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(eq(consultations.patientId, patientId), eq(consultations.doctorId, doctorId), ne(consultations.status, 'cancelled')))
    .limit(1);
  return !!row;
}

/**
 * Whether `actor` reaches the patient with `capability`. `consultationDoctorId`: a record that hangs
 * on a consultation (a case sheet) is also reached by that consultation's own doctor, even without
 * an account behind the booking.
 */
export async function reachesPatient(
  ctx: AppContext,
  actor: SignedInStaff,
  capability: Capability,
  patientId: string | null,
  consultationDoctorId?: string,
): Promise<boolean> {
  const scope = scopeOf(actor, capability);
  if (scope === 'all') return true;
  if (scope !== 'own' || !actor.doctorId) return false;
  if (await clinicalRestriction(ctx.db, patientId)) return false; // an erased account's kept record: scope 'all' only (0065)
  if (consultationDoctorId && consultationDoctorId === actor.doctorId) return true;
  return doctorHasSeen(ctx, actor.doctorId, patientId);
}

/** As `reachesPatient`, refusing with 403 ("not one of your patients"). */
export async function assertReachesPatient(
  ctx: AppContext,
  actor: SignedInStaff,
  capability: Capability,
  patientId: string | null,
  consultationDoctorId?: string,
): Promise<void> {
  if (!(await reachesPatient(ctx, actor, capability, patientId, consultationDoctorId))) {
    const until = await clinicalRestriction(ctx.db, patientId); // decision 0065
    throw until ? new Forbidden('staff.clinical.restricted', { date: dayFirst(until) }) : new Forbidden('staff.patients.notYourPatient');
  }
}

export type ClinicalPart =
  'record' | 'case-sheet' | 'fhir-export' | 'prakriti' | 'session-note' | 'programme-progress' | 'outcomes' | 'alerts';

/** The audit row of a staff read of the clinical record. */
export async function auditClinicalRead(
  ctx: AppContext,
  actor: SignedInStaff,
  read: { patientId: string | null; part: ClinicalPart; consultationId?: string; sessionId?: string; programmeId?: string },
): Promise<void> {
  await writeAudit(ctx.db, ctx, actor, {
    action: 'clinical.read',
    entity: 'patient',
    entityId: read.patientId,
    // The part and the record it is on (a consultation, a session, a programme).
    after: Object.fromEntries(Object.entries({ ...read, patientId: undefined }).filter(([, v]) => v !== undefined)),
  });
}
