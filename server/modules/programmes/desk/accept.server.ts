/**
 * Reception's side of a prescribed programme: the current proposal for it, accepting it
 * (every session booked in one transaction, all or nothing), cancelling it, the admin's discount,
 * confirming the deposit; the staff list and page. One function per transition, each audited.
 * Scoping as on the consultation screens: the desk reaches every programme, a doctor the programmes
 * of their own consultations (else 404), a therapist none.
 */
import { and, asc, eq, gt, ne, type SQL } from 'drizzle-orm';
import { clinicDate, clinicTime } from '@core/booking/slots';
import { can, scopeOf } from '@core/policy';
import { PAYMENT_MODE, type DepositMethod, type ProgrammeStatus } from '@core/constants';
import type { Locale } from '@core/i18n/locales';
import { programmeBalanceDue, programmeDeposit } from '@core/programmes/price';
import { programmeReceipts } from '@server/modules/receipts/receipt-documents.server';
import { programmePaymentsOf } from './balance.server';
import { reachable, type Programme } from './reach.server';
import { proposeSchedule } from '@core/programmes/scheduler';
import type { AcceptBody } from '@core/schemas/programmes/programmes';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { doctors, patients, programmes, therapySessions, treatmentRooms } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, DomainError, Forbidden, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { therapyName } from '@content/therapies/catalogue';
import { named, refusal } from '@server/modules/programmes/prescribe/proposal.server';
import { loadScheduleInput } from '@server/modules/programmes/prescribe/schedule-input.server';
import { queueDepositReceived, queueProgrammeCancelled, queueProgrammeScheduled } from '@server/notify/programme-notices';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import { storedCountsOn } from '@server/modules/paperwork/day-close.server';
import { issueMoneyInReceipt } from '@server/modules/receipts/receipts.server';
import { holdingReferences, recordReferencesAs } from '@server/modules/payments/payment-references.server';
import { bookSessions } from '@server/modules/programmes/sessions/sessions.server';
import { markCancelled } from '@server/modules/programmes/sessions/cancel-session.server';
import { therapistNames } from '@server/modules/programmes/sessions/session-therapists.server';

const planDays = (row: Programme) => [...row.plan].sort((a, b) => a.day - b.day).map((d) => d.therapies);

/** The current proposal for a programme waiting for acceptance, from its stored plan. */
export async function programmeProposal(ctx: AppContext, actor: SignedInStaff, id: string, locale: Locale) {
  const row = await reachable(ctx, actor, id);
  if (row.status !== 'proposed') throw new Conflict('programmes.accept.notProposed');
  if (!row.patientGender) throw new DomainError(422, 'programmes.accept.genderMissing');
  const input = await loadScheduleInput(ctx, {
    patientId: row.patientId,
    patientGender: row.patientGender,
    timeBand: row.timeBand,
    startDate: row.startDate,
    days: planDays(row),
    // Made by the desk from a patient's request, not prescribed: a therapy that needs a prescription is refused (decision 0076).
    prescribed: row.requestId === null,
  });
  const result = proposeSchedule(input);
  if (!result.ok) throw refusal(result.reason, locale);
  return named(ctx, result.sessions, locale);
}

/**
 * The sessions must be the plan's: each day's therapies (in any order), no session before now, a
 * day's sessions on one date. Where they are (calendar, hours, therapists, the days' order) is the
 * one validator's, in bookSessions (./session-rules.server.ts).
 */
function checkAgainstPlan(ctx: AppContext, row: Programme, sessions: AcceptBody['sessions']): void {
  const days = planDays(row);
  const sorted = (list: readonly string[]) => [...list].sort().join(',');
  const mismatch = () => new BadRequest('programmes.accept.planMismatch');
  if (sessions.length !== days.flat().length) throw mismatch();
  days.forEach((therapies, i) => {
    if (sorted(therapies) !== sorted(sessions.filter((s) => s.day === i + 1).map((s) => s.therapySlug))) throw mismatch();
  });
  const now = ctx.now();
  const dateOfDay = new Map<number, string>();
  for (const s of sessions) {
    const at = new Date(s.startsAt);
    if (at <= now) throw new BadRequest('programmes.accept.sessionInPast');
    const date = clinicDate(at);
    if ((dateOfDay.get(s.day) ?? date) !== date) throw new BadRequest('programmes.accept.dayOrder');
    dateOfDay.set(s.day, date);
  }
}

/** Accepts a proposed programme: books all its sessions at once (any clash: 409, nothing saved). */
export async function acceptProgramme(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  body: AcceptBody,
  locale: Locale = 'en',
): Promise<void> {
  const row = await reachable(ctx, actor, id);
  if (row.status !== 'proposed') throw new Conflict('programmes.accept.notProposed');
  checkAgainstPlan(ctx, row, body.sessions);
  const requests = [...body.sessions]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((s) => ({
      therapySlug: s.therapySlug,
      patientId: row.patientId,
      roomId: s.roomId,
      therapistIds: s.therapistIds,
      startsAt: new Date(s.startsAt),
      programmeId: row.id,
      day: s.day,
    }));
  await bookSessions(ctx, requests, locale, async (tx, sessions) => {
    const now = ctx.now();
    const [after] = await tx
      .update(programmes)
      .set({ status: 'accepted', acceptedAt: now, acceptedBy: actor.id, updatedAt: now })
      .where(and(eq(programmes.id, id), eq(programmes.status, 'proposed')))
      .returning();
    // Accepted (or cancelled) meanwhile: the sessions go back with this transaction.
    if (!after) throw new Conflict('programmes.accept.notProposed');
    // The patient hears of it with the booking (and the day-before reminders are set up): none if this rolls back.
    await queueProgrammeScheduled(ctx, tx, id);
    await writeAudit(tx, ctx, actor, {
      action: 'programme.accepted',
      entity: 'programme',
      entityId: id,
      before: { status: row.status },
      after: { status: after.status, acceptedAt: now, sessions: sessions.map((s) => s.id) },
    });
  });
}

/**
 * Cancels a programme (proposed or accepted) and its sessions still to come; past sessions stay as
 * they were. By reception or admin, or by the system when the patient's account is deleted
 * (docs/decisions/0033-account-ends-and-sign-in-safety.md): THE cancel path of a programme.
 * `within`: the transaction of a prescription replacing it (./programme.server.ts), whose caller
 * reached the consultation.
 */
export async function cancelProgramme(
  ctx: AppContext,
  by: SignedInStaff | { kind: 'system' },
  id: string,
  reason: string,
  within?: Tx,
): Promise<void> {
  const actor = 'kind' in by ? null : by;
  if (actor && !within) {
    if (!can(actor, 'programmes.manage')) throw new Forbidden();
    await reachable(ctx, actor, id);
  }
  await (within ?? ctx.db).transaction(async (tx) => {
    const [row] = await tx.select().from(programmes).where(eq(programmes.id, id)).for('update');
    if (!row || (row.status !== 'proposed' && row.status !== 'accepted')) throw new Conflict('programmes.accept.notOpen');
    const now = ctx.now();
    const future = await tx
      .select({ id: therapySessions.id })
      .from(therapySessions)
      .where(and(eq(therapySessions.programmeId, id), ne(therapySessions.status, 'cancelled'), gt(therapySessions.startsAt, now)));
    const cancelled = await markCancelled(
      tx,
      now,
      future.map((s) => s.id),
    );
    // Money paid (or claimed) for the deposit is owed back: reconciliation lists it until the desk pays it (decision 0030).
    // Balance payments already made are owed back with it (decision 0055).
    const depositIn = row.deposit > 0 && (row.depositStatus === 'paid' || row.depositStatus === 'claimed') ? row.deposit : 0;
    const refundDue = depositIn + row.balancePaid > 0 ? depositIn + row.balancePaid : null;
    await tx.update(programmes).set({ status: 'cancelled', cancelledAt: now, refundDue, updatedAt: now }).where(eq(programmes.id, id));
    await writeAudit(tx, ctx, actor, {
      action: 'programme.cancelled',
      entity: 'programme',
      entityId: id,
      before: { status: row.status },
      after: { status: 'cancelled', cancelledAt: now, reason, sessionsCancelled: cancelled, refundDue },
    });
    // The clinic cancelled it: the patient is told once (not when a new prescription replaces it, nor with the account).
    if (actor && !within) await queueProgrammeCancelled(ctx, tx, id);
  });
}

/** The admin's discount: at most the price; the deposit follows, unless it is already claimed or paid (409). */
export async function setDiscount(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  form: { discount: number; reason: string },
): Promise<void> {
  if (!can(actor, 'programmes.discount')) throw new Forbidden();
  await reachable(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(programmes).where(eq(programmes.id, id)).for('update');
    if (!row) throw new NotFound('programmes.accept.notFound');
    if (row.status === 'cancelled' || row.status === 'completed') throw new Conflict('programmes.accept.notOpen');
    if (row.depositStatus !== 'due') throw new Conflict('programmes.accept.depositAlreadyIn');
    if (form.discount > row.price) throw new BadRequest('programmes.accept.discountAbovePrice', undefined, { price: row.price });
    const deposit = programmeDeposit(row.price, form.discount);
    const now = ctx.now();
    await tx
      .update(programmes)
      .set({ discount: form.discount, discountReason: form.reason, deposit, updatedAt: now })
      .where(eq(programmes.id, id));
    await writeAudit(tx, ctx, actor, {
      action: 'programme.discounted',
      entity: 'programme',
      entityId: id,
      before: { discount: row.discount, discountReason: row.discountReason, deposit: row.deposit },
      after: { discount: form.discount, discountReason: form.reason, deposit },
    });
  });
}

/**
 * The desk confirms the deposit: the patient's UPI payment they claimed (with its UTR), or a
 * payment at the desk. A UPI payment needs its UTR (the patient's claim or the reference given).
 */
export async function confirmDeposit(
  ctx: AppContext,
  actor: SignedInStaff,
  id: string,
  form: { method: DepositMethod; reference?: string | undefined },
): Promise<{ countsOn: string | null }> {
  if (!can(actor, 'programmes.manage')) throw new Forbidden();
  await reachable(ctx, actor, id);
  const reference = form.reference?.trim() || null;
  // One reference pays for one thing (decision 0030): the database refuses one held elsewhere, and the desk hears where.
  return holdingReferences(ctx, { references: [reference], self: { paysFor: 'deposit', id } }, () =>
    ctx.db.transaction(async (tx) => {
      await recordReferencesAs(tx, { kind: 'staff', staff: actor });
      const [row] = await tx.select().from(programmes).where(eq(programmes.id, id)).for('update');
      if (!row) throw new NotFound('programmes.accept.notFound');
      if (row.depositStatus === 'paid') throw new Conflict('programmes.accept.depositAlreadyPaid');
      if (row.status === 'cancelled') throw new Conflict('programmes.accept.notOpen');
      const utr = row.depositUtr ?? (form.method === 'upi' ? reference : null);
      if (form.method === 'upi' && !utr) throw new BadRequest('programmes.accept.utrRequired');
      // Money taken now counts on today's reconciliation, or the next open day once today is closed (decision 0056).
      const countsOn = await storedCountsOn(ctx, tx);
      const now = ctx.now();
      await tx
        .update(programmes)
        .set({
          depositStatus: 'paid',
          depositPaidAt: now,
          depositCountsOn: countsOn,
          depositUtr: utr,
          depositMethod: form.method,
          depositReference: reference,
          updatedAt: now,
        })
        .where(eq(programmes.id, id));
      // Every money in has its receipt (decision 0055).
      if (row.deposit > 0) {
        const receipt = await issueMoneyInReceipt(
          tx,
          ctx,
          { paysFor: 'deposit', programmeId: id, amount: row.deposit, mode: PAYMENT_MODE[form.method], reference: utr ?? reference },
          actor.id,
        );
        // The patient hears the deposit is in, with its receipt number, in the same transaction.
        await queueDepositReceived(ctx, tx, id, formatReceiptNumber(receipt.financialYear, receipt.number));
      }
      await writeAudit(tx, ctx, actor, {
        action: 'programme.depositConfirmed',
        entity: 'programme',
        entityId: id,
        before: { depositStatus: row.depositStatus, depositUtr: row.depositUtr },
        after: { depositStatus: 'paid', depositPaidAt: now, depositUtr: utr, method: form.method, reference, amount: row.deposit },
      });
      return { countsOn };
    }),
  );
}

const STATUS_ORDER: Record<ProgrammeStatus, number> = { proposed: 0, accepted: 1, completed: 2, cancelled: 3 };

/** The staff list: waiting for acceptance first, then accepted, each by start date. */
export async function listProgrammes(ctx: AppContext, actor: SignedInStaff, query: { status?: ProgrammeStatus | undefined }) {
  if (!can(actor, 'programmes.view')) throw new Forbidden();
  const where: SQL[] = [];
  if (query.status) where.push(eq(programmes.status, query.status));
  if (scopeOf(actor, 'programmes.view') === 'own')
    where.push(eq(programmes.doctorId, actor.doctorId ?? '00000000-0000-0000-0000-000000000000'));
  const rows = await ctx.db
    .select({
      id: programmes.id,
      status: programmes.status,
      startDate: programmes.startDate,
      plan: programmes.plan,
      depositStatus: programmes.depositStatus,
      deposit: programmes.deposit,
      patientName: patients.name,
      doctorName: doctors.name,
    })
    .from(programmes)
    .innerJoin(patients, eq(patients.id, programmes.patientId))
    .leftJoin(doctors, eq(doctors.id, programmes.doctorId))
    .where(and(...where))
    .orderBy(asc(programmes.startDate), asc(programmes.id));
  return rows
    .map(({ plan, ...r }) => ({ ...r, doctorName: r.doctorName ?? '', days: plan.length }))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

/** One programme for the staff page: the plan, its sessions, the money and the deposit. */
export async function getProgramme(ctx: AppContext, actor: SignedInStaff, id: string, locale: Locale) {
  const row = await reachable(ctx, actor, id);
  const [[patient], [doctor], sessions] = await Promise.all([
    ctx.db.select({ name: patients.name, contact: patients.contact }).from(patients).where(eq(patients.id, row.patientId)),
    row.doctorId ? ctx.db.select({ name: doctors.name }).from(doctors).where(eq(doctors.id, row.doctorId)) : Promise.resolve([]),
    ctx.db
      .select({
        id: therapySessions.id,
        day: therapySessions.day,
        therapySlug: therapySessions.therapySlug,
        startsAt: therapySessions.startsAt,
        endsAt: therapySessions.endsAt,
        status: therapySessions.status,
        room: treatmentRooms.name,
      })
      .from(therapySessions)
      .innerJoin(treatmentRooms, eq(treatmentRooms.id, therapySessions.roomId))
      .where(eq(therapySessions.programmeId, id))
      .orderBy(asc(therapySessions.startsAt)),
  ]);
  const people = await therapistNames(
    ctx,
    sessions.map((s) => s.id),
  );
  return {
    id: row.id,
    status: row.status,
    locale: row.locale,
    patientName: patient?.name ?? '',
    patientContact: patient?.contact ?? null,
    doctorName: doctor?.name ?? '',
    consultationId: row.consultationId,
    startDate: row.startDate,
    timeBand: row.timeBand,
    notes: row.notes,
    plan: planDays(row).map((therapies, i) => ({
      day: i + 1,
      therapies: therapies.map((slug) => ({ slug, name: therapyName(slug, locale) })),
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      day: s.day,
      date: clinicDate(s.startsAt),
      start: clinicTime(s.startsAt),
      end: clinicTime(s.endsAt),
      therapySlug: s.therapySlug,
      therapy: therapyName(s.therapySlug, locale),
      room: s.room,
      therapists: people(s.id),
      status: s.status,
    })),
    amounts: {
      price: row.price,
      discount: row.discount,
      discountReason: row.discountReason,
      deposit: row.deposit,
      balance: programmeBalanceDue(row),
      balancePaid: row.balancePaid,
    },
    payments: await programmePaymentsOf(ctx, row.id),
    receipts: await programmeReceipts(ctx, row.id),
    deposit: {
      status: row.depositStatus,
      utr: row.depositUtr,
      claimedAt: row.depositClaimedAt?.toISOString() ?? null,
      paidAt: row.depositPaidAt?.toISOString() ?? null,
    },
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
