/**
 * The payment receipt as a PDF (A4, the clinic's letterhead), in the booking's language or the one asked:
 * number, date, who paid, for which consultation or programme (deposit, balance payment), the amount in figures and words, and how it was
 * paid (UPI with its UTR, cash, card, or the online gateway's payment id).
 */
import { formatConsultationId } from '@core/booking/consultation-id';
import { formatPatientNumber } from '@core/booking/patient-number';
import { slotStart } from '@core/booking/slots';
import type { ReceiptMode } from '@core/constants';
import { translate, type MessageKey } from '@core/i18n/catalog';
import { consultationTypeLabel } from '@core/i18n/labels';
import { formatClinicDate, formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import { formatRupees } from '@core/money';
import { amountInWords } from '@core/receipts/amount-words';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { PdfWriter } from './pdf';

export interface ReceiptDocument {
  /** As written: 'SA/2026-27/000123'. */
  number: string;
  issuedAt: Date;
  amount: number;
  mode: ReceiptMode;
  reference: string | null;
  locale: Locale;
  /** The patient's number ('SA-000123'), when the consultation belongs to an account. */
  patientNumber: number | null;
  /** What was paid for: a consultation, or a programme's deposit or balance payment (decision 0055). */
  consultation?: {
    id: string;
    name: string;
    doctorName: string;
    consultationType: string;
    date: string;
    timeSlot: string;
    mode: 'online' | 'offline';
  };
  programme?: { paysFor: 'deposit' | 'balance'; name: string; doctorName: string; startDate: string };
}

const REFERENCE_KEYS: Record<ReceiptMode, MessageKey | null> = {
  upi: 'receipts.pdf.reference.upi',
  cash: null,
  card: 'receipts.pdf.reference.card',
  online: 'receipts.pdf.reference.online',
};

/** A label and its value side by side; the value wraps in its own column. */
function row(pdf: PdfWriter, label: string, value: string, bold = false): void {
  const left = pdf.doc.page.margins.left;
  const labelWidth = 140;
  pdf.ensureSpace(24);
  const top = pdf.doc.y;
  // The label and its value: one paragraph.
  pdf.group('P', () => {
    pdf.text(label, { x: left, width: labelWidth - 8, color: '#52606d' });
    const below = pdf.doc.y;
    pdf.doc.y = top;
    pdf.text(value, { x: left + labelWidth, width: pdf.contentWidth - labelWidth, bold });
    pdf.doc.y = Math.max(below, pdf.doc.y) + 3;
  });
}

function paidBy(pdf: PdfWriter, r: ReceiptDocument): string {
  const mode = pdf.t(`receipts.pdf.mode.${r.mode}`);
  const key = REFERENCE_KEYS[r.mode];
  return key && r.reference ? `${mode} · ${pdf.t(key, { reference: r.reference })}` : mode;
}

function appointment(pdf: PdfWriter, c: NonNullable<ReceiptDocument['consultation']>): string {
  const intl = INTL_LOCALE[pdf.locale];
  const day = formatClinicDateTime(slotStart(c.date, c.timeSlot), intl, { dateStyle: 'medium' });
  const where = pdf.t(c.mode === 'online' ? 'receipts.pdf.video' : 'receipts.pdf.inPerson');
  return `${day}, ${formatSlotTime(c.timeSlot, pdf.locale)} (${where})`;
}

export async function renderReceiptPdf(r: ReceiptDocument, clinic: ClinicProfile): Promise<Buffer> {
  const title = `${translate(r.locale, 'receipts.pdf.title')} ${r.number}`;
  const pdf = new PdfWriter({ locale: r.locale, clinic, title });
  pdf.letterhead().gap(6);
  pdf.title(pdf.t('receipts.pdf.title'), 16).gap(8);
  row(pdf, pdf.t('receipts.pdf.number'), r.number, true);
  row(pdf, pdf.t('receipts.pdf.date'), formatClinicDateTime(r.issuedAt, INTL_LOCALE[r.locale], { dateStyle: 'medium' }));
  pdf.gap(4).rule();
  const c = r.consultation;
  const p = r.programme;
  row(pdf, pdf.t('receipts.pdf.receivedFrom'), c?.name ?? p?.name ?? '', true);
  if (r.patientNumber !== null) row(pdf, pdf.t('receipts.pdf.patientNumber'), formatPatientNumber(r.patientNumber));
  if (c) {
    row(pdf, pdf.t('receipts.pdf.consultation'), formatConsultationId(c.id));
    row(pdf, pdf.t('receipts.pdf.doctor'), c.doctorName);
    row(
      pdf,
      pdf.t('receipts.pdf.type'),
      consultationTypeLabel(c.consultationType, (key) => pdf.t(key)),
    );
    row(pdf, pdf.t('receipts.pdf.appointment'), appointment(pdf, c));
  }
  if (p) {
    row(pdf, pdf.t('receipts.pdf.for'), pdf.t(p.paysFor === 'deposit' ? 'receipts.pdf.forDeposit' : 'receipts.pdf.forBalance'));
    row(pdf, pdf.t('receipts.pdf.programme'), formatClinicDate(p.startDate, INTL_LOCALE[r.locale]));
    if (p.doctorName) row(pdf, pdf.t('receipts.pdf.doctor'), p.doctorName);
  }
  pdf.gap(4).rule();
  row(pdf, pdf.t('receipts.pdf.amount'), formatRupees(r.amount), true);
  row(pdf, pdf.t('receipts.pdf.inWords'), amountInWords(r.amount, r.locale));
  row(pdf, pdf.t('receipts.pdf.mode'), paidBy(pdf, r));
  pdf.signature(pdf.t('receipts.pdf.signatory'), [clinic.name[r.locale]]);
  return pdf.finish();
}
