/** Receipts, payment references and day closes (docs/decisions/0043). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { uuidKey } from './columns';
import type { ReceiptMode } from '@core/constants';
import type { PaymentReferenceKind, PaysFor } from '@core/payments/references';

/** What a receipt is for (decision 0055). */
export type ReceiptFor = 'consultation' | 'deposit' | 'balance' | 'sale';
import { staff } from './accounts';

/** The last receipt number given in each financial year ('2026-27'): numbers are gap-free per year. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: varchar({ length: 7 }).primaryKey(),
  lastNumber: integer().notNull(),
});

/**
 * Every payment reference that pays (or is claimed to pay) for something, once (decision 0030): a
 * UPI UTR, a counter UPI payment's UTR, a gateway payment id. The key is the normalised reference,
 * so a second consultation, deposit or sale giving it is refused by the database. Triggers on
 * `consultations` and `programmes` keep it equal to their payment columns in the same transaction
 * (drizzle/0007_payment-references.sql); `recordedBy` is the transaction's `clinic.recorded_by`.
 * No foreign key: like a receipt, it outlives a deleted booking (the money came).
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    reference: text().primaryKey(),
    kind: text().$type<PaymentReferenceKind>().notNull(),
    paysFor: text().$type<PaysFor>().notNull(),
    paysForId: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** `patient:<id>`, `staff:<id>`, `gateway` or `migration`; null when written outside those paths. */
    recordedBy: text(),
  },
  (t) => [
    index('payment_references_holder').on(t.paysFor, t.paysForId),
    check('payment_references_kind', sql`${t.kind} in ('utr', 'clinic-upi', 'gateway')`),
    check('payment_references_pays_for', sql`${t.paysFor} in ('consultation', 'deposit', 'balance', 'sale')`),
  ],
);

/**
 * One receipt for every money in (decision 0055): a paid consultation, a programme's deposit, each
 * payment of a programme's balance; numbered in the same transaction that records the payment.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuidKey(),
    financialYear: varchar({ length: 7 }).notNull(),
    number: integer().notNull(),
    paysFor: text().$type<ReceiptFor>().notNull().default('consultation'),
    /** No foreign keys: a receipt is an accounting record and outlives a deleted booking or programme. */
    consultationId: varchar({ length: 20 }).unique(),
    programmeId: uuid(),
    /** The balance payment (programme_payments.id) this receipt is for. */
    programmePaymentId: uuid().unique(),
    /** The dispensary's tax invoice (tax_invoices.id) this receipt is for (decision 0070). */
    taxInvoiceId: uuid().unique(),
    amount: integer().notNull(),
    mode: text().$type<ReceiptMode>().notNull(),
    /** The UPI UTR or the gateway's payment id. */
    reference: text(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    issuedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('receipts_year_number').on(t.financialYear, t.number),
    index('receipts_issued').on(t.issuedAt),
    index('receipts_programme').on(t.programmeId),
    uniqueIndex('receipts_one_per_deposit')
      .on(t.programmeId)
      .where(sql`pays_for = 'deposit'`),
    check(
      'receipts_holder',
      sql`(${t.paysFor} = 'consultation' and ${t.consultationId} is not null) or (${t.paysFor} = 'deposit' and ${t.programmeId} is not null) or (${t.paysFor} = 'balance' and ${t.programmeId} is not null and ${t.programmePaymentId} is not null) or (${t.paysFor} = 'sale' and ${t.taxInvoiceId} is not null)`,
    ),
  ],
);

/**
 * A day reception closed (clinic date): the money counted by mode then. Payments of a closed day change
 * only through an audited correction.
 */
export const dayCloses = pgTable('day_closes', {
  date: date({ mode: 'string' }).primaryKey(),
  closedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  closedByName: text().notNull(),
  closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  summary: jsonb().$type<Record<string, unknown>>().notNull(),
  /** The last audited correction of this day's money after the close (decision 0056): the report shows the summary as superseded. */
  correctedAt: timestamp({ withTimezone: true }),
});

/* ---------------------------------------------------------------------------------------------
 * Panchakarma: therapists, rooms, therapy settings, programmes and their sessions.
 * No therapist, room or patient is ever in two overlapping active sessions, buffers included:
 * exclusion constraints on tstzrange(blocked_from, blocked_to) in the custom migration
 * drizzle/*_panchakarma-exclusions.sql (drizzle-kit cannot express EXCLUDE).
 * ------------------------------------------------------------------------------------------- */
