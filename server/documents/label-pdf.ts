/**
 * Medicine labels (decision 0069): one label per prescription line a dispensation gave, on an A4
 * sheet (cut or printed on label stock), in the patient's language: the clinic, the patient, the
 * medicine with its quantity and batch, the dose, when and with what to take it (anupana), for how
 * long, and the date given (dd/mm/yyyy). Drawing only: server/modules/dispensary loads the data.
 */
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import type { StockUnit } from '@core/dispensary/catalogue';
import { durationText, type Anupana } from '@core/dispensary/prescription-text';
import type { MedicineTiming } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { MARGIN } from './pdf-canvas';
import { PdfWriter } from './pdf';

interface MedicineLabel {
  itemName: string;
  unit: StockUnit;
  quantity: number;
  batches: string[];
  dosage: string;
  timing?: MedicineTiming | '';
  anupana?: Anupana | '';
  days?: number;
  duration?: string;
}

export interface LabelSheetInput {
  locale: Locale;
  clinic: ClinicProfile;
  patientName: string;
  /** The clinic date it was dispensed (YYYY-MM-DD). */
  date: string;
  labels: MedicineLabel[];
}

/** '2026-12-01' as '01/12/2026', the way Indian labels write a date. */
function labelDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

class LabelSheet extends PdfWriter {
  /** A thin frame around the label drawn from `top` to here (decoration: an artifact). */
  frame(top: number): this {
    const height = this.doc.y - top + 6;
    this.artifact(() =>
      this.doc
        .rect(MARGIN - 8, top - 8, this.contentWidth + 16, height + 8)
        .lineWidth(1)
        .strokeColor('#1f2933')
        .stroke(),
    );
    this.doc.y = top + height + 18;
    return this;
  }
}

/** Room one label takes (points): a new page starts when it would not fit. */
const LABEL_HEIGHT = 190;

export function renderLabelSheet(input: LabelSheetInput): Promise<Buffer> {
  const { locale } = input;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const pdf = new LabelSheet({ locale, clinic: input.clinic, title: `${t('dispensing.label.title')} ${labelDate(input.date)}` });
  pdf.gap(8);
  for (const label of input.labels) {
    pdf.ensureSpace(LABEL_HEIGHT);
    const top = pdf.doc.y;
    pdf.text(input.clinic.name[locale], { size: 12, bold: true, color: '#2f5d3a' });
    pdf.text(`${t('documents.phone')}: ${input.clinic.phone}`, { size: 8.5, color: '#52606d' });
    pdf.text(`${label.itemName} — ${label.quantity} ${t(`dispensary.count.${label.unit}`, { n: label.quantity })}`, {
      size: 12,
      bold: true,
      tag: 'H2',
    });
    pdf.field(t('dispensing.label.patient'), input.patientName, { size: 10 });
    pdf.field(t('dispensing.label.dose'), label.dosage, { size: 10 });
    if (label.timing) pdf.field(t('dispensing.label.when'), t(`documents.rx.timing.${label.timing}`), { size: 10 });
    if (label.anupana) pdf.field(t('dispensing.label.with'), t(`dispensing.anupana.${label.anupana}`), { size: 10 });
    const duration = durationText(label, t);
    if (duration) pdf.field(t('dispensing.label.for'), duration, { size: 10 });
    pdf.field(t('dispensing.label.date'), labelDate(input.date), { size: 9, x: MARGIN });
    pdf.text(`${t('dispensing.label.batch')}: ${label.batches.join(', ')}`, { size: 8.5, color: '#52606d' });
    pdf.frame(top);
  }
  return pdf.finish();
}
