/** Job handlers of consultations: unpaid-hold expiry and the 24 h / 2 h reminders. */
import { slotStart } from '@core/booking/slots';
import type { JobHandlers } from '@server/jobs/queue';
import { queueReminder } from '@server/notify/consultation-notices';
import { isActive } from '@core/consultations/rules';
import { getConsultationRow } from './booking/access.server';
import { releaseExpiredHolds } from './booking/holds.server';

export const consultationJobs: JobHandlers = {
  async 'hold-expiry'(ctx, payload) {
    await releaseExpiredHolds(ctx, { id: String(payload.consultationId) });
  },
  async reminder(ctx, payload, job) {
    const row = await getConsultationRow(ctx, String(payload.consultationId));
    if (!row || !isActive(row)) return;
    // A reminder belongs to one slot: after a reschedule the old ones are stale.
    if (row.date !== payload.date || row.timeSlot !== payload.timeSlot) return;
    const left = slotStart(row.date, row.timeSlot).getTime() - ctx.now().getTime();
    if (left <= 0) return;
    // A 24-hour reminder that ran late (server down) is dropped once the 2-hour one is near.
    if (payload.reminder === 'reminder-24h' && left < 3 * 3_600_000) return;
    await queueReminder(ctx, row, payload.reminder === 'reminder-24h' ? 'reminder24h' : 'reminder2h', job.dedupeKey ?? undefined);
  },
};
