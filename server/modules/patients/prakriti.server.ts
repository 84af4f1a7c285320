/**
 * Prakriti assessments (decision 0063): a patient's history (read with `clinical.read`, audited as
 * the part 'prakriti'), and a new assessment, questionnaire or the doctor's own examination
 * (`prakriti.record`: a doctor of the patient). A reassessment is a new row; none is ever changed.
 */
import { and, desc, eq } from 'drizzle-orm';
import { prakritiProportions, type PrakritiAssessment, type PrakritiHistory, type PrakritiRecord } from '@core/clinical/prakriti';
import type { TimelineEntry } from '@core/clinical/patient-record';
import { formatPatientNumber } from '@core/booking/patient-number';
import { clinicDate } from '@core/booking/slots';
import type { AppContext } from '@server/context';
import { patients, prakritiAssessments } from '@server/db/schema';
import { BadRequest, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { assertReachesPatient, auditClinicalRead, reachesPatient } from './patient-access.server';
import { onOrBeforeDay, sourceRows, type SourceRows, type TimelineBound } from './timeline-bound.server';

type Row = typeof prakritiAssessments.$inferSelect;

function viewOf(r: Row): PrakritiAssessment {
  return {
    id: r.id,
    method: r.method,
    assessedOn: r.assessedOn,
    assessorName: r.assessorName,
    vata: r.vata,
    pitta: r.pitta,
    kapha: r.kapha,
    answers: r.answers ?? null,
    note: r.note,
    recordedAt: r.createdAt.toISOString(),
  };
}

async function patientOf(ctx: AppContext, patientId: string) {
  const [p] = await ctx.db
    .select({ id: patients.id, name: patients.name, number: patients.number, allergies: patients.allergies, alerts: patients.alerts })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  if (!p) throw new NotFound('staff.patients.notFound');
  return p;
}

async function rowsOf(ctx: AppContext, patientId: string): Promise<Row[]> {
  return ctx.db
    .select()
    .from(prakritiAssessments)
    .where(eq(prakritiAssessments.patientId, patientId))
    .orderBy(desc(prakritiAssessments.assessedOn), desc(prakritiAssessments.createdAt))
    .limit(100);
}

/** A patient's assessments, newest first: a doctor of the patient or admin; the read is audited. */
export async function prakritiHistory(ctx: AppContext, actor: SignedInStaff, patientId: string): Promise<PrakritiHistory> {
  const p = await patientOf(ctx, patientId);
  await assertReachesPatient(ctx, actor, 'clinical.read', p.id);
  const rows = await rowsOf(ctx, p.id);
  await auditClinicalRead(ctx, actor, { patientId: p.id, part: 'prakriti' });
  return { assessments: rows.map(viewOf), canRecord: await reachesPatient(ctx, actor, 'prakriti.record', p.id) };
}

/** What the assessment form needs: the patient's name, number, allergies and alerts (a doctor of the patient). */
export async function prakritiFormFor(ctx: AppContext, actor: SignedInStaff, patientId: string) {
  const p = await patientOf(ctx, patientId);
  await assertReachesPatient(ctx, actor, 'prakriti.record', p.id);
  return { patient: { ...p, number: formatPatientNumber(p.number) }, today: clinicDate(ctx.now()) };
}

/** Record an assessment: the questionnaire scored here (the one scoring, core/clinical/prakriti.ts), or the doctor's three percentages. */
export async function recordPrakriti(
  ctx: AppContext,
  actor: SignedInStaff,
  patientId: string,
  input: PrakritiRecord,
): Promise<PrakritiAssessment> {
  const p = await patientOf(ctx, patientId);
  await assertReachesPatient(ctx, actor, 'prakriti.record', p.id);
  const today = clinicDate(ctx.now());
  const assessedOn = input.assessedOn || today;
  if (assessedOn > today) throw new BadRequest('staff.prakriti.dateFuture', { assessedOn: 'staff.prakriti.dateFuture' });
  const proportions =
    input.method === 'questionnaire' ? prakritiProportions(input.answers) : { vata: input.vata, pitta: input.pitta, kapha: input.kapha };
  // The schema refuses a questionnaire without proportions; this keeps the types honest.
  if (!proportions) throw new BadRequest('staff.prakriti.noFeature', { answers: 'staff.prakriti.noFeature' });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prakritiAssessments)
      .values({
        patientId: p.id,
        assessorId: actor.id,
        assessorName: actor.name,
        assessedOn,
        method: input.method,
        answers: input.method === 'questionnaire' ? input.answers : null,
        ...proportions,
        note: input.note,
      })
      .returning();
    await writeAudit(tx, ctx, actor, {
      action: 'prakriti.record',
      entity: 'patient',
      entityId: p.id,
      after: { method: input.method, assessedOn, ...proportions },
    });
    return viewOf(row!);
  });
}

/** The timeline's Prakriti entries (clinical only): method (status), proportions `vata/pitta/kapha` (detail) and assessor. */
export async function prakritiTimeline(ctx: AppContext, patientId: string, bound: TimelineBound): Promise<SourceRows> {
  const rows = await ctx.db
    .select()
    .from(prakritiAssessments)
    .where(and(eq(prakritiAssessments.patientId, patientId), onOrBeforeDay(prakritiAssessments.assessedOn, bound)))
    .orderBy(desc(prakritiAssessments.assessedOn), desc(prakritiAssessments.createdAt))
    .limit(bound.limit);
  const entries = rows.map((r): TimelineEntry => ({
    kind: 'prakriti',
    date: r.assessedOn,
    time: null,
    title: r.assessorName,
    status: r.method,
    // The page words it in the reader's language (staff.prakriti.proportions).
    detail: `${r.vata}/${r.pitta}/${r.kapha}`,
    amount: null,
    href: `/staff/patients/${patientId}#prakriti`,
  }));
  return sourceRows(rows.length, entries, bound);
}
