/** Therapists, their leave, treatment rooms, therapy settings and programme templates (docs/decisions/0043). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, uuidKey } from './columns';
import type { Gender, GenderRule, RoomCapability } from '@core/constants';
import { staff } from './accounts';
import type { DayHours } from '@core/schemas/staff/hours';

/** Working hours of one weekday ('09:00' to '17:00', breaks; core/schemas/staff/hours.ts); null: not working that day. Rows saved before breaks have none. */
export type WorkingHours = DayHours;

/** A therapist: a staff account of role therapist (or a person without an account yet). */
export const therapists = pgTable('therapists', {
  id: uuidKey(),
  staffId: uuid()
    .unique()
    .references(() => staff.id, { onDelete: 'set null' }),
  name: text().notNull(),
  gender: text().$type<Gender>().notNull(),
  /** Slugs of the therapies (content/therapies) they are trained in. */
  therapies: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Seven entries, 0 = Sunday. */
  weeklyHours: jsonb().$type<WorkingHours[]>().notNull(),
  active: boolean().notNull().default(true),
  ...timestamps,
});

export const therapistLeaves = pgTable(
  'therapist_leaves',
  {
    id: uuidKey(),
    therapistId: uuid()
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('therapist_leaves_therapist_date').on(t.therapistId, t.date)],
);

/** A treatment room and its equipment. A removed room keeps its past sessions. */
export const treatmentRooms = pgTable(
  'treatment_rooms',
  {
    id: uuidKey(),
    name: text().notNull(),
    capabilities: text()
      .array()
      .$type<RoomCapability[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    removedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('treatment_rooms_name')
      .on(sql`lower(${t.name})`)
      .where(sql`removed_at is null`),
  ],
);

/** How the clinic gives one therapy of the catalogue (defaults: content/therapy-settings.ts). */
export const therapySettings = pgTable(
  'therapy_settings',
  {
    therapySlug: text().primaryKey(),
    sessionMinutes: smallint().notNull(),
    prepMinutes: smallint().notNull().default(0),
    cleanupMinutes: smallint().notNull().default(0),
    roomCapability: text().$type<RoomCapability>(),
    therapistCount: smallint().notNull().default(1),
    genderRule: text().$type<GenderRule>().notNull().default('same-as-patient'),
    needsPrescription: boolean().notNull().default(true),
    /** Rupees per session. */
    price: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('therapy_settings_minutes', sql`${t.sessionMinutes} > 0 and ${t.prepMinutes} >= 0 and ${t.cleanupMinutes} >= 0`),
    check('therapy_settings_therapists', sql`${t.therapistCount} between 1 and 2`),
    check('therapy_settings_price', sql`${t.price} >= 0`),
  ],
);

/** One day of a template: the therapies of that day, one session each, in order. */
export interface TemplateDay {
  day: number;
  therapies: string[];
}

/** A clinic course (7/14/21-day Panchakarma, 7 days of Shirodhara) a doctor starts a programme from. */
export const programmeTemplates = pgTable('programme_templates', {
  id: uuidKey(),
  slug: text().notNull().unique(),
  name: jsonb().$type<{ en: string; hi: string }>().notNull(),
  days: smallint().notNull(),
  plan: jsonb().$type<TemplateDay[]>().notNull(),
  active: boolean().notNull().default(true),
  ...timestamps,
});
