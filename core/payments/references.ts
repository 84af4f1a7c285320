/**
 * Payment references (decision 0030): the number that names one payment, so that it pays for one
 * thing. Which references count, and how they are compared, for the server, the pages and the
 * database's `payment_reference_key` (drizzle/0007_payment-references.sql), which must agree.
 * - `utr`: a UPI transaction's UTR, claimed by the patient or typed by the desk ("mark paid");
 * - `clinic-upi`: the UTR of a UPI payment taken at the counter (the same numbers as `utr`);
 * - `gateway`: the online gateway's payment id.
 * Cash and card carry none (a card slip's number is the terminal's, not the payment's).
 */

export const PAYMENT_REFERENCE_KINDS = ['utr', 'clinic-upi', 'gateway'] as const;
export type PaymentReferenceKind = (typeof PAYMENT_REFERENCE_KINDS)[number];

/** What a reference pays for: a consultation, a programme's deposit, a payment of a programme's balance, a dispensary sale (its tax invoice; decision 0070). */
export type PaysFor = 'consultation' | 'deposit' | 'balance' | 'sale';

/**
 * The key a reference is stored and compared by: a UTR the way banks print it (no spaces, upper
 * case); a gateway id as the gateway wrote it (trimmed: its case matters). Empty is none.
 */
export function referenceKey(value: string | null | undefined, kind: PaymentReferenceKind): string | null {
  const key = kind === 'gateway' ? (value ?? '').trim() : (value ?? '').replace(/\s+/g, '').toUpperCase();
  return key || null;
}
