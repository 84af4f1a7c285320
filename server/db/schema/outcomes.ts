/**
 * Outcomes over time (decision 0068): the measures a doctor chooses for a patient, and readings of
 * them taken at a visit or a therapy session. A measure is chosen once per patient (kind and name).
 */
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { uuidKey } from './columns';
import type { MeasureKind } from '@core/clinical/outcomes';
import { patients, staff } from './accounts';
import { consultations } from './consultations';
import { therapySessions } from './programmes';

export const outcomeMeasures = pgTable(
  'outcome_measures',
  {
    id: uuidKey(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    kind: text().$type<MeasureKind>().notNull(),
    /** A symptom score's or the doctor's own measure's name ('' for the fixed kinds). */
    name: text().notNull().default(''),
    unit: text().notNull().default(''),
    /** The range the doctor gave (symptom score, own measure); null for the fixed kinds. */
    min: doublePrecision(),
    max: doublePrecision(),
    chosenBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    chosenByName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One measure of a kind and name per patient: choosing it again is a 409.
    uniqueIndex('outcome_measures_patient_kind_name').on(t.patientId, t.kind, sql`lower(${t.name})`),
    check('outcome_measures_kind', sql`${t.kind} in ('pain-0-10', 'weight-kg', 'blood-pressure', 'symptom-score', 'custom')`),
    check('outcome_measures_range', sql`${t.min} is null or ${t.max} is null or ${t.min} < ${t.max}`),
  ],
);

export const outcomeReadings = pgTable(
  'outcome_readings',
  {
    id: uuidKey(),
    measureId: uuid()
      .notNull()
      .references(() => outcomeMeasures.id, { onDelete: 'cascade' }),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The value; for blood pressure the systolic, with the diastolic in `value2`. */
    value: doublePrecision().notNull(),
    value2: doublePrecision(),
    /** The clinic date it was taken. */
    takenOn: date({ mode: 'string' }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    recordedByName: text(),
    /** Taken at this visit, or at this therapy session (not both). */
    consultationId: varchar({ length: 20 }).references(() => consultations.id, { onDelete: 'set null' }),
    sessionId: uuid().references(() => therapySessions.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('outcome_readings_measure').on(t.measureId, t.takenOn),
    index('outcome_readings_patient').on(t.patientId),
    check('outcome_readings_one_place', sql`${t.consultationId} is null or ${t.sessionId} is null`),
  ],
);
