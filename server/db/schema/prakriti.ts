/**
 * Prakriti assessments (decision 0063): one row per assessment of a patient, never updated (a
 * reassessment is a new row, so the history stays). `method` says whether the proportions come
 * from the questionnaire (its answers kept) or from the doctor's own examination.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { uuidKey } from './columns';
import type { PrakritiAnswers, PrakritiMethod } from '@core/clinical/prakriti';
import { patients, staff } from './accounts';

export const prakritiAssessments = pgTable(
  'prakriti_assessments',
  {
    id: uuidKey(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    assessorId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    /** The assessor's name when recorded: the label stays if the account goes. */
    assessorName: text().notNull(),
    assessedOn: date({ mode: 'string' }).notNull(),
    method: varchar({ length: 20 }).$type<PrakritiMethod>().notNull(),
    /** The questionnaire's answers by item id; null for an examination. */
    answers: jsonb().$type<PrakritiAnswers>(),
    vata: integer().notNull(),
    pitta: integer().notNull(),
    kapha: integer().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prakriti_assessments_patient').on(t.patientId, t.assessedOn),
    check('prakriti_method', sql`${t.method} in ('questionnaire', 'examination')`),
    check('prakriti_answers_with_questionnaire', sql`(${t.method} = 'questionnaire') = (${t.answers} is not null)`),
    check('prakriti_percentages', sql`${t.vata} between 0 and 100 and ${t.pitta} between 0 and 100 and ${t.kapha} between 0 and 100`),
    check('prakriti_sum_100', sql`${t.vata} + ${t.pitta} + ${t.kapha} = 100`),
  ],
);
