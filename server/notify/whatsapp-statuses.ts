/**
 * What the WhatsApp delivery-status webhook reports (POST /api/webhooks/whatsapp): the signature
 * check (X-Hub-Signature-256: `sha256=` + hex HMAC-SHA256 of the raw body with the app secret) and
 * the statuses, recorded on `message_deliveries`. A status never goes back (read stays read when a
 * late "delivered" arrives). A failed WhatsApp notice queues its SMS fallback once: the row's
 * `fallbackQueuedAt` is claimed in the same transaction, and the fallback job has a dedupe key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@core/constants';
import type { AppContext } from '@server/context';
import { jobs, messageDeliveries } from '@server/db/schema';
import { type Notice, queueSmsFallback } from './notices';

export function whatsappSignature(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Timing-safe check of X-Hub-Signature-256; false without a secret or a header. */
export function verifyWhatsAppSignature(secret: string | undefined, rawBody: Buffer, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(whatsappSignature(secret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const StatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }).loose())
    .optional(),
});
const EventSchema = z.object({
  entry: z.array(
    z.object({ changes: z.array(z.object({ value: z.object({ statuses: z.array(StatusSchema).optional() }).loose() }).loose()) }).loose(),
  ),
});

const RANK: Record<DeliveryStatus, number> = { sent: 0, delivered: 1, read: 2, failed: 3 };

function isDeliveryStatus(value: string): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** The statuses of a webhook event (other changes, e.g. incoming messages, are ignored). */
function statusesOf(event: unknown): z.infer<typeof StatusSchema>[] {
  const parsed = EventSchema.safeParse(event);
  if (!parsed.success) return [];
  return parsed.data.entry.flatMap((e) => e.changes.flatMap((c) => c.value.statuses ?? []));
}

/** Records one status; answers whether a delivery row changed. */
async function recordStatus(ctx: AppContext, status: z.infer<typeof StatusSchema>): Promise<boolean> {
  const next = status.status;
  if (!isDeliveryStatus(next)) return false;
  const earlier = DELIVERY_STATUSES.filter((s) => RANK[s] < RANK[next]);
  const error = status.errors?.map((e) => [e.code, e.title ?? e.message].filter(Boolean).join(' ')).join('; ') || null;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .update(messageDeliveries)
      .set({ status: next, error: next === 'failed' ? (error ?? 'failed') : null, updatedAt: now })
      .where(and(eq(messageDeliveries.providerMessageId, status.id), inArray(messageDeliveries.status, earlier)))
      .returning();
    if (!row) return false;
    if (next !== 'failed' || row.jobId === null) return true;
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, row.jobId));
    const notice = job?.payload as unknown as Notice | undefined;
    if (!job || notice?.channel !== 'whatsapp' || !notice.fallback) return true; // SMS chosen too: it went already
    const [claimed] = await tx
      .update(messageDeliveries)
      .set({ fallbackQueuedAt: now })
      .where(and(eq(messageDeliveries.id, row.id), isNull(messageDeliveries.fallbackQueuedAt)))
      .returning({ id: messageDeliveries.id });
    if (claimed) await queueSmsFallback(ctx, job.id, notice, tx);
    return true;
  });
}

/** Records every status of a webhook event; answers how many delivery rows changed. */
export async function recordWhatsAppStatuses(ctx: AppContext, event: unknown): Promise<number> {
  let changed = 0;
  for (const status of statusesOf(event)) if (await recordStatus(ctx, status)) changed += 1;
  return changed;
}
