/**
 * Payment receipts: one per money in (a paid consultation with an amount, a programme deposit, each
 * balance payment: decision 0055), numbered gap-free per financial year
 * in the same transaction that records the payment (a payment that rolls back takes its number back
 * with it). The counter row's lock serialises concurrent payments, on PGlite as on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_MODE } from '@core/constants';
import { financialYear } from '@core/receipts/receipt-number';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import type { ReceiptMode } from '@core/constants';
import { receiptCounters, receipts, staff, type consultations, type ReceiptFor } from '@server/db/schema';

type Row = typeof consultations.$inferSelect;

/** What a receipt is for and how much came how: any money in (decision 0055). */
export interface MoneyIn {
  paysFor: ReceiptFor;
  consultationId?: string;
  programmeId?: string;
  programmePaymentId?: string;
  /** A dispensary sale's tax invoice (decision 0070). */
  taxInvoiceId?: string;
  amount: number;
  mode: ReceiptMode;
  reference: string | null;
}

/**
 * THE way a receipt is issued, for every money in, inside the transaction that records the payment:
 * the next number of the financial year (the counter row's lock serialises payments). Returns its id and number.
 */
export async function issueMoneyInReceipt(
  tx: Tx,
  ctx: AppContext,
  money: MoneyIn,
  issuedBy: string | null,
): Promise<{ id: string; financialYear: string; number: number }> {
  const now = ctx.now();
  const year = financialYear(now);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.financialYear, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ number: receiptCounters.lastNumber });
  if (!counter) throw new Error('receipt counter not returned');
  const [row] = await tx
    .insert(receipts)
    .values({
      financialYear: year,
      number: counter.number,
      paysFor: money.paysFor,
      consultationId: money.consultationId ?? null,
      programmeId: money.programmeId ?? null,
      programmePaymentId: money.programmePaymentId ?? null,
      taxInvoiceId: money.taxInvoiceId ?? null,
      amount: money.amount,
      mode: money.mode,
      reference: money.reference,
      issuedAt: now,
      // The issuer as far as the staff table knows them: a receipt never fails a payment over who recorded it.
      issuedBy: issuedBy ? sql`(select ${staff.id} from ${staff} where ${staff.id}::text = ${issuedBy})` : null,
    })
    .returning({ id: receipts.id });
  return { id: row!.id, financialYear: year, number: counter.number };
}

/**
 * Issues the receipt of a consultation just recorded as paid, inside that payment's transaction.
 * Nothing for a free booking or one already holding a receipt. `issuedBy`: the staff member who
 * recorded the payment (null for the gateway).
 */
export async function issueReceipt(tx: Tx, ctx: AppContext, row: Row, issuedBy: string | null): Promise<void> {
  if (row.paymentStatus !== 'paid' || row.amount <= 0) return;
  // A consultation has one receipt: a correction back to paid after one was issued keeps it.
  const [held] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.consultationId, row.id)).limit(1);
  if (held) return;
  await issueMoneyInReceipt(
    tx,
    ctx,
    {
      paysFor: 'consultation',
      consultationId: row.id,
      amount: row.amount,
      // How the money came, as the receipt says it: the clinic's counter UPI is UPI; the gateway is online.
      mode: PAYMENT_MODE[row.paymentMethod ?? 'upi'],
      reference: row.paymentUtr ?? row.paymentReference,
    },
    issuedBy,
  );
}
