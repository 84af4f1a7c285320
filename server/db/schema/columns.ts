/** Columns shared by the tables of server/db/schema/. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** A table's own id: a random UUID, given by the database. */
export const uuidKey = () => uuid().primaryKey().defaultRandom();
