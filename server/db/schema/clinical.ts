/**
 * The clinical record (decisions 0059, 0060): one case sheet per consultation, its amendments
 * (append-only), written by that consultation's doctor. Staff reads of the record are audited in
 * the audit log (action 'clinical.read').
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaseSheet } from '@core/clinical/case-sheet';
import { timestamps, uuidKey } from './columns';
import { staff } from './accounts';
import { oneOfConsultation } from './consultations';

/**
 * The sheet: `content` is the draft until `signedAt` (set when the consultation is completed), then
 * the signed text, which a trigger keeps from ever changing (the migration). `version` grows with
 * each save: a save at an older version is refused (409), so two tabs never overwrite each other.
 */
export const caseSheets = pgTable(
  'case_sheets',
  {
    id: uuidKey(),
    ...oneOfConsultation(),
    content: jsonb().$type<CaseSheet>().notNull(),
    version: integer().notNull().default(1),
    updatedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    signedAt: timestamp({ withTimezone: true }),
    signedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    signedByName: text(),
    ...timestamps,
  },
  (t) => [index('case_sheets_patient').on(t.patientId)],
);

/** A change to a signed sheet: the whole new text, who, when and why. Rows are only inserted. */
export const caseSheetAmendments = pgTable(
  'case_sheet_amendments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    caseSheetId: uuid()
      .notNull()
      .references(() => caseSheets.id, { onDelete: 'cascade' }),
    content: jsonb().$type<CaseSheet>().notNull(),
    reason: text().notNull(),
    staffId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    staffName: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_sheet_amendments_sheet').on(t.caseSheetId, t.id)],
);
