/** What every insights query shares: who is in scope, one doctor's filter, rows of a raw query, the week's start. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';

/** Whose figures (null: every doctor's) and whether money is shown. */
export interface Scope {
  doctorId: string | null;
  revenue: boolean;
}

/** The rows of a raw query. */
export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `AND doctor_id = …` when the scope is one doctor's. */
export const ofDoctor = (scope: Scope, column = sql`doctor_id`) => (scope.doctorId ? sql`AND ${column} = ${scope.doctorId}::uuid` : sql``);

/** Days since Monday (0-6) of a date, by arithmetic on the date: cheaper per row than date_trunc or extract. */
export const mondayOffsetOf = (column: SQL) => sql`(((${column} - DATE '2000-01-03') % 7 + 7) % 7)`;
