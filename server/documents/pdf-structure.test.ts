/**
 * The PDFs are tagged for real (docs/decisions/0036-markup-pdf-tags-and-seo-data.md): a structure
 * tree with the title as H1, section headings as H2, paragraphs, the medicines as a table with
 * header cells, in reading order, read by poppler's `pdfinfo -struct-text` as a screen reader would;
 * the letterhead rules, the table's shading and the page footers are artifacts. The document's
 * title is its kind and id, never the patient's name.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { pdfInfo, pdfStructure, pdfStructureActualTexts } from '../../tests/helpers/pdf.ts';
import { renderPrescriptionPdf, type PrescriptionPdfInput } from './prescription-pdf';
import { renderReceiptPdf } from './receipt-pdf';

const prescription = (locale: 'en' | 'hi'): PrescriptionPdfInput => ({
  locale,
  clinic: DEFAULT_CLINIC_PROFILE,
  consultation: { id: '7K3QD9M2XW4HB8TNRC5Y', date: '2026-11-24', name: 'Asha Verma', age: 34, patientNumber: null },
  doctor: { name: 'Dr. Meera Sharma', qualification: 'BAMS, MD (Ayurveda)', registrationNumber: 'CGAYU-2011-0457' },
  prescription: {
    medicines: [
      { name: 'Triphala churna', dosage: '1 spoon', duration: '2 weeks', timing: 'bedtime' },
      { name: 'Brahmi vati', dosage: '1 tablet', duration: '15 days' },
    ],
    instructions: 'Rest after work.',
    diet: 'Light, warm food.',
    lifestyle: '',
    followUpDate: '2026-12-08',
  } as PrescriptionPdfInput['prescription'],
});

/** The element types of the tree, in order ('Document', 'H1', 'P', ...). */
const types = (structure: string) => [...structure.matchAll(/^\s*([A-Za-z0-9]+)(?: \(|:|$)/gm)].map((m) => m[1]);

describe('tagged PDFs', () => {
  it('the prescription has a structure tree: H1, H2 sections, paragraphs, a table with header cells, in reading order', async () => {
    const pdf = await renderPrescriptionPdf(prescription('en'));
    const info = pdfInfo(pdf);
    expect(info.tagged).toBe(true);
    expect(info.title).toBe('Prescription 7K3QD-9M2XW-4HB8T-NRC5Y');
    const structure = pdfStructure(pdf);
    const kinds = types(structure);
    expect(kinds[0]).toBe('Document');
    for (const kind of ['H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD']) expect(kinds, kind).toContain(kind);
    expect(kinds.filter((k) => k === 'H1')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'TH')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'TR')).toHaveLength(3);
    // Reading order: letterhead, title, doctor, the medicines (header row first), advice, follow-up, signature.
    const order = [
      'Sarona Ayurveda',
      'Prescription',
      'Dr. Meera Sharma',
      'Asha Verma',
      'Medicine',
      'Triphala churna',
      'Brahmi vati',
      'Rest after work.',
      'Light, warm food.',
      '8 December 2026',
      'Signature',
    ];
    const at = order.map((text) => structure.indexOf(text));
    for (const [i, text] of order.entries()) expect(at[i], text).toBeGreaterThan(-1);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Pagination footers are artifacts: not in the tree.
    expect(structure).not.toContain('Page 1 of 1');
  });

  it('a Hindi prescription is tagged too, its text read in logical order', async () => {
    const input = prescription('hi');
    const pdf = await renderPrescriptionPdf({ ...input, consultation: { ...input.consultation, name: 'आर्या द्विवेदी' } });
    expect(types(pdfStructure(pdf))).toContain('H1');
    // Each line's ActualText in the tree, in reading order: the words as typed, not in glyph order.
    const texts = pdfStructureActualTexts(pdf);
    const order = ['सरोना आयुर्वेद', 'पर्चा', 'आर्या द्विवेदी', 'दवाइयाँ', 'Triphala churna', 'हस्ताक्षर'];
    const at = order.map((text) => texts.findIndex((t) => t.includes(text)));
    for (const [i, text] of order.entries()) expect(at[i], text).toBeGreaterThan(-1);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(pdfInfo(pdf).title).toBe('पर्चा 7K3QD-9M2XW-4HB8T-NRC5Y');
  });

  it('the receipt has a structure tree: its title as H1, each label with its value as one paragraph', async () => {
    const pdf = await renderReceiptPdf(
      {
        number: 'SA/2026-27/000123',
        issuedAt: new Date('2026-11-25T06:30:00Z'),
        amount: 1200,
        mode: 'upi',
        reference: '412345678901',
        locale: 'en',
        patientNumber: null,
        consultation: {
          id: '7K3QD9M2XW4HB8TNRC5Y',
          name: 'Asha Verma',
          doctorName: 'Dr. Meera Sharma',
          consultationType: 'Specific Treatment',
          date: '2026-11-30',
          timeSlot: '16:30',
          mode: 'offline',
        },
      },
      DEFAULT_CLINIC_PROFILE,
    );
    expect(pdfInfo(pdf).title).toBe('Payment receipt SA/2026-27/000123');
    const structure = pdfStructure(pdf);
    expect(types(structure).filter((k) => k === 'H1')).toHaveLength(1);
    expect(structure).toMatch(/P \(block\)[^]*"Received from[^"]*"[^]*"Asha Verma"/);
  });
});
