/**
 * Looking up coded diagnoses (issue 34, decision 0061): the search the case sheet's diagnosis field
 * calls, and the one validator every entry point that records a code calls (assertCodeExists).
 *
 * Search: the query through normaliseForSearch, split into words; a concept matches when every word
 * is in its search text or definition (LIKE '%word%'). Ranked: the exact code, a code starting with
 * the query, a term word starting with the first word, any term match, the definition only; then the
 * shorter term. Measured on the full NAMASTE set in bench/terminology.ts (bench/README.md).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { codeKey, normaliseForSearch } from '@core/terminology/normalise';
import type { TerminologySystem } from '@core/terminology/systems';
import type { Db } from '@server/db/client';
import { terminologyConcepts, terminologyMappings } from '@server/db/schema';
import { BadRequest } from '@server/domain/errors';

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

export const SEARCH_LIMIT = 20;

/** LIKE's own wildcards in what was typed match themselves. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchTerminology(
  db: Db,
  query: { q: string; system?: TerminologySystem; limit?: number },
): Promise<TerminologyHit[]> {
  const words = normaliseForSearch(query.q).split(' ').filter(Boolean);
  const key = codeKey(query.q);
  if (words.length === 0 && key === '') return [];
  const c = terminologyConcepts;
  const everything = sql`(${c.searchText} || ' ' || ${c.searchDefinition})`;
  const matches: SQL[] = words.map((w) => sql`${everything} LIKE ${`%${likeEscape(w)}%`}`);
  const codeMatch = sql`${c.codeKey} LIKE ${`${likeEscape(key)}%`}`;
  const first = likeEscape(words[0] ?? key);
  const termMatch = words.length
    ? sql.join(
        words.map((w) => sql`${c.searchText} LIKE ${`%${likeEscape(w)}%`}`),
        sql` AND `,
      )
    : sql`false`;
  const rank = sql<number>`CASE
    WHEN ${c.codeKey} = ${key} THEN 0
    WHEN ${codeMatch} THEN 1
    WHEN (' ' || ${c.searchText}) LIKE ${`% ${first}%`} AND ${termMatch} THEN 2
    WHEN ${termMatch} THEN 3
    ELSE 4 END`;
  const where = and(
    query.system ? eq(c.system, query.system) : undefined,
    matches.length ? sql`(${codeMatch} OR (${and(...matches)}))` : codeMatch,
  );
  const rows = await db
    .select({
      id: c.id,
      system: c.system,
      code: c.code,
      term: c.term,
      termDevanagari: c.termDevanagari,
      termEnglish: c.termEnglish,
      definition: c.definition,
    })
    .from(c)
    .where(where)
    .orderBy(rank, sql`length(${c.term})`, asc(c.code))
    .limit(query.limit ?? SEARCH_LIMIT);
  const mappings = rows.length
    ? await db
        .select({ conceptId: terminologyMappings.conceptId, targetCode: terminologyMappings.targetCode })
        .from(terminologyMappings)
        .where(inArray(terminologyMappings.conceptId, rows.map((r) => r.id)))
    : [];
  return rows.map(({ id, ...row }) => ({
    ...row,
    tm2: mappings.filter((m) => m.conceptId === id).map((m) => m.targetCode),
  }));
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
