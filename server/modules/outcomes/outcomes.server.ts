/**
 * Outcomes over time (decision 0068): a doctor of the patient chooses measures and records
 * readings at their visits; a therapist records readings at the sessions they give. One path writes
 * a reading (`recordReading`) and one rule checks its range (`readingProblems` in core). Reading the
 * measures is a clinical read ('clinical.read'), audited as part 'outcomes'.
 */
import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import { clinicDate } from '@core/booking/slots';
import {
  OWN_RANGE_KINDS,
  readingProblems,
  type MeasureChoice,
  type MeasureView,
  type PatientOutcomes,
  type ReadingInput,
} from '@core/clinical/outcomes';
import type { AppContext } from '@server/context';
import { consultations, outcomeMeasures, outcomeReadings, patients, therapySessions } from '@server/db/schema';
import { BadRequest, Conflict, Forbidden, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { assertReachesPatient, auditClinicalRead, reachesPatient } from '@server/modules/patients/patient-access.server';
import { givesSession } from '@server/modules/programmes/sessions/attendance.server';

type Measure = typeof outcomeMeasures.$inferSelect;
type Session = typeof therapySessions.$inferSelect;

async function assertPatient(ctx: AppContext, patientId: string): Promise<void> {
  const [row] = await ctx.db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).limit(1);
  if (!row) throw new NotFound('staff.patients.notFound');
}

function measureView(m: Measure): MeasureView {
  return {
    id: m.id,
    kind: m.kind,
    name: m.name,
    unit: m.unit,
    min: m.min,
    max: m.max,
    chosenBy: m.chosenByName,
    chosenAt: m.createdAt.toISOString(),
  };
}

async function measuresOf(ctx: AppContext, patientId: string): Promise<Measure[]> {
  return ctx.db.select().from(outcomeMeasures).where(eq(outcomeMeasures.patientId, patientId)).orderBy(asc(outcomeMeasures.createdAt));
}

/** A patient's measures and readings (a doctor of the patient, or admin); the read is audited. */
export async function patientOutcomes(ctx: AppContext, actor: SignedInStaff, patientId: string): Promise<PatientOutcomes> {
  await assertPatient(ctx, patientId);
  await assertReachesPatient(ctx, actor, 'clinical.read', patientId);
  const [measures, readings, canChoose, canRecord] = await Promise.all([
    measuresOf(ctx, patientId),
    ctx.db
      .select()
      .from(outcomeReadings)
      .where(eq(outcomeReadings.patientId, patientId))
      .orderBy(asc(outcomeReadings.takenOn), asc(outcomeReadings.recordedAt))
      .limit(5000),
    reachesPatient(ctx, actor, 'outcomes.choose', patientId),
    reachesPatient(ctx, actor, 'outcomes.record', patientId),
  ]);
  const visits =
    canRecord && actor.doctorId
      ? await ctx.db
          .select({ id: consultations.id, date: consultations.date })
          .from(consultations)
          .where(
            and(
              eq(consultations.patientId, patientId),
              eq(consultations.doctorId, actor.doctorId),
              ne(consultations.status, 'cancelled'),
              lte(consultations.date, clinicDate(ctx.now())),
            ),
          )
          .orderBy(desc(consultations.date), desc(consultations.timeSlot))
          .limit(20)
      : [];
  await auditClinicalRead(ctx, actor, { patientId, part: 'outcomes' });
  return {
    measures: measures.map((m) => ({
      ...measureView(m),
      readings: readings
        .filter((r) => r.measureId === m.id)
        .map((r) => ({
          id: r.id,
          measureId: r.measureId,
          value: r.value,
          value2: r.value2,
          takenOn: r.takenOn,
          recordedAt: r.recordedAt.toISOString(),
          recordedBy: r.recordedByName,
          at: r.consultationId ? ('visit' as const) : r.sessionId ? ('session' as const) : null,
        })),
    })),
    canChoose,
    canRecord,
    visits,
  };
}

/** Chooses a measure for the patient (a doctor of the patient); the same kind and name twice is a 409. */
export async function chooseMeasure(ctx: AppContext, actor: SignedInStaff, patientId: string, choice: MeasureChoice): Promise<MeasureView> {
  await assertPatient(ctx, patientId);
  await assertReachesPatient(ctx, actor, 'outcomes.choose', patientId);
  const own = OWN_RANGE_KINDS.includes(choice.kind);
  const values = {
    patientId,
    kind: choice.kind,
    name: own ? choice.name : '',
    unit: choice.kind === 'custom' ? choice.unit : '',
    min: own ? choice.min : null,
    max: own ? choice.max : null,
    chosenBy: actor.id,
    chosenByName: actor.name,
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(outcomeMeasures).values(values).onConflictDoNothing().returning();
    if (!row) throw new Conflict('staff.outcomes.alreadyChosen');
    await writeAudit(tx, ctx, actor, { action: 'outcome.measure.choose', entity: 'patient', entityId: patientId, after: values });
    return measureView(row);
  });
}

/** A session the caller records at: a therapist's own (one they give), a doctor's of a patient of theirs. */
async function loadSessionFor(ctx: AppContext, actor: SignedInStaff, sessionId: string): Promise<Session> {
  const [session] = await ctx.db.select().from(therapySessions).where(eq(therapySessions.id, sessionId)).limit(1);
  if (!session) throw new NotFound('programmes.sessionNotFound');
  // Scope 'own': a therapist gives the session; a doctor has seen the patient (patient-access.server.ts).
  const scope = scopeOf(actor, 'outcomes.record');
  const reaches =
    scope === 'all' ||
    (scope === 'own' &&
      ((await givesSession(ctx, actor, session.id)) || (await reachesPatient(ctx, actor, 'outcomes.record', session.patientId))));
  if (!reaches) throw new Forbidden('staff.outcomes.notYourSession');
  return session;
}

/** The measures a therapist records against at their session (names and ranges, no history). */
export async function sessionMeasures(ctx: AppContext, actor: SignedInStaff, sessionId: string): Promise<MeasureView[]> {
  const session = await loadSessionFor(ctx, actor, sessionId);
  await auditClinicalRead(ctx, actor, { patientId: session.patientId, part: 'outcomes' });
  return (await measuresOf(ctx, session.patientId)).map(measureView);
}

/** The visit a reading is linked to: the patient's, the caller's own (a doctor's consultation), not a later one. */
async function checkVisit(
  ctx: AppContext,
  actor: SignedInStaff,
  patientId: string,
  id: string,
): Promise<{ id: string; date: string } | null> {
  if (!id) return null;
  const [visit] = await ctx.db
    .select({ id: consultations.id, date: consultations.date, patientId: consultations.patientId, doctorId: consultations.doctorId })
    .from(consultations)
    .where(eq(consultations.id, id.toUpperCase()))
    .limit(1);
  if (!visit || visit.patientId !== patientId || (scopeOf(actor, 'outcomes.record') === 'own' && visit.doctorId !== actor.doctorId))
    throw new BadRequest('staff.outcomes.visitNotYours', { consultationId: 'staff.outcomes.visitNotYours' });
  if (visit.date > clinicDate(ctx.now()))
    throw new BadRequest('staff.outcomes.visitLater', { consultationId: 'staff.outcomes.visitLater' });
  return visit;
}

/**
 * Records a reading: the one path, at a patient's page (`patientId`: a doctor of the patient, at
 * one of their visits or none) or at a session (`sessionId`: its therapist, or a doctor of the patient).
 */
export async function recordReading(
  ctx: AppContext,
  actor: SignedInStaff,
  where: { patientId: string } | { sessionId: string },
  input: Omit<ReadingInput, 'consultationId'> & { consultationId?: string },
): Promise<{ id: string }> {
  const session = 'sessionId' in where ? await loadSessionFor(ctx, actor, where.sessionId) : null;
  const patientId = session?.patientId ?? ('patientId' in where ? where.patientId : '');
  if (!session) {
    await assertPatient(ctx, patientId);
    await assertReachesPatient(ctx, actor, 'outcomes.record', patientId);
  }
  const [measure] = await ctx.db
    .select()
    .from(outcomeMeasures)
    .where(and(eq(outcomeMeasures.id, input.measureId), eq(outcomeMeasures.patientId, patientId)))
    .limit(1);
  if (!measure) throw new BadRequest('staff.outcomes.measureNotFound', { measureId: 'staff.outcomes.measureNotFound' });
  const visit = session ? null : await checkVisit(ctx, actor, patientId, input.consultationId ?? '');
  const today = clinicDate(ctx.now());
  // When not given: the session's day, the visit's day, else today.
  const takenOn = input.takenOn || (session ? clinicDate(session.startsAt) : (visit?.date ?? today));
  if (takenOn > today) throw new BadRequest('staff.outcomes.takenInFuture', { takenOn: 'staff.outcomes.takenInFuture' });
  const value2 = measure.kind === 'blood-pressure' ? input.value2 : null;
  const problems = Object.entries(readingProblems(measure, input.value, value2));
  if (problems.length) {
    const [, first] = problems[0]!;
    throw new BadRequest(first.key, Object.fromEntries(problems.map(([field, p]) => [field, p.key])), first.params);
  }
  const consultationId = visit?.id ?? null;
  const values = {
    measureId: measure.id,
    patientId,
    value: input.value!,
    value2,
    takenOn,
    recordedAt: ctx.now(),
    recordedBy: actor.id,
    recordedByName: actor.name,
    consultationId,
    sessionId: session?.id ?? null,
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(outcomeReadings).values(values).returning({ id: outcomeReadings.id });
    await writeAudit(tx, ctx, actor, {
      action: 'outcome.reading.record',
      entity: 'patient',
      entityId: patientId,
      after: { measureId: measure.id, value: values.value, value2, takenOn, consultationId, sessionId: values.sessionId },
    });
    return { id: row!.id };
  });
}
