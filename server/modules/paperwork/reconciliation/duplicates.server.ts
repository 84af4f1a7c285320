/** The day's payment references that another payment carries too (decision 0030). */
import { and, eq, gte, inArray, isNotNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { consultations, programmes } from '@server/db/schema';
import { dayInstants } from './day';
import type { DayReport, ReferenceHolderItem } from './types';

const c = consultations;

/** References compared as banks print them (no spaces, any case): the database's payment_reference_key. */
const keyOf = (column: AnyColumn) => sql<string>`payment_reference_key(${column}, 'utr')`;
const keyText = (value: string | null) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * References (UTRs, counter, card and gateway references) of the day's payments, of consultations and
 * programme deposits, that another consultation or deposit also carries (decision 0030: the database
 * refuses a new one; these are older rows, or card slips, which are not held).
 */
export async function duplicateReferences(ctx: AppContext, date: string): Promise<DayReport['duplicates']> {
  const { start, end } = dayInstants(date);
  const p = programmes;
  const ownConsultations = await ctx.db
    .select({ utr: c.paymentUtr, reference: c.paymentReference })
    .from(c)
    .where(
      and(
        or(eq(c.date, date), and(gte(c.paymentVerifiedAt, start), lt(c.paymentVerifiedAt, end))),
        or(isNotNull(c.paymentUtr), isNotNull(c.paymentReference)),
      ),
    );
  const ownDeposits = await ctx.db
    .select({ utr: p.depositUtr, reference: p.depositReference })
    .from(p)
    .where(
      and(
        or(and(gte(p.depositPaidAt, start), lt(p.depositPaidAt, end)), and(gte(p.depositClaimedAt, start), lt(p.depositClaimedAt, end))),
        or(isNotNull(p.depositUtr), isNotNull(p.depositReference)),
      ),
    );
  const keys = [...new Set([...ownConsultations, ...ownDeposits].flatMap((r) => [keyText(r.utr), keyText(r.reference)]).filter(Boolean))];
  if (!keys.length) return [];
  const consultationHolders = await ctx.db
    .select({ id: c.id, utr: c.paymentUtr, reference: c.paymentReference })
    .from(c)
    .where(or(inArray(keyOf(c.paymentUtr), keys), inArray(keyOf(c.paymentReference), keys)));
  const depositHolders = await ctx.db
    .select({ id: p.id, utr: p.depositUtr, reference: p.depositReference })
    .from(p)
    .where(or(inArray(keyOf(p.depositUtr), keys), inArray(keyOf(p.depositReference), keys)));
  const byKey = new Map<string, { reference: string; holders: Map<string, ReferenceHolderItem> }>();
  const add = (kind: ReferenceHolderItem['kind'], h: { id: string; utr: string | null; reference: string | null }) => {
    for (const raw of [h.utr, h.reference]) {
      const key = keyText(raw);
      if (!raw || !keys.includes(key)) continue;
      const entry = byKey.get(key) ?? { reference: raw.trim(), holders: new Map() };
      entry.holders.set(`${kind}:${h.id}`, { kind, id: h.id });
      byKey.set(key, entry);
    }
  };
  for (const h of consultationHolders) add('consultation', h);
  for (const h of depositHolders) add('deposit', h);
  return [...byKey.values()].filter((e) => e.holders.size > 1).map((e) => ({ reference: e.reference, holders: [...e.holders.values()] }));
}
