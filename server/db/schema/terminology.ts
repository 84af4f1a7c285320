/**
 * Coded diagnoses' terminologies (decision 0061): NAMASTE Ayurveda and WHO ICD-11 (the
 * Traditional Medicine chapter, TM2, and the biomedical MMS). Rows come only from an imported file
 * in the official layout (`npm run terminology:import`): a code that is not here cannot be recorded.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidKey } from './columns';
import type { TerminologySystem } from '@core/terminology/systems';

export const terminologySystems = pgTable(
  'terminology_systems',
  {
    id: text().$type<TerminologySystem>().primaryKey(),
    /** The publication's version or date, as the operator named it on import. */
    version: text().notNull().default(''),
    /** Where the imported file came from (its name, or a URL). */
    source: text().notNull().default(''),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('terminology_systems_known', sql`${t.id} in ('namaste-ayurveda', 'icd11-tm2', 'icd11-mms')`)],
);

export const terminologyConcepts = pgTable(
  'terminology_concepts',
  {
    id: uuidKey(),
    system: text()
      .$type<TerminologySystem>()
      .notNull()
      .references(() => terminologySystems.id),
    code: text().notNull(),
    /** The term as published: NAMASTE's diacritical (IAST) form, ICD-11's title. */
    term: text().notNull(),
    termDevanagari: text().notNull().default(''),
    /** NAMASTE's English name when the file has one. */
    termEnglish: text().notNull().default(''),
    definition: text().notNull().default(''),
    /** NAMASTE's row id (NAMC_ID), ICD-11's chapter: what the file calls it, kept for the record. */
    sourceId: text().notNull().default(''),
    /** Code, terms (every transliteration the file gives), Devanagari and English name through normaliseForSearch. */
    searchText: text().notNull(),
    /** The definition through normaliseForSearch: matched too, ranked after the terms. */
    searchDefinition: text().notNull().default(''),
    /** The code in lower case without spaces (codeKey()), for the exact and prefix match. */
    codeKey: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terminology_concepts_system_code').on(t.system, t.code),
    index('terminology_concepts_code_key').using('btree', t.system, sql`${t.codeKey} text_pattern_ops`),
  ],
);

/** What the NAMASTE file says a NAMASTE code maps to (its NAMC_CODE names the TM2 code beside it). */
export const terminologyMappings = pgTable(
  'terminology_mappings',
  {
    conceptId: uuid()
      .notNull()
      .references(() => terminologyConcepts.id, { onDelete: 'cascade' }),
    targetSystem: text().$type<TerminologySystem>().notNull(),
    targetCode: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.conceptId, t.targetSystem, t.targetCode] })],
);
