/**
 * GST on the dispensary's sales (decision 0070): the GSTIN and its check character, the states and
 * their GST codes, the tax inside a tax-inclusive MRP and its split into CGST + SGST (intra-State)
 * or IGST (inter-State), the invoice and credit note numbers, the sale's one schema. Rates are data
 * (each item's `gst_rate_bp`), never constants here.
 */
import { CLINIC_METHODS } from '@core/constants';
import { z } from '@core/schemas/z';
import { quantityField, type StockUnit } from './catalogue';

/** The States and Union Territories with their GST state codes (the first two digits of a GSTIN). */
export const GST_STATES = [
  { code: '01', en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { code: '02', en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { code: '03', en: 'Punjab', hi: 'पंजाब' },
  { code: '04', en: 'Chandigarh', hi: 'चंडीगढ़' },
  { code: '05', en: 'Uttarakhand', hi: 'उत्तराखंड' },
  { code: '06', en: 'Haryana', hi: 'हरियाणा' },
  { code: '07', en: 'Delhi', hi: 'दिल्ली' },
  { code: '08', en: 'Rajasthan', hi: 'राजस्थान' },
  { code: '09', en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { code: '10', en: 'Bihar', hi: 'बिहार' },
  { code: '11', en: 'Sikkim', hi: 'सिक्किम' },
  { code: '12', en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { code: '13', en: 'Nagaland', hi: 'नागालैंड' },
  { code: '14', en: 'Manipur', hi: 'मणिपुर' },
  { code: '15', en: 'Mizoram', hi: 'मिज़ोरम' },
  { code: '16', en: 'Tripura', hi: 'त्रिपुरा' },
  { code: '17', en: 'Meghalaya', hi: 'मेघालय' },
  { code: '18', en: 'Assam', hi: 'असम' },
  { code: '19', en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  { code: '20', en: 'Jharkhand', hi: 'झारखंड' },
  { code: '21', en: 'Odisha', hi: 'ओडिशा' },
  { code: '22', en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  { code: '23', en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { code: '24', en: 'Gujarat', hi: 'गुजरात' },
  { code: '26', en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  { code: '27', en: 'Maharashtra', hi: 'महाराष्ट्र' },
  { code: '29', en: 'Karnataka', hi: 'कर्नाटक' },
  { code: '30', en: 'Goa', hi: 'गोवा' },
  { code: '31', en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  { code: '32', en: 'Kerala', hi: 'केरल' },
  { code: '33', en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { code: '34', en: 'Puducherry', hi: 'पुडुचेरी' },
  { code: '35', en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', en: 'Telangana', hi: 'तेलंगाना' },
  { code: '37', en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { code: '38', en: 'Ladakh', hi: 'लद्दाख' },
  { code: '97', en: 'Other Territory', hi: 'अन्य क्षेत्र' },
] as const;
export type GstStateCode = (typeof GST_STATES)[number]['code'];
const STATE_CODES = GST_STATES.map((s) => s.code) as [GstStateCode, ...GstStateCode[]];

/** 'Chhattisgarh (22)' in the reader's language; the code alone when unknown. */
export function stateName(code: string, locale: 'en' | 'hi'): string {
  const state = GST_STATES.find((s) => s.code === code);
  return state ? `${state[locale]} (${code})` : code;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: each character's base-36 value times 1 and 2
 * alternately, the quotient and remainder of each product by 36 added, and the check the base-36
 * digit that brings the sum to a multiple of 36 (the GSTN's published scheme).
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
export function isGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  if (!STATE_CODES.includes(value.slice(0, 2) as GstStateCode)) return false;
  return gstinCheckChar(value.slice(0, 14)) === value[14];
}

/** A GSTIN as typed: trimmed, upper case; empty is none (an unregistered buyer). */
export const gstinField = (error: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isGstin(v), { error });

export const stateCodeField = (error: string) => z.enum(STATE_CODES, { error });

/** Half up, for non-negative integers held as bigint: round(n / d). */
const divideHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

export interface LineTax {
  /** MRP x quantity: what the buyer pays for the line, tax included. */
  gross: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The tax inside a tax-inclusive price, in paise. Taxable value = gross x 10000 / (10000 + rate in
 * basis points), rounded half up to the paisa; the tax is the rest (so taxable + tax = the MRP paid,
 * exactly). Intra-State: CGST is half the tax rounded half up, SGST the other part (they differ by
 * one paisa at most); inter-State: all IGST.
 */
export function lineTax(mrpPaise: number, quantity: number, rateBp: number, interState: boolean): LineTax {
  const gross = mrpPaise * quantity;
  const taxable = Number(divideHalfUp(BigInt(gross) * 10000n, BigInt(10000 + rateBp)));
  const tax = gross - taxable;
  if (interState) return { gross, taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor((tax + 1) / 2);
  return { gross, taxable, cgst, sgst: tax - cgst, igst: 0 };
}

export interface InvoiceTotals extends LineTax {
  /** The rounding to whole rupees, in paise (0 to -99): never above the MRP. */
  roundOff: number;
  /** What the buyer pays, in whole rupees. */
  amount: number;
}

/**
 * The invoice's totals: the sum of its lines, and the amount payable in whole rupees, rounded down
 * so that the buyer never pays above the printed MRP (the rounding shown as its own line).
 */
export function invoiceTotals(lines: readonly LineTax[]): InvoiceTotals {
  const sum = (k: keyof LineTax) => lines.reduce((s, l) => s + l[k], 0);
  const gross = sum('gross');
  const amount = Math.floor(gross / 100);
  return {
    gross,
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    roundOff: amount * 100 - gross,
    amount,
  };
}

/** One row of the HSN summary (GSTR-1 table 12): by HSN code and rate. */
export interface HsnRow {
  hsnCode: string;
  rateBp: number;
  unit: string;
  quantity: number;
  gross: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Lines summed by HSN code, rate and unit, in code order. */
export function hsnSummary(lines: readonly (LineTax & { hsnCode: string; rateBp: number; unit: string; quantity: number })[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const l of lines) {
    const key = `${l.hsnCode}|${l.rateBp}|${l.unit}`;
    const row = rows.get(key) ?? {
      hsnCode: l.hsnCode,
      rateBp: l.rateBp,
      unit: l.unit,
      quantity: 0,
      gross: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
    };
    for (const k of ['quantity', 'gross', 'taxable', 'cgst', 'sgst', 'igst'] as const) row[k] += l[k];
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.rateBp - b.rateBp || a.unit.localeCompare(b.unit));
}

/**
 * The GST return's unit quantity code (UQC, GSTR-1 table 12) of each stock unit; units without a
 * code of their own (capsule, jar, sachet) are counted as numbers (NOS).
 */
export const UQC: Record<StockUnit, string> = {
  tablet: 'TBS',
  capsule: 'NOS',
  bottle: 'BTL',
  jar: 'NOS',
  pack: 'PAC',
  sachet: 'NOS',
  tube: 'TUB',
  piece: 'PCS',
  ml: 'MLT',
  g: 'GMS',
};

/** '5%', '2.5%', '12%' from basis points. */
export function ratePercent(rateBp: number): string {
  return `${rateBp / 100}%`;
}

/** The two series: tax invoices and credit notes, each gapless per financial year. */
export type DocumentSeries = 'invoice' | 'credit-note';
const SERIES_PREFIX: Record<DocumentSeries, string> = { invoice: 'SI', 'credit-note': 'CN' };

/**
 * 'SI/26-27/000123': series, financial year, number (six digits, more when needed). At most 16
 * characters up to 9,999,999 a year (CGST Rules, rule 46(b)): letters, digits, '-' and '/'.
 */
export function formatDocumentNumber(series: DocumentSeries, financialYear: string, n: number): string {
  return `${SERIES_PREFIX[series]}/${financialYear.slice(2)}/${String(n).padStart(6, '0')}`;
}

export const SALE_MODES = ['cash', 'card', 'upi'] as const;
export type SaleMode = (typeof SALE_MODES)[number];
/** The counter method (core/constants) a sale's mode is stored as, so receipts and the day read it as every other payment. */
export const SALE_METHOD = { cash: 'clinic-cash', card: 'clinic-card', upi: 'clinic-upi' } as const satisfies Record<
  SaleMode,
  (typeof CLINIC_METHODS)[number]
>;

const text = (max: number) => z.string().trim().min(1, { error: 'staff.required' }).max(max, { error: 'staff.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'staff.tooLong' }).default('');

const salePayment = z.object({
  mode: z.enum(SALE_MODES, { error: 'dispensary.sale.modeInvalid' }),
  reference: z.string().trim().max(32, { error: 'staff.tooLong' }).optional(),
});
type SalePayment = z.infer<typeof salePayment>;
/** A UPI payment names its UTR (the one-use reference of decision 0030). */
function needsReference(payment: SalePayment, ctx: z.RefinementCtx, path: (string | number)[]) {
  if (payment.mode === 'upi' && !payment.reference) ctx.addIssue({ code: 'custom', path, message: 'programmes.accept.utrRequired' });
}

/** How a prescription's dispensation is paid when the desk bills it (its lines are the dispensation's). */
export const DispensationBillSchema = salePayment.superRefine((payment, ctx) => needsReference(payment, ctx, ['reference']));
export type DispensationBill = z.infer<typeof DispensationBillSchema>;

/** A sale at the counter (or of a dispensation): the one schema of the form, the API and the service. */
export const SaleSchema = z
  .object({
    buyer: z.object({
      name: text(120),
      address: optionalText(240),
      phone: optionalText(20),
      /** A registered buyer's GSTIN (printed on the invoice); empty for a patient. */
      gstin: gstinField('dispensary.sale.gstinInvalid').default(''),
      /** The place of supply: the State where the goods are delivered; empty: the clinic's own (a counter sale). */
      stateCode: z.union([z.literal(''), stateCodeField('dispensary.sale.stateInvalid')]).default(''),
      patientId: z.uuid({ error: 'dispensary.sale.patientInvalid' }).nullable().default(null),
    }),
    lines: z
      .array(z.object({ itemId: z.uuid({ error: 'dispensary.chooseItem' }), quantity: quantityField() }), {
        error: 'dispensary.sale.noLines',
      })
      .min(1, { error: 'dispensary.sale.noLines' })
      .max(40, { error: 'dispensary.sale.tooManyLines' }),
    payment: salePayment,
    /** What the sale is of: the counter, or a prescription's dispensation (its id). */
    source: z
      .object({ kind: z.enum(['counter', 'dispensation'], { error: 'dispensary.sale.sourceInvalid' }), id: optionalText(80) })
      .default({ kind: 'counter', id: '' }),
  })
  .superRefine((sale, ctx) => {
    needsReference(sale.payment, ctx, ['payment', 'reference']);
    const seen = new Set<string>();
    sale.lines.forEach((l, i) => {
      if (seen.has(l.itemId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'itemId'], message: 'dispensary.sale.lineTwice' });
      seen.add(l.itemId);
    });
  });
export type SaleInput = z.infer<typeof SaleSchema>;
export type SaleFormValues = z.input<typeof SaleSchema>;

/** A credit note reversing a whole invoice (admin): why, and how the money went back. */
export const CreditNoteSchema = z.object({
  reason: text(200),
  refundMode: z.enum(SALE_MODES, { error: 'dispensary.sale.modeInvalid' }),
});
export type CreditNoteInput = z.infer<typeof CreditNoteSchema>;
