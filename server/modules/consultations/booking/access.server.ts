/** Who may see a consultation, and which rows hold a slot (docs/decisions/0013). */
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { normalizeConsultationId } from '@core/booking/consultation-id';
import { ACTIVE_STATUSES, staffReaches } from '@core/consultations/rules';
import type { AppContext } from '@server/context';
import type { Actor } from '@server/domain/actor';
import { consultations } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';

export type ConsultationRow = typeof consultations.$inferSelect;

/** A consultation by id in any accepted spelling, or null. */
export async function getConsultationRow(ctx: AppContext, id: string): Promise<ConsultationRow | null> {
  const compact = normalizeConsultationId(id);
  if (!compact) return null;
  const [row] = await ctx.db.select().from(consultations).where(eq(consultations.id, compact)).limit(1);
  return row ?? null;
}

/** The owner, staff within their scope, or the system may see and act; anyone else gets "not found" (existence is not revealed). */
export function canAccess(row: ConsultationRow, actor: Actor): boolean {
  if (actor.kind === 'patient') return row.patientId !== null && row.patientId === actor.patientId;
  if (actor.kind === 'staff') return staffReaches(actor.staff, row);
  return true;
}

export async function requireAccess(ctx: AppContext, id: string, actor: Actor): Promise<ConsultationRow> {
  const row = await getConsultationRow(ctx, id);
  if (!row || !canAccess(row, actor)) throw new NotFound('booking.consultationNotFound');
  return row;
}

/** Rows that hold a slot at `now`: active, and not an unpaid hold that has run out (holdsSlotAt in SQL). */
export function holdsSlot(now: Date) {
  return and(
    inArray(consultations.status, ACTIVE_STATUSES),
    or(
      ne(consultations.status, 'pending'),
      eq(consultations.paymentStatus, 'paid'),
      isNull(consultations.holdExpiresAt),
      gt(consultations.holdExpiresAt, now),
    ),
  );
}
