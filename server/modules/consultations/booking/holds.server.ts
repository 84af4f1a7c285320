/** Unpaid holds that run out, and the jobs of a consultation (hold expiry, reminders). */
import { and, eq, lte, ne } from 'drizzle-orm';
import { reminderTimes, slotStart } from '@core/booking/slots';
import type { AppContext } from '@server/context';
import { consultations } from '@server/db/schema';
import { cancelJobs, enqueueJob, wakeWorker } from '@server/jobs/queue';
import { notifyConsultation } from '@server/notify/consultation-notices';
import type { ConsultationRow } from './access.server';
import { slotsChanged } from './availability.server';

/** Releases unpaid holds that ran out (status cancelled, reason unpaid). Returns the released rows. */
export async function releaseExpiredHolds(
  ctx: AppContext,
  where: { id?: string; doctorId?: string; date?: string; timeSlot?: string } = {},
): Promise<ConsultationRow[]> {
  const now = ctx.now();
  const released = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(consultations)
      .set({ status: 'cancelled', cancelReason: 'unpaid', cancelledAt: now, updatedAt: now, holdExpiresAt: null })
      .where(
        and(
          eq(consultations.status, 'pending'),
          ne(consultations.paymentStatus, 'paid'),
          lte(consultations.holdExpiresAt, now),
          where.id ? eq(consultations.id, where.id) : undefined,
          where.doctorId ? eq(consultations.doctorId, where.doctorId) : undefined,
          where.date ? eq(consultations.date, where.date) : undefined,
          where.timeSlot ? eq(consultations.timeSlot, where.timeSlot) : undefined,
        ),
      )
      .returning();
    // The patient's notice is queued with the release: both happen or neither does.
    for (const row of rows) await notifyConsultation(ctx, row, 'cancelled', tx);
    return rows;
  });
  if (released.length) {
    slotsChanged(ctx);
    wakeWorker(ctx);
  }
  for (const row of released) await cancelJobs(ctx.db, `c:${row.id}:`);
  return released;
}

/** The hold-expiry job of a consultation at its (new) `holdExpiresAt`, or none when it has no hold. */
export async function scheduleHoldExpiry(ctx: AppContext, row: ConsultationRow) {
  await cancelJobs(ctx.db, `c:${row.id}:hold`);
  if (row.holdExpiresAt) {
    await enqueueJob(ctx.db, {
      kind: 'hold-expiry',
      payload: { consultationId: row.id },
      runAt: row.holdExpiresAt,
      dedupeKey: `c:${row.id}:hold`,
    });
  }
}

/** Jobs of a consultation: hold expiry and the two reminders, keyed so each exists once. */
export async function scheduleJobs(ctx: AppContext, row: ConsultationRow) {
  const now = ctx.now();
  if (row.holdExpiresAt) await scheduleHoldExpiry(ctx, row);
  for (const reminder of reminderTimes(slotStart(row.date, row.timeSlot), now)) {
    await enqueueJob(ctx.db, {
      kind: 'reminder',
      payload: { consultationId: row.id, date: row.date, timeSlot: row.timeSlot, reminder: reminder.kind },
      runAt: reminder.at,
      dedupeKey: `c:${row.id}:${reminder.kind}:${row.date}T${row.timeSlot}`,
    });
  }
}
