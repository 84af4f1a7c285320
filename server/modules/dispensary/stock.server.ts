/**
 * Stock by batch (decision 0062). Every change is one row of the ledger (dispensary_movements),
 * audited, in one transaction; the batch's on_hand follows by trigger and the database refuses a
 * sum below zero. `issueStock` is THE way stock leaves for a patient or a session: first expiry
 * first out over the batches not expired, the item's row locked so that simultaneous issues queue.
 */
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import { clinicDate } from '@core/booking/slots';
import { paiseFromRupees } from '@core/dispensary/catalogue';
import type { AdjustInput, IssueInput, MovementKind, ReceiveInput } from '@core/dispensary/stock';
import { isExpired } from '@core/dispensary/stock';
import type { AppContext } from '@server/context';
import { writeAudit } from '@server/audit/audit.server';
import type { Tx } from '@server/db/client';
import { isCheckViolation, uniqueViolationAs } from '@server/db/errors';
import { dispensaryBatches, dispensaryItems, dispensaryMovements } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

/** One movement: the ledger row and its audit entry, in the caller's transaction. */
async function recordMovement(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  m: { itemId: string; batchId: string; kind: MovementKind; quantity: number; reason?: string; ref?: string },
) {
  const [row] = await tx
    .insert(dispensaryMovements)
    .values({ ...m, reason: m.reason ?? '', ref: m.ref ?? '', at: ctx.now(), staffId: actor.id, staffName: actor.name })
    .returning();
  await writeAudit(tx, ctx, actor, { action: `dispensary.stock.${m.kind}`, entity: 'dispensary-batch', entityId: m.batchId, after: row });
  return row!;
}

/** A refused check on a batch's on_hand is stock that is not there: 409, whatever path tried it. */
export async function refusingNegative<T>(write: () => Promise<T>, available?: () => Promise<number>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCheckViolation(error, 'dispensary_batches_on_hand_not_negative'))
      throw new Conflict('dispensary.notEnoughStock', { available: available ? await available() : 0 }, { field: 'quantity' });
    throw error;
  }
}

async function lockItem(tx: Tx, itemId: string) {
  const [item] = await tx.select().from(dispensaryItems).where(eq(dispensaryItems.id, itemId)).for('update');
  if (!item) throw new NotFound('dispensary.itemNotFound');
  return item;
}

/** A purchase received into a new batch: the batch row and its 'received' movement. */
export async function receivePurchase(ctx: AppContext, actor: Actor, input: ReceiveInput): Promise<string> {
  const today = clinicDate(ctx.now());
  if (isExpired(input.expiryDate, today)) throw new BadRequest('dispensary.receiveExpired', { expiryDate: 'dispensary.receiveExpired' });
  return uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const item = await lockItem(tx, input.itemId);
        const [batch] = await tx
          .insert(dispensaryBatches)
          .values({
            itemId: item.id,
            batchNo: input.batchNo,
            mfgDate: input.mfgDate,
            expiryDate: input.expiryDate,
            costPaise: paiseFromRupees(input.cost),
            mrpPaise: input.mrp === null ? item.mrpPaise : paiseFromRupees(input.mrp),
            supplier: input.supplier,
            invoiceRef: input.invoiceRef,
            receivedAt: ctx.now(),
            receivedBy: actor.id,
          })
          .returning();
        await writeAudit(tx, ctx, actor, {
          action: 'dispensary.batch.created',
          entity: 'dispensary-batch',
          entityId: batch!.id,
          after: batch,
        });
        await recordMovement(tx, ctx, actor, {
          itemId: item.id,
          batchId: batch!.id,
          kind: 'received',
          quantity: input.quantity,
          ref: input.invoiceRef,
        });
        return batch!.id;
      }),
    () => new Conflict('dispensary.batchTaken', undefined, { field: 'batchNo' }),
    'dispensary_batches_item_batch',
  );
}

export interface IssuedPart {
  batchId: string;
  batchNo: string;
  expiryDate: string;
  quantity: number;
  costPaise: number;
  mrpPaise: number;
}

/**
 * Takes `quantity` of an item out of stock inside the caller's transaction `tx`: from the batches
 * not expired, the earliest expiry first; refused whole (409, with what is available) when they do
 * not hold enough. Dispensing (a prescription, a counter sale) and a session's consumption call it.
 *
 * @public The entry point of dispensing and of sessions consuming materials (decision 0062).
 */
export async function issueStockIn(tx: Tx, ctx: AppContext, actor: Actor, input: IssueInput): Promise<IssuedPart[]> {
  const today = clinicDate(ctx.now());
  const item = await lockItem(tx, input.itemId);
  if (!item.active) throw new Conflict('dispensary.itemInactive', { name: item.name }, { field: 'itemId' });
  const batches = await tx
    .select()
    .from(dispensaryBatches)
    .where(and(eq(dispensaryBatches.itemId, item.id), gt(dispensaryBatches.onHand, 0), gte(dispensaryBatches.expiryDate, today)))
    .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryBatches.receivedAt), asc(dispensaryBatches.id));
  const available = batches.reduce((sum, b) => sum + b.onHand, 0);
  if (available < input.quantity)
    throw new Conflict('dispensary.notEnoughStock', { available, unit: `dispensary.unit.${item.unit}` }, { field: 'quantity', available });
  const parts: IssuedPart[] = [];
  let left = input.quantity;
  for (const batch of batches) {
    if (left === 0) break;
    const take = Math.min(left, batch.onHand);
    left -= take;
    await recordMovement(tx, ctx, actor, {
      itemId: item.id,
      batchId: batch.id,
      kind: input.kind,
      quantity: -take,
      reason: input.reason,
      ref: input.ref,
    });
    parts.push({
      batchId: batch.id,
      batchNo: batch.batchNo,
      expiryDate: batch.expiryDate,
      quantity: take,
      costPaise: batch.costPaise,
      mrpPaise: batch.mrpPaise,
    });
  }
  return parts;
}

/**
 * Stock back into the batch it left from, inside the caller's transaction (a credit note reversing
 * a sale: decision 0070): a 'returned' movement per batch, the item's row locked as an issue locks it.
 */
export async function returnStockIn(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  input: { itemId: string; batchId: string; quantity: number; reason: string; ref: string },
): Promise<void> {
  await lockItem(tx, input.itemId);
  await recordMovement(tx, ctx, actor, { ...input, kind: 'returned' });
}

/** `issueStockIn` in a transaction of its own. */
export async function issueStock(ctx: AppContext, actor: Actor, input: IssueInput): Promise<IssuedPart[]> {
  return refusingNegative(() => ctx.db.transaction((tx) => issueStockIn(tx, ctx, actor, input)));
}

/**
 * The admin's correction of one batch: a counted difference (adjusted, with its reason), a write-off
 * of an expired batch (expired), or stock back in (returned). Stock in an expired batch only leaves
 * by 'expired'; a write-off of a batch not expired is refused.
 */
export async function adjustStock(ctx: AppContext, actor: Actor, input: AdjustInput): Promise<void> {
  const today = clinicDate(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(dispensaryBatches).where(eq(dispensaryBatches.id, input.batchId));
    if (!batch) throw new NotFound('dispensary.batchNotFound');
    await lockItem(tx, batch.itemId);
    if (input.kind === 'expired' && !isExpired(batch.expiryDate, today))
      throw new BadRequest('dispensary.notExpiredYet', { kind: 'dispensary.notExpiredYet' }, { date: batch.expiryDate });
    if (input.kind === 'returned' && isExpired(batch.expiryDate, today))
      throw new BadRequest(
        'dispensary.batchExpired',
        { batchId: 'dispensary.batchExpired' },
        { batch: batch.batchNo, date: batch.expiryDate },
      );
    const quantity = input.kind === 'expired' ? -input.quantity : input.quantity;
    const [fresh] = await tx.select({ onHand: dispensaryBatches.onHand }).from(dispensaryBatches).where(eq(dispensaryBatches.id, batch.id));
    if (fresh!.onHand + quantity < 0)
      throw new Conflict(
        'dispensary.notEnoughInBatch',
        { available: fresh!.onHand, batch: batch.batchNo },
        { field: 'quantity', available: fresh!.onHand },
      );
    await recordMovement(tx, ctx, actor, { itemId: batch.itemId, batchId: batch.id, kind: input.kind, quantity, reason: input.reason });
  });
}
