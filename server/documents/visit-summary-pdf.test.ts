import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { pdfText, pdfToPng } from '../../tests/helpers/pdf.ts';
import { renderVisitSummaryPdf, visitSummaryDisposition, type VisitSummaryPdfInput } from './visit-summary-pdf';

const base: Omit<VisitSummaryPdfInput, 'locale'> = {
  clinic: DEFAULT_CLINIC_PROFILE,
  patient: { name: 'आर्या द्विवेदी', age: 34, number: 123 },
  summary: {
    consultationId: '7K3QD9M2XW4HB8TNRC5Y',
    date: '2026-11-24',
    doctorName: 'Dr. Meera Sharma',
    signedAt: '2026-11-24T06:00:00.000Z',
    amendedAt: '2026-11-26T09:30:00.000Z',
    diagnosis: 'पेट में अधिक गर्मी से अम्लता।',
    advice: 'समय पर भोजन करें; रात के खाने के बाद दस मिनट टहलें।',
    pathya: 'चावल का माँड, धनिया पानी',
    apathya: 'मिर्च, तली हुई चीज़ें, देर रात तक जागना',
    followUpDate: '2026-12-08',
  },
};

describe('renderVisitSummaryPdf', () => {
  it('writes the Hindi summary with Hindi labels and the Devanagari text in logical order', async () => {
    const text = pdfText(await renderVisitSummaryPdf({ ...base, locale: 'hi' }));
    for (const word of [
      'परामर्श सारांश',
      'आर्या द्विवेदी',
      'डॉक्टर ने क्या पाया',
      'पेट में अधिक गर्मी से अम्लता।',
      'अपनाएँ (पथ्य)',
      'परहेज़ करें (अपथ्य)',
      'तली हुई चीज़ें',
      '8 दिसंबर 2026',
      'SA-000123',
      '7K3QD-9M2XW-4HB8T-NRC5Y',
    ])
      expect(text, word).toContain(word);
    expect(text).toContain('क्लिनिक ने 26 नव॰ 2026, 15:00 को बदला।');
    expect(text).not.toContain('Visit summary');
    pdfToPng(await renderVisitSummaryPdf({ ...base, locale: 'hi' }), 'visit-summary-hi');
  });

  it('writes the English one with English labels, leaving out what the doctor did not write', async () => {
    const bytes = await renderVisitSummaryPdf({
      ...base,
      locale: 'en',
      patient: { name: 'Asha Verma', age: null, number: null },
      summary: { ...base.summary, diagnosis: 'Acidity', advice: '', apathya: '', pathya: 'Rice gruel', followUpDate: '', amendedAt: null },
    });
    const text = pdfText(bytes);
    const order = [
      'Sarona Ayurveda Clinic',
      'Visit summary',
      'Patient:',
      'What the doctor found',
      'Acidity',
      'Follow (pathya)',
      'Rice gruel',
      'Written by Dr. Meera Sharma',
    ];
    expect(order.map((w) => text.indexOf(w))).toEqual(order.map((w) => text.indexOf(w)).sort((a, b) => a - b));
    for (const absent of ['Advice', 'Avoid (apathya)', 'Come back on', 'Updated by']) expect(text).not.toContain(absent);
    expect(visitSummaryDisposition(base.summary, 'en')).toBe('attachment; filename="visit-summary-2026-11-24-en.pdf"');
    pdfToPng(bytes, 'visit-summary-en');
  });
});
