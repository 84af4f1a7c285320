/** Patients' short numbers (decision 0052), read for documents and the staff console. */
import { inArray } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { patients } from '@server/db/schema';

/** Each account's number, for the accounts given (ids without an account are left out). */
export async function patientNumbers(ctx: AppContext, ids: readonly (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await ctx.db.select({ id: patients.id, number: patients.number }).from(patients).where(inArray(patients.id, wanted));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** One account's number, or null for a booking without an account. */
export async function patientNumberOf(ctx: AppContext, id: string | null): Promise<number | null> {
  return (await patientNumbers(ctx, [id])).get(id ?? '') ?? null;
}
