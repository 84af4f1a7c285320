/**
 * Mail goes only to a patient's confirmed address (docs/decisions/0033-account-ends-and-sign-in-safety.md;
 * the confirmation: server/modules/profile/email-verification.server.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { patients } from '@server/db/schema';

/**
 * The address a patient's mail may go to: `email` when it is the account's address and the account
 * has confirmed it; null otherwise (no account, no address, not confirmed, or another address).
 */
export async function verifiedEmailOf(db: Db | Tx, patientId: string | null, email: string | null): Promise<string | null> {
  if (!patientId || !email) return null;
  const [row] = await db
    .select({ email: patients.email, verifiedAt: patients.emailVerifiedAt })
    .from(patients)
    .where(and(eq(patients.id, patientId), isNull(patients.deletedAt)));
  return row?.email && row.verifiedAt && row.email.toLowerCase() === email.toLowerCase() ? email : null;
}
