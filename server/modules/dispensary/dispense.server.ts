/**
 * Dispensing from a prescription (decision 0069). The desk gives all or part of each catalogue line
 * of a consultation's prescription: in one transaction the consultation's row is locked (so two
 * desks dispensing one prescription queue and never give more than it prescribes), each line's stock
 * leaves through `issueStockIn` (first expiry first out, kind 'dispensed', ref the consultation and
 * dispensation), and a dispensation is recorded with its lines per batch: item, batch, quantity,
 * the batch's MRP, and the item's GST rate and HSN code as they were, so that it can be billed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DispenseInput, PrescriptionLine } from '@core/dispensary/prescription-line';
import { isCatalogueLine } from '@core/dispensary/prescription-text';
import type { PrescriptionInput } from '@core/schemas/staff/staff';
import type { AppContext } from '@server/context';
import { writeAudit } from '@server/audit/audit.server';
import type { Db, Tx } from '@server/db/client';
import { isCheckViolation } from '@server/db/errors';
import { consultations, dispensaryItems, dispensationLines, dispensations } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, isDomainError, NotFound } from '@server/domain/errors';
import { issueStockIn } from './stock.server';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

/** Units dispensed so far per prescription line (its key), for each of `consultationIds`. */
export async function collectedByLine(db: Db | Tx, consultationIds: string[]): Promise<Map<string, Record<string, number>>> {
  const found = new Map<string, Record<string, number>>();
  if (!consultationIds.length) return found;
  const rows = await db
    .select({
      consultationId: dispensationLines.consultationId,
      lineKey: dispensationLines.lineKey,
      quantity: sql<number>`sum(${dispensationLines.quantity})::int`,
    })
    .from(dispensationLines)
    .where(inArray(dispensationLines.consultationId, consultationIds))
    .groupBy(dispensationLines.consultationId, dispensationLines.lineKey);
  for (const r of rows) found.set(r.consultationId, { ...found.get(r.consultationId), [r.lineKey]: r.quantity });
  return found;
}

/**
 * Dispenses `input.lines` of consultation `consultationId`'s prescription inside `tx`; returns the
 * dispensation's id. Refused whole: a line not on the prescription (400), more than is left to
 * give (409), not enough stock in batches that have not expired (409 naming the medicine).
 *
 * @public The one way a prescription is dispensed (decision 0069); billing reads its record.
 */
export async function dispensePrescription(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  consultationId: string,
  input: DispenseInput,
): Promise<string> {
  const [consultation] = await tx.select().from(consultations).where(eq(consultations.id, consultationId)).for('update');
  if (!consultation || consultation.status === 'cancelled') throw new NotFound('dispensing.prescriptionNotFound');
  const lines = new Map((consultation.prescription?.medicines ?? []).filter(isCatalogueLine).map((l) => [l.key, l]));
  const collected = (await collectedByLine(tx, [consultationId])).get(consultationId) ?? {};
  const wanted = input.lines.map((asked, index) => {
    const line = lines.get(asked.key);
    if (!line) throw new BadRequest('dispensing.lineNotFound', { [`lines.${index}.key`]: 'dispensing.lineNotFound' });
    const left = line.quantity - (collected[line.key] ?? 0);
    if (asked.quantity > left)
      throw new Conflict(
        'dispensing.moreThanLeft',
        { name: line.name, left, unit: `dispensary.unit.${line.unit ?? 'piece'}` },
        { field: `lines.${index}.quantity`, left },
      );
    return { index, line, quantity: asked.quantity };
  });
  const id = randomUUID();
  const rows: (typeof dispensationLines.$inferInsert)[] = [];
  // Items locked in one order (by id): two dispensations never wait on each other's items.
  for (const w of [...wanted].sort((a, b) => a.line.itemId.localeCompare(b.line.itemId))) {
    const parts = await issuing(w.index, w.line.name, () =>
      issueStockIn(tx, ctx, actor, {
        itemId: w.line.itemId,
        quantity: w.quantity,
        kind: 'dispensed',
        reason: '',
        ref: `${consultationId}/${id}`,
      }),
    );
    const [item] = await tx.select().from(dispensaryItems).where(eq(dispensaryItems.id, w.line.itemId));
    for (const part of parts)
      rows.push({
        dispensationId: id,
        consultationId,
        lineKey: w.line.key,
        itemId: item!.id,
        batchId: part.batchId,
        itemName: item!.name,
        unit: item!.unit,
        batchNo: part.batchNo,
        expiryDate: part.expiryDate,
        quantity: part.quantity,
        unitMrpPaise: part.mrpPaise,
        amountPaise: part.mrpPaise * part.quantity,
        gstRateBp: item!.gstRateBp,
        hsnCode: item!.hsnCode,
      });
  }
  const [dispensation] = await tx
    .insert(dispensations)
    .values({
      id,
      consultationId,
      patientId: consultation.patientId,
      patientName: consultation.name,
      totalPaise: rows.reduce((sum, r) => sum + r.amountPaise, 0),
      at: ctx.now(),
      staffId: actor.id,
      staffName: actor.name ?? '',
    })
    .returning();
  const written = await tx.insert(dispensationLines).values(rows).returning();
  await writeAudit(tx, ctx, actor, {
    action: 'dispensary.dispensed',
    entity: 'dispensation',
    entityId: id,
    after: { ...dispensation, lines: written },
  });
  return id;
}

/** Stock refused for one line: the medicine named, the line's field given (both languages). */
async function issuing<T>(index: number, name: string, issue: () => Promise<T>): Promise<T> {
  try {
    return await issue();
  } catch (error) {
    if (isDomainError(error) && error.message === 'dispensary.notEnoughStock')
      throw new Conflict('dispensing.notEnoughStock', { ...error.params, name }, { ...error.details, field: `lines.${index}.quantity` });
    if (isDomainError(error) && error.message === 'dispensary.itemInactive')
      throw new Conflict('dispensary.itemInactive', { name }, { field: `lines.${index}.key` });
    throw error;
  }
}

/** `dispensePrescription` in a transaction of its own; a batch's refused check is stock not there (409). */
export async function dispense(ctx: AppContext, actor: Actor, consultationId: string, input: DispenseInput): Promise<string> {
  try {
    return await ctx.db.transaction((tx) => dispensePrescription(tx, ctx, actor, consultationId, input));
  } catch (error) {
    if (isCheckViolation(error, 'dispensary_batches_on_hand_not_negative'))
      throw new Conflict('dispensary.notEnoughStock', { available: 0 }, { field: 'lines' });
    throw error;
  }
}

/**
 * A prescription as the doctor saves it, checked against the catalogue and what was dispensed
 * (inside the saving transaction, the consultation's row locked): each catalogue line names a
 * medicine of the catalogue (its unit copied) and gets a key if new; a line already dispensed
 * keeps its key and item and is not cut below what was given.
 */
export async function checkPrescriptionLines(tx: Tx, consultationId: string, prescription: PrescriptionInput): Promise<PrescriptionInput> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.id, consultationId)).for('update');
  const before = new Map((row?.prescription?.medicines ?? []).filter(isCatalogueLine).map((l) => [l.key, l]));
  const collected = (await collectedByLine(tx, [consultationId])).get(consultationId) ?? {};
  const ids = [...new Set(prescription.medicines.flatMap((m) => (m.itemId ? [m.itemId] : [])))];
  const items = ids.length
    ? await tx
        .select()
        .from(dispensaryItems)
        .where(and(inArray(dispensaryItems.id, ids), eq(dispensaryItems.kind, 'medicine')))
    : [];
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Set<string>();
  const medicines = prescription.medicines.map((m, index) => {
    if (!m.itemId) {
      const { key: _key, quantity: _quantity, unit: _unit, ...free } = m;
      return free as PrescriptionLine;
    }
    const item = byId.get(m.itemId);
    if (!item) throw new BadRequest('dispensing.itemNotFound', { [`medicines.${index}.itemId`]: 'dispensing.itemNotFound' });
    // A key the prescription had for this item stays; anything else is a new line.
    const key = m.key && !seen.has(m.key) && before.get(m.key)?.itemId === m.itemId ? m.key : randomUUID();
    seen.add(key);
    return { ...m, key, unit: item.unit } as PrescriptionLine;
  });
  for (const [key, given] of Object.entries(collected)) {
    const index = medicines.findIndex((m) => m.key === key);
    if (index < 0)
      throw new Conflict('dispensing.dispensedLineRemoved', { name: before.get(key)?.name ?? '', given }, { field: 'medicines' });
    if ((medicines[index]!.quantity ?? 0) < given)
      throw new BadRequest('dispensing.belowDispensed', { [`medicines.${index}.quantity`]: 'dispensing.belowDispensed' }, { given });
  }
  return { ...prescription, medicines };
}
