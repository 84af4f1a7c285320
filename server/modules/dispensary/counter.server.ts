/**
 * What the dispensary's counter reads (decision 0069): the prescriptions waiting (catalogue lines not
 * fully dispensed), one prescription with what is left and the stock for it, its dispensations, and
 * a dispensation's labels. Dispensing itself is dispense.server.ts.
 */
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { addDays, clinicDate } from '@core/booking/slots';
import type { PrescriptionLine } from '@core/dispensary/prescription-line';
import { isCatalogueLine } from '@core/dispensary/prescription-text';
import type { AppContext } from '@server/context';
import { consultations, patients, dispensaryBatches, dispensationLines, dispensations, taxInvoices } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';
import { collectedByLine } from './dispense.server';

/** The counter lists prescriptions of the last this many days; older ones open from the patient's page. */
const QUEUE_DAYS = 90;

type CatalogueLine = PrescriptionLine & { key: string; itemId: string; quantity: number };

function leftOf(lines: CatalogueLine[], collected: Record<string, number>) {
  return lines.map((l) => ({ ...l, collected: collected[l.key] ?? 0, left: Math.max(0, l.quantity - (collected[l.key] ?? 0)) }));
}

/** Prescriptions with catalogue lines not fully dispensed, newest visit first. */
export async function dispensingQueue(ctx: AppContext) {
  const since = addDays(clinicDate(ctx.now()), -QUEUE_DAYS);
  const rows = await ctx.db
    .select({
      id: consultations.id,
      name: consultations.name,
      doctorName: consultations.doctorName,
      date: consultations.date,
      prescription: consultations.prescription,
    })
    .from(consultations)
    .where(
      and(
        ne(consultations.status, 'cancelled'),
        gte(consultations.date, since),
        sql`jsonb_path_exists(${consultations.prescription}, '$.medicines[*].itemId')`,
      ),
    )
    .orderBy(desc(consultations.date), desc(consultations.timeSlot))
    .limit(500);
  const collected = await collectedByLine(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const lines = leftOf((r.prescription?.medicines ?? []).filter(isCatalogueLine), collected.get(r.id) ?? {});
    const waiting = lines.filter((l) => l.left > 0);
    if (!waiting.length) return [];
    const started = lines.some((l) => l.collected > 0);
    return [{ consultationId: r.id, name: r.name, doctorName: r.doctorName, date: r.date, lines: waiting.length, started }];
  });
}

/** Units usable now (batches not expired) of each item. */
async function usableStock(ctx: AppContext, itemIds: string[]): Promise<Map<string, number>> {
  if (!itemIds.length) return new Map();
  const today = clinicDate(ctx.now());
  const rows = await ctx.db
    .select({ itemId: dispensaryBatches.itemId, usable: sql<number>`coalesce(sum(${dispensaryBatches.onHand}), 0)::int` })
    .from(dispensaryBatches)
    .where(and(inArray(dispensaryBatches.itemId, itemIds), gte(dispensaryBatches.expiryDate, today)))
    .groupBy(dispensaryBatches.itemId);
  return new Map(rows.map((r) => [r.itemId, r.usable]));
}

/** A dispensation's lines grouped by prescription line: the batches each took and the amount. */
async function dispensationsOf(ctx: AppContext, consultationId: string) {
  const heads = await ctx.db
    .select()
    .from(dispensations)
    .where(eq(dispensations.consultationId, consultationId))
    .orderBy(desc(dispensations.at));
  const lines = heads.length
    ? await ctx.db
        .select()
        .from(dispensationLines)
        .where(
          inArray(
            dispensationLines.dispensationId,
            heads.map((h) => h.id),
          ),
        )
        .orderBy(asc(dispensationLines.itemName), asc(dispensationLines.expiryDate))
    : [];
  const invoices = heads.length
    ? await ctx.db
        .select({ id: taxInvoices.id, invoiceNo: taxInvoices.invoiceNo, amount: taxInvoices.amount, sourceId: taxInvoices.sourceId })
        .from(taxInvoices)
        .where(
          and(
            eq(taxInvoices.sourceKind, 'dispensation'),
            inArray(
              taxInvoices.sourceId,
              heads.map((h) => h.id),
            ),
          ),
        )
    : [];
  return heads.map((h) => ({
    id: h.id,
    at: h.at.toISOString(),
    staffName: h.staffName,
    totalPaise: h.totalPaise,
    invoice: invoices.find((i) => i.sourceId === h.id) ?? null,
    lines: lines
      .filter((l) => l.dispensationId === h.id)
      .map((l) => ({
        lineKey: l.lineKey,
        itemName: l.itemName,
        unit: l.unit,
        batchNo: l.batchNo,
        expiryDate: l.expiryDate,
        quantity: l.quantity,
        unitMrpPaise: l.unitMrpPaise,
        amountPaise: l.amountPaise,
      })),
  }));
}

/** One prescription at the counter: its catalogue lines (prescribed, given, left, stock), free-text lines, and what was given when. */
export async function counterPrescription(ctx: AppContext, consultationId: string) {
  const [row] = await ctx.db.select().from(consultations).where(eq(consultations.id, consultationId));
  if (!row || row.status === 'cancelled' || !row.prescription) throw new NotFound('dispensing.prescriptionNotFound');
  const medicines = row.prescription.medicines;
  const catalogue = medicines.filter(isCatalogueLine);
  const collected = (await collectedByLine(ctx.db, [row.id])).get(row.id) ?? {};
  const stock = await usableStock(
    ctx,
    catalogue.map((l) => l.itemId),
  );
  return {
    consultation: { id: row.id, name: row.name, doctorName: row.doctorName, date: row.date, locale: row.locale },
    lines: leftOf(catalogue, collected).map((l) => ({ ...l, usable: stock.get(l.itemId) ?? 0 })),
    outside: medicines.filter((m) => !isCatalogueLine(m)),
    dispensations: await dispensationsOf(ctx, row.id),
  };
}

/** A dispensation's labels: one per prescription line it gave, with the line's directions. */
export async function dispensationLabels(ctx: AppContext, dispensationId: string) {
  const [head] = await ctx.db.select().from(dispensations).where(eq(dispensations.id, dispensationId));
  if (!head) throw new NotFound('dispensing.dispensationNotFound');
  const [row] = await ctx.db.select().from(consultations).where(eq(consultations.id, head.consultationId));
  // The patient's language: their account's, else the one they booked in.
  const [account] = head.patientId
    ? await ctx.db.select({ locale: patients.locale }).from(patients).where(eq(patients.id, head.patientId))
    : [];
  const lines = await ctx.db.select().from(dispensationLines).where(eq(dispensationLines.dispensationId, head.id));
  const byKey = new Map((row?.prescription?.medicines ?? []).filter(isCatalogueLine).map((l) => [l.key, l]));
  const keys = [...new Set(lines.map((l) => l.lineKey))];
  return {
    dispensation: head,
    locale: account?.locale ?? row?.locale ?? 'en',
    labels: keys.map((key) => {
      const given = lines.filter((l) => l.lineKey === key);
      const line = byKey.get(key);
      return {
        itemName: given[0]!.itemName,
        unit: given[0]!.unit,
        quantity: given.reduce((sum, l) => sum + l.quantity, 0),
        batches: given.map((l) => l.batchNo),
        expiryDate: given.map((l) => l.expiryDate).sort()[0]!,
        dosage: line?.dosage ?? '',
        timing: line?.timing,
        anupana: line?.anupana,
        days: line?.days,
        duration: line?.duration,
      };
    }),
  };
}
