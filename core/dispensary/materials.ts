/**
 * Therapy sessions consume materials (decision 0071): each therapy's usual materials (catalogue
 * items of kind material, whole quantities of their stock unit), what a therapist sends when marking
 * a session done, and the figures read from the ledger (net quantity and cost at batch cost).
 */
import { AttendanceSchema } from '@core/schemas/staff/staff';
import { z } from '@core/schemas/z';
import { MAX_QUANTITY, quantityField } from './catalogue';

/** At most this many materials on one therapy's list or one session's record. */
const MAX_MATERIALS = 20;

const itemId = z.uuid({ error: 'dispensary.chooseItem' });

const noRepeats = (list: readonly { itemId: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  list.forEach((m, i) => {
    if (seen.has(m.itemId)) ctx.addIssue({ code: 'custom', path: [i, 'itemId'], message: 'materials.repeated' });
    seen.add(m.itemId);
  });
};

/** The admin's list of one therapy: each material once, with its usual quantity per session (from 1). */
export const TherapyMaterialsSchema = z.object({
  materials: z
    .array(z.object({ itemId, quantity: quantityField() }), { error: 'materials.listInvalid' })
    .max(MAX_MATERIALS, { error: 'materials.tooMany' })
    .superRefine(noRepeats),
});
export type TherapyMaterialsInput = z.infer<typeof TherapyMaterialsSchema>;

/** What a session used, as the therapist records it: 0 when a usual material was not used. */
const SessionMaterialsSchema = z
  .array(
    z.object({
      itemId,
      quantity: z
        .number({ error: 'materials.quantityInvalid' })
        .int({ error: 'dispensary.quantityWhole' })
        .min(0, { error: 'materials.quantityInvalid' })
        .max(MAX_QUANTITY, { error: 'materials.quantityInvalid' }),
    }),
    { error: 'materials.listInvalid' },
  )
  .max(MAX_MATERIALS, { error: 'materials.tooMany' })
  .superRefine(noRepeats);
export type SessionMaterials = z.infer<typeof SessionMaterialsSchema>;

/**
 * A session's attendance step (decision 0051) and, with 'done', the materials it used. Without
 * `materials` a session marked done uses its therapy's usual quantities (the desk's grid).
 */
export const SessionAttendanceSchema = AttendanceSchema.extend({ materials: SessionMaterialsSchema.optional() }).refine(
  (v) => v.step === 'done' || v.materials === undefined,
  { path: ['materials'], error: 'materials.onlyWhenDone' },
);

/** One movement of a session's material as the ledger holds it (negative out, positive back). */
export interface MaterialMovement {
  itemId: string;
  name: string;
  unit: string;
  quantity: number;
  costPaise: number;
}

export interface MaterialUse {
  itemId: string;
  name: string;
  unit: string;
  /** Net quantity used: consumed less returned. */
  quantity: number;
  /** At the cost of the batches it came from, in paise. */
  costPaise: number;
}

/** The net use of each material from its consumed (negative) and returned (positive) movements, by name. */
export function materialUse(movements: readonly MaterialMovement[]): { items: MaterialUse[]; costPaise: number } {
  const byItem = new Map<string, MaterialUse>();
  for (const m of movements) {
    const use = byItem.get(m.itemId) ?? { itemId: m.itemId, name: m.name, unit: m.unit, quantity: 0, costPaise: 0 };
    use.quantity -= m.quantity;
    use.costPaise -= m.quantity * m.costPaise;
    byItem.set(m.itemId, use);
  }
  const items = [...byItem.values()].filter((u) => u.quantity !== 0).sort((a, b) => a.name.localeCompare(b.name));
  return { items, costPaise: items.reduce((sum, u) => sum + u.costPaise, 0) };
}
