/**
 * Reading a terminology file in its official column layout (decision 0061) into concepts, and the
 * rows refused with their reason. Pure: the server writes the result (terminology-import.server.ts).
 *
 * - NAMASTE Ayurveda (Ministry of Ayush, "National Ayurveda Morbidity Codes"): Sr No., NAMC_ID,
 *   NAMC_CODE, NAMC_term, NAMC_term_diacritical, NAMC_term_DEVANAGARI, Short_definition,
 *   Long_definition, Ontology_branches, and in some editions Name English. NAMC_CODE holds the
 *   NAMASTE code and, for the rows WHO took into ICD-11 TM2, the TM2 code beside it: "SP11(EC-6)",
 *   "ED-8(SP11)", "SK00 (F)". "-" means empty.
 * - ICD-11 (WHO's simple tabulation of a linearization, TM2 or MMS): Code, Title (indented with
 *   "- "), ChapterNo; rows without a code (chapters, blocks) are not concepts.
 */
import { parseCsv, type CsvRecord } from './csv';
import { codeKey, normaliseForSearch } from './normalise';
import type { TerminologySystem } from './systems';

interface ParsedConcept {
  line: number;
  code: string;
  term: string;
  termDevanagari: string;
  termEnglish: string;
  definition: string;
  sourceId: string;
  searchText: string;
  searchDefinition: string;
  codeKey: string;
  /** ICD-11 TM2 codes the NAMASTE row names beside its own code. */
  tm2Codes: string[];
}

export interface RefusedRow {
  line: number;
  code: string;
  reason: 'no-code' | 'bad-code' | 'no-term' | 'duplicate-code';
}

export interface ParsedFile {
  system: TerminologySystem;
  concepts: ParsedConcept[];
  refused: RefusedRow[];
  /** Rows that are not concepts by the publication's own layout (ICD-11 chapters and blocks). */
  skipped: number;
}

export class UnknownLayout extends Error {}

const TM2_CODE = /^S[A-Z][0-9][0-9A-Z]$/;
/** NAMASTE codes: letters, then optional "-" and dotted numbers: AYU, AAA-2.1, EC-6, SK-3.1, ED-4.3.10. */
const NAMASTE_CODE = /^[A-Z]{1,4}(-\d+(\.\d+)*)?$/;
/** ICD-11 codes: 1A00, 1A00.0, 8A80.Z, SP11, XM28X5; an extension code may carry "&"/"/" in a cluster, refused. */
const ICD11_CODE = /^[0-9A-Z]{4}(\.[0-9A-Z]{1,2})*$/;

const cell = (record: CsvRecord, name: string) => {
  const value = record.values[name] ?? '';
  return value === '-' ? '' : value.replace(/\s+/g, ' ').trim();
};

/** "(a) pratiśyāyaḥ   (a) pīnasaḥ" -> "pratiśyāyaḥ / pīnasaḥ": the file's list markers dropped. */
const cleanDiacritical = (value: string) =>
  value
    .split(/\(\s*[a-z]\s*\)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' / ');

const searchOf = (...parts: string[]) => normaliseForSearch(parts.filter(Boolean).join(' '));

function splitNamcCode(raw: string): { code: string; tm2: string[] } | null {
  const tokens = raw.split(/[\s()]+/).filter(Boolean);
  const tm2 = tokens.filter((t) => TM2_CODE.test(t));
  const own = tokens.filter((t) => !TM2_CODE.test(t));
  if (own.length === 1 && NAMASTE_CODE.test(own[0]!)) return { code: own[0]!, tm2 };
  return null;
}

function namasteConcept(record: CsvRecord): ParsedConcept | RefusedRow {
  const raw = cell(record, 'NAMC_CODE');
  const line = record.line;
  if (!raw) return { line, code: '', reason: 'no-code' };
  const split = splitNamcCode(raw);
  if (!split) return { line, code: raw, reason: 'bad-code' };
  const transliteration = cell(record, 'NAMC_term');
  const diacritical = cleanDiacritical(cell(record, 'NAMC_term_diacritical'));
  const termDevanagari = cell(record, 'NAMC_term_DEVANAGARI');
  const termEnglish = cell(record, 'Name English').replace(/\s*⇒$/, '');
  const term = diacritical || transliteration;
  if (!term) return { line, code: split.code, reason: 'no-term' };
  const definition = cell(record, 'Short_definition') || cell(record, 'Long_definition');
  return {
    line,
    code: split.code,
    term,
    termDevanagari,
    termEnglish,
    definition,
    sourceId: cell(record, 'NAMC_ID'),
    searchText: searchOf(split.code, term, transliteration, termDevanagari, termEnglish),
    searchDefinition: searchOf(definition),
    codeKey: codeKey(split.code),
    tm2Codes: split.tm2,
  };
}

function icdConcept(record: CsvRecord): ParsedConcept | RefusedRow | 'skip' {
  const code = cell(record, 'Code');
  const line = record.line;
  if (!code) return 'skip';
  if (!ICD11_CODE.test(code)) return { line, code, reason: 'bad-code' };
  const term = cell(record, 'Title').replace(/^(-\s*)+/, '');
  if (!term) return { line, code, reason: 'no-term' };
  return {
    line,
    code,
    term,
    termDevanagari: '',
    termEnglish: '',
    definition: '',
    sourceId: cell(record, 'ChapterNo'),
    searchText: searchOf(code, term),
    searchDefinition: '',
    codeKey: codeKey(code),
    tm2Codes: [],
  };
}

/** The system a file's header says it is: NAMASTE by its NAMC_CODE column; ICD-11 needs `system`. */
function detectSystem(header: string[], system?: TerminologySystem): TerminologySystem {
  if (header.includes('NAMC_CODE')) {
    if (system && system !== 'namaste-ayurveda') throw new UnknownLayout(`a NAMASTE file (NAMC_CODE) cannot be imported as ${system}`);
    return 'namaste-ayurveda';
  }
  if (header.includes('Code') && header.includes('Title')) {
    if (system === 'icd11-tm2' || system === 'icd11-mms') return system;
    throw new UnknownLayout('an ICD-11 tabulation (Code, Title): say --system icd11-tm2 or --system icd11-mms');
  }
  throw new UnknownLayout('unknown layout: expected NAMASTE columns (NAMC_CODE, NAMC_term, ...) or an ICD-11 tabulation (Code, Title)');
}

export function parseTerminologyFile(text: string, system?: TerminologySystem): ParsedFile {
  const { header, records } = parseCsv(text);
  const detected = detectSystem(header, system);
  const concepts: ParsedConcept[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const record of records) {
    const row = detected === 'namaste-ayurveda' ? namasteConcept(record) : icdConcept(record);
    if (row === 'skip') skipped++;
    else if ('reason' in row) refused.push(row);
    else if (seen.has(row.codeKey)) refused.push({ line: row.line, code: row.code, reason: 'duplicate-code' });
    else {
      seen.add(row.codeKey);
      concepts.push(row);
    }
  }
  return { system: detected, concepts, refused, skipped };
}
