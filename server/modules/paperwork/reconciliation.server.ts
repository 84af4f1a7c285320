/**
 * The end-of-day report of a clinic date (decision 0027): money received by mode against the
 * consultations seen, and the lists that need a look (UPI claims waiting, duplicate references,
 * visits seen but unpaid, refunds due), put together from its steps in ./reconciliation/, and the
 * day's close. Paying a refund back (./reconciliation/refunds.server.ts) and correcting a closed
 * day's payment (./reconciliation/correction.server.ts) are there too, each audited.
 */
import { clinicDate } from '@core/booking/slots';
import type { AppContext } from '@server/context';
import { dayCloses } from '@server/db/schema';
import { Conflict } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { dayCloseOf, lastReopening } from './day-close.server';
import { duplicateReferences } from './reconciliation/duplicates.server';
import { dayFigures } from './reconciliation/figures.server';
import { dayLists } from './reconciliation/lists.server';
import type { DayFigures, DayReport } from './reconciliation/types';

export type { DayFigures, DayReport, ReportItem } from './reconciliation/types';

export async function dayReport(ctx: AppContext, date: string = clinicDate(ctx.now())): Promise<DayReport> {
  const close = await dayCloseOf(ctx, date);
  return {
    ...(await dayFigures(ctx, date)),
    ...(await dayLists(ctx, date)),
    duplicates: await duplicateReferences(ctx, date),
    close: close
      ? {
          closedByName: close.closedByName,
          closedAt: close.closedAt.toISOString(),
          correctedAt: close.correctedAt?.toISOString() ?? null,
          summary: close.summary as unknown as DayFigures,
        }
      : null,
    reopened: close ? null : await lastReopening(ctx, date),
  };
}

/** Reception closes a day that has begun, once: the counted figures, who and when. */
export async function closeDay(ctx: AppContext, actor: SignedInStaff, date: string): Promise<DayFigures> {
  if (date > clinicDate(ctx.now())) throw new Conflict('staff.paperwork.futureDay');
  const figures = await dayFigures(ctx, date);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dayCloses)
      .values({ date, closedBy: actor.id, closedByName: actor.name, closedAt: ctx.now(), summary: { ...figures } })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict('staff.paperwork.alreadyClosed', { date });
    await writeAudit(tx, ctx, actor, { action: 'day.close', entity: 'day', entityId: date, after: { ...figures } });
  });
  return figures;
}
