/**
 * The staff side of consultations: the board, the detail, status changes, payment reconciliation
 * and prescriptions. Doctors only ever see and act on their own consultations.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import { normalizeConsultationId } from '@core/booking/consultation-id';
import { parsePatientNumber } from '@core/booking/patient-number';
import { mobileDigits } from '@core/phone';
import { CONSULTATION_STATUSES, PAYMENT_STATUSES, type ConsultationStatus, type PaymentStatus } from '@core/constants';
import type { BoardQuery, PrescriptionInput, StatusChange } from '@core/schemas/staff/staff';
import type { StaffConsultation } from '@core/schemas/booking/consultation-views';
import { reconcilePayment, type PaymentAction } from '@core/staff/payments';
import { ACTIVE_STATUSES, checkTransition, isPrescriptionOpen, staffReaches } from '@core/consultations/rules';
import { TRANSITION_MESSAGES } from '@core/consultations/rule-messages';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { consultations, feedback, patients } from '@server/db/schema';
import { BadRequest, Conflict, Forbidden, NotFound } from '@server/domain/errors';
import { cancelConsultation, rescheduleConsultation } from '@server/modules/consultations/consultations.server';
import { slotsChanged } from '@server/modules/consultations/booking/availability.server';
import { holdingReferences, recordReferencesAs } from '@server/modules/payments/payment-references.server';
import { issueReceipt } from '@server/modules/receipts/receipts.server';
import { toStaffConsultation } from '@server/modules/consultations/views';
import { patientNumbers } from '@server/modules/profile/patient-numbers.server';
import { cancelJobs } from '@server/jobs/queue';
import { staffActor, type SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { assertPaymentDayOpen, storedCountsOn } from '@server/modules/paperwork/day-close.server';
import { clinicDate, slotStart } from '@core/booking/slots';
import { prescriptionLink } from '@server/modules/documents/documents.server';
import { checkPrescriptionLines } from '@server/modules/dispensary/dispense.server';
import { notifyConsultation } from '@server/notify/consultation-notices';
import { signCaseSheet } from '@server/modules/patients/case-sheets.server';
import { attendancePatch, attendanceProblem, ATTENDANCE_MESSAGES, type AttendanceStep } from '@core/attendance';
import { withoutRestricted } from '@server/modules/patients/clinical-retention.server';

type Row = typeof consultations.$inferSelect;

/** The audit of a change to a consultation: its whole row before and after. */
function auditChange(db: Db | Tx, ctx: AppContext, actor: SignedInStaff, action: string, before: Row, after: Row): Promise<void> {
  return writeAudit(db, ctx, actor, { action, entity: 'consultation', entityId: before.id, before, after });
}

/** A doctor account without a linked doctor profile sees nothing. */
function ownDoctorId(actor: SignedInStaff): string | null {
  return scopeOf(actor, 'consultations.view') === 'own' ? (actor.doctorId ?? '00000000-0000-0000-0000-000000000000') : null;
}

/** The consultation, if this staff member may see it: 404 when unknown, 403 for another doctor's. */
async function loadForActor(ctx: AppContext, actor: SignedInStaff, id: string): Promise<Row> {
  // PostgreSQL refuses a NUL in text (a 500); no id has one, nor is one longer than 64.
  if (id.length > 64 || id.includes('\u0000')) throw new NotFound('staff.consultationNotFound');
  const [row] = await ctx.db.select().from(consultations).where(eq(consultations.id, id.trim().toUpperCase())).limit(1);
  if (!row) throw new NotFound('staff.consultationNotFound');
  if (!staffReaches(actor, row)) throw new Forbidden('staff.notYourConsultation');
  return row;
}

/** The staff view of consultations, with their patients' numbers (one query). */
export async function staffViews(ctx: AppContext, rows: readonly Row[]): Promise<StaffConsultation[]> {
  const numbers = await patientNumbers(
    ctx,
    rows.map((r) => r.patientId),
  );
  const shown = await withoutRestricted(ctx.db, rows); // an erased account's kept record (decision 0065)
  return shown.map((r) => toStaffConsultation(r, numbers.get(r.patientId ?? '') ?? null));
}

/** The staff view of one consultation, with its patient's number. */
export async function staffView(ctx: AppContext, row: Row): Promise<StaffConsultation> {
  return (await staffViews(ctx, [row]))[0]!;
}

export interface BoardResult {
  date: string;
  items: StaffConsultation[];
  counts: { total: number; status: Record<ConsultationStatus, number>; payment: Record<PaymentStatus, number> };
}

export async function listBoard(ctx: AppContext, actor: SignedInStaff, query: BoardQuery): Promise<BoardResult> {
  const q = query.q?.trim();
  const own = ownDoctorId(actor);
  const doctorId = own ?? query.doctorId;
  // A search by id, phone or name looks across all dates; otherwise the day's board.
  const date = query.date ?? clinicDate(ctx.now());
  const scope: SQL[] = [];
  if (!q) scope.push(eq(consultations.date, date));
  if (doctorId) scope.push(eq(consultations.doctorId, doctorId));
  if (q) {
    // A phone number as staff paste it ('+91 98765 43210') or a part of one.
    const digits = mobileDigits(q);
    // An id as the patient reads it out: grouped ('NERN6-K4C84-…'), any case, O for 0 (as tracking accepts).
    const id = normalizeConsultationId(q);
    // A patient's number as documents write it ('SA-000123', 'sa 123'): all their consultations.
    const patientNumber = parsePatientNumber(q);
    scope.push(
      or(
        ...(id ? [eq(consultations.id, id)] : []),
        ...(patientNumber
          ? [inArray(consultations.patientId, ctx.db.select({ id: patients.id }).from(patients).where(eq(patients.number, patientNumber)))]
          : []),
        ilike(consultations.name, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
        ...(digits.length >= 4 ? [sql`${consultations.contact} like ${`%${digits}%`}`] : []),
      ) as SQL,
    );
  }
  const filters: SQL[] = [...scope];
  if (query.status) filters.push(eq(consultations.status, query.status));
  if (query.paymentStatus) filters.push(eq(consultations.paymentStatus, query.paymentStatus));
  if (query.mode) filters.push(eq(consultations.mode, query.mode));

  const rows = await ctx.db
    .select()
    .from(consultations)
    .where(and(...filters))
    .orderBy(q ? desc(consultations.date) : asc(consultations.date), asc(consultations.timeSlot))
    .limit(200);
  const grouped = await ctx.db
    .select({ status: consultations.status, paymentStatus: consultations.paymentStatus, n: sql<number>`count(*)::int` })
    .from(consultations)
    .where(and(...scope))
    .groupBy(consultations.status, consultations.paymentStatus);

  const status = Object.fromEntries(CONSULTATION_STATUSES.map((s) => [s, 0])) as Record<ConsultationStatus, number>;
  const payment = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PaymentStatus, number>;
  let total = 0;
  for (const g of grouped) {
    status[g.status] += Number(g.n);
    payment[g.paymentStatus] += Number(g.n);
    total += Number(g.n);
  }
  return { date, items: await staffViews(ctx, rows), counts: { total, status, payment } };
}

export interface ConsultationDetail {
  consultation: StaffConsultation;
  history: StaffConsultation[];
  feedback: { ratings: { question: string; rating: number }[]; onTime: boolean | null; comments: string; createdAt: string } | null;
}

export async function getConsultationDetail(ctx: AppContext, actor: SignedInStaff, id: string): Promise<ConsultationDetail> {
  const row = await loadForActor(ctx, actor, id);
  // The same account, never the same number string (numbers are recycled): a record without an
  // account has no history.
  const own = ownDoctorId(actor);
  const history = row.patientId
    ? await ctx.db
        .select()
        .from(consultations)
        .where(
          and(eq(consultations.patientId, row.patientId), ne(consultations.id, row.id), own ? eq(consultations.doctorId, own) : undefined),
        )
        .orderBy(desc(consultations.date), desc(consultations.timeSlot))
        .limit(50)
    : [];
  const [fb] = await ctx.db.select().from(feedback).where(eq(feedback.consultationId, row.id)).limit(1);
  return {
    consultation: await staffView(ctx, row),
    history: await staffViews(ctx, history),
    feedback: fb ? { ratings: fb.ratings, onTime: fb.onTime, comments: fb.comments, createdAt: fb.createdAt.toISOString() } : null,
  };
}

/** pending -> confirmed | cancelled; confirmed -> completed | cancelled | no-show; else 409. */
export async function changeStatus(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  change: StatusChange,
): Promise<{ before: Row; after: Row }> {
  const row = await loadForActor(ctx, actor, id);
  if (change.status === 'cancelled') {
    // The one cancellation path: desk only, a reason, the audit entry, the refund note, the notice.
    const after = await cancelConsultation(ctx, row.id, { by: staffActor(actor), reason: change.reason });
    return { before: row, after };
  }
  // The visit's outcome is attendance's one path and validator (decision 0051).
  if (change.status === 'completed' || change.status === 'no-show')
    return recordConsultationAttendance(ctx, actor, row.id, change.status === 'completed' ? 'done' : 'no-show');
  const check = checkTransition(row, change.status, ctx.now());
  if (!check.ok) throw new Conflict(TRANSITION_MESSAGES[check.problem], { from: row.status, to: change.status });
  const now = ctx.now();
  // Confirming (after the confirmation call, say) ends an unpaid hold: the booking keeps its slot.
  const patch: Partial<Row> = { status: change.status, updatedAt: now, ...(change.status === 'confirmed' ? { holdExpiresAt: null } : {}) };
  const after = await ctx.db.transaction(async (tx) => {
    // Only if nobody changed it meanwhile (two desks on one booking).
    const [updated] = await tx
      .update(consultations)
      .set(patch)
      .where(and(eq(consultations.id, row.id), eq(consultations.status, row.status)))
      .returning();
    if (!updated) throw new Conflict('staff.changedMeanwhile');
    await auditChange(tx, ctx, actor, `consultation.status.${change.status}`, row, updated);
    return updated;
  });
  slotsChanged(ctx);
  if (row.holdExpiresAt && !after.holdExpiresAt) await cancelJobs(ctx.db, `c:${row.id}:hold`);
  return { before: row, after };
}

/**
 * A consultation's attendance (docs/decisions/0051-attendance.md): checked in, in progress, done,
 * no-show. The one write of these steps whichever entry point asks (the attendance call, and the
 * status call for completed and no-show), checked by the one validator in core/attendance.ts.
 */
export async function recordConsultationAttendance(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  step: AttendanceStep,
): Promise<{ before: Row; after: Row }> {
  const row = await loadForActor(ctx, actor, id);
  const now = ctx.now();
  const problem = attendanceProblem(row, slotStart(row.date, row.timeSlot), step, now);
  if (problem) throw new Conflict(ATTENDANCE_MESSAGES[problem], undefined, { problem, step });
  const after = await ctx.db.transaction(async (tx) => {
    // Only if nobody changed it meanwhile (two desks, or the desk and the doctor, on one visit).
    const [updated] = await tx
      .update(consultations)
      .set({ ...attendancePatch(step, now), updatedAt: now })
      .where(
        and(
          eq(consultations.id, row.id),
          eq(consultations.status, row.status),
          row.arrivedAt ? isNotNull(consultations.arrivedAt) : isNull(consultations.arrivedAt),
          row.startedAt ? isNotNull(consultations.startedAt) : isNull(consultations.startedAt),
        ),
      )
      .returning();
    if (!updated) throw new Conflict('staff.changedMeanwhile');
    // Completing the visit signs its case sheet (decision 0060): later changes are amendments.
    if (updated.status === 'completed') await signCaseSheet(tx, ctx, updated);
    // The outcome keeps the status changes' audit name; arrival and start are attendance's own.
    const action = updated.status !== row.status ? `consultation.status.${updated.status}` : `consultation.attendance.${step}`;
    await auditChange(tx, ctx, actor, action, row, updated);
    return updated;
  });
  if (after.status !== row.status) slotsChanged(ctx);
  return { before: row, after };
}

export async function applyPayment(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  action: PaymentAction,
): Promise<{ before: Row; after: Row }> {
  const row = await loadForActor(ctx, actor, id);
  const result = reconcilePayment(row, action, ctx.now());
  if (!result.ok) throw new Conflict(result.message);
  await assertPaymentDayOpen(ctx, row, { refundNow: false });
  const paid = result.patch.paymentStatus === 'paid';
  // One reference pays for one thing (decision 0030): the database refuses one held elsewhere, and the desk hears where.
  const references = [result.patch.paymentUtr, result.patch.paymentReference];
  const after = await holdingReferences(ctx, { references, self: { paysFor: 'consultation', id: row.id } }, () =>
    ctx.db.transaction(async (tx) => {
      await recordReferencesAs(tx, staffActor(actor));
      const [updated] = await tx
        .update(consultations)
        // Money taken after the day is closed counts on the next open day (decision 0056), as deposits and balances do.
        .set({ ...result.patch, paymentCountsOn: paid ? await storedCountsOn(ctx, tx) : null, updatedAt: ctx.now() })
        .where(and(eq(consultations.id, row.id), eq(consultations.paymentStatus, row.paymentStatus)))
        .returning();
      if (!updated) throw new Conflict('staff.changedMeanwhile');
      // The receipt is numbered with the payment: both happen or neither does.
      await issueReceipt(tx, ctx, updated, actor.id);
      await auditChange(tx, ctx, actor, `consultation.payment.${action.kind}`, row, updated);
      return updated;
    }),
  );
  slotsChanged(ctx);
  return { before: row, after };
}

export async function savePrescription(ctx: AppContext, actor: SignedInStaff, id: string, prescription: PrescriptionInput): Promise<Row> {
  const row = await loadForActor(ctx, actor, id);
  if (!isPrescriptionOpen(row)) throw new Conflict('staff.prescriptionNotAllowed', { status: row.status });
  if (prescription.followUpDate && prescription.followUpDate < row.date)
    throw new BadRequest('documents.rx.followUpBeforeVisit', { followUpDate: 'documents.rx.followUpBeforeVisit' });
  return ctx.db.transaction(async (tx) => {
    // Catalogue lines checked against the catalogue and what the dispensary gave (decision 0069).
    const checked = await checkPrescriptionLines(tx, row.id, prescription);
    const [updated] = await tx
      .update(consultations)
      .set({ prescription: checked, updatedAt: ctx.now() })
      .where(eq(consultations.id, row.id))
      .returning();
    if (!updated) throw new NotFound('staff.consultationNotFound');
    await writeAudit(tx, ctx, actor, {
      action: 'consultation.prescription',
      entity: 'consultation',
      entityId: row.id,
      before: { prescription: row.prescription },
      after: { prescription: updated.prescription },
    });
    // The first prescription tells the patient, with a signed link to the PDF; corrections do not repeat it.
    if (!row.prescription) await notifyConsultation(ctx, updated, 'prescriptionReady', tx, { link: prescriptionLink(ctx, updated.id) });
    return updated;
  });
}

/** Moves an active consultation to another free slot (the booking rules decide what is free). */
export async function staffReschedule(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  to: { date: string; timeSlot: string },
): Promise<Row> {
  const row = await loadForActor(ctx, actor, id);
  const after = await rescheduleConsultation(ctx, row.id, { ...to, by: staffActor(actor) });
  if (after.date !== row.date || after.timeSlot !== row.timeSlot)
    await auditChange(ctx.db, ctx, actor, 'consultation.reschedule', row, after);
  return after;
}

/** A staff list of consultations: at most 500, in the order given, as the staff see them. */
async function staffList(ctx: AppContext, where: SQL | undefined, ...order: SQL[]): Promise<StaffConsultation[]> {
  const rows = await ctx.db
    .select()
    .from(consultations)
    .where(where)
    .orderBy(...order)
    .limit(500);
  return staffViews(ctx, rows);
}

/** GET /consultations/doctor/:doctorId: a doctor only their own; desk and admin any. */
export async function listForDoctor(ctx: AppContext, actor: SignedInStaff, doctorId: string): Promise<StaffConsultation[]> {
  const own = ownDoctorId(actor);
  if (own && own !== doctorId) throw new Forbidden('staff.notYourConsultation');
  return staffList(ctx, eq(consultations.doctorId, doctorId), desc(consultations.date), asc(consultations.timeSlot));
}

/** Pending and confirmed consultations from today on (a doctor: their own). */
export async function listUpcoming(ctx: AppContext, actor: SignedInStaff): Promise<StaffConsultation[]> {
  const own = ownDoctorId(actor);
  const upcoming = and(
    gte(consultations.date, clinicDate(ctx.now())),
    inArray(consultations.status, ACTIVE_STATUSES),
    own ? eq(consultations.doctorId, own) : undefined,
  );
  return staffList(ctx, upcoming, asc(consultations.date), asc(consultations.timeSlot));
}

/** Consultations before today, newest first (a doctor: their own). */
export async function listPast(ctx: AppContext, actor: SignedInStaff): Promise<StaffConsultation[]> {
  const own = ownDoctorId(actor);
  const past = and(lt(consultations.date, clinicDate(ctx.now())), own ? eq(consultations.doctorId, own) : undefined);
  return staffList(ctx, past, desc(consultations.date), desc(consultations.timeSlot));
}
