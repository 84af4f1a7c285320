/**
 * CSV exports, streamed (decision 0027): rows are read in batches by keyset (the sort key of the
 * last row sent), turned into CSV lines and handed to the reply stream one batch at a time, so a
 * year of consultations never sits in memory. Who may export what: `exportScope`.
 */
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { scopeOf } from '@core/policy';
import type { ExportKind, ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { Forbidden } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { auditExport } from './exports/audit.server';
import { dailySalesSheet, hsnSummarySheet, salesRegisterSheet } from '@server/modules/dispensary/sales-register.server';
import { CSV_BOM, csvLine } from './csv';
import { consultationSheet } from './exports/consultations.server';
import { paymentSheet } from './exports/payments.server';
import { feedbackSheet, patientSheet } from './exports/people.server';
import { keyset, type Sheet } from './exports/sheet';

/** The doctor whose rows a doctor account is limited to (a doctor account without a profile sees none), or null for all. */
function exportScope(actor: SignedInStaff, kind: ExportKind): string | null {
  const scope = scopeOf(actor, `exports.${kind}`);
  if (!scope) throw new Forbidden();
  return scope === 'own' ? (actor.doctorId ?? '00000000-0000-0000-0000-000000000000') : null;
}

function sheetFor(
  ctx: AppContext,
  kind: ExportKind,
  range: ExportRange,
  doctorId: string | null,
  t: (k: string) => string,
  locale: Locale,
): Sheet<never> {
  const sheets: Record<ExportKind, () => Sheet<never>> = {
    consultations: () => consultationSheet(ctx, range, doctorId, t) as unknown as Sheet<never>,
    payments: () => paymentSheet(ctx, range, t) as unknown as Sheet<never>,
    feedback: () => feedbackSheet(ctx, range, doctorId, t) as unknown as Sheet<never>,
    patients: () => patientSheet(ctx, range) as unknown as Sheet<never>,
    sales: () => salesRegisterSheet(ctx, range, t, locale) as unknown as Sheet<never>,
    'sales-hsn': () => hsnSummarySheet(ctx, range) as unknown as Sheet<never>,
    'sales-daily': () => dailySalesSheet(ctx, range) as unknown as Sheet<never>,
  };
  return sheets[kind]();
}

/**
 * Checks the role, writes the audit entry (who, when, which export, which range), and answers the
 * CSV as a stream of strings: the byte order mark and header, then one string per batch.
 */
export async function startExport(
  ctx: AppContext,
  actor: SignedInStaff,
  kind: ExportKind,
  range: ExportRange,
  locale: Locale,
): Promise<AsyncGenerator<string>> {
  const doctorId = exportScope(actor, kind);
  await auditExport(ctx, actor, kind, range);
  const t = (key: string) => translate(locale, key);
  const sheet = sheetFor(ctx, kind, range, doctorId, t, locale);
  return (async function* () {
    yield CSV_BOM + csvLine(sheet.header.map(t));
    for await (const rows of keyset(sheet.read)) yield rows.map((r) => csvLine(sheet.line(r))).join('');
  })();
}
