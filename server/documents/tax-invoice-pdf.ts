/**
 * The dispensary's tax invoice and credit note as PDFs (decision 0070; the drawing layer of decision
 * 0024), in English or Hindi. What CGST Rules 46 (invoice) and 53(1A) (credit note) ask for: the
 * supplier's name, address and GSTIN, the document's serial number and date, the recipient (and
 * GSTIN when registered), HSN, description, quantity and unit, value, taxable value, rate and amount
 * of CGST and SGST or IGST, the place of supply, reverse charge, the total in words and the
 * signature; a credit note also names the invoice it reverses.
 */
import { formatClinicDate, formatClinicDateTime } from '@core/i18n/clinic-time';
import { translate, type MessageKey } from '@core/i18n/catalog';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { formatPaise, formatRupees } from '@core/money';
import { ratePercent, stateName } from '@core/dispensary/gst';
import { amountInWords } from '@core/receipts/amount-words';
import { PAYMENT_MODE } from '@core/constants';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import type { InvoiceDetail } from '@server/modules/dispensary/invoices.server';
import { PdfWriter } from './pdf';

export type TaxDocument = 'invoice' | 'credit-note';

/** 'tax-invoice-SI-26-27-000001.pdf' / 'credit-note-CN-26-27-000001.pdf'. */
export function taxDocumentFileName(kind: TaxDocument, number: string): string {
  return `${kind === 'invoice' ? 'tax-invoice' : 'credit-note'}-${number.replaceAll('/', '-')}.pdf`;
}

export async function renderTaxDocumentPdf(
  kind: TaxDocument,
  detail: InvoiceDetail,
  clinic: ClinicProfile,
  locale: Locale,
): Promise<Buffer> {
  const { invoice: inv, creditNote: note } = detail;
  if (kind === 'credit-note' && !note) throw new Error('no credit note to draw');
  const intl = INTL_LOCALE[locale];
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const number = kind === 'invoice' ? inv.invoiceNo : note!.noteNo;
  const title = t(kind === 'invoice' ? 'dispensary.invoice.title' : 'dispensary.creditNote.title');
  const pdf = new PdfWriter({ locale, clinic, title: `${title} ${number}` });
  pdf.letterhead().gap(4);
  pdf.title(title, 16);
  pdf.text(t(kind === 'invoice' ? 'dispensary.invoice.original' : 'dispensary.creditNote.section34'), { size: 9 }).gap(4);
  const s = inv.supplier;
  const left: [string, string][] = [
    [t('dispensary.invoice.supplier'), s.legalName || s.name[locale]],
    [t('dispensary.invoice.address'), s.address[locale]],
    [t('dispensary.invoice.gstin'), s.gstin],
    [t('dispensary.invoice.state'), stateName(s.stateCode, locale)],
  ];
  const right: [string, string][] =
    kind === 'invoice'
      ? [
          [t('dispensary.invoice.number'), inv.invoiceNo],
          [t('dispensary.invoice.date'), formatClinicDateTime(inv.issuedAt, intl, { dateStyle: 'medium' })],
        ]
      : [
          [t('dispensary.creditNote.number'), note!.noteNo],
          [t('dispensary.invoice.date'), formatClinicDateTime(note!.issuedAt, intl, { dateStyle: 'medium' })],
          [t('dispensary.creditNote.against'), `${inv.invoiceNo} (${formatClinicDate(inv.issuedOn, intl, { dateStyle: 'medium' })})`],
        ];
  right.push([t('dispensary.invoice.placeOfSupply'), stateName(inv.placeOfSupply, locale)]);
  right.push([t('dispensary.invoice.reverseCharge'), t('dispensary.invoice.no')]);
  pdf.fieldColumns(left, right, 9).gap(4).rule();
  pdf.heading(t('dispensary.invoice.recipient'), 11);
  pdf.field(t('dispensary.invoice.name'), inv.buyerName, { size: 9 });
  if (inv.buyerAddress) pdf.field(t('dispensary.invoice.address'), inv.buyerAddress, { size: 9 });
  if (inv.buyerPhone) pdf.field(t('dispensary.invoice.phone'), inv.buyerPhone, { size: 9 });
  pdf.field(t('dispensary.invoice.gstin'), inv.buyerGstin || t('dispensary.invoice.unregistered'), { size: 9 });
  pdf.gap(4);

  drawLines(pdf, detail, locale);
  drawTotals(pdf, kind, detail, locale);
  pdf.signature(t('dispensary.invoice.signatory'), [t('dispensary.invoice.for', { name: s.legalName || s.name[locale] })]);
  return pdf.finish();
}

type T = (key: MessageKey, params?: Record<string, string | number>) => string;
const translator =
  (locale: Locale): T =>
  (key, params) =>
    translate(locale, key, params);

/** The lines (one per batch) and the HSN summary, with CGST and SGST or IGST columns. */
function drawLines(pdf: PdfWriter, detail: InvoiceDetail, locale: Locale): void {
  const t = translator(locale);
  const intl = INTL_LOCALE[locale];
  const { invoice: inv, lines, hsnSummary } = detail;
  const inter = inv.interState;
  const taxHeads = inter ? [t('dispensary.invoice.igst')] : [t('dispensary.invoice.cgst'), t('dispensary.invoice.sgst')];
  pdf.table(
    [
      { header: '#', share: 0.5 },
      { header: t('dispensary.invoice.description'), share: 4 },
      { header: t('dispensary.invoice.hsn'), share: 1.3 },
      { header: t('dispensary.invoice.quantity'), share: 1.3 },
      { header: t('dispensary.invoice.mrp'), share: 1.4 },
      { header: t('dispensary.invoice.taxable'), share: 1.6 },
      { header: t('dispensary.invoice.rate'), share: 1 },
      ...taxHeads.map((header) => ({ header, share: 1.4 })),
      { header: t('dispensary.invoice.total'), share: 1.6 },
    ],
    lines.map((l) => [
      String(l.lineNo),
      `${l.description}\n${t('dispensary.invoice.batch', { batch: l.batchNo, expiry: formatClinicDate(l.expiryDate, intl, { dateStyle: 'medium' }) })}`,
      l.hsnCode,
      `${l.quantity} ${t(`dispensary.count.${l.unit}` as MessageKey, { n: l.quantity })}`,
      formatPaise(l.mrpPaise),
      formatPaise(l.taxablePaise),
      ratePercent(l.gstRateBp),
      ...(inter ? [formatPaise(l.igstPaise)] : [formatPaise(l.cgstPaise), formatPaise(l.sgstPaise)]),
      formatPaise(l.grossPaise),
    ]),
    8,
  );
  pdf.heading(t('dispensary.invoice.hsnSummary'), 11);
  pdf.table(
    [
      { header: t('dispensary.invoice.hsn'), share: 1.4 },
      { header: t('dispensary.invoice.rate'), share: 1 },
      { header: t('dispensary.invoice.quantity'), share: 1.4 },
      { header: t('dispensary.invoice.taxable'), share: 1.6 },
      ...taxHeads.map((header) => ({ header, share: 1.4 })),
      { header: t('dispensary.invoice.total'), share: 1.6 },
    ],
    hsnSummary.map((r) => [
      r.hsnCode,
      ratePercent(r.rateBp),
      `${r.quantity} ${t(`dispensary.count.${r.unit}` as MessageKey, { n: r.quantity })}`,
      formatPaise(r.taxable),
      ...(inter ? [formatPaise(r.igst)] : [formatPaise(r.cgst), formatPaise(r.sgst)]),
      formatPaise(r.gross),
    ]),
    8,
  );
}

/** The totals, the amount in words, how it was paid (or, for a credit note, why and how paid back). */
function drawTotals(pdf: PdfWriter, kind: TaxDocument, detail: InvoiceDetail, locale: Locale): void {
  const t = translator(locale);
  const { invoice: inv, creditNote: note } = detail;
  const inter = inv.interState;
  pdf.field(t('dispensary.invoice.taxableTotal'), formatPaise(inv.taxablePaise), { size: 9.5 });
  if (inter) pdf.field(t('dispensary.invoice.igst'), formatPaise(inv.igstPaise), { size: 9.5 });
  else {
    pdf.field(t('dispensary.invoice.cgst'), formatPaise(inv.cgstPaise), { size: 9.5 });
    pdf.field(t('dispensary.invoice.sgst'), formatPaise(inv.sgstPaise), { size: 9.5 });
  }
  pdf.field(t('dispensary.invoice.roundOff'), formatPaise(inv.roundOffPaise).replace('₹-', '-₹'), { size: 9.5 });
  pdf.field(t(kind === 'invoice' ? 'dispensary.invoice.amount' : 'dispensary.creditNote.amount'), formatRupees(inv.amount), { bold: true });
  pdf.field(t('dispensary.invoice.inWords'), amountInWords(inv.amount, locale), { size: 9.5 });
  pdf.text(t('dispensary.invoice.mrpNote'), { size: 8.5 }).gap(4);
  if (kind === 'invoice') {
    const payment = [translate(locale, `receipts.pdf.mode.${PAYMENT_MODE[inv.method]}`), inv.reference, detail.receipt?.number]
      .filter(Boolean)
      .join(' · ');
    pdf.field(t('dispensary.invoice.payment'), payment, { size: 9.5 });
    if (note) pdf.field(t('dispensary.invoice.reversedBy'), note.noteNo, { size: 9.5 });
  } else {
    pdf.field(t('dispensary.creditNote.reason'), note!.reason, { size: 9.5 });
    pdf.field(t('dispensary.creditNote.refund'), translate(locale, `receipts.pdf.mode.${PAYMENT_MODE[note!.refundMethod]}`), { size: 9.5 });
  }
}
