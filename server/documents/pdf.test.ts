import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { pdfPages, pdfText, pdfToPng } from '../../tests/helpers/pdf.ts';
import { PdfWriter, scriptRuns } from './pdf';

/** Words whose shaping and extraction go wrong most easily: conjuncts, reph, i-matra, nukta, ZWJ. */
const HINDI_WORDS = ['क्षमा', 'श्रम', 'द्वार', 'आर्य', 'हिंदी', 'कार्य', 'त्रिफला', 'पित्त', 'शुद्धि', 'सूर्य', 'ज़्यादा'];

describe('scriptRuns', () => {
  it('splits Devanagari from Latin and keeps spaces with the run they follow', () => {
    expect(scriptRuns('Dr. आर्य शर्मा (BAMS) 12')).toEqual([
      { text: 'Dr. ', devanagari: false },
      { text: 'आर्य शर्मा ', devanagari: true },
      { text: '(BAMS) 12', devanagari: false },
    ]);
  });
  it('keeps the zero-width joiner inside the Devanagari run (र्‍य)', () => {
    expect(scriptRuns('र्\u200Dय')).toEqual([{ text: 'र्\u200Dय', devanagari: true }]);
  });
});

describe('PdfWriter', () => {
  it('writes a Hindi page whose text extracts in logical order, with the letterhead', async () => {
    const pdf = new PdfWriter({ locale: 'hi', clinic: DEFAULT_CLINIC_PROFILE, title: 'परीक्षण' });
    pdf.letterhead().heading('शब्द').text(HINDI_WORDS.join(' '));
    pdf.table(
      [
        { header: 'नाम', share: 2 },
        { header: 'Dose', share: 1 },
      ],
      [['अश्वगंधा चूर्ण (Ashwagandha)', '5 g']],
    );
    const bytes = await pdf.finish();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const word of [...HINDI_WORDS, 'सरोना आयुर्वेद', 'अश्वगंधा चूर्ण (Ashwagandha)', 'पृष्ठ 1 / 1', 'छत्तीसगढ़'])
      expect(text, word).toContain(word);
    const png = pdfToPng(bytes, 'foundation-hi');
    expect(existsSync(png) && statSync(png).size > 10_000).toBe(true);
  });

  it('wraps long text onto more pages and numbers every page', async () => {
    const pdf = new PdfWriter({ locale: 'en', clinic: DEFAULT_CLINIC_PROFILE, title: 'Long' });
    pdf.letterhead();
    for (let i = 0; i < 60; i++) pdf.text(`Paragraph ${i}: take the decoction warm, twice a day, after food, with a little honey.`);
    const bytes = await pdf.finish();
    expect(pdfPages(bytes)).toBeGreaterThan(1);
    const text = pdfText(bytes);
    expect(text).toContain('Page 1 of ');
    expect(text).toContain('Paragraph 59: take the decoction warm');
  });
});
