/**
 * Rows as they were before the database held payment references once (decision 0030): written with
 * the tables' triggers off (`session_replication_role = replica`, for this transaction only), so a
 * test can hold the duplicates an older installation may carry.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

export async function withoutTriggers<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return write(tx as unknown as Db);
  });
}
