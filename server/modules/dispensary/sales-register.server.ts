/**
 * The dispensary's sales in the CSV exports (decision 0070), each a sheet of the exports page:
 * - `sales`: the register, one line per tax invoice and per credit note (its values negative), by
 *   when it was issued, with the buyer, place of supply, taxable value, CGST, SGST, IGST and how paid;
 * - `sales-hsn`: the HSN summary a GST return asks for (GSTR-1 table 12): by HSN code, rate and unit
 *   quantity code, net of the credit notes issued in the range;
 * - `sales-daily`: each clinic day's invoices, credit notes and money by mode.
 */
import { sql } from 'drizzle-orm';
import { UQC, ratePercent, stateName, type HsnRow } from '@core/dispensary/gst';
import type { StockUnit } from '@core/dispensary/catalogue';
import { clinicTime } from '@core/booking/slots';
import type { Locale } from '@core/i18n/locales';
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { csvDate, csvText } from '@server/modules/paperwork/csv';
import { columns, EXPORT_BATCH, type Sheet } from '@server/modules/paperwork/exports/sheet';

const rupees = (paise: unknown) => Number(paise ?? 0) / 100;
type Rows = { rows: Record<string, unknown>[] };

interface RegisterLine {
  at: Date;
  docNo: string;
  kind: 'invoice' | 'credit-note';
  against: string | null;
  buyer: string;
  gstin: string;
  placeOfSupply: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  amount: number;
  method: string;
  reference: string | null;
}

/** Invoices and credit notes issued in the range, by when, keyset on (issued_at, number). */
export function salesRegisterSheet(ctx: AppContext, range: ExportRange, t: (k: string) => string, locale: Locale): Sheet<RegisterLine> {
  const from = range.from;
  const to = range.to;
  return {
    header: columns([
      'date',
      'time',
      'document',
      'documentNo',
      'againstInvoice',
      'buyer',
      'buyerGstin',
      'placeOfSupply',
      'taxable',
      'cgst',
      'sgst',
      'igst',
      'roundOff',
      'total',
      'paymentMode',
      'reference',
    ]),
    read: async (after) => {
      const result = (await ctx.db.execute(sql`
        select * from (
          select i.issued_at as at, i.invoice_no as doc_no, 'invoice' as kind, null as against, i.buyer_name, i.buyer_gstin, i.place_of_supply,
                 i.taxable_paise, i.cgst_paise, i.sgst_paise, i.igst_paise, i.round_off_paise, i.amount, i.method, i.reference
            from tax_invoices i where i.issued_on between ${from}::date and ${to}::date
          union all
          select n.issued_at, n.note_no, 'credit-note', i.invoice_no, i.buyer_name, i.buyer_gstin, i.place_of_supply,
                 -i.taxable_paise, -i.cgst_paise, -i.sgst_paise, -i.igst_paise, -i.round_off_paise, -n.amount, n.refund_method, null
            from credit_notes n join tax_invoices i on i.id = n.invoice_id where n.issued_on between ${from}::date and ${to}::date
        ) docs
        ${after ? sql`where (at, doc_no) > (${after.at.toISOString()}::timestamptz, ${after.docNo})` : sql``}
        order by at, doc_no limit ${EXPORT_BATCH}`)) as unknown as Rows;
      return result.rows.map((r) => ({
        at: new Date(r.at as string),
        docNo: r.doc_no as string,
        kind: r.kind as RegisterLine['kind'],
        against: (r.against as string | null) ?? null,
        buyer: r.buyer_name as string,
        gstin: r.buyer_gstin as string,
        placeOfSupply: r.place_of_supply as string,
        taxable: Number(r.taxable_paise),
        cgst: Number(r.cgst_paise),
        sgst: Number(r.sgst_paise),
        igst: Number(r.igst_paise),
        roundOff: Number(r.round_off_paise),
        amount: Number(r.amount),
        method: r.method as string,
        reference: (r.reference as string | null) ?? null,
      }));
    },
    line: (r) => [
      csvDate(r.at),
      clinicTime(r.at),
      t(r.kind === 'invoice' ? 'dispensary.invoice.title' : 'dispensary.creditNote.title'),
      r.docNo,
      r.against,
      r.buyer,
      r.gstin,
      stateName(r.placeOfSupply, locale),
      rupees(r.taxable),
      rupees(r.cgst),
      rupees(r.sgst),
      rupees(r.igst),
      rupees(r.roundOff),
      r.amount,
      t(`staff.paperwork.mode.${r.method.replace('clinic-', '')}`),
      csvText(r.reference),
    ],
  };
}

/** A row of the HSN summary (core/dispensary/gst.ts), its unit one of the catalogue's. */
type HsnLine = HsnRow & { unit: StockUnit };

/** The HSN summary of the range: invoices' lines less the lines of invoices credited in the range. */
export function hsnSummarySheet(ctx: AppContext, range: ExportRange): Sheet<HsnLine> {
  return {
    header: columns(['hsn', 'uqc', 'quantity', 'totalValue', 'rate', 'taxable', 'igst', 'cgst', 'sgst', 'cess']),
    read: async (after) => {
      if (after) return [];
      const result = (await ctx.db.execute(sql`
        select hsn_code, unit, gst_rate_bp, sum(sign * quantity)::bigint as quantity, sum(sign * gross_paise)::bigint as gross,
               sum(sign * taxable_paise)::bigint as taxable, sum(sign * cgst_paise)::bigint as cgst,
               sum(sign * sgst_paise)::bigint as sgst, sum(sign * igst_paise)::bigint as igst
          from (
            select 1 as sign, l.* from tax_invoice_lines l join tax_invoices i on i.id = l.invoice_id
             where i.issued_on between ${range.from}::date and ${range.to}::date
            union all
            select -1, l.* from tax_invoice_lines l join credit_notes n on n.invoice_id = l.invoice_id
             where n.issued_on between ${range.from}::date and ${range.to}::date
          ) lines
         group by hsn_code, unit, gst_rate_bp
         order by hsn_code, gst_rate_bp, unit`)) as unknown as Rows;
      return result.rows.map((r) => ({
        hsnCode: r.hsn_code as string,
        unit: r.unit as StockUnit,
        rateBp: Number(r.gst_rate_bp),
        quantity: Number(r.quantity),
        gross: Number(r.gross),
        taxable: Number(r.taxable),
        cgst: Number(r.cgst),
        sgst: Number(r.sgst),
        igst: Number(r.igst),
      }));
    },
    line: (r) => [
      r.hsnCode,
      UQC[r.unit],
      r.quantity,
      rupees(r.gross),
      ratePercent(r.rateBp),
      rupees(r.taxable),
      rupees(r.igst),
      rupees(r.cgst),
      rupees(r.sgst),
      0,
    ],
  };
}

/** One clinic day of dispensary sales: counts, values (paise for taxable and tax, rupees for the rest) and money by mode, net of refunds. */
export interface DaySales {
  date: string;
  invoices: number;
  sold: number;
  taxable: number;
  tax: number;
  creditNotes: number;
  credited: number;
  cash: number;
  card: number;
  upi: number;
}

/**
 * Each clinic day from `range.from` to `range.to` with sales or credit notes, oldest first: the one
 * query the `sales-daily` export and the insights page's dispensary card both read (decision 0070).
 */
export async function dailySales(ctx: Pick<AppContext, 'db'>, range: { from: string; to: string }): Promise<DaySales[]> {
  const result = (await ctx.db.execute(sql`
    select day::text as day, sum(invoices)::int as invoices, sum(sold)::bigint as sold, sum(taxable)::bigint as taxable,
           sum(tax)::bigint as tax, sum(notes)::int as notes, sum(credited)::bigint as credited,
           sum(case when method = 'clinic-cash' then money else 0 end)::bigint as cash,
           sum(case when method = 'clinic-card' then money else 0 end)::bigint as card,
           sum(case when method = 'clinic-upi' then money else 0 end)::bigint as upi
      from (
        select issued_on as day, 1 as invoices, amount as sold, taxable_paise as taxable, cgst_paise + sgst_paise + igst_paise as tax,
               0 as notes, 0 as credited, method, amount as money
          from tax_invoices where issued_on between ${range.from}::date and ${range.to}::date
        union all
        select n.issued_on, 0, 0, 0, 0, 1, n.amount, n.refund_method, -n.amount
          from credit_notes n where n.issued_on between ${range.from}::date and ${range.to}::date
      ) d
     group by day order by day`)) as unknown as Rows;
  return result.rows.map((r) => ({
    date: String(r.day).slice(0, 10),
    invoices: Number(r.invoices),
    sold: Number(r.sold),
    taxable: Number(r.taxable),
    tax: Number(r.tax),
    creditNotes: Number(r.notes),
    credited: Number(r.credited),
    cash: Number(r.cash),
    card: Number(r.card),
    upi: Number(r.upi),
  }));
}

/** Each clinic day of the range with sales or credit notes: counts, values and the money by mode (net of refunds). */
export function dailySalesSheet(ctx: AppContext, range: ExportRange): Sheet<DaySales> {
  return {
    header: columns(['date', 'invoices', 'sold', 'taxable', 'tax', 'creditNotes', 'credited', 'cash', 'card', 'upi']),
    read: async (after) => (after ? [] : dailySales(ctx, range)),
    line: (r) => [csvDate(r.date), r.invoices, r.sold, rupees(r.taxable), rupees(r.tax), r.creditNotes, r.credited, r.cash, r.card, r.upi],
  };
}
