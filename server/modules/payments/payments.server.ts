/**
 * Payment of a consultation: the QR for the payment screen, the patient's claim ("I have made the
 * payment", optional UTR), paying at the clinic, and the verified outcome (staff or gateway webhook).
 */
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { paymentRefId } from '@core/schemas/booking/consultation';
import type { PaymentStatus } from '@core/constants';
import type { AppContext } from '@server/context';
import { consultations } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import { cancelJobs, wakeWorker } from '@server/jobs/queue';
import { notifyConsultation } from '@server/notify/consultation-notices';
import { payAtClinicHold } from '@core/booking/booking-limits';
import { ACTIVE_STATUSES, awaitsUtr, isPayable } from '@core/consultations/rules';
import { canAccess, getConsultationRow, type ConsultationRow } from '@server/modules/consultations/booking/access.server';
import { isReturningPatient } from '@server/modules/consultations/booking/limits.server';
import { scheduleHoldExpiry } from '@server/modules/consultations/booking/holds.server';
import { slotsChanged } from '@server/modules/consultations/booking/availability.server';
import type { Actor } from '@server/domain/actor';
import { issueReceipt } from '@server/modules/receipts/receipts.server';
import { paymentProvider, type PaymentRequest } from './payment-provider';
import { assertPaymentDayOpen, storedCountsOn } from '@server/modules/paperwork/day-close.server';
import { holdingReferences, recordReferencesAs } from './payment-references.server';

/**
 * The consultation behind `/payment/:ref` (`<id>`, or `<contact>_<id>` of older links): found by
 * id, never by the number, and the caller must be its owner or staff who reach it. Anything else
 * is "not found".
 */
export async function findPaymentConsultation(ctx: AppContext, ref: string, actor: Actor): Promise<ConsultationRow> {
  const id = paymentRefId(ref);
  const row = id ? await getConsultationRow(ctx, id) : null;
  if (!row || !canAccess(row, actor)) throw new NotFound('booking.consultationNotFound');
  return row;
}

/** The QR (and UPI link) for a consultation's real amount, from the configured provider. */
export async function paymentRequestFor(ctx: AppContext, row: ConsultationRow): Promise<PaymentRequest> {
  const request = await paymentProvider(ctx).createPaymentRequest(ctx, row);
  if (request.reference && request.reference !== row.paymentReference) {
    await ctx.db.update(consultations).set({ paymentReference: request.reference }).where(eq(consultations.id, row.id));
  }
  return request;
}

async function owned(ctx: AppContext, id: string, actor: Actor): Promise<ConsultationRow> {
  const row = await getConsultationRow(ctx, id);
  if (!row || !canAccess(row, actor)) throw new NotFound('booking.consultationNotFound');
  return row;
}

/**
 * "I have made the payment": pending (or failed) -> submitted, with the optional 12-digit UTR.
 * With the UTR the hold ends; without it the hold stays (core/booking/booking-limits.ts): the UTR
 * can be added by claiming again, or staff verify the payment.
 */
export async function claimPayment(ctx: AppContext, id: string, options: { by: Actor; utr?: string }): Promise<ConsultationRow> {
  const row = await owned(ctx, id, options.by);
  const utr = options.utr || null;
  if (row.paymentStatus === 'paid' || (row.paymentStatus === 'submitted' && !(utr && awaitsUtr(row)))) return row;
  if (!isPayable(row) && !awaitsUtr(row)) throw new Conflict('booking.payment.notPayable');
  const now = ctx.now();
  // One reference pays for one thing (decision 0030): the database refuses a UTR held elsewhere.
  const [updated] = await holdingReferences(
    ctx,
    {
      references: [utr],
      self: { paysFor: 'consultation', id: row.id },
      ...(options.by.kind === 'patient' ? { patientMessage: 'booking.payment.utrUsed' } : {}),
    },
    () =>
      ctx.db.transaction(async (tx) => {
        await recordReferencesAs(tx, options.by);
        return tx
          .update(consultations)
          .set({
            paymentStatus: 'submitted',
            paymentMethod: 'upi',
            paymentUtr: utr,
            paymentClaimedAt: now,
            ...(utr ? { holdExpiresAt: null } : {}),
            updatedAt: now,
          })
          .where(
            and(
              eq(consultations.id, row.id),
              inArray(consultations.status, ACTIVE_STATUSES),
              or(
                inArray(consultations.paymentStatus, ['pending', 'failed']),
                and(eq(consultations.paymentStatus, 'submitted'), isNull(consultations.paymentUtr)),
              ),
            ),
          )
          .returning();
      }),
  );
  if (!updated) {
    const current = await getConsultationRow(ctx, row.id);
    if (current && (current.paymentStatus === 'submitted' || current.paymentStatus === 'paid')) return current;
    throw new Conflict('booking.payment.notPayable');
  }
  if (utr) {
    slotsChanged(ctx);
    await cancelJobs(ctx.db, `c:${row.id}:hold`);
  }
  return updated;
}

/**
 * In-person only: the patient pays at the reception. A returning patient's booking no longer
 * expires unpaid; a new patient's waits for the clinic's confirmation call (payAtClinicHold).
 */
export async function choosePayAtClinic(ctx: AppContext, id: string, options: { by: Actor }): Promise<ConsultationRow> {
  const row = await owned(ctx, id, options.by);
  if (row.mode !== 'offline') throw new Conflict('booking.payAtClinicInPersonOnly');
  if (row.payAtClinic) return row;
  if (!isPayable(row)) throw new Conflict('booking.payment.notPayable');
  const now = ctx.now();
  const returning = row.patientId ? await isReturningPatient(ctx.db, row.patientId, row.id) : false;
  const hold = row.status === 'pending' ? payAtClinicHold({ returning, now, slot: row, current: row.holdExpiresAt }) : null;
  const [updated] = await ctx.db
    .update(consultations)
    .set({ payAtClinic: true, holdExpiresAt: hold, updatedAt: now })
    .where(and(eq(consultations.id, row.id), inArray(consultations.status, ACTIVE_STATUSES)))
    .returning();
  if (!updated) throw new Conflict('booking.payment.notPayable');
  slotsChanged(ctx);
  await scheduleHoldExpiry(ctx, updated);
  return updated;
}

/**
 * The verified outcome, by staff or the gateway: `paid` confirms the consultation and tells the
 * patient; `failed` lets them pay again.
 */
export async function setPaymentOutcome(
  ctx: AppContext,
  id: string,
  options: { by: Actor; status: Extract<PaymentStatus, 'paid' | 'failed'>; method?: ConsultationRow['paymentMethod']; reference?: string },
): Promise<ConsultationRow> {
  const row = await owned(ctx, id, options.by);
  if (row.paymentStatus === options.status) return row;
  const paid = options.status === 'paid';
  await assertPaymentDayOpen(ctx, row, { refundNow: false });
  const now = ctx.now();
  // Money that arrives for a booking already cancelled is owed back: staff see the refund note.
  const refund = paid && row.status === 'cancelled' && row.amount > 0 ? { refundDue: row.amount } : {};
  if (refund.refundDue) ctx.log.warn({ consultationId: row.id }, 'payment received for a cancelled consultation');
  const self = { paysFor: 'consultation' as const, id: row.id };
  const updated = await holdingReferences(ctx, { references: [options.reference], self }, () =>
    ctx.db.transaction(async (tx) => {
      await recordReferencesAs(tx, options.by.kind === 'system' && options.method === 'gateway' ? 'gateway' : options.by);
      const [changed] = await tx
        .update(consultations)
        .set({
          paymentStatus: options.status,
          ...(options.method ? { paymentMethod: options.method } : {}),
          ...(options.reference ? { paymentReference: options.reference } : {}),
          paymentVerifiedAt: now,
          // Money confirmed after the day is closed counts on the next open day (decision 0056); a failure counts nowhere.
          paymentCountsOn: paid ? await storedCountsOn(ctx, tx) : null,
          holdExpiresAt: null,
          ...(paid && row.status === 'pending' ? { status: 'confirmed' as const } : {}),
          ...refund,
          updatedAt: now,
        })
        .where(and(eq(consultations.id, row.id), ne(consultations.paymentStatus, options.status)))
        .returning();
      // The receipt is numbered with the change: a payment that rolls back leaves no gap.
      if (changed) await issueReceipt(tx, ctx, changed, options.by.kind === 'staff' ? options.by.staff.id : null);
      // The "payment received" notice is queued with the change: both happen or neither does.
      if (changed && paid && changed.status !== 'cancelled') await notifyConsultation(ctx, changed, 'paid', tx);
      return changed;
    }),
  );
  if (!updated) return (await getConsultationRow(ctx, row.id)) ?? row;
  slotsChanged(ctx);
  wakeWorker(ctx);
  await cancelJobs(ctx.db, `c:${row.id}:hold`);
  return updated;
}
