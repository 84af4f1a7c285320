/**
 * The prescription as a PDF: the clinic's letterhead, the doctor (name, qualification,
 * registration number), date, patient (name, age, patient number), medicines with their timing relative to food,
 * instructions, diet and lifestyle advice, follow-up date and a signature line, in the
 * consultation's language. Drawing only: server/modules/documents loads the data and checks who asks.
 */
import { formatConsultationId } from '@core/booking/consultation-id';
import { formatPatientNumber } from '@core/booking/patient-number';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { translate } from '@core/i18n/catalog';
import type { Prescription } from '@server/db/schema';
import { durationText, takenText } from '@core/dispensary/prescription-text';
import { PdfWriter } from './pdf';

export interface PrescriptionPdfInput {
  locale: Locale;
  clinic: ClinicProfile;
  consultation: { id: string; date: string; name: string; age: number | null; patientNumber: number | null };
  doctor: { name: string; qualification: string; registrationNumber: string | null };
  prescription: Prescription;
}

/** A calendar date (YYYY-MM-DD) written out: '24 November 2026' / '24 नवंबर 2026'. */
function longDate(date: string, locale: Locale): string {
  return formatClinicDate(date, INTL_LOCALE[locale], { dateStyle: 'long' });
}

/** The download's file name: 'prescription-asha-verma-2026-11-24.pdf' (the name's ASCII letters only). */
export function prescriptionFileName(consultation: { name: string; date: string }): string {
  const slug = consultation.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `prescription-${slug ? `${slug}-` : ''}${consultation.date}.pdf`;
}

/**
 * The Content-Disposition of the download: the ASCII name, and the name in any script as
 * `filename*` (RFC 6266; browsers prefer it): 'prescription-आर्या-द्विवेदी-2026-11-24.pdf'.
 */
export function attachmentHeader(consultation: { name: string; date: string }): string {
  const words = Array.from(consultation.name.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, ''))
    .slice(0, 60)
    .join('');
  const full = `prescription-${words ? `${words}-` : ''}${consultation.date}.pdf`;
  return `attachment; filename="${prescriptionFileName(consultation)}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

function header(pdf: PdfWriter, { consultation, doctor, locale }: PrescriptionPdfInput): void {
  const t = pdf.t.bind(pdf);
  pdf.title(t('documents.rx.title'), 15).gap(4);
  const left: [string, string][] = [[t('documents.rx.doctor'), doctor.name]];
  if (doctor.qualification) left.push([t('documents.rx.qualification'), doctor.qualification]);
  if (doctor.registrationNumber) left.push([t('documents.rx.registration'), doctor.registrationNumber]);
  const right: [string, string][] = [
    [t('documents.rx.date'), longDate(consultation.date, locale)],
    [t('documents.rx.consultationId'), formatConsultationId(consultation.id)],
  ];
  pdf.fieldColumns(left, right).gap(2).rule();
  const age: [string, string][] =
    consultation.age === null ? [] : [[t('documents.rx.age'), t('documents.rx.ageYears', { age: consultation.age })]];
  pdf.fieldColumns([[t('documents.rx.patient'), consultation.name]], age);
  if (consultation.patientNumber !== null)
    pdf.field(t('documents.rx.patientId'), formatPatientNumber(consultation.patientNumber), { size: 10 });
  pdf.gap(2).rule();
}

function medicines(pdf: PdfWriter, prescription: Prescription): void {
  const t = pdf.t.bind(pdf);
  pdf.heading(t('documents.rx.medicines'));
  if (!prescription.medicines.length) {
    pdf.text(t('documents.rx.noMedicines'));
    return;
  }
  pdf.table(
    [
      { header: t('documents.rx.medicine'), share: 3 },
      { header: t('documents.rx.dosage'), share: 3 },
      { header: t('documents.rx.duration'), share: 1.6 },
      { header: t('documents.rx.timing'), share: 1.8 },
    ],
    prescription.medicines.map((m, i) => [`${i + 1}. ${m.name}`, m.dosage, durationText(m, t), takenText(m, t)]),
  );
}

/** The prescription's PDF, in `input.locale`. */
export function renderPrescriptionPdf(input: PrescriptionPdfInput): Promise<Buffer> {
  const { prescription, doctor, locale } = input;
  const pdf = new PdfWriter({ locale, clinic: input.clinic, title: documentTitle(input) });
  const t = pdf.t.bind(pdf);
  pdf.letterhead();
  header(pdf, input);
  medicines(pdf, prescription);
  const blocks: [string, string | undefined][] = [
    [t('documents.rx.instructions'), prescription.instructions],
    [t('documents.rx.diet'), prescription.diet],
    [t('documents.rx.lifestyle'), prescription.lifestyle],
  ];
  for (const [title, body] of blocks) if (body?.trim()) pdf.heading(title).text(body);
  if (prescription.followUpDate)
    pdf.gap(6).field(t('documents.rx.followUp'), longDate(prescription.followUpDate, locale), { bold: true, size: 11 });
  const signer = [
    doctor.name,
    doctor.qualification,
    doctor.registrationNumber ? `${t('documents.rx.registration')} ${doctor.registrationNumber}` : '',
  ];
  pdf.signature(t('documents.rx.signature'), signer.filter(Boolean));
  return pdf.finish();
}

/** 'Prescription 7K3QD-9M2XW-4HB8T-NRC5Y': the document's kind and id (a viewer shows it in its title bar, a shared screen included). */
function documentTitle({ consultation, locale }: PrescriptionPdfInput): string {
  return `${translate(locale, 'documents.rx.title')} ${formatConsultationId(consultation.id)}`;
}
