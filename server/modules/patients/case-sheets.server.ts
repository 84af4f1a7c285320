/**
 * The case sheet of a consultation (decision 0060). Written only by the consultation's own doctor:
 * drafts save as they type, each save at the version it read (an older version is a 409, so two
 * tabs never overwrite each other); completing the consultation signs it (`signCaseSheet`, called
 * from the one attendance path); after that a change is an amendment (who, when, why) and the
 * signed text stays as it was (the database refuses to change it).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import { bmi, CaseSheetSchema, emptyCaseSheet, type CaseSheet, type CaseSheetView } from '@core/clinical/case-sheet';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { caseSheetAmendments, caseSheets, consultations } from '@server/db/schema';
import { BadRequest, Conflict, Forbidden, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { amendmentBy } from './amendment';
import { assertCodeExists, termsOf } from '@server/modules/terminology/terminology.server';
import { assertReachesPatient, auditClinicalRead } from './patient-access.server';

type Consultation = typeof consultations.$inferSelect;
type Sheet = typeof caseSheets.$inferSelect;

export async function loadConsultation(ctx: AppContext, id: string): Promise<Consultation> {
  if (id.length > 64 || id.includes('\u0000')) throw new NotFound('staff.consultationNotFound');
  const [row] = await ctx.db.select().from(consultations).where(eq(consultations.id, id.trim().toUpperCase())).limit(1);
  if (!row) throw new NotFound('staff.consultationNotFound');
  return row;
}

/** Whether `actor` writes this consultation's sheet: its own doctor ('casesheet.write' scope own). */
function writes(actor: SignedInStaff, c: Consultation): boolean {
  const scope = scopeOf(actor, 'casesheet.write');
  return scope === 'all' || (scope === 'own' && !!actor.doctorId && actor.doctorId === c.doctorId);
}

/** Drafts are written while the visit is booked or under way; not for a cancelled visit or a no-show. */
function draftOpen(c: Consultation): boolean {
  return c.status === 'pending' || c.status === 'confirmed';
}

async function sheetOf(db: AppContext['db'] | Tx, consultationId: string): Promise<Sheet | null> {
  const [row] = await db.select().from(caseSheets).where(eq(caseSheets.consultationId, consultationId)).limit(1);
  return row ?? null;
}

async function viewOf(ctx: AppContext, actor: SignedInStaff, c: Consultation, sheet: Sheet | null): Promise<CaseSheetView> {
  const amendments = sheet
    ? await ctx.db
        .select()
        .from(caseSheetAmendments)
        .where(eq(caseSheetAmendments.caseSheetId, sheet.id))
        .orderBy(asc(caseSheetAmendments.id))
    : [];
  const latest = amendments.at(-1);
  const content = CaseSheetSchema.parse(latest?.content ?? sheet?.content ?? emptyCaseSheet());
  const signedContent = latest && sheet ? CaseSheetSchema.parse(sheet.content) : null;
  return {
    consultationId: c.id,
    version: sheet?.version ?? 0,
    content,
    bmi: bmi(content.vitals.weight, content.vitals.height),
    updatedAt: (latest?.at ?? sheet?.updatedAt)?.toISOString() ?? null,
    signed: sheet?.signedAt ? { by: sheet.signedByName, at: sheet.signedAt.toISOString() } : null,
    signedContent,
    amendments: amendments.map((a) => ({ by: a.staffName, at: a.at.toISOString(), reason: a.reason })),
    canWrite: writes(actor, c) && (draftOpen(c) || !!sheet?.signedAt),
    codedTerms: await termsOf(ctx.db, [...content.diagnoses, ...(signedContent?.diagnoses ?? [])]),
  };
}

/** Reads the sheet (a doctor of the patient, or admin); the read is audited. */
export async function getCaseSheet(ctx: AppContext, actor: SignedInStaff, id: string): Promise<CaseSheetView> {
  const c = await loadConsultation(ctx, id);
  await assertReachesPatient(ctx, actor, 'clinical.read', c.patientId, c.doctorId);
  await auditClinicalRead(ctx, actor, { patientId: c.patientId, part: 'case-sheet', consultationId: c.id });
  return viewOf(ctx, actor, c, await sheetOf(ctx.db, c.id));
}

/** The sheet as it stands, for a caller that has checked access and audited the read itself (the FHIR export). */
export async function caseSheetView(ctx: AppContext, actor: SignedInStaff, c: Consultation): Promise<CaseSheetView | null> {
  const sheet = await sheetOf(ctx.db, c.id);
  return sheet ? viewOf(ctx, actor, c, sheet) : null;
}

function assertWriter(actor: SignedInStaff, c: Consultation): void {
  if (!writes(actor, c)) throw new Forbidden('staff.clinical.notYourSheet');
}

function checkFollowUp(c: Consultation, content: CaseSheet): void {
  if (content.followUpDate && content.followUpDate < c.date)
    throw new BadRequest('documents.rx.followUpBeforeVisit', { 'content.followUpDate': 'documents.rx.followUpBeforeVisit' });
}

/** Every coded diagnosis must be a code of an imported file (decision 0061: never an invented code). */
async function checkCodes(ctx: AppContext, content: CaseSheet): Promise<void> {
  for (const [i, d] of content.diagnoses.entries()) await assertCodeExists(ctx.db, d.system, d.code, `content.diagnoses.${i}.code`);
}

const STALE = 'staff.clinical.stale';

/** Saves the draft read at `version` (0: none yet); the new version is in the answer. */
export async function saveCaseSheetDraft(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  input: { version: number; content: CaseSheet },
): Promise<CaseSheetView> {
  const c = await loadConsultation(ctx, id);
  assertWriter(actor, c);
  const existing = await sheetOf(ctx.db, c.id);
  if (existing?.signedAt) throw new Conflict('staff.clinical.signedAmend');
  if (!draftOpen(c)) throw new Conflict('staff.clinical.closed', { status: c.status });
  checkFollowUp(c, input.content);
  await checkCodes(ctx, input.content);
  const now = ctx.now();
  let saved: Sheet | undefined;
  if (input.version === 0) {
    [saved] = await ctx.db
      .insert(caseSheets)
      .values({ consultationId: c.id, patientId: c.patientId, content: input.content, version: 1, updatedBy: actor.id })
      .onConflictDoNothing({ target: caseSheets.consultationId })
      .returning();
  } else {
    [saved] = await ctx.db
      .update(caseSheets)
      .set({ content: input.content, version: input.version + 1, updatedBy: actor.id, updatedAt: now })
      .where(and(eq(caseSheets.consultationId, c.id), eq(caseSheets.version, input.version), isNull(caseSheets.signedAt)))
      .returning();
  }
  if (!saved) {
    const current = await sheetOf(ctx.db, c.id);
    if (current?.signedAt) throw new Conflict('staff.clinical.signedAmend');
    throw new Conflict(STALE, undefined, { version: current?.version ?? 0 });
  }
  return viewOf(ctx, actor, c, saved);
}

/**
 * Signs the consultation's sheet when the visit is completed: inside the one attendance path's
 * transaction (server/modules/consultations/staff/staff-consultations.server.ts). The signature is
 * the consultation's doctor's (whoever on the staff marked the visit done, which the audit keeps).
 */
export async function signCaseSheet(tx: Tx, ctx: AppContext, c: Consultation): Promise<void> {
  await tx
    .update(caseSheets)
    .set({ signedAt: ctx.now(), signedByName: c.doctorName, signedBy: caseSheets.updatedBy, version: caseSheets.version })
    .where(and(eq(caseSheets.consultationId, c.id), isNull(caseSheets.signedAt)));
}

/** A change to a signed sheet: the whole new text and why, appended; the signed text stays. */
export async function amendCaseSheet(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  input: { version: number; content: CaseSheet; reason: string },
): Promise<CaseSheetView> {
  const c = await loadConsultation(ctx, id);
  assertWriter(actor, c);
  checkFollowUp(c, input.content);
  await checkCodes(ctx, input.content);
  const sheet = await sheetOf(ctx.db, c.id);
  if (!sheet?.signedAt) throw new Conflict('staff.clinical.notSignedYet');
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(caseSheets)
      .set({ version: input.version + 1, updatedAt: ctx.now() })
      .where(and(eq(caseSheets.id, sheet.id), eq(caseSheets.version, input.version)))
      .returning();
    if (!updated) throw new Conflict(STALE, undefined, { version: sheet.version });
    await tx.insert(caseSheetAmendments).values({ caseSheetId: sheet.id, ...amendmentBy(ctx, actor, input) });
    await writeAudit(tx, ctx, actor, {
      action: 'case-sheet.amend',
      entity: 'consultation',
      entityId: c.id,
      after: { reason: input.reason, version: updated.version },
    });
    return updated;
  });
  return viewOf(ctx, actor, c, saved);
}
