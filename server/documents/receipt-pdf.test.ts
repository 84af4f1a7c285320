import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { pdfPages, pdfText, pdfToPng } from '../../tests/helpers/pdf';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf';

const receipt = (over: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  number: 'SA/2026-27/000123',
  issuedAt: new Date('2026-11-25T06:30:00Z'),
  amount: 1200,
  mode: 'upi',
  reference: '412345678901',
  locale: 'en',
  patientNumber: 123,
  consultation: {
    id: '7K3QD9M2XW4HB8TNRC5Y',
    name: 'Asha Verma',
    doctorName: 'Dr. Meera Sharma',
    consultationType: 'Specific Treatment',
    date: '2026-11-30',
    timeSlot: '16:30',
    mode: 'offline',
  },
  ...over,
});

/** pdftotext -layout spreads a line's columns with runs of spaces: one space is enough to compare. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('receipt PDF', () => {
  it('holds the number, date, patient, consultation, doctor, amount in figures and words, and UPI with its UTR (English)', async () => {
    const pdf = await renderReceiptPdf(receipt(), DEFAULT_CLINIC_PROFILE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf)).toBe(1);
    const text = squeeze(pdfText(pdf));
    pdfToPng(pdf, 'receipt-en');
    for (const part of [
      'Payment receipt',
      'SA/2026-27/000123',
      '25 Nov 2026',
      'Asha Verma',
      'Patient No. SA-000123',
      '7K3QD-9M2XW-4HB8T-NRC5Y',
      'Dr. Meera Sharma',
      'Specific Treatment',
      '30 Nov 2026, 4:30 PM',
      '₹1,200',
      'Rupees One Thousand Two Hundred Only',
      'UPI',
      'UTR 412345678901',
      DEFAULT_CLINIC_PROFILE.name.en,
    ])
      expect(text).toContain(part);
  });

  it('is written in the consultation language: Hindi words, Devanagari in logical order', async () => {
    const pdf = await renderReceiptPdf(
      receipt({
        locale: 'hi',
        amount: 250_075,
        mode: 'cash',
        reference: null,
        consultation: { ...receipt().consultation!, name: 'आशा वर्मा' },
      }),
      DEFAULT_CLINIC_PROFILE,
    );
    const text = squeeze(pdfText(pdf));
    pdfToPng(pdf, 'receipt-hi');
    for (const part of [
      'भुगतान रसीद',
      'आशा वर्मा',
      '₹2,50,075',
      'दो लाख पचास हज़ार पचहत्तर रुपये मात्र',
      'नकद',
      'SA/2026-27/000123',
      '30 नव॰ 2026, 16:30',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('UTR');
  });

  it('names the card reference and the gateway payment id', async () => {
    const card = squeeze(pdfText(await renderReceiptPdf(receipt({ mode: 'card', reference: 'AUTH77' }), DEFAULT_CLINIC_PROFILE)));
    expect(card).toContain('Card');
    expect(card).toContain('Ref. AUTH77');
    const online = squeeze(pdfText(await renderReceiptPdf(receipt({ mode: 'online', reference: 'pay_X1' }), DEFAULT_CLINIC_PROFILE)));
    expect(online).toContain('Online payment');
    expect(online).toContain('Payment id pay_X1');
  });
});
