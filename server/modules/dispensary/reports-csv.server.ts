/**
 * The dispensary's reports as CSV (decision 0071), in the exports' form (decision 0027: UTF-8 with
 * BOM, dd/mm/yyyy, rupees as plain numbers): one row an item, a batch or a programme. A report is a
 * few thousand rows at most (one per item), so it is built whole; each download is audited.
 */
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { auditExport } from '@server/modules/paperwork/exports/audit.server';
import type { SignedInStaff } from '@server/domain/actor';
import { CSV_BOM, csvDate, csvLine, type CsvValue } from '@server/modules/paperwork/csv';
import { expiryLossReport, materialsCostReport, stockMovementReport } from './reports.server';

export const REPORT_KINDS = ['stock-movements', 'expiry-losses', 'materials-cost'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const rupees = (paise: number) => (paise / 100).toFixed(2);

export async function reportCsv(ctx: AppContext, actor: SignedInStaff, kind: ReportKind, range: ExportRange, locale: Locale) {
  await auditExport(ctx, actor, kind, range);
  const t = (key: string) => translate(locale, key);
  const unit = (u: string) => t(`dispensary.unit.${u}`);
  const rows: CsvValue[][] = [];
  if (kind === 'stock-movements') {
    rows.push(
      ['item', 'unit', 'opening', 'received', 'dispensed', 'consumed', 'adjusted', 'returned', 'expired', 'closing'].map((k) =>
        t(`materials.csv.${k}`),
      ),
    );
    for (const r of await stockMovementReport(ctx, range))
      rows.push([r.name, unit(r.unit), r.opening, r.received, r.dispensed, r.consumed, r.adjusted, r.returned, r.expired, r.closing]);
  } else if (kind === 'expiry-losses') {
    rows.push(['item', 'batch', 'expiry', 'quantity', 'unit', 'unitCost', 'loss', 'writtenOff'].map((k) => t(`materials.csv.${k}`)));
    for (const r of (await expiryLossReport(ctx, range)).rows)
      rows.push([
        r.name,
        r.batchNo,
        csvDate(r.expiryDate),
        r.quantity,
        unit(r.unit),
        rupees(r.costPaise),
        rupees(r.lossPaise),
        r.writtenOff,
      ]);
  } else {
    rows.push(['programme', 'patient', 'start', 'materials', 'cost'].map((k) => t(`materials.csv.${k}`)));
    for (const p of (await materialsCostReport(ctx, range)).programmes)
      rows.push([
        p.programmeId.slice(0, 8),
        p.patient,
        csvDate(p.startDate),
        p.items.map((i) => `${i.name} ${i.quantity} ${unit(i.unit)}`).join('; '),
        rupees(p.costPaise),
      ]);
  }
  return CSV_BOM + rows.map(csvLine).join('');
}
