/**
 * Reading the dispensary's tax invoices and credit notes (decision 0070): the desk's list, one
 * invoice with its lines, HSN summary, receipt and credit note, and the refusal of any edit.
 */
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { hsnSummary } from '@core/dispensary/gst';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { BillMedicine } from '@core/programmes/bill';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import type { AppContext } from '@server/context';
import { creditNotes, receipts, taxInvoiceLines, taxInvoices } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';

export interface InvoiceListQuery {
  from?: string;
  to?: string;
}

/** The invoices issued between two clinic dates (default: the last 200), newest first, each with its credit note. */
export async function listInvoices(ctx: AppContext, query: InvoiceListQuery) {
  const rows = await ctx.db
    .select({ invoice: taxInvoices, note: { id: creditNotes.id, noteNo: creditNotes.noteNo } })
    .from(taxInvoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, taxInvoices.id))
    .where(and(query.from ? gte(taxInvoices.issuedOn, query.from) : undefined, query.to ? lte(taxInvoices.issuedOn, query.to) : undefined))
    .orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.number))
    .limit(200);
  return rows.map(({ invoice: i, note }) => ({
    id: i.id,
    invoiceNo: i.invoiceNo,
    issuedAt: i.issuedAt.toISOString(),
    issuedOn: i.issuedOn,
    buyerName: i.buyerName,
    amount: i.amount,
    method: i.method,
    sourceKind: i.sourceKind,
    creditNote: note?.id ? { id: note.id, noteNo: note.noteNo } : null,
  }));
}

/** One invoice as the screen and the PDF show it; 404 when there is none. */
export async function invoiceDetail(ctx: AppContext, id: string) {
  const [invoice] = await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.id, id));
  if (!invoice) throw new NotFound('dispensary.invoice.notFound');
  const lines = await ctx.db.select().from(taxInvoiceLines).where(eq(taxInvoiceLines.invoiceId, id)).orderBy(asc(taxInvoiceLines.lineNo));
  const [note] = await ctx.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, id));
  const [receipt] = await ctx.db
    .select({ id: receipts.id, year: receipts.financialYear, number: receipts.number })
    .from(receipts)
    .where(eq(receipts.taxInvoiceId, id));
  const summary = hsnSummary(
    lines.map((l) => ({
      hsnCode: l.hsnCode,
      rateBp: l.gstRateBp,
      unit: l.unit,
      quantity: l.quantity,
      gross: l.grossPaise,
      taxable: l.taxablePaise,
      cgst: l.cgstPaise,
      sgst: l.sgstPaise,
      igst: l.igstPaise,
    })),
  );
  return {
    invoice: { ...invoice, issuedAt: invoice.issuedAt.toISOString() },
    lines,
    hsnSummary: summary,
    receipt: receipt ? { id: receipt.id, number: formatReceiptNumber(receipt.year, receipt.number) } : null,
    creditNote: note ? { ...note, issuedAt: note.issuedAt.toISOString() } : null,
  };
}
export type InvoiceDetail = Awaited<ReturnType<typeof invoiceDetail>>;

/**
 * Any change to an issued invoice: refused (409 naming the credit note as the way), after the 404
 * of an invoice that does not exist. The database refuses it too (a trigger on the table).
 */
export async function refuseInvoiceEdit(ctx: AppContext, id: string): Promise<never> {
  const [invoice] = await ctx.db.select({ invoiceNo: taxInvoices.invoiceNo }).from(taxInvoices).where(eq(taxInvoices.id, id));
  if (!invoice) throw new NotFound('dispensary.invoice.notFound');
  throw new Conflict('dispensary.invoice.immutable', { invoiceNo: invoice.invoiceNo }, { field: 'invoice' });
}

/**
 * The tax invoices issued to a patient from `from` to `to` (clinic dates), oldest first, each with
 * its lines in a word and whether a credit note reversed it: what a programme's final bill lists
 * (decision 0070). Quantities take the unit in `locale`.
 */
export async function patientInvoicesBetween(
  ctx: AppContext,
  patientId: string,
  from: string,
  to: string,
  locale: Locale,
): Promise<BillMedicine[]> {
  const heads = await ctx.db
    .select({
      id: taxInvoices.id,
      invoiceNo: taxInvoices.invoiceNo,
      date: taxInvoices.issuedOn,
      amount: taxInvoices.amount,
      credit: creditNotes.id,
    })
    .from(taxInvoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, taxInvoices.id))
    .where(and(eq(taxInvoices.patientId, patientId), gte(taxInvoices.issuedOn, from), lte(taxInvoices.issuedOn, to)))
    .orderBy(asc(taxInvoices.issuedOn), asc(taxInvoices.number));
  if (!heads.length) return [];
  const lines = await ctx.db
    .select({
      invoiceId: taxInvoiceLines.invoiceId,
      description: taxInvoiceLines.description,
      quantity: taxInvoiceLines.quantity,
      unit: taxInvoiceLines.unit,
    })
    .from(taxInvoiceLines)
    .where(
      inArray(
        taxInvoiceLines.invoiceId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(taxInvoiceLines.lineNo));
  return heads.map((h) => ({
    invoiceNo: h.invoiceNo,
    date: h.date,
    items: lines
      .filter((l) => l.invoiceId === h.id)
      .map((l) => `${l.description} × ${l.quantity} ${translate(locale, `dispensary.count.${l.unit}`, { n: l.quantity })}`),
    amount: h.amount,
    credited: h.credit !== null,
  }));
}
