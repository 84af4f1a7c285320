/**
 * A programme's final bill as a PDF (decision 0067; the drawing layer of decision 0024): the
 * letterhead, who and which programme, the sessions as delivered day by day, the charge lines, the
 * money in with each receipt number, and the balance or refund due, in the language asked.
 */
import { formatPatientNumber } from '@core/booking/patient-number';
import { formatClinicDate, formatClinicDateTime } from '@core/i18n/clinic-time';
import { translate } from '@core/i18n/catalog';
import { INTL_LOCALE } from '@core/i18n/locales';
import { formatRupees } from '@core/money';
import { BILL_LINE_KEYS, DAY_OUTCOME_KEYS, SESSION_OUTCOME_KEYS, billPaymentKey, formatLineAmount } from '@core/programmes/bill-labels';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import type { ProgrammeBill } from '@server/modules/programmes/bill/bill.server';
import { PdfWriter } from './pdf';

/** The file name: 'programme-bill-2026-12-01.pdf' (the programme's start). */
export const billFileName = (bill: Pick<ProgrammeBill, 'startDate'>) => `programme-bill-${bill.startDate}.pdf`;

export async function renderProgrammeBillPdf(bill: ProgrammeBill, clinic: ClinicProfile): Promise<Buffer> {
  const { locale } = bill;
  const intl = INTL_LOCALE[locale];
  const pdf = new PdfWriter({ locale, clinic, title: `${translate(locale, 'programmes.bill.title')} ${bill.patientName}` });
  const t = pdf.t.bind(pdf);
  pdf.letterhead().gap(6);
  pdf.title(t('programmes.bill.title'), 16).gap(6);
  const left: [string, string][] = [[t('programmes.bill.patient'), bill.patientName]];
  if (bill.patientNumber !== null) left.push([t('receipts.pdf.patientNumber'), formatPatientNumber(bill.patientNumber)]);
  if (bill.doctorName) left.push([t('receipts.pdf.doctor'), bill.doctorName]);
  const right: [string, string][] = [
    [t('programmes.bill.programmeFrom'), formatClinicDate(bill.startDate, intl, { dateStyle: 'medium' })],
    [t('programmes.bill.issued'), formatClinicDateTime(bill.issuedAt, intl, { dateStyle: 'medium' })],
  ];
  pdf.fieldColumns(left, right).gap(6).rule();
  pdf.heading(t('programmes.bill.sessions'));
  pdf.text(t('programmes.bill.sessionCounts', { ...bill.sessions }));
  pdf.gap(4);
  if (bill.days.length)
    pdf.table(
      [
        { header: t('programmes.bill.day'), share: 1.4 },
        { header: t('programmes.bill.date'), share: 2 },
        { header: t('programmes.bill.therapies'), share: 5 },
        { header: t('programmes.bill.outcome'), share: 1.8 },
      ],
      bill.days.map((d) => [
        d.day === null ? '' : String(d.day),
        formatClinicDate(d.date, intl, { dateStyle: 'medium' }),
        d.sessions.map((x) => `${x.therapy} (${t(SESSION_OUTCOME_KEYS[x.outcome])})`).join(', '),
        t(DAY_OUTCOME_KEYS[d.outcome]),
      ]),
    );
  else pdf.text(t('programmes.bill.noSessions'));
  materialsSection(pdf, bill.materials, bill.medicines, intl);
  pdf.heading(t('programmes.bill.charges'));
  if (bill.status === 'cancelled') pdf.text(t('programmes.bill.cancelled'));
  else
    pdf.table(
      [
        { header: t('programmes.bill.item'), share: 7 },
        { header: t('programmes.bill.amount'), share: 2 },
      ],
      [
        ...bill.lines.map((l) => [
          l.note ? `${t(BILL_LINE_KEYS[l.kind])}: ${l.note}` : t(BILL_LINE_KEYS[l.kind]),
          formatLineAmount(l.amount),
        ]),
        [t('programmes.bill.payable'), formatRupees(bill.payable)],
      ],
    );

  pdf.heading(t('programmes.bill.moneyIn'));
  if (bill.payments.length)
    pdf.table(
      [
        { header: t('programmes.bill.date'), share: 2.2 },
        { header: t('programmes.bill.item'), share: 2.6 },
        { header: t('receipts.pdf.mode'), share: 1.6 },
        { header: t('programmes.bill.receipt'), share: 2.6 },
        { header: t('programmes.bill.amount'), share: 1.6 },
      ],
      bill.payments.map((p) => [
        formatClinicDateTime(p.at, intl, { dateStyle: 'medium' }),
        t(billPaymentKey(p.kind)),
        translate(locale, `receipts.pdf.mode.${p.mode}`),
        p.receipt?.number ?? '',
        formatRupees(p.amount),
      ]),
    );
  else pdf.text(t('programmes.bill.noPayments'));

  pdf.gap(4).rule();
  pdf.field(t('programmes.bill.payable'), formatRupees(bill.payable));
  pdf.field(t('programmes.bill.paidTotal'), formatRupees(bill.paid));
  if (bill.refunded) pdf.field(t('programmes.bill.refunded'), formatRupees(bill.refunded));
  if (bill.balanceDue > 0) pdf.field(t('programmes.bill.balanceDue'), formatRupees(bill.balanceDue), { bold: true });
  else if (bill.refundDue > 0) pdf.field(t('programmes.bill.refundDue'), formatRupees(bill.refundDue), { bold: true });
  else pdf.field(t('programmes.bill.settled'), formatRupees(0), { bold: true });
  pdf.signature(t('receipts.pdf.signatory'), [clinic.name[locale]]);
  return pdf.finish();
}

/** The materials the sessions used (decision 0071): listed for information, never a charge. */
function materialsSection(pdf: PdfWriter, materials: ProgrammeBill['materials'], medicines: ProgrammeBill['medicines'], intl: string) {
  medicinesSection(pdf, medicines, intl);
  if (!materials.length) return;
  const t = pdf.t.bind(pdf);
  pdf.heading(t('programmes.bill.materials'));
  pdf.text(t('programmes.bill.materialsNote'));
  for (const m of materials) pdf.text(t('programmes.materials.used', { name: m.name, quantity: m.quantity, unit: m.unit }));
}

/** The dispensary's invoices of the programme's days (decision 0070): listed, paid on their own, not in the balance. */
function medicinesSection(pdf: PdfWriter, medicines: ProgrammeBill['medicines'], intl: string) {
  if (!medicines.length) return;
  const t = pdf.t.bind(pdf);
  pdf.heading(t('programmes.bill.medicines'));
  pdf.text(t('programmes.bill.medicinesNote'));
  for (const m of medicines) {
    const date = formatClinicDate(m.date, intl, { dateStyle: 'medium' });
    const credited = m.credited ? ` · ${t('programmes.bill.medicineCredited')}` : '';
    pdf.text(`${t('programmes.bill.medicineInvoice', { invoiceNo: m.invoiceNo, date })} · ${formatRupees(m.amount)}${credited}`);
    pdf.text(m.items.join('; '));
  }
}
