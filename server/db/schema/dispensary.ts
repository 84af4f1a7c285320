/**
 * The dispensary (decision 0062): the catalogue, batches of stock and the one movement ledger.
 * `dispensary_batches.on_hand` is kept by a trigger from the ledger in the same transaction
 * (drizzle/*_dispensary.sql): the ledger is the only writer, and the check refuses a quantity below
 * zero on PostgreSQL and PGlite alike. Prices are paise; quantities whole units (core/dispensary).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ItemForm, ItemKind, StockUnit } from '@core/dispensary/catalogue';
import type { MovementKind } from '@core/dispensary/stock';
import { staff } from './accounts';
import { timestamps, uuidKey } from './columns';

export const dispensaryItems = pgTable(
  'dispensary_items',
  {
    id: uuidKey(),
    kind: text().$type<ItemKind>().notNull(),
    name: text().notNull(),
    form: text().$type<ItemForm>().notNull(),
    strength: text().notNull().default(''),
    pack: text().notNull().default(''),
    manufacturer: text().notNull().default(''),
    unit: text().$type<StockUnit>().notNull(),
    hsnCode: text().notNull(),
    /** GST rate in basis points (500 = 5%). */
    gstRateBp: integer().notNull(),
    /** MRP of one stock unit. */
    mrpPaise: integer().notNull(),
    reorderLevel: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dispensary_items_identity').on(
      sql`lower(${t.name})`,
      sql`lower(${t.strength})`,
      sql`lower(${t.pack})`,
      sql`lower(${t.manufacturer})`,
    ),
    check('dispensary_items_kind', sql`${t.kind} in ('medicine', 'material')`),
    check('dispensary_items_hsn', sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('dispensary_items_gst', sql`${t.gstRateBp} between 0 and 4000`),
    check('dispensary_items_mrp', sql`${t.mrpPaise} >= 0`),
    check('dispensary_items_reorder', sql`${t.reorderLevel} >= 0`),
  ],
);

export const dispensaryBatches = pgTable(
  'dispensary_batches',
  {
    id: uuidKey(),
    itemId: uuid()
      .notNull()
      .references(() => dispensaryItems.id),
    batchNo: text().notNull(),
    mfgDate: date({ mode: 'string' }),
    expiryDate: date({ mode: 'string' }).notNull(),
    /** Cost of one unit to the clinic. */
    costPaise: integer().notNull(),
    /** MRP printed on this batch, per unit. */
    mrpPaise: integer().notNull(),
    supplier: text().notNull(),
    invoiceRef: text().notNull(),
    /** The sum of the batch's movements, kept by the ledger's trigger; never written otherwise. */
    onHand: integer().notNull().default(0),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    receivedBy: uuid().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('dispensary_batches_item_batch').on(t.itemId, t.batchNo),
    unique('dispensary_batches_id_item').on(t.id, t.itemId),
    index('dispensary_batches_fefo').on(t.itemId, t.expiryDate),
    index('dispensary_batches_expiry').on(t.expiryDate),
    check('dispensary_batches_on_hand_not_negative', sql`${t.onHand} >= 0`),
    check('dispensary_batches_prices', sql`${t.costPaise} >= 0 and ${t.mrpPaise} >= 0`),
    check('dispensary_batches_dates', sql`${t.mfgDate} is null or ${t.mfgDate} <= ${t.expiryDate}`),
  ],
);

/** A line that issues stock of one batch (a dispensation's, a tax invoice's): its item and its batch. */
export const batchIssued = () => ({
  itemId: uuid()
    .notNull()
    .references(() => dispensaryItems.id),
  batchId: uuid()
    .notNull()
    .references(() => dispensaryBatches.id),
});

/** THE ledger: rows are only inserted (a trigger refuses update and delete). */
export const dispensaryMovements = pgTable(
  'dispensary_movements',
  {
    id: uuidKey(),
    itemId: uuid().notNull(),
    batchId: uuid().notNull(),
    kind: text().$type<MovementKind>().notNull(),
    /** Signed: + into stock, - out of it. */
    quantity: integer().notNull(),
    reason: text().notNull().default(''),
    /** What the movement was for: a prescription's or session's id, a supplier's invoice. */
    ref: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: uuid().references(() => staff.id, { onDelete: 'set null' }),
    staffName: text(),
  },
  (t) => [
    foreignKey({ columns: [t.batchId, t.itemId], foreignColumns: [dispensaryBatches.id, dispensaryBatches.itemId] }).onDelete('restrict'),
    // An item's ledger pages by (at, id), newest first (decision 0074).
    index('dispensary_movements_item_at_id').on(t.itemId, t.at, t.id),
    index('dispensary_movements_batch').on(t.batchId),
    /** A session's consumption and returns, read by the programme's materials (decision 0071). */
    index('dispensary_movements_ref').on(t.ref, t.kind),
    check(
      'dispensary_movements_sign',
      sql`(${t.kind} in ('received', 'returned') and ${t.quantity} > 0) or (${t.kind} in ('dispensed', 'consumed', 'expired') and ${t.quantity} < 0) or (${t.kind} = 'adjusted' and ${t.quantity} <> 0 and ${t.reason} <> '')`,
    ),
  ],
);

/**
 * Each item's stock over all its batches, expired or not: on hand, and its value at the batches' cost
 * and MRP. Kept by the ledger's trigger with the batch's on_hand, in the same transaction (decision
 * 0074), so the stock report reads 2,000 items, not 40,000 batches; what has expired is taken off by
 * reading the expired batches (few) on the expiry index.
 */
export const dispensaryStock = pgTable(
  'dispensary_stock',
  {
    itemId: uuid()
      .primaryKey()
      .references(() => dispensaryItems.id),
    onHand: bigint({ mode: 'number' }).notNull().default(0),
    atCostPaise: bigint({ mode: 'number' }).notNull().default(0),
    atMrpPaise: bigint({ mode: 'number' }).notNull().default(0),
  },
  // No CHECK here: PostgreSQL checks the row the trigger's upsert proposes (a negative change) before
  // it meets the existing row; the batches' check already refuses stock below zero.
);

/**
 * What one session of a therapy usually uses (decision 0071): catalogue items of kind material and
 * the whole quantity of their stock unit. Marking a session done consumes these (the therapist may
 * change the quantities first).
 */
export const therapyMaterials = pgTable(
  'therapy_materials',
  {
    therapySlug: text().notNull(),
    itemId: uuid()
      .notNull()
      .references(() => dispensaryItems.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    /** Order on the therapy's list. */
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.therapySlug, t.itemId] }), check('therapy_materials_quantity', sql`${t.quantity} > 0`)],
);
