/**
 * Looking up coded diagnoses (decision 0061): the search the case sheet's diagnosis field
 * calls, and the one validator every entry point that records a code calls (assertCodeExists).
 *
 * Search: the query through normaliseForSearch, split into words; a concept matches when every word
 * is in its search text or definition (contains), or its code starts with the query. Ranked: the exact
 * code, a code starting with the query, a term word starting with the first word, any term match, the
 * definition only; then the shorter term. Measured on the full NAMASTE set in bench/terminology.ts.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { codeKey, normaliseForSearch } from '@core/terminology/normalise';
import { codedKey, type TerminologySystem } from '@core/terminology/systems';
import type { Db } from '@server/db/client';
import { terminologyConcepts, terminologyMappings, terminologySystems } from '@server/db/schema';
import { BadRequest } from '@server/domain/errors';
import { groupBy } from '@core/group-by';

export interface TerminologyHit {
  system: TerminologySystem;
  code: string;
  term: string;
  termDevanagari: string;
  termEnglish: string;
  definition: string;
  /** ICD-11 TM2 codes the NAMASTE file names beside this code. */
  tm2: string[];
}

const SEARCH_LIMIT = 20;

interface IndexEntry {
  hit: TerminologyHit;
  system: TerminologySystem;
  code: string;
  codeKey: string;
  /** ' ' + search text: a word starts where a space precedes it. */
  text: string;
  definition: string;
  termLength: number;
}

/**
 * The search index: every concept's normalised text, held in memory per database and reloaded when
 * an import has changed a system (terminology_systems.imported_at, one small read per search).
 * Scanning ~3,000 rows with LIKE '%word%' cost 30-90 ms on PGlite (bench/README.md); in memory it is
 * well under a millisecond. The whole answer is held (about 1.5 MB for the full NAMASTE set).
 */
const indexes = new WeakMap<Db, { stamp: string; entries: IndexEntry[] }>();

async function searchIndex(db: Db): Promise<IndexEntry[]> {
  const [row] = await db
    .select({
      stamp: sql<string>`coalesce(string_agg(${terminologySystems.id} || '@' || ${terminologySystems.importedAt}::text, ',' ORDER BY ${terminologySystems.id}), '')`,
    })
    .from(terminologySystems);
  const stamp = row?.stamp ?? '';
  const cached = indexes.get(db);
  if (cached?.stamp === stamp) return cached.entries;
  const c = terminologyConcepts;
  const [rows, mappings] = await Promise.all([
    db
      .select({
        id: c.id,
        system: c.system,
        code: c.code,
        term: c.term,
        termDevanagari: c.termDevanagari,
        termEnglish: c.termEnglish,
        definition: c.definition,
        codeKey: c.codeKey,
        searchText: c.searchText,
        searchDefinition: c.searchDefinition,
      })
      .from(c),
    db.select({ conceptId: terminologyMappings.conceptId, targetCode: terminologyMappings.targetCode }).from(terminologyMappings),
  ]);
  const tm2 = groupBy(mappings, (m) => m.conceptId);
  const entries = rows.map(({ id, codeKey: key, searchText, searchDefinition, ...concept }) => ({
    hit: { ...concept, tm2: (tm2.get(id) ?? []).map((m) => m.targetCode).sort() },
    system: concept.system,
    code: concept.code,
    codeKey: key,
    text: ` ${searchText}`,
    definition: searchDefinition,
    termLength: concept.term.length,
  }));
  indexes.set(db, { stamp, entries });
  return entries;
}

/** 0 the exact code, 1 a code starting with the query, 2 a term word starting with the first word, 3 the terms, 4 the definition; null: no match. */
function rankOf(entry: IndexEntry, key: string, words: string[]): number | null {
  if (key && entry.codeKey === key) return 0;
  if (key && entry.codeKey.startsWith(key)) return 1;
  if (words.length === 0) return null;
  if (words.every((w) => entry.text.includes(w))) return entry.text.includes(` ${words[0]}`) ? 2 : 3;
  return words.every((w) => entry.text.includes(w) || entry.definition.includes(w)) ? 4 : null;
}

export async function searchTerminology(
  db: Db,
  query: { q: string; system?: TerminologySystem; limit?: number },
): Promise<TerminologyHit[]> {
  const words = normaliseForSearch(query.q).split(' ').filter(Boolean);
  const key = codeKey(query.q);
  if (words.length === 0 && key === '') return [];
  const ranked: { entry: IndexEntry; rank: number }[] = [];
  for (const entry of await searchIndex(db)) {
    if (query.system && entry.system !== query.system) continue;
    const rank = rankOf(entry, key, words);
    if (rank !== null) ranked.push({ entry, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.entry.termLength - b.entry.termLength ||
      (a.entry.code < b.entry.code ? -1 : a.entry.code > b.entry.code ? 1 : 0),
  );
  return ranked.slice(0, query.limit ?? SEARCH_LIMIT).map((r) => r.entry.hit);
}

/**
 * The one check before a code is recorded: it must have come from an imported file (never an
 * invented code). Answers the concept's term as published; a 400 naming the field otherwise.
 */
export async function assertCodeExists(
  db: Db,
  system: TerminologySystem,
  code: string,
  field = 'code',
): Promise<{ code: string; term: string }> {
  const [row] = await db
    .select({ code: terminologyConcepts.code, term: terminologyConcepts.term })
    .from(terminologyConcepts)
    .where(and(eq(terminologyConcepts.system, system), eq(terminologyConcepts.code, code.trim())));
  if (!row) {
    const params = { code: code.trim(), system };
    throw new BadRequest('terminology.unknownCode', { [field]: 'terminology.unknownCode' }, params);
  }
  return row;
}

/** The imported terms of coded diagnoses, by `codedKey` (a code no longer imported has none). */
export async function termsOf(db: Db, coded: readonly { system: TerminologySystem; code: string }[]): Promise<Record<string, string>> {
  if (!coded.length) return {};
  const rows = await db
    .select({ system: terminologyConcepts.system, code: terminologyConcepts.code, term: terminologyConcepts.term })
    .from(terminologyConcepts)
    .where(or(...coded.map((d) => and(eq(terminologyConcepts.system, d.system), eq(terminologyConcepts.code, d.code)))));
  return Object.fromEntries(rows.map((r) => [codedKey(r.system as TerminologySystem, r.code), r.term]));
}
