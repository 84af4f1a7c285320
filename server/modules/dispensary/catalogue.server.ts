/**
 * The dispensary's catalogue (decision 0062): the admin adds and edits items; a clinic's existing
 * list comes in by CSV with a report of each refused row. Every change is audited.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ItemInput } from '@core/dispensary/catalogue';
import { paiseFromRupees } from '@core/dispensary/catalogue';
import { itemIdentity, parseItemsCsv } from '@core/dispensary/import';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { clinicDate } from '@core/booking/slots';
import type { AppContext } from '@server/context';
import { writeAudit } from '@server/audit/audit.server';
import { uniqueViolationAs } from '@server/db/errors';
import { dispensaryBatches, dispensaryItems } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, NotFound } from '@server/domain/errors';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;

function columns(form: ItemInput) {
  const { gstRate, mrp, ...rest } = form;
  return { ...rest, gstRateBp: Math.round(gstRate * 100), mrpPaise: paiseFromRupees(mrp) };
}

/** Every item with its stock: on hand (all batches) and usable (batches not expired). */
export async function listItems(ctx: AppContext) {
  const today = clinicDate(ctx.now());
  const rows = await ctx.db
    .select({
      item: dispensaryItems,
      onHand: sql<number>`coalesce(sum(${dispensaryBatches.onHand}), 0)::int`,
      usable: sql<number>`coalesce(sum(${dispensaryBatches.onHand}) filter (where ${dispensaryBatches.expiryDate} >= ${today}), 0)::int`,
    })
    .from(dispensaryItems)
    .leftJoin(dispensaryBatches, eq(dispensaryBatches.itemId, dispensaryItems.id))
    .groupBy(dispensaryItems.id)
    .orderBy(asc(dispensaryItems.name), asc(dispensaryItems.pack));
  return rows.map(({ item, onHand, usable }) => ({ ...publicItem(item), onHand, usable }));
}

function publicItem(item: typeof dispensaryItems.$inferSelect) {
  return {
    id: item.id,
    kind: item.kind,
    name: item.name,
    form: item.form,
    strength: item.strength,
    pack: item.pack,
    manufacturer: item.manufacturer,
    unit: item.unit,
    hsnCode: item.hsnCode,
    gstRate: item.gstRateBp / 100,
    mrpPaise: item.mrpPaise,
    reorderLevel: item.reorderLevel,
    active: item.active,
  };
}

export async function getItem(ctx: AppContext, id: string) {
  const [item] = await ctx.db.select().from(dispensaryItems).where(eq(dispensaryItems.id, id));
  if (!item) throw new NotFound('dispensary.itemNotFound');
  return publicItem(item);
}

const taken = () => new Conflict('dispensary.itemTaken');

export async function createItem(ctx: AppContext, actor: Actor, form: ItemInput): Promise<string> {
  return uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(dispensaryItems).values(columns(form)).returning();
        await writeAudit(tx, ctx, actor, { action: 'dispensary.item.created', entity: 'dispensary-item', entityId: row!.id, after: row });
        return row!.id;
      }),
    taken,
    'dispensary_items_identity',
  );
}

export async function updateItem(ctx: AppContext, actor: Actor, id: string, form: ItemInput): Promise<void> {
  await uniqueViolationAs(
    () =>
      ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(dispensaryItems).where(eq(dispensaryItems.id, id)).for('update');
        if (!before) throw new NotFound('dispensary.itemNotFound');
        const [after] = await tx
          .update(dispensaryItems)
          .set({ ...columns(form), updatedAt: ctx.now() })
          .where(eq(dispensaryItems.id, id))
          .returning();
        await writeAudit(tx, ctx, actor, { action: 'dispensary.item.updated', entity: 'dispensary-item', entityId: id, before, after });
      }),
    taken,
    'dispensary_items_identity',
  );
}

export interface RefusedImportRow {
  line: number;
  name: string;
  /** Each refused field and why, in the reader's language. */
  reasons: { field: string; message: string }[];
}

/**
 * Imports a CSV list: every valid row that is not in the catalogue yet is added, in one transaction;
 * each refused row is reported with its line and reasons (and nothing of it is written).
 */
export async function importItems(ctx: AppContext, actor: Actor, csv: string, locale: Locale) {
  const parsed = parseItemsCsv(csv);
  if (parsed.missing.length)
    throw new BadRequest('dispensary.importColumns', { csv: 'dispensary.importColumns' }, { columns: parsed.missing.join(', ') });
  if (parsed.tooMany) throw new BadRequest('dispensary.importTooLarge', { csv: 'dispensary.importTooLarge' });
  const existing = new Set(
    (
      await ctx.db
        .select({
          name: dispensaryItems.name,
          strength: dispensaryItems.strength,
          pack: dispensaryItems.pack,
          manufacturer: dispensaryItems.manufacturer,
        })
        .from(dispensaryItems)
    ).map(itemIdentity),
  );
  const refused: RefusedImportRow[] = [];
  const accepted: ItemInput[] = [];
  const field = (name: string) => translate(locale, `dispensary.field.${name}`);
  for (const row of parsed.rows) {
    if (row.errors) {
      refused.push({
        line: row.line,
        name: row.name,
        reasons: Object.entries(row.errors).map(([f, key]) => ({ field: field(f), message: translate(locale, key) })),
      });
      continue;
    }
    const identity = itemIdentity(row.item);
    if (existing.has(identity)) {
      refused.push({
        line: row.line,
        name: row.name,
        reasons: [{ field: field('name'), message: translate(locale, 'dispensary.itemTaken') }],
      });
      continue;
    }
    existing.add(identity);
    accepted.push(row.item);
  }
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < accepted.length; i += 200) {
      const rows = await tx
        .insert(dispensaryItems)
        .values(accepted.slice(i, i + 200).map(columns))
        .returning();
      for (const row of rows)
        await writeAudit(tx, ctx, actor, { action: 'dispensary.item.imported', entity: 'dispensary-item', entityId: row.id, after: row });
    }
  });
  return { imported: accepted.length, refused };
}
