/**
 * The patient's visit summaries (decision 0065): the patient-facing fields of each SIGNED case sheet,
 * as its latest amendment words them (core/clinical/visit-summary.ts picks them; nothing else of the
 * sheet is read out here). The patient reads their own; staff as for the prescription (who reach the
 * consultation), with 'visit-summary.read'; an erased account's record, kept restricted, only scope 'all'.
 */
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { normalizeConsultationId } from '@core/booking/consultation-id';
import { staffReaches } from '@core/consultations/rules';
import { scopeOf } from '@core/policy';
import { patientFacingChanged, patientFacingOf, saysSomething, type VisitSummary } from '@core/clinical/visit-summary';
import type { CaseSheet } from '@core/clinical/case-sheet';
import { dayFirst } from '@core/clinical/retention';
import type { AppContext } from '@server/context';
import { caseSheetAmendments, caseSheets, consultations, patients } from '@server/db/schema';
import { Forbidden, NotFound } from '@server/domain/errors';
import type { Identity } from '@server/modules/auth/sign-ins';
import { clinicalRestriction } from './clinical-retention.server';

/** The summaries of the signed sheets of the consultations `where` selects, by consultation id. */
async function summariesWhere(ctx: AppContext, where: SQL | undefined): Promise<Map<string, VisitSummary>> {
  const rows = await ctx.db
    .select({
      sheetId: caseSheets.id,
      consultationId: consultations.id,
      content: caseSheets.content,
      signedAt: caseSheets.signedAt,
      signedByName: caseSheets.signedByName,
      date: consultations.date,
      doctorName: consultations.doctorName,
    })
    .from(caseSheets)
    .innerJoin(consultations, eq(consultations.id, caseSheets.consultationId))
    .where(and(where, isNotNull(caseSheets.signedAt)))
    .orderBy(asc(consultations.date));
  const summaries = new Map<string, VisitSummary>();
  if (!rows.length) return summaries;
  const amendments = await ctx.db
    .select({ caseSheetId: caseSheetAmendments.caseSheetId, content: caseSheetAmendments.content, at: caseSheetAmendments.at })
    .from(caseSheetAmendments)
    .where(
      inArray(
        caseSheetAmendments.caseSheetId,
        rows.map((r) => r.sheetId),
      ),
    )
    .orderBy(asc(caseSheetAmendments.id));
  for (const row of rows) {
    let text: Partial<CaseSheet> = row.content;
    let amendedAt: Date | null = null;
    for (const a of amendments.filter((x) => x.caseSheetId === row.sheetId)) {
      // An amendment of the private notes only is not an update the patient sees.
      if (patientFacingChanged(text, a.content)) amendedAt = a.at;
      text = a.content;
    }
    const facing = patientFacingOf(text);
    if (!saysSomething(facing)) continue;
    summaries.set(row.consultationId, {
      consultationId: row.consultationId,
      date: row.date,
      doctorName: row.signedByName ?? row.doctorName,
      signedAt: row.signedAt!.toISOString(),
      amendedAt: amendedAt?.toISOString() ?? null,
      ...facing,
    });
  }
  return summaries;
}

/** The signed-in patient's visit summaries, by consultation id (History, My Appointments). */
export async function patientVisitSummaries(ctx: AppContext, patientId: string): Promise<Record<string, VisitSummary>> {
  return Object.fromEntries(await summariesWhere(ctx, eq(consultations.patientId, patientId)));
}

/** All the patient's visit summaries, oldest first (the DPDP export). */
export async function exportVisitSummaries(ctx: AppContext, patientId: string): Promise<VisitSummary[]> {
  return [...(await summariesWhere(ctx, eq(consultations.patientId, patientId))).values()];
}

type Reader = Identity;

/**
 * One consultation's summary for `reader`: the owner, or staff who reach the consultation with
 * 'visit-summary.read' (an erased account's restricted record: scope 'all' only). 404 when there is
 * none or the reader may not see it (as the prescription PDF).
 */
export async function visitSummaryFor(
  ctx: AppContext,
  reader: Reader,
  rawId: string,
): Promise<{ summary: VisitSummary; consultation: typeof consultations.$inferSelect }> {
  const id = normalizeConsultationId(rawId);
  const [row] = id ? await ctx.db.select().from(consultations).where(eq(consultations.id, id)).limit(1) : [];
  if (!row) throw new NotFound('documents.visit.notFound');
  if (reader.kind === 'patient') {
    if (row.patientId === null || row.patientId !== reader.patient.id) throw new NotFound('documents.visit.notFound');
  } else {
    if (!staffReaches(reader.staff, row, 'visit-summary.read')) throw new NotFound('documents.visit.notFound');
    const until = await clinicalRestriction(ctx.db, row.patientId);
    if (until && scopeOf(reader.staff, 'visit-summary.read') !== 'all')
      throw new Forbidden('staff.clinical.restricted', { date: dayFirst(until) });
  }
  const summary = (await summariesWhere(ctx, eq(consultations.id, row.id))).get(row.id);
  if (!summary) throw new NotFound('documents.visit.notFound');
  return { summary, consultation: row };
}

/** The patient's name, age and number for the PDF's header. */
export async function patientOf(ctx: AppContext, patientId: string | null) {
  if (!patientId) return null;
  const [row] = await ctx.db
    .select({ age: patients.age, number: patients.number })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return row ?? null;
}
