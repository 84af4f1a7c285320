/**
 * The form of every CSV export (decision 0027): a sheet is a header, a batched read by keyset (the
 * sort key of the last row sent) and a line per row; the exports of the dispensary use it too.
 */
import { addDays, slotStart } from '@core/booking/slots';
import type { MessageKey } from '@core/i18n/catalog';
import type { PaymentMethod } from '@core/constants';
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { CsvValue } from '@server/modules/paperwork/csv';
import { paymentMode } from '@server/modules/paperwork/payment-modes';

/**
 * Rows per database read: small enough to keep memory flat (a few MB), large enough that a year
 * takes few reads (payments, feedback and patients have no index on their sort key: each read
 * scans the table once; bench/README.md).
 */
export const EXPORT_BATCH = 2000;

/** The instants a clinic-date range covers: from its first midnight to the midnight after its last day. */
export function instants(range: ExportRange): { start: Date; end: Date } {
  return { start: slotStart(range.from, '00:00'), end: slotStart(addDays(range.to, 1), '00:00') };
}

type Batch<Row> = (after: Row | null) => Promise<Row[]>;

/** Every row, batch after batch, each batch starting after the last row of the one before. */
export async function* keyset<Row>(read: Batch<Row>): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1) ?? null;
  }
}

export interface Sheet<Row> {
  header: MessageKey[];
  read: Batch<Row>;
  line: (row: Row) => CsvValue[];
}

/** A sheet's column headers: the keys of staff.paperwork.col.*. */
export const columns = (keys: string[]) => keys.map((k) => `staff.paperwork.col.${k}` as MessageKey);

/** How a payment came, in the sheet's language; empty for none. */
export function modeLabel(method: PaymentMethod | null, t: (k: string) => string): string {
  const mode = paymentMode(method);
  return mode ? t(`staff.paperwork.mode.${mode}`) : '';
}
