/** Refunds due paid back: a consultation's, or a cancelled programme's deposit (decision 0030); each audited, refused on a closed day. */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { consultations, programmes } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { assertPaymentDayOpen } from '@server/modules/paperwork/day-close.server';

const c = consultations;

export async function consultationRow(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(c).where(eq(c.id, id.trim().toUpperCase())).limit(1);
  if (!row) throw new NotFound('staff.consultationNotFound');
  return row;
}

/** THE way a refund due is marked as paid back (refundedAt), audited; refused on a closed day. */
export async function markRefundPaid(ctx: AppContext, actor: SignedInStaff, id: string) {
  const row = await consultationRow(ctx, id);
  if (row.refundDue === null || row.refundedAt) throw new Conflict('staff.paperwork.noRefundDue');
  await assertPaymentDayOpen(ctx, row, { refundNow: true });
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(c)
      .set({ refundedAt: ctx.now(), updatedAt: ctx.now() })
      .where(and(eq(c.id, row.id), isNull(c.refundedAt)))
      .returning();
    if (!updated) throw new Conflict('staff.paperwork.noRefundDue');
    await writeAudit(tx, ctx, actor, {
      action: 'consultation.refund-paid',
      entity: 'consultation',
      entityId: row.id,
      before: row,
      after: updated,
    });
    return updated;
  });
}

/** The refund due of a cancelled programme's deposit, marked paid back (refundedAt), audited; refused on a closed day. */
export async function markDepositRefundPaid(ctx: AppContext, actor: SignedInStaff, id: string) {
  const [row] = await ctx.db.select().from(programmes).where(eq(programmes.id, id));
  if (!row) throw new NotFound('programmes.accept.notFound');
  if (row.refundDue === null || row.refundedAt) throw new Conflict('staff.paperwork.noDepositRefundDue');
  await assertPaymentDayOpen(ctx, { paymentStatus: 'pending', paymentVerifiedAt: null }, { refundNow: true });
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(programmes)
      .set({ refundedAt: ctx.now(), updatedAt: ctx.now() })
      .where(and(eq(programmes.id, row.id), isNull(programmes.refundedAt)))
      .returning();
    if (!updated) throw new Conflict('staff.paperwork.noDepositRefundDue');
    await writeAudit(tx, ctx, actor, {
      action: 'programme.refund-paid',
      entity: 'programme',
      entityId: row.id,
      before: { refundDue: row.refundDue, refundedAt: null },
      after: { refundDue: updated.refundDue, refundedAt: updated.refundedAt },
    });
  });
}
