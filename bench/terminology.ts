/**
 * `npm run bench:terminology` (limit: "terminology search over the full NAMASTE Ayurveda set
 * answers in under 50 ms p95"). Writes, to a fresh PGlite folder, the demo's real NAMASTE subset plus
 * generated rows up to the official file's size (2,893 rows): SYNTHETIC, made here at bench time and
 * never shipped (codes "SYN-n", terms built from Sanskrit syllables with their IAST and Devanagari forms,
 * English definitions from a word list), through the importer itself (parse + write timed). Then times
 * `searchTerminology` (the API's service) on a mix of questions: codes, code prefixes, terms with and
 * without diacritics, Devanagari, English words, two words, no match.
 * Settings: BENCH_TERMINOLOGY_ROWS (2893), BENCH_TERMINOLOGY_RUNS (5 rounds of every question).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { parseTerminologyFile } from '../core/terminology/import-rows.ts';
import { normaliseForSearch } from '../core/terminology/normalise.ts';
import { assertCodeExists } from '../server/modules/terminology/terminology.server.ts';
import { openDatabase, runMigrations } from '../server/db/client.ts';
import { DEMO_TERMINOLOGY_FILE, writeTerminology } from '../server/modules/terminology/terminology-import.server.ts';
import { searchTerminology } from '../server/modules/terminology/terminology.server.ts';

const ROWS = Number(process.env.BENCH_TERMINOLOGY_ROWS ?? 2893);
const RUNS = Number(process.env.BENCH_TERMINOLOGY_RUNS ?? 5);
const TARGET_MS = 50;

/** [IAST, Devanagari] syllables; a term is 3-5 of them and a visarga. */
const SYLLABLES: [string, string][] = [
  ['ka', 'क'],
  ['kā', 'का'],
  ['ga', 'ग'],
  ['va', 'व'],
  ['vā', 'वा'],
  ['ta', 'त'],
  ['ra', 'र'],
  ['ma', 'म'],
  ['śa', 'श'],
  ['ṣa', 'ष'],
  ['dha', 'ध'],
  ['pi', 'पि'],
  ['tta', 'त्त'],
  ['jva', 'ज्व'],
  ['mē', 'मे'],
  ['hṛ', 'हृ'],
  ['ṇa', 'ण'],
  ['sa', 'स'],
  ['ndhi', 'न्धि'],
  ['pā', 'पा'],
  ['ṇḍu', 'ण्डु'],
  ['rō', 'रो'],
  ['gaṁ', 'गं'],
  ['la', 'ल'],
];
const WORDS = [
  'pain',
  'swelling',
  'joints',
  'fever',
  'cough',
  'burning',
  'stiffness',
  'digestion',
  'skin',
  'itching',
  'breathlessness',
  'headache',
  'urination',
  'weakness',
  'vata',
  'pitta',
  'kapha',
  'aggravated',
  'obstruction',
  'channels',
];

/** A fraction in [0, 1) from a number (Knuth's multiplicative hash): the same set on every run. */
const hash = (n: number) => ((n * 2654435761) % 4294967296) / 4294967296;
const pick = <T>(list: readonly T[], n: number) => list[Math.floor(hash(n) * list.length)]!;
const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

function syntheticRow(i: number): string {
  const parts = Array.from({ length: 3 + (i % 3) }, (_, k) => pick(SYLLABLES, i * 7 + k * 131));
  const iast = parts.map((p) => p[0]).join('') + 'ḥ';
  const deva = parts.map((p) => p[1]).join('') + 'ः';
  const definition = `SYNTHETIC bench row. It is characterised by ${Array.from({ length: 24 }, (_, k) => pick(WORDS, i * 13 + k)).join(' ')}.`;
  const code = i % 4 === 0 ? `SX${(i % 90) + 10} (SYN-${i})` : `SYN-${i}`;
  return [i, i, code, iast, `(a) ${iast}`, deva, '-', quote(definition), '-'].join(',');
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-terminology-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
    const demo = readFileSync(DEMO_TERMINOLOGY_FILE, 'utf8').replace(/\r?\n$/, '');
    const real = demo.split('\n').length - 1;
    const synthetic = Array.from({ length: Math.max(0, ROWS - real) }, (_, i) => syntheticRow(i + 10_000));
    const file = [demo, ...synthetic].join('\n') + '\n';
    let t = performance.now();
    const parsed = parseTerminologyFile(file);
    const parseMs = performance.now() - t;
    t = performance.now();
    const report = await writeTerminology(database.db, parsed, { version: 'bench', source: 'synthetic' });
    const writeMs = performance.now() - t;
    console.log(
      `PGlite: ${parsed.concepts.length} concepts (${real} real NAMASTE rows + ${synthetic.length} synthetic), ` +
        `${report.refused.length} refused; parse ${parseMs.toFixed(0)} ms, write ${writeMs.toFixed(0)} ms\n`,
    );
    const lastTerm = parsed.concepts.at(-1)!;
    const questions: [string, string][] = [
      ['code exact', 'EC-6'],
      ['code exact (synthetic)', 'SYN-12345'],
      ['code prefix', 'SYN-11'],
      ['term, no diacritics', 'amavata'],
      ['term, IAST', 'āmavātaḥ'],
      ['term, file transliteration', 'AmavAtaH'],
      ['synthetic term, no diacritics', normaliseForSearch(lastTerm.term).slice(0, 6)],
      ['Devanagari', 'आमवात'],
      ['Devanagari (synthetic)', lastTerm.termDevanagari.slice(0, 4)],
      ['English word', 'swelling'],
      ['two words', 'sandhigata vata'],
      ['two English words', 'burning joints'],
      ['one letter', 'k'],
      ['no match', 'zzzzqx'],
    ];
    for (const [, q] of questions) await searchTerminology(database.db, { q, system: 'namaste-ayurveda' }); // warm
    const all: number[] = [];
    console.log('| question | q | results | median ms | p95 ms | max ms |\n|---|---|---|---|---|---|');
    for (const [label, q] of questions) {
      const times: number[] = [];
      let results = 0;
      for (let r = 0; r < RUNS * 4; r++) {
        const start = performance.now();
        results = (await searchTerminology(database.db, { q, system: 'namaste-ayurveda' })).length;
        times.push(performance.now() - start);
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      console.log(
        `| ${label} | \`${q}\` | ${results} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`,
      );
    }
    const floor: number[] = [];
    for (let r = 0; r < RUNS * 20; r++) {
      const start = performance.now();
      await assertCodeExists(database.db, 'namaste-ayurveda', 'EC-6');
      floor.push(performance.now() - start);
    }
    floor.sort((a, b) => a - b);
    console.log(
      `| (floor: assertCodeExists, one indexed row) | \`EC-6\` | 1 | ${percentile(floor, 0.5).toFixed(1)} | ${percentile(floor, 0.95).toFixed(1)} | ${floor.at(-1)!.toFixed(1)} |`,
    );
    const explain = await database.db.execute(
      sql`EXPLAIN (ANALYZE, FORMAT JSON) SELECT code FROM terminology_concepts WHERE search_text LIKE '%swel%' OR search_definition LIKE '%swel%' ORDER BY length(term) LIMIT 20`,
    );
    const plan = ((explain as { rows: Record<string, [{ 'Execution Time': number }]>[] }).rows[0]?.['QUERY PLAN'] ?? [
      { 'Execution Time': NaN },
    ])[0];
    console.log(
      `\nEXPLAIN ANALYZE of a contains-scan over every row (term and definition): execution ${plan['Execution Time'].toFixed(1)} ms`,
    );
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 0.95);
    console.log(
      `\nall ${all.length} searches: median ${percentile(all, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (limit < ${TARGET_MS} ms)`,
    );
    if (p95 >= TARGET_MS) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
