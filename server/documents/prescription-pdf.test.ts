import { describe, expect, it } from 'vitest';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { pdfText, pdfToPng } from '../../tests/helpers/pdf.ts';
import { attachmentHeader, prescriptionFileName, renderPrescriptionPdf, type PrescriptionPdfInput } from './prescription-pdf';

const base: Omit<PrescriptionPdfInput, 'locale' | 'prescription'> = {
  clinic: DEFAULT_CLINIC_PROFILE,
  consultation: {
    id: '7K3QD9M2XW4HB8TNRC5Y',
    date: '2026-11-24',
    name: 'Asha Verma',
    age: 34,
    patientNumber: 123,
  },
  doctor: { name: 'Dr. Meera Sharma', qualification: 'BAMS, MD (Ayurveda)', registrationNumber: 'CGAYU-2011-0457' },
};

describe('renderPrescriptionPdf', () => {
  it('writes the Hindi prescription with its Devanagari words in logical order, and labels in Hindi', async () => {
    const bytes = await renderPrescriptionPdf({
      ...base,
      locale: 'hi',
      consultation: { ...base.consultation, name: 'आर्या द्विवेदी' },
      prescription: {
        medicines: [
          { name: 'अश्वगंधा चूर्ण', dosage: '3 ग्राम, दिन में दो बार', duration: '30 दिन', timing: 'after-food' },
          { name: 'त्रिफला क्षार', dosage: '1 चम्मच', duration: '2 सप्ताह', timing: 'bedtime' },
          { name: 'Brahmi vati', dosage: '1 tablet', duration: '15 days' },
        ],
        instructions: 'श्रम के बाद विश्राम करें। गुनगुना पानी पिएँ।',
        diet: 'हल्का, सुपाच्य भोजन; तली हुई चीज़ें कम करें। मिर्च से परहेज़।',
        lifestyle: 'सूर्योदय से पहले उठें, द्वार पर बैठकर प्राणायाम करें। कार्य के बीच विराम।',
        followUpDate: '2026-12-08',
      },
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    const words = [
      'सरोना आयुर्वेद',
      'आर्या द्विवेदी',
      'अश्वगंधा चूर्ण',
      'त्रिफला क्षार',
      'श्रम के बाद विश्राम करें।',
      'सूर्योदय',
      'द्वार',
      'कार्य',
      'चीज़ें',
      'Dr. Meera Sharma',
      'BAMS, MD (Ayurveda)',
      'CGAYU-2011-0457',
      'Brahmi vati',
      '34 वर्ष',
      'SA-000123',
      '7K3QD-9M2XW-4HB8T-NRC5Y',
    ];
    for (const word of words) expect(text, word).toContain(word);
    for (const label of ['पर्चा', 'खाने के बाद', 'सोते समय', 'आहार संबंधी सलाह', 'दिनचर्या संबंधी सलाह', 'फिर से दिखाने की तारीख़', 'हस्ताक्षर'])
      expect(text, label).toContain(label);
    expect(text).toMatch(/24 नवंबर 2026/);
    expect(text).toMatch(/8 दिसंबर 2026/);
    // Lines come out whole and top to bottom (each line's ActualText placed where it is drawn).
    expect(text).toMatch(/मरीज़:\s+आर्या द्विवेदी\s+आयु:\s+34 वर्ष\n/);
    expect(text).toMatch(/2\. त्रिफला क्षार\s+1 चम्मच\s+2 सप्ताह\s+सोते समय\n/);
    expect(text).not.toContain('Prescription');
    pdfToPng(bytes, 'prescription-hi');
  });

  it('writes the English one with English labels, and an old prescription without the new fields', async () => {
    const bytes = await renderPrescriptionPdf({
      ...base,
      locale: 'en',
      prescription: {
        medicines: [{ name: 'Triphala churna', dosage: '1 tsp with warm water', duration: '2 weeks' }],
        instructions: 'Rest.',
      },
    });
    const text = pdfText(bytes);
    for (const word of [
      'Sarona Ayurveda',
      'Prescription',
      'Asha Verma',
      '34 years',
      'Triphala churna',
      '1 tsp with warm water',
      'Reg. No.',
    ])
      expect(text, word).toContain(word);
    expect(text).toContain('24 November 2026');
    expect(text).toMatch(/Doctor:\s+Dr\. Meera Sharma\s+Date:\s+24 November 2026\n/);
    const order = [
      'Sarona Ayurveda Clinic',
      'Prescription',
      'Patient:',
      'Medicines',
      'Triphala churna',
      'Instructions',
      'Signature',
      'Page 1 of 1',
    ];
    expect(order.map((word) => text.indexOf(word))).toEqual(order.map((word) => text.indexOf(word)).sort((a, b) => a - b));
    expect(text).not.toContain('Follow-up date');
    expect(text).not.toContain('Diet advice');
    pdfToPng(bytes, 'prescription-en');
  });

  it('names the file after the patient and the date, in ASCII', () => {
    expect(prescriptionFileName({ ...base.consultation, name: 'Asha  Verma' })).toBe('prescription-asha-verma-2026-11-24.pdf');
    expect(prescriptionFileName({ ...base.consultation, name: 'आर्या' })).toBe('prescription-2026-11-24.pdf');
  });
  it('gives browsers the name in any script too (RFC 6266 filename*), with the ASCII name as fallback', () => {
    expect(attachmentHeader({ ...base.consultation, name: 'आर्या  द्विवेदी' })).toBe(
      `attachment; filename="prescription-2026-11-24.pdf"; filename*=UTF-8''${encodeURIComponent('prescription-आर्या-द्विवेदी-2026-11-24.pdf')}`,
    );
    expect(attachmentHeader({ ...base.consultation, name: 'Asha "A" Verma/..' })).toBe(
      `attachment; filename="prescription-asha-a-verma-2026-11-24.pdf"; filename*=UTF-8''prescription-Asha-A-Verma-2026-11-24.pdf`,
    );
  });
});
