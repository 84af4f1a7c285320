/**
 * Writing an imported terminology file (decision 0061): one transaction; a code already there is
 * updated (re-importing a newer edition is how the tables are kept current), a code no longer in the
 * file stays (a diagnosis may have recorded it). The parsing is core/terminology/import-rows.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedFile, RefusedRow } from '@core/terminology/import-rows';
import { parseTerminologyFile } from '@core/terminology/import-rows';
import type { TerminologySystem } from '@core/terminology/systems';
import { type Db, projectRoot } from '@server/db/client';
import { terminologyConcepts, terminologyMappings, terminologySystems } from '@server/db/schema';

export interface ImportReport {
  system: TerminologySystem;
  inserted: number;
  updated: number;
  /** Codes of this system in the database that the file does not have (kept). */
  notInFile: number;
  skipped: number;
  refused: RefusedRow[];
}

const BATCH = 500;

export async function writeTerminology(db: Db, parsed: ParsedFile, meta: { version: string; source: string }): Promise<ImportReport> {
  const { system, concepts } = parsed;
  return db.transaction(async (tx) => {
    await tx
      .insert(terminologySystems)
      .values({ id: system, ...meta })
      .onConflictDoUpdate({ target: terminologySystems.id, set: { ...meta, importedAt: sql`now()` } });
    const existing = new Set(
      (await tx.select({ code: terminologyConcepts.code }).from(terminologyConcepts).where(eq(terminologyConcepts.system, system))).map(
        (r) => r.code,
      ),
    );
    const inFile = new Set(concepts.map((c) => c.code));
    for (let i = 0; i < concepts.length; i += BATCH) {
      const batch = concepts.slice(i, i + BATCH);
      const rows = await tx
        .insert(terminologyConcepts)
        .values(batch.map(({ line: _line, tm2Codes: _tm2, ...concept }) => ({ ...concept, system, updatedAt: sql`now()` })))
        .onConflictDoUpdate({
          target: [terminologyConcepts.system, terminologyConcepts.code],
          set: {
            term: sql`excluded.term`,
            termDevanagari: sql`excluded.term_devanagari`,
            termEnglish: sql`excluded.term_english`,
            definition: sql`excluded.definition`,
            sourceId: sql`excluded.source_id`,
            searchText: sql`excluded.search_text`,
            searchDefinition: sql`excluded.search_definition`,
            codeKey: sql`excluded.code_key`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: terminologyConcepts.id, code: terminologyConcepts.code });
      const ids = rows.map((r) => r.id);
      await tx.delete(terminologyMappings).where(inArray(terminologyMappings.conceptId, ids));
      const idOf = new Map(rows.map((r) => [r.code, r.id]));
      const mappings = batch.flatMap((c) =>
        c.tm2Codes.map((targetCode) => ({ conceptId: idOf.get(c.code)!, targetSystem: 'icd11-tm2' as const, targetCode })),
      );
      if (mappings.length > 0) await tx.insert(terminologyMappings).values(mappings).onConflictDoNothing();
    }
    const updated = concepts.filter((c) => existing.has(c.code)).length;
    return {
      system,
      inserted: concepts.length - updated,
      updated,
      notInFile: [...existing].filter((code) => !inFile.has(code)).length,
      skipped: parsed.skipped,
      refused: parsed.refused,
    };
  });
}

/** The demo's subset of the official NAMASTE file (content/terminology/SOURCE.md). */
export const DEMO_TERMINOLOGY_FILE = 'content/terminology/namaste-ayurveda-demo.csv';

/** Seeds the demo subset when this installation has no NAMASTE codes yet (server/db/seed.ts, demo mode only). */
export async function seedDemoTerminology(db: Db): Promise<void> {
  const [present] = await db
    .select({ id: terminologySystems.id })
    .from(terminologySystems)
    .where(and(eq(terminologySystems.id, 'namaste-ayurveda')));
  if (present) return;
  const text = readFileSync(path.join(projectRoot(), DEMO_TERMINOLOGY_FILE), 'utf8');
  await writeTerminology(db, parseTerminologyFile(text, 'namaste-ayurveda'), {
    version: 'demo subset',
    source: DEMO_TERMINOLOGY_FILE,
  });
}
