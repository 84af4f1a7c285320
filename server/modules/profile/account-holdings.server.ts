/**
 * What an account holds beyond its consultations: therapy programmes (their sessions and deposits),
 * sessions booked outside a programme, therapy and move requests, and notices on their way to its
 * number. On deletion each ends (docs/decisions/0033-account-ends-and-sign-in-safety.md): programmes
 * through THE programme cancel path (its sessions still to come free their therapists and rooms;
 * its money rules apply), requests closed, queued notices to the old number or address dropped and
 * no WhatsApp failure falling back to an SMS to that number. The money stays on the programme rows,
 * under the anonymised patient. The DPDP export lists the same records.
 */
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { jobs, messageDeliveries, programmes, sessionMoveRequests, therapyRequests, therapySessions } from '@server/db/schema';
import { Conflict } from '@server/domain/errors';
import { cancelProgramme } from '@server/modules/programmes/desk/accept.server';
import { markCancelled } from '@server/modules/programmes/sessions/cancel-session.server';

/** The reason written in the audit entry of a programme cancelled because its account was deleted. */
const ACCOUNT_DELETED_REASON = 'account-deleted';

/** Cancels the account's open programmes (through their cancel path) and its other sessions still to come. */
export async function cancelProgrammesOf(ctx: AppContext, patientId: string): Promise<void> {
  const open = await ctx.db
    .select({ id: programmes.id })
    .from(programmes)
    .where(and(eq(programmes.patientId, patientId), inArray(programmes.status, ['proposed', 'accepted'])));
  for (const { id } of open) {
    try {
      await cancelProgramme(ctx, { kind: 'system' }, id, ACCOUNT_DELETED_REASON);
    } catch (error) {
      if (!(error instanceof Conflict)) throw error; // cancelled or completed meanwhile
    }
  }
  const single = await ctx.db
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.patientId, patientId),
        isNull(therapySessions.programmeId),
        ne(therapySessions.status, 'cancelled'),
        gt(therapySessions.startsAt, ctx.now()),
      ),
    );
  await markCancelled(
    ctx.db,
    ctx.now(),
    single.map((s) => s.id),
  );
}

/**
 * In the deletion's transaction: closes the account's open requests and drops what would still
 * reach its old number or address (queued or failed notices, a WhatsApp failure's SMS fallback).
 */
export async function endRequestsAndNotices(tx: Tx, now: Date, patientId: string, to: { contact: string | null; email: string | null }) {
  const closed = { status: 'declined' as const, resolvedAt: now };
  await tx
    .update(sessionMoveRequests)
    .set(closed)
    .where(and(eq(sessionMoveRequests.patientId, patientId), eq(sessionMoveRequests.status, 'open')));
  await tx
    .update(therapyRequests)
    .set(closed)
    .where(and(eq(therapyRequests.patientId, patientId), eq(therapyRequests.status, 'open')));

  const recipients = [
    to.contact && sql`${jobs.payload} -> 'sms' ->> 'to' = ${to.contact}`,
    to.contact && sql`${jobs.payload} -> 'whatsapp' ->> 'to' = ${to.contact}`,
    to.contact && sql`${jobs.payload} -> 'fallback' ->> 'to' = ${to.contact}`,
    to.email && sql`lower(${jobs.payload} -> 'email' ->> 'to') = ${to.email.toLowerCase()}`,
  ].filter((c) => !!c);
  if (recipients.length) {
    await tx
      .update(jobs)
      .set({ status: 'cancelled', lastError: 'account deleted' })
      .where(and(eq(jobs.kind, 'notice'), inArray(jobs.status, ['pending', 'failed']), or(...recipients)));
  }
  // A WhatsApp message already sent whose failure arrives later: its fallback counts as taken.
  if (to.contact) {
    await tx
      .update(messageDeliveries)
      .set({ fallbackQueuedAt: now })
      .where(and(eq(messageDeliveries.to, to.contact), isNull(messageDeliveries.fallbackQueuedAt)));
  }
}

/** The account's programmes (with sessions and deposit), therapy requests and move requests, for the DPDP export. */
export async function exportHoldings(ctx: AppContext, patientId: string) {
  const rows = await ctx.db.select().from(programmes).where(eq(programmes.patientId, patientId)).orderBy(programmes.createdAt);
  const sessions = await ctx.db
    .select()
    .from(therapySessions)
    .where(eq(therapySessions.patientId, patientId))
    .orderBy(therapySessions.startsAt);
  const moves = await ctx.db.select().from(sessionMoveRequests).where(eq(sessionMoveRequests.patientId, patientId));
  const requests = await ctx.db.select().from(therapyRequests).where(eq(therapyRequests.patientId, patientId));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const session = (s: (typeof sessions)[number]) => ({
    id: s.id,
    therapy: s.therapySlug,
    day: s.day,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    status: s.status,
  });
  return {
    programmes: rows.map((p) => ({
      id: p.id,
      consultationId: p.consultationId,
      status: p.status,
      startDate: p.startDate,
      plan: p.plan,
      notes: p.notes,
      price: p.price,
      discount: p.discount,
      deposit: {
        amount: p.deposit,
        status: p.depositStatus,
        method: p.depositMethod,
        utr: p.depositUtr,
        claimedAt: iso(p.depositClaimedAt),
        paidAt: iso(p.depositPaidAt),
      },
      acceptedAt: iso(p.acceptedAt),
      cancelledAt: iso(p.cancelledAt),
      createdAt: p.createdAt.toISOString(),
      sessions: sessions.filter((s) => s.programmeId === p.id).map(session),
    })),
    therapySessions: sessions.filter((s) => !s.programmeId).map(session),
    therapyRequests: requests.map((r) => ({
      id: r.id,
      therapy: r.therapySlug,
      note: r.note,
      timeBand: r.timeBand,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: iso(r.resolvedAt),
    })),
    moveRequests: moves.map((m) => ({
      id: m.id,
      sessionId: m.sessionId,
      note: m.note,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      resolvedAt: iso(m.resolvedAt),
    })),
  };
}
