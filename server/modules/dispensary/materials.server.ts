/**
 * Therapy sessions consume materials (decision 0071). Each therapy's usual materials are a list the
 * admin keeps; marking a session done takes what it used out of stock through `issueStockIn` (kind
 * 'consumed', ref the session's id) in the transaction that records the step, all or nothing. A
 * programme's materials and their cost are read back from the ledger.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { THERAPY_SETTINGS_DEFAULTS } from '@content/therapy-settings';
import { materialUse, type SessionMaterials, type TherapyMaterialsInput } from '@core/dispensary/materials';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import { writeAudit } from '@server/audit/audit.server';
import type { Tx } from '@server/db/client';
import { dispensaryBatches, dispensaryItems, dispensaryMovements, therapyMaterials, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, DomainError, NotFound } from '@server/domain/errors';
import { issueStockIn } from './stock.server';

type Actor = Pick<SignedInStaff, 'id' | 'name'>;
type Db = AppContext['db'] | Tx;

/** Every therapy's usual materials, by therapy: item, name, unit, quantity, in the admin's order. */
export async function listTherapyMaterials(db: Db, slug?: string) {
  const rows = await db
    .select({
      therapySlug: therapyMaterials.therapySlug,
      itemId: therapyMaterials.itemId,
      quantity: therapyMaterials.quantity,
      name: dispensaryItems.name,
      unit: dispensaryItems.unit,
      active: dispensaryItems.active,
    })
    .from(therapyMaterials)
    .innerJoin(dispensaryItems, eq(dispensaryItems.id, therapyMaterials.itemId))
    .where(slug ? eq(therapyMaterials.therapySlug, slug) : undefined)
    .orderBy(asc(therapyMaterials.therapySlug), asc(therapyMaterials.position));
  const bySlug = new Map<string, Omit<(typeof rows)[number], 'therapySlug'>[]>();
  for (const { therapySlug, ...m } of rows) bySlug.set(therapySlug, [...(bySlug.get(therapySlug) ?? []), m]);
  return bySlug;
}

/** The materials of a list that are not stocked materials: a 400 naming each field (`materials.<i>.itemId`). */
async function refuseNonMaterials(db: Db, list: readonly { itemId: string }[]) {
  if (!list.length) return;
  const found = await db
    .select({ id: dispensaryItems.id, kind: dispensaryItems.kind, active: dispensaryItems.active })
    .from(dispensaryItems)
    .where(
      inArray(
        dispensaryItems.id,
        list.map((m) => m.itemId),
      ),
    );
  const fields: Record<string, string> = {};
  list.forEach((m, i) => {
    const item = found.find((f) => f.id === m.itemId);
    if (!item) fields[`materials.${i}.itemId`] = 'dispensary.itemNotFound';
    else if (item.kind !== 'material' || !item.active) fields[`materials.${i}.itemId`] = 'materials.notAMaterial';
  });
  if (Object.keys(fields).length) throw new BadRequest('materials.notAMaterial', fields);
}

/** The admin replaces a therapy's list whole (an empty list: the therapy uses none from stock). */
export async function setTherapyMaterials(ctx: AppContext, actor: Actor, slug: string, input: TherapyMaterialsInput) {
  if (!THERAPY_SETTINGS_DEFAULTS[slug]) throw new NotFound('programmes.therapyUnknown');
  await ctx.db.transaction(async (tx) => {
    await refuseNonMaterials(tx, input.materials);
    const before = await tx.select().from(therapyMaterials).where(eq(therapyMaterials.therapySlug, slug)).for('update');
    await tx.delete(therapyMaterials).where(eq(therapyMaterials.therapySlug, slug));
    if (input.materials.length)
      await tx.insert(therapyMaterials).values(input.materials.map((m, position) => ({ therapySlug: slug, ...m, position })));
    await writeAudit(tx, ctx, actor, {
      action: 'therapy-materials.updated',
      entity: 'therapy',
      entityId: slug,
      before: { materials: before.map(({ itemId, quantity }) => ({ itemId, quantity })) },
      after: { materials: input.materials },
    });
  });
}

/**
 * Takes what a session used out of stock, inside the transaction that marks it done: `given` as the
 * therapist recorded it (0: not used), or the therapy's usual list. Any shortfall refuses the whole
 * step (409 naming the material, what is left and the field), so a session is never done with
 * half its materials taken (decision 0071).
 */
export async function consumeSessionMaterialsIn(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  session: { id: string; therapySlug: string },
  given: SessionMaterials | undefined,
) {
  const usual = (await listTherapyMaterials(tx, session.therapySlug)).get(session.therapySlug) ?? [];
  if (given) await refuseNonMaterials(tx, given);
  const list = given ?? usual.filter((m) => m.active).map((m) => ({ itemId: m.itemId, quantity: m.quantity }));
  for (const [i, m] of list.entries()) {
    if (m.quantity === 0) continue;
    try {
      await issueStockIn(tx, ctx, actor, { itemId: m.itemId, quantity: m.quantity, kind: 'consumed', reason: 'session', ref: session.id });
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode !== 409) throw error;
      const [item] = await tx
        .select({ name: dispensaryItems.name, unit: dispensaryItems.unit })
        .from(dispensaryItems)
        .where(eq(dispensaryItems.id, m.itemId));
      const available = Number(error.details?.available ?? 0);
      throw new Conflict(
        error.message === 'dispensary.notEnoughStock' ? 'materials.notEnoughStock' : error.message,
        { ...error.params, name: item?.name ?? '', available, unit: `dispensary.unit.${item?.unit ?? 'piece'}` },
        { field: `materials.${i}.quantity`, itemId: m.itemId, available },
      );
    }
  }
}

/** What materialUse (core/dispensary/materials.ts) reads of a movement: the item, the quantity and its batch's cost. */
export const MATERIAL_MOVE = {
  itemId: dispensaryMovements.itemId,
  name: dispensaryItems.name,
  unit: dispensaryItems.unit,
  quantity: dispensaryMovements.quantity,
  costPaise: dispensaryBatches.costPaise,
};

/** The movements of materials used in sessions: consumed, and returned to the shelf. */
export const materialsUsed = () => inArray(dispensaryMovements.kind, ['consumed', 'returned']);

/** The consumed and returned movements of some sessions, with each batch's cost. */
async function sessionMovements(db: Db, sessionIds: readonly string[]) {
  if (!sessionIds.length) return [];
  return db
    .select({ ref: dispensaryMovements.ref, ...MATERIAL_MOVE })
    .from(dispensaryMovements)
    .innerJoin(dispensaryBatches, eq(dispensaryBatches.id, dispensaryMovements.batchId))
    .innerJoin(dispensaryItems, eq(dispensaryItems.id, dispensaryMovements.itemId))
    .where(and(inArray(dispensaryMovements.ref, [...sessionIds]), materialsUsed()));
}

/** What each session used (net), by session id. */
export async function materialsBySession(db: Db, sessionIds: readonly string[]) {
  const rows = await sessionMovements(db, sessionIds);
  return new Map(sessionIds.map((id) => [id, materialUse(rows.filter((r) => r.ref === id)).items]));
}

/** The materials a programme's sessions used and their cost at batch cost (paise). */
export async function programmeMaterials(db: Db, programmeId: string) {
  const sessions = await db
    .select({ id: sql<string>`${therapySessions.id}::text` })
    .from(therapySessions)
    .where(eq(therapySessions.programmeId, programmeId));
  return materialUse(
    await sessionMovements(
      db,
      sessions.map((s) => s.id),
    ),
  );
}

/** The therapy settings page's data: each therapy's list and the stocked materials to choose from, units in `locale`. */
export async function materialsOfTherapies(db: Db, locale: Locale) {
  const unit = (u: string) => translate(locale, `dispensary.unit.${u}`);
  const lists = await listTherapyMaterials(db);
  const items = await db
    .select({ id: dispensaryItems.id, name: dispensaryItems.name, unit: dispensaryItems.unit })
    .from(dispensaryItems)
    .where(and(eq(dispensaryItems.kind, 'material'), eq(dispensaryItems.active, true)))
    .orderBy(asc(dispensaryItems.name));
  return {
    materials: Object.fromEntries(
      [...lists].map(([slug, list]) => [
        slug,
        list.map((m) => ({ itemId: m.itemId, name: m.name, unit: unit(m.unit), quantity: m.quantity })),
      ]),
    ),
    choices: items.map((i) => ({ ...i, unit: unit(i.unit) })),
  };
}
