/**
 * A therapist's day: their sessions of one clinic date, with the time (and the buffers' range),
 * therapy, room, the patient's first name (what the page shows), their allergies and standing alerts
 * (what a session needs: an oil allergy; decision 0059) and the other therapist. No surname, prices,
 * payments or contact details: a therapist sees none.
 */
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { scopeOf } from '@core/policy';
import { addDays, slotStart } from '@core/booking/slots';
import { firstName } from '@core/text';
import type { AppContext } from '@server/context';
import { patients, sessionTherapists, therapists, therapySessions, treatmentRooms } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { NotFound } from '@server/domain/errors';
import { therapistNames } from '@server/modules/programmes/sessions/session-therapists.server';

/** The therapist profile whose day is shown: a therapist always their own; the desk any one. */
async function whose(ctx: AppContext, actor: SignedInStaff, therapistId: string | undefined): Promise<string> {
  if (scopeOf(actor, 'therapist-day.view') === 'own') {
    const [own] = await ctx.db.select({ id: therapists.id }).from(therapists).where(eq(therapists.staffId, actor.id));
    if (!own) throw new NotFound('programmes.therapistNotFound');
    return own.id;
  }
  if (!therapistId) throw new NotFound('programmes.therapistNotFound');
  return therapistId;
}

export async function therapistDay(ctx: AppContext, actor: SignedInStaff, date: string, therapistId?: string) {
  const id = await whose(ctx, actor, therapistId);
  const rows = await ctx.db
    .select({
      id: therapySessions.id,
      therapySlug: therapySessions.therapySlug,
      startsAt: therapySessions.startsAt,
      endsAt: therapySessions.endsAt,
      blockedFrom: therapySessions.blockedFrom,
      blockedTo: therapySessions.blockedTo,
      status: therapySessions.status,
      arrivedAt: therapySessions.arrivedAt,
      startedAt: therapySessions.startedAt,
      roomName: treatmentRooms.name,
      patientName: patients.name,
      patientId: patients.id,
      allergies: patients.allergies,
      alerts: patients.alerts,
    })
    .from(sessionTherapists)
    .innerJoin(therapySessions, eq(therapySessions.id, sessionTherapists.sessionId))
    .innerJoin(treatmentRooms, eq(treatmentRooms.id, therapySessions.roomId))
    .innerJoin(patients, eq(patients.id, therapySessions.patientId))
    .where(
      and(
        eq(sessionTherapists.therapistId, id),
        ne(therapySessions.status, 'cancelled'),
        gte(therapySessions.startsAt, slotStart(date, '00:00')),
        lt(therapySessions.startsAt, slotStart(addDays(date, 1), '00:00')),
      ),
    )
    .orderBy(asc(therapySessions.startsAt));
  const partners = await therapistNames(
    ctx,
    rows.map((r) => r.id),
    id,
  );
  return rows.map((r) => ({
    ...r,
    patientName: firstName(r.patientName),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    blockedFrom: r.blockedFrom.toISOString(),
    blockedTo: r.blockedTo.toISOString(),
    arrivedAt: r.arrivedAt?.toISOString() ?? null,
    startedAt: r.startedAt?.toISOString() ?? null,
    withTherapists: partners(r.id),
  }));
}
