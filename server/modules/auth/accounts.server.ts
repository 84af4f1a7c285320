/**
 * Patient accounts: find by number, create on first verified sign-in (with recorded consent),
 * and the `user` shape the API answers.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@core/i18n/locales';
import { PRIVACY_NOTICE_VERSION, type PatientUser } from '@core/schemas/auth';
import type { AppContext } from '@server/context';
import { patients } from '@server/db/schema';
import { isUniqueViolation } from '@server/db/errors';

export type PatientRow = typeof patients.$inferSelect;

export function toPatientUser(row: Pick<PatientRow, 'id' | 'name' | 'contact' | 'email' | 'age'>): PatientUser {
  return { _id: row.id, name: row.name, contact: row.contact ?? '', email: row.email, age: row.age };
}

/** The live (not deleted) patient whose `column` is `value`, if any. */
async function findLivePatient(ctx: AppContext, column: 'contact' | 'id', value: string): Promise<PatientRow | null> {
  const [row] = await ctx.db
    .select()
    .from(patients)
    .where(and(eq(patients[column], value), isNull(patients.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The live (not deleted) patient with this number, if any. */
export function findPatientByContact(ctx: AppContext, contact: string): Promise<PatientRow | null> {
  return findLivePatient(ctx, 'contact', contact);
}

export function findPatientById(ctx: AppContext, id: string): Promise<PatientRow | null> {
  return findLivePatient(ctx, 'id', id);
}

/**
 * Creates the account of a number that has just been verified, recording consent to the privacy
 * notice (time and version). If the same number was registered a moment ago by a parallel
 * request, that account is returned.
 */
export async function createPatientAccount(
  ctx: AppContext,
  input: { name: string; contact: string; email: string | null; locale: Locale },
): Promise<PatientRow> {
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(patients)
      .values({ ...input, consentAt: now, consentVersion: PRIVACY_NOTICE_VERSION, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('patient not created');
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findPatientByContact(ctx, input.contact);
    if (!existing) throw error;
    return existing;
  }
}

/** '' and undefined become null; anything else is kept (already validated). */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
