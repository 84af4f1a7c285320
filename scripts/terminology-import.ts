/**
 * `npm run terminology:import -- FILE [--system namaste-ayurveda|icd11-tm2|icd11-mms] [--version V]`
 * Imports a terminology file in its official column layout (decision 0061), saved as CSV (UTF-8):
 * NAMASTE's "National Ayurveda Morbidity Codes" (found by its NAMC_CODE column), or WHO's ICD-11
 * simple tabulation (Code, Title, ...; say which linearization with --system). Re-importing updates
 * the codes already there. Prints what was added and updated, and each refused row with its reason.
 */
import '../server/load-env-file.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTerminologyFile, UnknownLayout } from '../core/terminology/import-rows.ts';
import { isTerminologySystem, TERMINOLOGY_SYSTEMS } from '../core/terminology/systems.ts';
import { writeTerminology } from '../server/modules/terminology/terminology-import.server.ts';
import { fail, openInstallation } from './lib/cli.ts';

const USAGE = `Usage: npm run terminology:import -- FILE [--system ${TERMINOLOGY_SYSTEMS.join('|')}] [--version "2024-03"]`;
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) fail(`--${name} needs a value. ${USAGE}`);
  args.splice(i, 2);
  return value;
};
const system = flag('system');
const version = flag('version') ?? '';
const [file, ...extra] = args;
if (!file || extra.length > 0) fail(USAGE);
if (system !== undefined && !isTerminologySystem(system)) fail(`--system must be one of ${TERMINOLOGY_SYSTEMS.join(', ')}`);
if (/\.xlsx?$/i.test(file)) fail('Save the spreadsheet as "CSV UTF-8" first: the importer reads CSV (decision 0061).');

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}
let parsed;
try {
  parsed = parseTerminologyFile(text, system);
} catch (error) {
  if (error instanceof UnknownLayout) fail(`${file}: ${error.message}`);
  throw error;
}
const { database } = await openInstallation();
const report = await writeTerminology(database.db, parsed, { version, source: path.basename(file) });
await database.close();
const REASONS = {
  'no-code': 'no code',
  'bad-code': "the code is not in this system's shape",
  'no-term': 'no term',
  'duplicate-code': 'the code is already on an earlier line',
} as const;
for (const row of report.refused) console.log(`Refused line ${row.line}${row.code ? ` (${row.code})` : ''}: ${REASONS[row.reason]}`);
console.log(
  `${report.system}: ${report.inserted} added, ${report.updated} updated, ${report.refused.length} refused` +
    (report.skipped ? `, ${report.skipped} chapter/block rows skipped` : '') +
    (report.notInFile ? `; ${report.notInFile} codes already in the database are not in this file and were kept` : '') +
    '.',
);
