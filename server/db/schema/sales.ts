/**
 * The dispensary's sales (decision 0070): tax invoices and credit notes under CGST Rules 46 and 53,
 * each in a gapless series per financial year (`document_counters`, its row locked by the issuing
 * transaction). An issued invoice or credit note is never changed: triggers refuse UPDATE and DELETE
 * (drizzle/*_gst-invoices.sql). Money of the lines in paise; `amount` (what was paid) in whole rupees
 * like every receipt. A sale's UPI reference is held in `payment_references` (pays_for 'sale') by a
 * trigger, as consultations', deposits' and balance payments' are (decision 0030).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { uuidKey } from './columns';
import type { ClinicMethod } from '@core/constants';
import type { DocumentSeries } from '@core/dispensary/gst';
import { batchIssued } from './dispensary';

/** The last number given in each series and financial year ('2026-27'). */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().$type<DocumentSeries>().notNull(),
    financialYear: varchar({ length: 7 }).notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** The supplier as the invoice printed it: the clinic profile at the moment of issue. */
export interface SupplierOnInvoice {
  name: { en: string; hi: string };
  legalName: string;
  address: { en: string; hi: string };
  gstin: string;
  stateCode: string;
  phone: string;
}

export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: uuidKey(),
    financialYear: varchar({ length: 7 }).notNull(),
    number: integer().notNull(),
    /** 'SI/26-27/000001': at most 16 characters (rule 46(b)). */
    invoiceNo: varchar({ length: 16 }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The clinic date of issue. */
    issuedOn: date({ mode: 'string' }).notNull(),
    supplier: jsonb().$type<SupplierOnInvoice>().notNull(),
    buyerName: text().notNull(),
    buyerAddress: text().notNull().default(''),
    buyerPhone: text().notNull().default(''),
    buyerGstin: text().notNull().default(''),
    /** No foreign keys to people: the invoice is an accounting record and is never changed (a patient's erasure leaves it). */
    patientId: uuid(),
    /** State code of the place of supply; inter-State when it is not the clinic's. */
    placeOfSupply: varchar({ length: 2 }).notNull(),
    interState: boolean().notNull(),
    /** What was sold: 'counter' or 'dispensation' (a prescription's dispensing, its id). */
    sourceKind: text().$type<'counter' | 'dispensation'>().notNull(),
    sourceId: text().notNull().default(''),
    grossPaise: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    roundOffPaise: integer().notNull(),
    /** Paid, in whole rupees. */
    amount: integer().notNull(),
    method: text().$type<ClinicMethod>().notNull(),
    reference: text(),
    /** The clinic date the payment counts on (decision 0056). */
    countsOn: date({ mode: 'string' }).notNull(),
    issuedBy: uuid(),
    issuedByName: text().notNull(),
  },
  (t) => [
    uniqueIndex('tax_invoices_year_number').on(t.financialYear, t.number),
    uniqueIndex('tax_invoices_invoice_no').on(t.invoiceNo),
    // A prescription's dispensation is billed once (decision 0070).
    uniqueIndex('tax_invoices_one_per_dispensation')
      .on(t.sourceId)
      .where(sql`${t.sourceKind} = 'dispensation'`),
    index('tax_invoices_issued_on').on(t.issuedOn),
    index('tax_invoices_counts_on').on(t.countsOn),
    check('tax_invoices_source', sql`${t.sourceKind} in ('counter', 'dispensation')`),
    check('tax_invoices_method', sql`${t.method} in ('clinic-cash', 'clinic-card', 'clinic-upi')`),
    check(
      'tax_invoices_amounts',
      sql`${t.grossPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} and ${t.amount} * 100 = ${t.grossPaise} + ${t.roundOffPaise} and ${t.roundOffPaise} between -99 and 0`,
    ),
    check(
      'tax_invoices_split',
      sql`(${t.interState} and ${t.cgstPaise} = 0 and ${t.sgstPaise} = 0) or (not ${t.interState} and ${t.igstPaise} = 0)`,
    ),
  ],
);

/** One line per batch issued (a batch has its own MRP, number and expiry). */
export const taxInvoiceLines = pgTable(
  'tax_invoice_lines',
  {
    id: uuidKey(),
    invoiceId: uuid()
      .notNull()
      .references(() => taxInvoices.id),
    lineNo: integer().notNull(),
    ...batchIssued(),
    description: text().notNull(),
    batchNo: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    hsnCode: text().notNull(),
    unit: text().notNull(),
    quantity: integer().notNull(),
    /** MRP of one unit, tax included. */
    mrpPaise: integer().notNull(),
    gstRateBp: integer().notNull(),
    grossPaise: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
  },
  (t) => [
    uniqueIndex('tax_invoice_lines_no').on(t.invoiceId, t.lineNo),
    check('tax_invoice_lines_quantity', sql`${t.quantity} > 0`),
    check(
      'tax_invoice_lines_amounts',
      sql`${t.grossPaise} = ${t.mrpPaise} * ${t.quantity} and ${t.grossPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
  ],
);

/** A credit note (CGST Act section 34, rule 53(1A)) reversing one whole invoice; its stock comes back ('returned'). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuidKey(),
    financialYear: varchar({ length: 7 }).notNull(),
    number: integer().notNull(),
    noteNo: varchar({ length: 16 }).notNull(),
    invoiceId: uuid()
      .notNull()
      .references(() => taxInvoices.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    /** Paid back, in whole rupees (the invoice's amount). */
    amount: integer().notNull(),
    refundMethod: text().$type<ClinicMethod>().notNull(),
    countsOn: date({ mode: 'string' }).notNull(),
    issuedBy: uuid(),
    issuedByName: text().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_year_number').on(t.financialYear, t.number),
    uniqueIndex('credit_notes_note_no').on(t.noteNo),
    uniqueIndex('credit_notes_one_per_invoice').on(t.invoiceId),
    index('credit_notes_counts_on').on(t.countsOn),
    check('credit_notes_method', sql`${t.refundMethod} in ('clinic-cash', 'clinic-card', 'clinic-upi')`),
  ],
);
