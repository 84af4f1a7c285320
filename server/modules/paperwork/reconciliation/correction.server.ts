/** The audited correction of a payment (decision 0056), the only change that passes a closed day. */
import { eq, inArray } from 'drizzle-orm';
import { clinicDate } from '@core/booking/slots';
import type { Correction } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { consultations, dayCloses } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';
import { staffActor, type SignedInStaff } from '@server/domain/actor';
import { holdingReferences, recordReferencesAs } from '@server/modules/payments/payment-references.server';
import { writeAudit } from '@server/audit/audit.server';
import { issueReceipt } from '@server/modules/receipts/receipts.server';
import { consultationRow } from './refunds.server';

const c = consultations;

/**
 * The audited correction of a payment, the only change that passes a closed day: status, method
 * and reference, with the reason in the audit entry (before and after).
 */
export async function correctPayment(ctx: AppContext, actor: SignedInStaff, id: string, correction: Correction) {
  const row = await consultationRow(ctx, id);
  const paid = correction.paymentStatus === 'paid';
  const patch = {
    paymentStatus: correction.paymentStatus,
    ...(correction.paymentMethod ? { paymentMethod: correction.paymentMethod } : {}),
    ...(correction.paymentReference !== undefined ? { paymentReference: correction.paymentReference || null } : {}),
    paymentVerifiedAt: paid ? (row.paymentVerifiedAt ?? ctx.now()) : null,
    ...(paid ? { holdExpiresAt: null } : { paymentUtr: null }),
    updatedAt: ctx.now(),
  };
  // One reference pays for one thing (decision 0030): a correction cannot give one held elsewhere either.
  const references = [correction.paymentReference, row.paymentUtr];
  return holdingReferences(ctx, { references, self: { paysFor: 'consultation', id: row.id } }, () =>
    ctx.db.transaction(async (tx) => {
      await recordReferencesAs(tx, staffActor(actor));
      const [updated] = await tx.update(c).set(patch).where(eq(c.id, row.id)).returning();
      if (!updated) throw new NotFound('staff.consultationNotFound');
      // Money in through a correction has its receipt like any other (decision 0055): issued once, kept after.
      await issueReceipt(tx, ctx, updated, actor.id);
      // A closed day whose money this changes shows its closed summary as superseded (decision 0056).
      const touched = [row, updated].flatMap((r) =>
        r.paymentStatus === 'paid' && r.paymentVerifiedAt ? [r.paymentCountsOn ?? clinicDate(r.paymentVerifiedAt)] : [],
      );
      if (touched.length)
        await tx
          .update(dayCloses)
          .set({ correctedAt: ctx.now() })
          .where(inArray(dayCloses.date, [...new Set(touched)]));
      await writeAudit(tx, ctx, actor, {
        action: 'consultation.payment.correction',
        entity: 'consultation',
        entityId: row.id,
        before: { ...row, correctionReason: null },
        after: { ...updated, correctionReason: correction.reason },
      });
      return updated;
    }),
  );
}
