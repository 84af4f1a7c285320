/**
 * The audit log: every staff action writes who, what, when, and the before/after of the fields it
 * changed. Rows are only ever inserted; no endpoint updates or deletes them.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { auditLog } from '@server/db/schema';

type Row = Record<string, unknown>;

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value ?? null);
}

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** Only the fields whose value changed, as `{ before, after }`; `updatedAt` is noise and left out. */
function changedFields(before: Row | null, after: Row | null): { before: Row | null; after: Row | null } {
  if (!before || !after) return { before: before && pick(before), after: after && pick(after) };
  const b: Row = {};
  const a: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updatedAt' || key === 'createdAt') continue;
    if (comparable(before[key]) !== comparable(after[key])) {
      b[key] = plain(before[key]);
      a[key] = plain(after[key]);
    }
  }
  return { before: b, after: a };
}

function pick(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => k !== 'updatedAt' && k !== 'createdAt')
      .map(([k, v]) => [k, plain(v)]),
  );
}

/** `actor` null: not a staff member (the patient, or the system). */
export async function writeAudit(
  db: Db | Tx,
  ctx: AppContext,
  actor: { id: string; name: string | null } | null,
  entry: { action: string; entity: string; entityId: string | null; before?: Row | null; after?: Row | null },
): Promise<void> {
  const diff = changedFields(entry.before ?? null, entry.after ?? null);
  await db.insert(auditLog).values({
    staffId: actor?.id ?? null,
    staffName: actor?.name ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: diff.before,
    after: diff.after,
    at: ctx.now(),
  });
}

export interface AuditEntry {
  id: number;
  staffName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

export async function listAudit(
  ctx: AppContext,
  query: { entity?: string; entityId?: string; before?: number; limit?: number } = {},
): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.before) where.push(lt(auditLog.id, query.before));
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(query.limit ?? 50, 200));
  return rows.map((r) => ({
    id: r.id,
    staffName: r.staffName,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
    at: r.at.toISOString(),
  }));
}
