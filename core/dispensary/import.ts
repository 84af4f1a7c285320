/**
 * The catalogue's CSV import (decision 0062), the pure part: each row of a clinic's list through the
 * same ItemSchema as the admin's form, with the fields' message keys for a refused row. Columns by
 * header name (any order, case and spaces ignored): kind, name, form, strength, pack, manufacturer,
 * unit, hsn_code, gst_rate, mrp, reorder_level. Prices may carry the rupee sign and commas.
 */
import { parseCsv } from '@core/terminology/csv';
import { ItemSchema, type ItemInput } from './catalogue';

const REQUIRED_COLUMNS = ['kind', 'name', 'form', 'unit', 'hsn_code', 'gst_rate', 'mrp'] as const;
const MAX_IMPORT_ROWS = 2000;

export type ImportRow =
  | { line: number; name: string; item: ItemInput; errors?: undefined }
  | { line: number; name: string; item?: undefined; errors: Record<string, string> };

/** '₹1,250.50' -> 1250.5; '' or not a number -> NaN (the schema refuses it, naming the field). */
function number(value: string): number {
  const cleaned = value.replace(/[₹,%\s]/g, '').replace(/^rs\.?/i, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const key = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The rows of the file, each either an item or its refused fields; `missing`: required columns the header lacks. */
export function parseItemsCsv(text: string): { missing: string[]; tooMany: boolean; rows: ImportRow[] } {
  const { header, records } = parseCsv(text);
  const names = header.map(key);
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) return { missing, tooMany: false, rows: [] };
  if (records.length > MAX_IMPORT_ROWS) return { missing: [], tooMany: true, rows: [] };
  const rows = records.map(({ line, values }): ImportRow => {
    const cell = (column: string) => {
      const at = names.indexOf(column);
      return at < 0 ? '' : (values[header[at]!] ?? '');
    };
    const reorder = cell('reorder_level');
    const parsed = ItemSchema.safeParse({
      kind: cell('kind').toLowerCase(),
      name: cell('name'),
      form: cell('form').toLowerCase(),
      strength: cell('strength'),
      pack: cell('pack'),
      manufacturer: cell('manufacturer'),
      unit: cell('unit').toLowerCase(),
      hsnCode: cell('hsn_code').replace(/\s/g, ''),
      gstRate: number(cell('gst_rate')),
      mrp: number(cell('mrp')),
      reorderLevel: reorder === '' ? 0 : number(reorder),
      active: true,
    });
    if (parsed.success) return { line, name: parsed.data.name, item: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'row')] ??= issue.message;
    return { line, name: cell('name'), errors };
  });
  return { missing: [], tooMany: false, rows };
}

/** The identity a catalogue item is unique by (the database's dispensary_items_identity index). */
export function itemIdentity(item: Pick<ItemInput, 'name' | 'strength' | 'pack' | 'manufacturer'>): string {
  return [item.name, item.strength, item.pack, item.manufacturer].map((v) => v.toLowerCase()).join('\u0000');
}
