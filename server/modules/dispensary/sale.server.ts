/**
 * Selling medicines (decision 0070): stock leaves first expiry first out (`issueStockIn`, kind
 * 'dispensed') and the GST tax invoice is written in the same transaction, with its receipt and
 * its payment reference (held once: decision 0030). The invoice number comes from the series'
 * counter row, locked by this transaction (FOR UPDATE), so numbers are gapless and unique per
 * financial year under any number of simultaneous sales: a sale that rolls back takes its number
 * back with it. An issued invoice is never edited; a credit note (admin, its own series) reverses
 * it whole and puts its stock back ('returned').
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { clinicDate } from '@core/booking/slots';
import { addressLine } from '@core/clinic';
import { PAYMENT_MODE } from '@core/constants';
import {
  formatDocumentNumber,
  invoiceTotals,
  lineTax,
  SALE_METHOD,
  type CreditNoteInput,
  type DispensationBill,
  type DocumentSeries,
  type SaleInput,
} from '@core/dispensary/gst';
import { financialYear } from '@core/receipts/receipt-number';
import { writeAudit } from '@server/audit/audit.server';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { isUniqueViolation } from '@server/db/errors';
import {
  creditNotes,
  dispensaryItems,
  dispensationLines,
  dispensations,
  documentCounters,
  patients,
  taxInvoiceLines,
  taxInvoices,
  type SupplierOnInvoice,
} from '@server/db/schema';
import { staffActor, type SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';
import { initialClinicProfile, savedClinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { paymentCountsOn } from '@server/modules/paperwork/day-close.server';
import { holdingReferences, recordReferencesAs } from '@server/modules/payments/payment-references.server';
import { issueMoneyInReceipt } from '@server/modules/receipts/receipts.server';
import { issueStockIn, refusingNegative, returnStockIn } from './stock.server';

/**
 * The next number of a series in a financial year, inside the issuing transaction: the counter's
 * row is created once, then locked (FOR UPDATE) and moved on. A second sale waits for the first to
 * commit or roll back, so no number is skipped or given twice.
 */
async function nextNumber(tx: Tx, series: DocumentSeries, year: string): Promise<number> {
  await tx.insert(documentCounters).values({ series, financialYear: year, lastNumber: 0 }).onConflictDoNothing();
  const where = and(eq(documentCounters.series, series), eq(documentCounters.financialYear, year));
  const [row] = await tx.select().from(documentCounters).where(where).for('update');
  const number = row!.lastNumber + 1;
  await tx.update(documentCounters).set({ lastNumber: number }).where(where);
  return number;
}

/** The clinic as the invoice prints it; 409 while the clinic has no GSTIN (it cannot charge GST). */
async function supplier(tx: Tx, ctx: AppContext): Promise<SupplierOnInvoice> {
  // Read in the sale's transaction (on PGlite the one connection is the transaction's).
  const profile = (await savedClinicProfile(tx)) ?? initialClinicProfile(ctx.config);
  if (!profile.gst?.gstin) throw new Conflict('dispensary.sale.noGstin', undefined, { field: 'gstin' });
  return {
    name: profile.name,
    legalName: profile.legalName,
    address: { en: addressLine(profile, 'en'), hi: addressLine(profile, 'hi') },
    gstin: profile.gst.gstin,
    stateCode: profile.gst.stateCode,
    phone: profile.phone,
  };
}

/** Stock out for each wanted item, in item order (so two sales lock items in one order); one invoice line per batch issued. */
async function issueLines(tx: Tx, ctx: AppContext, actor: SignedInStaff, sale: SaleInput, id: string, interState: boolean) {
  const lines: (typeof taxInvoiceLines.$inferInsert)[] = [];
  for (const wanted of [...sale.lines].sort((a, b) => a.itemId.localeCompare(b.itemId))) {
    const parts = await issueStockIn(tx, ctx, actor, {
      itemId: wanted.itemId,
      quantity: wanted.quantity,
      kind: 'dispensed',
      reason: '',
      ref: id,
    });
    const [item] = await tx.select().from(dispensaryItems).where(eq(dispensaryItems.id, wanted.itemId));
    const description = [item!.name, item!.strength, item!.pack].filter(Boolean).join(', ');
    for (const part of parts) {
      const tax = lineTax(part.mrpPaise, part.quantity, item!.gstRateBp, interState);
      lines.push({
        invoiceId: id,
        lineNo: lines.length + 1,
        itemId: item!.id,
        batchId: part.batchId,
        description,
        batchNo: part.batchNo,
        expiryDate: part.expiryDate,
        hsnCode: item!.hsnCode,
        unit: item!.unit,
        quantity: part.quantity,
        mrpPaise: part.mrpPaise,
        gstRateBp: item!.gstRateBp,
        grossPaise: tax.gross,
        taxablePaise: tax.taxable,
        cgstPaise: tax.cgst,
        sgstPaise: tax.sgst,
        igstPaise: tax.igst,
      });
    }
  }
  return lines;
}

export interface IssuedInvoice {
  id: string;
  invoiceNo: string;
  amount: number;
  receiptId: string;
}

/**
 * Sells `sale.lines` inside the caller's transaction: stock out first expiry first out, one invoice
 * line per batch issued (a batch has its own MRP), the tax split by the place of supply, the
 * invoice, its receipt and its payment reference. Lines are issued in item order so that two sales
 * of the same items lock them in the same order. `source` says what the sale is of (the counter, or
 * a prescription's dispensation by its id).
 *
 * @public THE way medicines are sold (decision 0070); dispensing a prescription calls it with its source.
 */
export async function sellItems(tx: Tx, ctx: AppContext, actor: SignedInStaff, sale: SaleInput): Promise<IssuedInvoice> {
  if (sale.source.kind !== 'counter') throw new BadRequest('dispensary.sale.sourceInvalid', { source: 'dispensary.sale.sourceInvalid' });
  return writeInvoice(tx, ctx, actor, sale, (id, interState) => issueLines(tx, ctx, actor, sale, id, interState));
}

type InvoiceLine = typeof taxInvoiceLines.$inferInsert;

/**
 * The invoice of a sale whose lines `linesFor` gives (stock issued now, or a dispensation's batches
 * already issued): totals, the next number of the series, the receipt, the payment reference and
 * the audit, in the caller's transaction.
 */
async function writeInvoice(
  tx: Tx,
  ctx: AppContext,
  actor: SignedInStaff,
  sale: Omit<SaleInput, 'lines'>,
  linesFor: (invoiceId: string, interState: boolean) => Promise<InvoiceLine[]>,
): Promise<IssuedInvoice> {
  const clinic = await supplier(tx, ctx);
  await recordReferencesAs(tx, staffActor(actor));
  const id = randomUUID();
  const now = ctx.now();
  const placeOfSupply = sale.buyer.stateCode || clinic.stateCode;
  const interState = placeOfSupply !== clinic.stateCode;
  const lines = await linesFor(id, interState);
  const totals = invoiceTotals(
    lines.map((l) => ({ gross: l.grossPaise, taxable: l.taxablePaise, cgst: l.cgstPaise!, sgst: l.sgstPaise!, igst: l.igstPaise! })),
  );
  const year = financialYear(now);
  const number = await nextNumber(tx, 'invoice', year);
  const invoiceNo = formatDocumentNumber('invoice', year, number);
  const method = SALE_METHOD[sale.payment.mode];
  const reference = sale.payment.reference?.trim() || null;
  const countsOn = await paymentCountsOn(ctx, tx);
  await tx.insert(taxInvoices).values({
    id,
    financialYear: year,
    number,
    invoiceNo,
    issuedAt: now,
    issuedOn: clinicDate(now),
    supplier: clinic,
    buyerName: sale.buyer.name,
    buyerAddress: sale.buyer.address,
    buyerPhone: sale.buyer.phone,
    buyerGstin: sale.buyer.gstin,
    patientId: sale.buyer.patientId,
    placeOfSupply,
    interState,
    sourceKind: sale.source.kind,
    sourceId: sale.source.id,
    grossPaise: totals.gross,
    taxablePaise: totals.taxable,
    cgstPaise: totals.cgst,
    sgstPaise: totals.sgst,
    igstPaise: totals.igst,
    roundOffPaise: totals.roundOff,
    amount: totals.amount,
    method,
    reference,
    countsOn,
    issuedBy: actor.id,
    issuedByName: actor.name,
  });
  await tx.insert(taxInvoiceLines).values(lines);
  const receipt = await issueMoneyInReceipt(
    tx,
    ctx,
    { paysFor: 'sale', taxInvoiceId: id, amount: totals.amount, mode: PAYMENT_MODE[method], reference },
    actor.id,
  );
  await writeAudit(tx, ctx, actor, {
    action: 'dispensary.invoice.issued',
    entity: 'tax-invoice',
    entityId: id,
    after: { invoiceNo, amount: totals.amount, method, reference, lines: lines.length, source: sale.source, countsOn },
  });
  return { id, invoiceNo, amount: totals.amount, receiptId: receipt.id };
}

/** A dispensation's lines as invoice lines: the batches, MRPs, GST rates and HSN codes it took, no stock moved again. */
async function dispensedLines(tx: Tx, dispensationId: string, invoiceId: string, interState: boolean): Promise<InvoiceLine[]> {
  const rows = await tx
    .select({ line: dispensationLines, strength: dispensaryItems.strength, pack: dispensaryItems.pack })
    .from(dispensationLines)
    .innerJoin(dispensaryItems, eq(dispensaryItems.id, dispensationLines.itemId))
    .where(eq(dispensationLines.dispensationId, dispensationId))
    .orderBy(asc(dispensationLines.itemName), asc(dispensationLines.expiryDate));
  return rows.map(({ line, strength, pack }, index) => {
    const tax = lineTax(line.unitMrpPaise, line.quantity, line.gstRateBp, interState);
    return {
      invoiceId,
      lineNo: index + 1,
      itemId: line.itemId,
      batchId: line.batchId,
      description: [line.itemName, strength, pack].filter(Boolean).join(', '),
      batchNo: line.batchNo,
      expiryDate: line.expiryDate,
      hsnCode: line.hsnCode,
      unit: line.unit,
      quantity: line.quantity,
      mrpPaise: line.unitMrpPaise,
      gstRateBp: line.gstRateBp,
      grossPaise: tax.gross,
      taxablePaise: tax.taxable,
      cgstPaise: tax.cgst,
      sgstPaise: tax.sgst,
      igstPaise: tax.igst,
    };
  });
}

/**
 * The tax invoice of what the counter gave against a prescription (decision 0069's dispensation):
 * the patient is the buyer, the lines are the dispensation's batches at the MRPs they left at, and
 * the stock is not moved again. One invoice per dispensation (a unique index); a second answers 409.
 *
 * @public The one way a prescription's dispensing is billed (decision 0070).
 */
export async function billDispensation(
  ctx: AppContext,
  actor: SignedInStaff,
  dispensationId: string,
  payment: DispensationBill,
): Promise<IssuedInvoice> {
  const reference = payment.reference ?? null;
  return holdingReferences(ctx, { references: [reference], self: { paysFor: 'sale', id: '' } }, async () => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [head] = await tx
          .select({ dispensation: dispensations, phone: patients.contact })
          .from(dispensations)
          .leftJoin(patients, eq(patients.id, dispensations.patientId))
          .where(eq(dispensations.id, dispensationId))
          .for('update', { of: dispensations });
        if (!head) throw new NotFound('dispensing.dispensationNotFound');
        const { dispensation: d } = head;
        const [billed] = await tx
          .select({ invoiceNo: taxInvoices.invoiceNo })
          .from(taxInvoices)
          .where(and(eq(taxInvoices.sourceKind, 'dispensation'), eq(taxInvoices.sourceId, d.id)));
        if (billed) throw new Conflict('dispensing.alreadyBilled', { invoiceNo: billed.invoiceNo });
        const sale = {
          buyer: { name: d.patientName, address: '', phone: head.phone ?? '', gstin: '', stateCode: '' as const, patientId: d.patientId },
          payment,
          source: { kind: 'dispensation' as const, id: d.id },
        };
        return writeInvoice(tx, ctx, actor, sale, (id, interState) => dispensedLines(tx, d.id, id, interState));
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'tax_invoices_one_per_dispensation')) throw error;
      // Two desks at once on PostgreSQL: the other's invoice committed first; name it.
      const [billed] = await ctx.db
        .select({ invoiceNo: taxInvoices.invoiceNo })
        .from(taxInvoices)
        .where(and(eq(taxInvoices.sourceKind, 'dispensation'), eq(taxInvoices.sourceId, dispensationId)));
      throw new Conflict('dispensing.alreadyBilled', { invoiceNo: billed?.invoiceNo ?? '' });
    }
  });
}

/** A counter sale in a transaction of its own: a reference already used and stock short are each one clear 409. */
export async function sellAtCounter(ctx: AppContext, actor: SignedInStaff, sale: SaleInput): Promise<IssuedInvoice> {
  const reference = sale.payment.reference ?? null;
  return holdingReferences(ctx, { references: [reference], self: { paysFor: 'sale', id: '' } }, () =>
    refusingNegative(() => ctx.db.transaction((tx) => sellItems(tx, ctx, actor, sale))),
  );
}

export interface IssuedCreditNote {
  id: string;
  noteNo: string;
  amount: number;
}

/**
 * The admin's credit note reversing a whole invoice (CGST Act section 34; CGST Rules, rule 53(1A)):
 * its own gapless series, each batch's stock back ('returned', ref the note), the money paid back
 * counted with the day's refunds. One per invoice (a second is a 409).
 */
export async function issueCreditNote(
  ctx: AppContext,
  actor: SignedInStaff,
  invoiceId: string,
  input: CreditNoteInput,
): Promise<IssuedCreditNote> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(taxInvoices).where(eq(taxInvoices.id, invoiceId)).for('update');
      if (!invoice) throw new NotFound('dispensary.invoice.notFound');
      const [held] = await tx.select({ noteNo: creditNotes.noteNo }).from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
      if (held) throw new Conflict('dispensary.creditNote.exists', { noteNo: held.noteNo });
      const id = randomUUID();
      const lines = await tx
        .select()
        .from(taxInvoiceLines)
        .where(eq(taxInvoiceLines.invoiceId, invoiceId))
        .orderBy(asc(taxInvoiceLines.itemId), asc(taxInvoiceLines.lineNo));
      const now = ctx.now();
      const year = financialYear(now);
      const number = await nextNumber(tx, 'credit-note', year);
      const noteNo = formatDocumentNumber('credit-note', year, number);
      for (const line of lines)
        await returnStockIn(tx, ctx, actor, {
          itemId: line.itemId,
          batchId: line.batchId,
          quantity: line.quantity,
          reason: input.reason,
          ref: id,
        });
      const countsOn = await paymentCountsOn(ctx, tx);
      await tx.insert(creditNotes).values({
        id,
        financialYear: year,
        number,
        noteNo,
        invoiceId,
        issuedAt: now,
        issuedOn: clinicDate(now),
        reason: input.reason,
        amount: invoice.amount,
        refundMethod: SALE_METHOD[input.refundMode],
        countsOn,
        issuedBy: actor.id,
        issuedByName: actor.name,
      });
      await writeAudit(tx, ctx, actor, {
        action: 'dispensary.creditNote.issued',
        entity: 'tax-invoice',
        entityId: invoiceId,
        after: { noteNo, invoiceNo: invoice.invoiceNo, amount: invoice.amount, reason: input.reason, refundMode: input.refundMode },
      });
      return { id, noteNo, amount: invoice.amount };
    });
  } catch (error) {
    // Two admins at once: the one-per-invoice index keeps the first.
    if (isUniqueViolation(error, 'credit_notes_one_per_invoice')) throw new Conflict('dispensary.creditNote.exists', { noteNo: '' });
    throw error;
  }
}
