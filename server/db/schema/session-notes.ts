/**
 * Therapy session notes (decision 0064): one per session, written by one of its therapists on the
 * session's clinic day; after that day a change is an amendment (the whole new note, who, when,
 * why) and the note as written stays (a trigger refuses to change it once amended, and any update
 * of an amendment), as the case sheet's (decision 0060). `adverse` is the latest text's adverse
 * event, kept with it, for the prescribing doctor's badge until they acknowledge it.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SessionNote } from '@core/clinical/session-note';
import { timestamps, uuidKey } from './columns';
import { patients, staff } from './accounts';
import { therapySessions } from './programmes';

export const sessionNotes = pgTable(
  'session_notes',
  {
    id: uuidKey(),
    sessionId: uuid()
      .notNull()
      .unique()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    patientId: uuid().references(() => patients.id, { onDelete: 'set null' }),
    content: jsonb().$type<SessionNote>().notNull(),
    version: integer().notNull().default(1),
    writtenBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    writtenByName: text(),
    adverse: boolean().notNull().default(false),
    adverseSeenAt: timestamp({ withTimezone: true }),
    adverseSeenBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
    adverseSeenByName: text(),
    ...timestamps,
  },
  (t) => [index('session_notes_patient').on(t.patientId), index('session_notes_adverse').on(t.adverse, t.adverseSeenAt)],
);

/** A change after the session's day: the whole new note, who, when and why. Rows are only inserted. */
export const sessionNoteAmendments = pgTable(
  'session_note_amendments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    noteId: uuid()
      .notNull()
      .references(() => sessionNotes.id, { onDelete: 'cascade' }),
    content: jsonb().$type<SessionNote>().notNull(),
    reason: text().notNull(),
    staffId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    staffName: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_note_amendments_note').on(t.noteId, t.id)],
);
