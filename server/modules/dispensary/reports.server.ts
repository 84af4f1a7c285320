/**
 * The dispensary's reports of a period (decision 0071), each a sum of the one ledger: stock movement
 * by item (opening, each kind, closing), expiry losses (batches that expired in the period holding
 * stock, at their cost) and materials cost per programme (sessions' consumption less returns, at
 * batch cost). Periods are clinic dates, from the first midnight to the midnight after the last day.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, clinicDate, slotStart, type IsoDate } from '@core/booking/slots';
import { materialUse } from '@core/dispensary/materials';
import type { MovementKind } from '@core/dispensary/stock';
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { dispensaryBatches, dispensaryItems, dispensaryMovements, patients, programmes, therapySessions } from '@server/db/schema';
import { MATERIAL_MOVE, materialsUsed } from './materials.server';
import { groupBy } from '@core/group-by';

const KINDS: MovementKind[] = ['received', 'dispensed', 'consumed', 'adjusted', 'returned', 'expired'];

const bounds = (range: ExportRange) => ({
  start: slotStart(range.from, '00:00'),
  end: slotStart(addDays(range.to as IsoDate, 1), '00:00'),
});

/** Each item that moved in the period: its stock at the start, the sum of each kind, its stock at the end. */
export async function stockMovementReport(ctx: AppContext, range: ExportRange) {
  const { start, end } = bounds(range);
  const m = dispensaryMovements;
  const sumOf = (kind: MovementKind) =>
    sql<number>`coalesce(sum(${m.quantity}) filter (where ${m.kind} = ${kind} and ${m.at} >= ${start}), 0)::int`;
  const rows = await ctx.db
    .select({
      itemId: m.itemId,
      name: dispensaryItems.name,
      unit: dispensaryItems.unit,
      kind: dispensaryItems.kind,
      opening: sql<number>`coalesce(sum(${m.quantity}) filter (where ${m.at} < ${start}), 0)::int`,
      moved: sql<number>`count(*) filter (where ${m.at} >= ${start})::int`,
      ...Object.fromEntries(KINDS.map((k) => [k, sumOf(k)])),
    })
    .from(m)
    .innerJoin(dispensaryItems, eq(dispensaryItems.id, m.itemId))
    .where(lt(m.at, end))
    .groupBy(m.itemId, dispensaryItems.id)
    .having(sql`count(*) filter (where ${m.at} >= ${start}) > 0`)
    .orderBy(asc(dispensaryItems.name));
  return rows.map((r) => {
    const byKind = r as unknown as Record<MovementKind, number>;
    const change = KINDS.reduce((sum, k) => sum + byKind[k], 0);
    return {
      itemId: r.itemId,
      name: r.name,
      unit: r.unit,
      kind: r.kind,
      opening: r.opening,
      ...Object.fromEntries(KINDS.map((k) => [k, byKind[k]])),
      closing: r.opening + change,
    } as { itemId: string; name: string; unit: string; kind: string; opening: number; closing: number } & Record<MovementKind, number>;
  });
}

/**
 * Batches that expired in the period (from the day after their expiry date) while holding stock:
 * the quantity on hand when they expired, its cost, and how much has been written off since.
 */
export async function expiryLossReport(ctx: AppContext, range: ExportRange) {
  const today = clinicDate(ctx.now());
  // Expired on day d means the expiry date is d - 1; only days already past count.
  const lastExpiry = addDays(range.to as IsoDate, -1) < today ? addDays(range.to as IsoDate, -1) : addDays(today as IsoDate, -1);
  const batches = await ctx.db
    .select({
      batchId: dispensaryBatches.id,
      itemId: dispensaryItems.id,
      name: dispensaryItems.name,
      unit: dispensaryItems.unit,
      batchNo: dispensaryBatches.batchNo,
      expiryDate: dispensaryBatches.expiryDate,
      costPaise: dispensaryBatches.costPaise,
    })
    .from(dispensaryBatches)
    .innerJoin(dispensaryItems, eq(dispensaryItems.id, dispensaryBatches.itemId))
    .where(
      and(gte(dispensaryBatches.expiryDate, addDays(range.from as IsoDate, -1)), sql`${dispensaryBatches.expiryDate} <= ${lastExpiry}`),
    )
    .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryItems.name));
  const moves = batches.length
    ? await ctx.db
        .select({
          batchId: dispensaryMovements.batchId,
          kind: dispensaryMovements.kind,
          quantity: dispensaryMovements.quantity,
          at: dispensaryMovements.at,
        })
        .from(dispensaryMovements)
        .where(
          inArray(
            dispensaryMovements.batchId,
            batches.map((b) => b.batchId),
          ),
        )
    : [];
  const rows = batches
    .map((b) => {
      const expiredFrom = slotStart(addDays(b.expiryDate as IsoDate, 1), '00:00');
      const mine = moves.filter((mv) => mv.batchId === b.batchId);
      const atExpiry = mine.filter((mv) => mv.at < expiredFrom).reduce((sum, mv) => sum + mv.quantity, 0);
      const writtenOff = -mine.filter((mv) => mv.kind === 'expired').reduce((sum, mv) => sum + mv.quantity, 0);
      return { ...b, quantity: atExpiry, lossPaise: atExpiry * b.costPaise, writtenOff };
    })
    .filter((r) => r.quantity > 0);
  return { rows, totalPaise: rows.reduce((sum, r) => sum + r.lossPaise, 0) };
}

/** Each programme whose sessions used materials in the period: the patient, the programme's start, the cost. */
export async function materialsCostReport(ctx: AppContext, range: ExportRange) {
  const { start, end } = bounds(range);
  const rows = await ctx.db
    .select({
      programmeId: programmes.id,
      startDate: programmes.startDate,
      status: programmes.status,
      patient: patients.name,
      ...MATERIAL_MOVE,
    })
    .from(dispensaryMovements)
    .innerJoin(therapySessions, sql`${therapySessions.id}::text = ${dispensaryMovements.ref}`)
    .innerJoin(programmes, eq(programmes.id, therapySessions.programmeId))
    .innerJoin(patients, eq(patients.id, programmes.patientId))
    .innerJoin(dispensaryBatches, eq(dispensaryBatches.id, dispensaryMovements.batchId))
    .innerJoin(dispensaryItems, eq(dispensaryItems.id, dispensaryMovements.itemId))
    .where(and(materialsUsed(), gte(dispensaryMovements.at, start), lt(dispensaryMovements.at, end)));
  const byProgramme = groupBy(rows, (r) => r.programmeId);
  const list = [...byProgramme.values()]
    .map((moves) => {
      const { programmeId, startDate, status, patient } = moves[0]!;
      return { programmeId, startDate, status, patient, ...materialUse(moves) };
    })
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.patient.localeCompare(b.patient));
  return { programmes: list, totalPaise: list.reduce((sum, p) => sum + p.costPaise, 0) };
}
