/**
 * Payment receipts: one per paid consultation with an amount, numbered gap-free per financial year
 * in the same transaction that records the payment (a payment that rolls back takes its number back
 * with it). The counter row's lock serialises concurrent payments, on PGlite as on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { PAYMENT_MODE } from '@core/constants';
import { financialYear } from '@core/receipts/receipt-number';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { receiptCounters, receipts, staff, type consultations } from '@server/db/schema';

type Row = typeof consultations.$inferSelect;

/**
 * Issues the receipt of a consultation just recorded as paid, inside that payment's transaction.
 * Nothing for a free booking or one already holding a receipt. `issuedBy`: the staff member who
 * recorded the payment (null for the gateway).
 */
export async function issueReceipt(tx: Tx, ctx: AppContext, row: Row, issuedBy: string | null): Promise<void> {
  if (row.paymentStatus !== 'paid' || row.amount <= 0) return;
  const now = ctx.now();
  const year = financialYear(now);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.financialYear, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ number: receiptCounters.lastNumber });
  if (!counter) throw new Error('receipt counter not returned');
  await tx.insert(receipts).values({
    financialYear: year,
    number: counter.number,
    consultationId: row.id,
    amount: row.amount,
    // How the money came, as the receipt says it: the clinic's counter UPI is UPI; the gateway is online.
    mode: PAYMENT_MODE[row.paymentMethod ?? 'upi'],
    reference: row.paymentUtr ?? row.paymentReference,
    issuedAt: now,
    // The issuer as far as the staff table knows them: a receipt never fails a payment over who recorded it.
    issuedBy: issuedBy ? sql`(select ${staff.id} from ${staff} where ${staff.id}::text = ${issuedBy})` : null,
  });
}
