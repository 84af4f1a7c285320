/**
 * The visit summary as a PDF (decision 0065): the clinic's letterhead, the visit (doctor, date,
 * consultation id), the patient, then what the doctor wrote for the patient (diagnosis in plain
 * words, advice, pathya, apathya, the follow-up date) and who wrote it when; in English or Hindi,
 * whichever the reader asks. Drawing only: server/modules/patients loads it and checks who asks.
 */
import { formatConsultationId } from '@core/booking/consultation-id';
import { formatPatientNumber } from '@core/booking/patient-number';
import type { VisitSummary } from '@core/clinical/visit-summary';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { formatClinicDate, formatInstant } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { translate } from '@core/i18n/catalog';
import { PdfWriter } from './pdf';

export interface VisitSummaryPdfInput {
  locale: Locale;
  clinic: ClinicProfile;
  patient: { name: string; age: number | null; number: number | null };
  summary: VisitSummary;
}

function longDate(date: string, locale: Locale): string {
  return formatClinicDate(date, INTL_LOCALE[locale], { dateStyle: 'long' });
}

/** 'visit-summary-2026-11-24-hi.pdf': the date and language (no name: ASCII and short). */
export function visitSummaryDisposition(summary: { date: string }, locale: Locale): string {
  return `attachment; filename="visit-summary-${summary.date}-${locale}.pdf"`;
}

/** The visit summary's PDF, in `input.locale`. */
export function renderVisitSummaryPdf(input: VisitSummaryPdfInput): Promise<Buffer> {
  const { summary, patient, locale } = input;
  const title = `${translate(locale, 'documents.visit.title')} ${formatConsultationId(summary.consultationId)}`;
  const pdf = new PdfWriter({ locale, clinic: input.clinic, title });
  const t = pdf.t.bind(pdf);
  pdf.letterhead();
  pdf.title(t('documents.visit.title'), 15).gap(4);
  pdf
    .fieldColumns(
      [[t('documents.rx.doctor'), summary.doctorName]],
      [
        [t('documents.rx.date'), longDate(summary.date, locale)],
        [t('documents.rx.consultationId'), formatConsultationId(summary.consultationId)],
      ],
    )
    .gap(2)
    .rule();
  const age: [string, string][] = patient.age === null ? [] : [[t('documents.rx.age'), t('documents.rx.ageYears', { age: patient.age })]];
  pdf.fieldColumns([[t('documents.visit.patient'), patient.name]], age);
  if (patient.number !== null) pdf.field(t('documents.rx.patientId'), formatPatientNumber(patient.number), { size: 10 });
  pdf.gap(2).rule();
  const blocks: [string, string][] = [
    [t('documents.visit.diagnosis'), summary.diagnosis],
    [t('documents.visit.advice'), summary.advice],
    [t('documents.visit.pathya'), summary.pathya],
    [t('documents.visit.apathya'), summary.apathya],
  ];
  for (const [heading, body] of blocks) if (body) pdf.heading(heading).text(body);
  if (summary.followUpDate)
    pdf.gap(6).field(t('documents.visit.followUp'), longDate(summary.followUpDate, locale), { bold: true, size: 11 });
  pdf.gap(12).text(t('documents.visit.signed', { name: summary.doctorName, date: longDate(summary.date, locale) }), { size: 9.5 });
  if (summary.amendedAt) pdf.text(t('documents.visit.amended', { date: formatInstant(summary.amendedAt, locale) }), { size: 9.5 });
  pdf.gap(6).text(t('documents.visit.pdfNote'), { size: 9, color: '#52606d' });
  return pdf.finish();
}
