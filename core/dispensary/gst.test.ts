import { describe, expect, it } from 'vitest';
import { amountInWords } from '@core/receipts/amount-words';
import { formatDocumentNumber, gstinCheckChar, hsnSummary, invoiceTotals, isGstin, lineTax, SaleSchema } from './gst';

describe('GSTIN', () => {
  it('accepts GSTINs whose check character matches (published examples)', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character, a wrong shape or an unknown state code', () => {
    expect(isGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isGstin('27aapfu0939f1zv')).toBe(false);
    expect(isGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isGstin('27AAPFU0939F1XV')).toBe(false);
  });
});

describe('tax inside a tax-inclusive MRP', () => {
  it('derives the taxable value as MRP x qty x 10000 / (10000 + rate), half up to the paisa', () => {
    // ₹105 at 5%: 10500 x 10000 / 10500 = 10000 exactly.
    expect(lineTax(10500, 1, 500, false)).toEqual({ gross: 10500, taxable: 10000, cgst: 250, sgst: 250, igst: 0 });
    // ₹180.50 x 3 at 12%: 54150 x 10000 / 11200 = 48348.214... -> 48348; tax 5802 split 2901 + 2901.
    expect(lineTax(18050, 3, 1200, false)).toEqual({ gross: 54150, taxable: 48348, cgst: 2901, sgst: 2901, igst: 0 });
    // ₹99 at 5%: 9900 x 10000 / 10500 = 9428.571... -> 9429; tax 471: CGST 236, SGST 235 (one paisa apart).
    expect(lineTax(9900, 1, 500, false)).toEqual({ gross: 9900, taxable: 9429, cgst: 236, sgst: 235, igst: 0 });
  });

  it('rounds exactly half up (x.5 paise)', () => {
    // 10001 x 10000 / 20000 = 5000.5 -> 5001 at a 100% rate of the test (rates are data).
    expect(lineTax(10001, 1, 10000, true).taxable).toBe(5001);
  });

  it('puts the whole tax in IGST for an inter-State supply', () => {
    expect(lineTax(9900, 1, 500, true)).toEqual({ gross: 9900, taxable: 9429, cgst: 0, sgst: 0, igst: 471 });
  });

  it('keeps a nil-rated line without tax', () => {
    expect(lineTax(5000, 2, 0, false)).toEqual({ gross: 10000, taxable: 10000, cgst: 0, sgst: 0, igst: 0 });
  });

  it('never loses a paisa: taxable + taxes = MRP x qty, for many prices and rates', () => {
    for (const rate of [0, 250, 500, 1200, 1800, 2800, 4000])
      for (let mrp = 1; mrp < 5000; mrp += 37)
        for (const inter of [true, false]) {
          const t = lineTax(mrp, 7, rate, inter);
          expect(t.taxable + t.cgst + t.sgst + t.igst).toBe(mrp * 7);
          expect(Math.abs(t.cgst - t.sgst)).toBeLessThanOrEqual(1);
        }
  });

  it('stays exact at the largest price and quantity (no floating point)', () => {
    const t = lineTax(100_000_000, 10_000_000, 1200, false);
    expect(t.gross).toBe(1e15);
    expect(t.taxable + t.cgst + t.sgst).toBe(1e15);
  });
});

describe('invoice totals', () => {
  it('rounds the amount payable down to whole rupees, the rounding shown on its own', () => {
    const totals = invoiceTotals([lineTax(18050, 3, 1200, false), lineTax(9900, 1, 500, false)]);
    expect(totals.gross).toBe(64050);
    expect(totals.amount).toBe(640);
    expect(totals.roundOff).toBe(-50);
    expect(totals.taxable + totals.cgst + totals.sgst + totals.roundOff).toBe(64000);
  });

  it('sums lines by HSN code and rate', () => {
    const line = (hsnCode: string, rateBp: number, mrp: number, quantity: number) => ({
      ...lineTax(mrp, quantity, rateBp, false),
      hsnCode,
      rateBp,
      unit: 'jar',
      quantity,
    });
    const rows = hsnSummary([line('3004', 500, 10500, 1), line('3004', 1200, 11200, 1), line('3004', 500, 10500, 2)]);
    expect(rows.map((r) => [r.hsnCode, r.rateBp, r.quantity, r.taxable])).toEqual([
      ['3004', 500, 3, 30000],
      ['3004', 1200, 1, 10000],
    ]);
  });
});

describe('document numbers', () => {
  it('writes series, year and number within 16 characters', () => {
    expect(formatDocumentNumber('invoice', '2026-27', 1)).toBe('SI/26-27/000001');
    expect(formatDocumentNumber('credit-note', '2026-27', 123)).toBe('CN/26-27/000123');
    expect(formatDocumentNumber('invoice', '2026-27', 9_999_999)).toHaveLength(16);
    expect(formatDocumentNumber('invoice', '2099-00', 9_999_999)).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });
});

describe('the total in words (Indian numbering)', () => {
  it('writes lakh and crore in English and Hindi', () => {
    expect(amountInWords(1_25_640, 'en')).toBe('Rupees One Lakh Twenty-Five Thousand Six Hundred Forty Only');
    expect(amountInWords(1_25_640, 'hi')).toBe('एक लाख पच्चीस हज़ार छह सौ चालीस रुपये मात्र');
    expect(amountInWords(2_03_00_015, 'en')).toBe('Rupees Two Crore Three Lakh Fifteen Only');
    expect(amountInWords(2_03_00_015, 'hi')).toBe('दो करोड़ तीन लाख पंद्रह रुपये मात्र');
  });
});

describe('SaleSchema', () => {
  const base = {
    buyer: { name: 'Asha' },
    lines: [{ itemId: '00000000-0000-4000-8000-000000000001', quantity: 2 }],
    payment: { mode: 'cash' },
  };
  it('takes a counter sale with defaults', () => {
    const sale = SaleSchema.parse(base);
    expect(sale.source).toEqual({ kind: 'counter', id: '' });
    expect(sale.buyer.gstin).toBe('');
  });
  it('names the field of each mistake', () => {
    const r = SaleSchema.safeParse({
      ...base,
      buyer: { name: 'Asha', gstin: '27AAPFU0939F1ZW' },
      lines: [{ itemId: base.lines[0]!.itemId, quantity: 1.5 }],
      payment: { mode: 'cash' },
    });
    const issues = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['buyer.gstin', 'dispensary.sale.gstinInvalid'],
        ['lines.0.quantity', 'dispensary.quantityWhole'],
      ]),
    );
    const upi = SaleSchema.safeParse({ ...base, payment: { mode: 'upi' } });
    expect(upi.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['payment.reference', 'programmes.accept.utrRequired']]);
  });
  it('upper-cases a GSTIN typed in lower case', () => {
    expect(SaleSchema.parse({ ...base, buyer: { name: 'A', gstin: '27aapfu0939f1zv' } }).buyer.gstin).toBe('27AAPFU0939F1ZV');
  });
});
