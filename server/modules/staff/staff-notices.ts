/**
 * Tells the patient about a payment the desk confirmed (a queued notice, sent by the worker).
 * A failure to queue it is logged and never undoes the change.
 */
import type { AppContext } from '../../context.ts';
import type { consultations } from '../../db/schema.ts';
import { notifyConsultation } from '../../notify/consultation-notices.ts';

type Row = typeof consultations.$inferSelect;

export async function afterStaffChange(ctx: AppContext, before: Row, after: Row): Promise<void> {
  // Cancellations and reschedules are announced by the booking module itself.
  const notices: 'paid'[] = [];
  if (before.paymentStatus !== 'paid' && after.paymentStatus === 'paid') notices.push('paid');
  for (const kind of notices) {
    try {
      await notifyConsultation(ctx, after, kind);
    } catch (error) {
      ctx.log.error({ err: error, consultationId: after.id, kind }, 'staff notice failed');
    }
  }
}
