/**
 * Dispensing from prescriptions (decision 0069): a dispensation is what the desk gave one patient at
 * one time against one consultation's prescription; its lines are per batch (what `issueStockIn`
 * took, first expiry first out) with the item's MRP, GST rate and HSN code copied as they were, so
 * a tax invoice can bill a dispensation later without reading a catalogue that has since changed.
 * Amounts are paise; quantities whole units.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { uuidKey } from './columns';
import type { StockUnit } from '@core/dispensary/catalogue';
import { patients, staff } from './accounts';
import { consultations } from './consultations';
import { batchIssued } from './dispensary';

export const dispensations = pgTable(
  'dispensations',
  {
    id: uuidKey(),
    consultationId: varchar({ length: 20 })
      .notNull()
      .references(() => consultations.id),
    patientId: uuid().references(() => patients.id, { onDelete: 'set null' }),
    /** The patient's name as on the consultation, for the label and the bill. */
    patientName: text().notNull(),
    /** Sum of the lines' amounts (MRP x quantity). */
    totalPaise: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    staffName: text().notNull(),
  },
  (t) => [index('dispensations_consultation').on(t.consultationId), index('dispensations_at').on(t.at)],
);

export const dispensationLines = pgTable(
  'dispensation_lines',
  {
    id: uuidKey(),
    dispensationId: uuid()
      .notNull()
      .references(() => dispensations.id, { onDelete: 'restrict' }),
    /** Denormalised from the dispensation: the sum per prescription line reads one index. */
    consultationId: varchar({ length: 20 }).notNull(),
    /** The prescription line's key (core/dispensary/prescription-line.ts). */
    lineKey: uuid().notNull(),
    ...batchIssued(),
    itemName: text().notNull(),
    unit: text().$type<StockUnit>().notNull(),
    batchNo: text().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    quantity: integer().notNull(),
    /** The batch's MRP of one unit (the catalogue's unless the batch was priced otherwise). */
    unitMrpPaise: integer().notNull(),
    amountPaise: integer().notNull(),
    /** Copied from the item when dispensed: basis points (500 = 5%) and the HSN code. */
    gstRateBp: integer().notNull(),
    hsnCode: text().notNull(),
  },
  (t) => [
    index('dispensation_lines_dispensation').on(t.dispensationId),
    index('dispensation_lines_consultation').on(t.consultationId, t.lineKey),
    check('dispensation_lines_quantity', sql`${t.quantity} > 0`),
    check('dispensation_lines_amount', sql`${t.unitMrpPaise} >= 0 and ${t.amountPaise} = ${t.unitMrpPaise} * ${t.quantity}`),
  ],
);
