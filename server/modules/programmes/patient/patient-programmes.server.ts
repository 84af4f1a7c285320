/**
 * The patient's side of a therapy programme: their programmes with each day's sessions
 * (My Appointments), the deposit claim by UPI UTR, and a request to move one session. Reception
 * confirms the deposit and resolves move requests on the staff side.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { uniqueViolationAs } from '@server/db/errors';
import { programmeTemplates, programmes, sessionMoveRequests, therapySessions, treatmentRooms } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import { holdingReferences, recordReferencesAs } from '@server/modules/payments/payment-references.server';
import { therapyName } from '@content/therapies/catalogue';
import { therapyPreparation } from '@content/therapy-preparation';
import { clinicDate, clinicTime } from '@core/booking/slots';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { programmeBalanceDue } from '@core/programmes/price';
import { programmeReceipts } from '@server/modules/receipts/receipt-documents.server';
import type { PatientProgramme, PatientProgrammeDay } from '@core/schemas/programmes/patient-programmes';

type ProgrammeRow = typeof programmes.$inferSelect;
type SessionRow = typeof therapySessions.$inferSelect;

/**
 * Programmes the patient sees: being scheduled by the clinic, accepted, done, or cancelled (with what
 * they paid and the refund due: decision 0030).
 */
const SHOWN = ['proposed', 'accepted', 'completed', 'cancelled'] as const;

/** A session the patient may still ask to move: booked and not begun. */
const isMovable = (s: Pick<SessionRow, 'status' | 'startsAt'>, now: Date) => s.status === 'booked' && s.startsAt > now;

/** The signed-in patient's programmes, newest first, each with its days, progress and amounts. */
export async function myProgrammes(ctx: AppContext, patientId: string, locale: Locale): Promise<PatientProgramme[]> {
  const rows = await ctx.db
    .select({ programme: programmes, templateName: programmeTemplates.name })
    .from(programmes)
    .leftJoin(programmeTemplates, eq(programmeTemplates.id, programmes.templateId))
    .where(and(eq(programmes.patientId, patientId), inArray(programmes.status, [...SHOWN])))
    .orderBy(asc(programmes.startDate));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.programme.id);
  const sessions = await ctx.db
    .select({ session: therapySessions, room: treatmentRooms.name })
    .from(therapySessions)
    .innerJoin(treatmentRooms, eq(treatmentRooms.id, therapySessions.roomId))
    .where(and(inArray(therapySessions.programmeId, ids), ne(therapySessions.status, 'cancelled')))
    .orderBy(asc(therapySessions.startsAt));
  const open = await ctx.db
    .select({ sessionId: sessionMoveRequests.sessionId })
    .from(sessionMoveRequests)
    .where(and(eq(sessionMoveRequests.patientId, patientId), eq(sessionMoveRequests.status, 'open')));
  const asked = new Set(open.map((o) => o.sessionId));
  const now = ctx.now();
  const receiptsOf = new Map(await Promise.all(ids.map(async (id) => [id, await programmeReceipts(ctx, id)] as const)));
  return rows
    .map(({ programme, templateName }) =>
      toView(
        programme,
        templateName?.[locale] ?? translate(locale, 'patientProgrammes.defaultTitle'),
        sessions.filter((s) => s.session.programmeId === programme.id),
        { asked, now, locale },
      ),
    )
    .map((view) => ({ ...view, receipts: receiptsOf.get(view.id) ?? [] }))
    .reverse();
}

function toView(
  p: ProgrammeRow,
  title: string,
  sessions: { session: SessionRow; room: string }[],
  { asked, now, locale }: { asked: Set<string>; now: Date; locale: Locale },
): Omit<PatientProgramme, 'receipts'> {
  const days = new Map<string, PatientProgrammeDay>();
  for (const { session: s, room } of sessions) {
    const date = clinicDate(s.startsAt);
    const day = days.get(date) ?? { day: s.day, date, sessions: [] };
    day.sessions.push({
      id: s.id,
      startsAt: s.startsAt.toISOString(),
      start: clinicTime(s.startsAt),
      end: clinicTime(s.endsAt),
      therapySlug: s.therapySlug,
      therapy: therapyName(s.therapySlug, locale),
      room,
      status: s.status,
      moveRequested: asked.has(s.id),
      movable: isMovable(s, now),
      preparation: therapyPreparation(s.therapySlug, locale),
    });
    days.set(date, day);
  }
  const list = [...days.values()];
  const done = (status: string) => status === 'completed' || status === 'no-show';
  return {
    id: p.id,
    title,
    status: p.status,
    startDate: p.startDate,
    endDate: list.at(-1)?.date ?? null,
    notes: p.notes,
    progress: {
      sessionsDone: sessions.filter((s) => s.session.status === 'completed').length,
      sessionsTotal: sessions.length,
      daysDone: list.filter((d) => d.sessions.every((s) => done(s.status))).length,
      daysTotal: Math.max(list.length, p.plan.length),
    },
    amounts: {
      price: p.price,
      discount: p.discount,
      deposit: p.deposit,
      depositStatus: p.depositStatus,
      balance: programmeBalanceDue(p),
      refundDue: p.refundDue,
      refundedAt: p.refundedAt?.toISOString() ?? null,
    },
    days: list,
    locale: p.locale,
  };
}

/** The patient's own programme (404 for anyone else's). */
export async function ownProgramme(ctx: AppContext, patientId: string, programmeId: string): Promise<ProgrammeRow> {
  const [row] = await ctx.db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, programmeId), eq(programmes.patientId, patientId)));
  if (!row) throw new NotFound('patientProgrammes.notFound');
  return row;
}

/** Whether the deposit can be paid now: an accepted programme with a deposit still due. */
export function depositPayable(p: Pick<ProgrammeRow, 'status' | 'depositStatus' | 'deposit'>): boolean {
  return p.status === 'accepted' && p.depositStatus === 'due' && p.deposit > 0;
}

/**
 * "I have paid the deposit": due -> claimed with the 12-digit UTR, on an accepted programme. A UTR
 * names one bank transfer: one already given for a consultation or another deposit is a 409.
 */
export async function claimDeposit(ctx: AppContext, patientId: string, programmeId: string, { utr }: { utr: string }) {
  const row = await ownProgramme(ctx, patientId, programmeId);
  if (row.status !== 'accepted') throw new Conflict('patientProgrammes.deposit.notAccepted');
  if (row.depositStatus !== 'due') throw new Conflict('patientProgrammes.deposit.alreadyClaimed');
  if (row.deposit <= 0) throw new Conflict('patientProgrammes.deposit.nothingDue');
  const now = ctx.now();
  // One reference pays for one thing (decision 0030): the database refuses a UTR held elsewhere.
  const [updated] = await holdingReferences(
    ctx,
    { references: [utr], self: { paysFor: 'deposit', id: row.id }, patientMessage: 'patientProgrammes.deposit.utrUsed' },
    () =>
      ctx.db.transaction(async (tx) => {
        await recordReferencesAs(tx, { kind: 'patient', patientId });
        return tx
          .update(programmes)
          .set({ depositStatus: 'claimed', depositUtr: utr, depositClaimedAt: now, updatedAt: now })
          .where(and(eq(programmes.id, row.id), eq(programmes.status, 'accepted'), eq(programmes.depositStatus, 'due')))
          .returning();
      }),
  );
  if (!updated) throw new Conflict('patientProgrammes.deposit.alreadyClaimed');
  return { id: updated.id, deposit: updated.deposit, depositStatus: updated.depositStatus };
}

/**
 * "Ask to move": an open move request for the patient's own session, booked and not begun. One
 * open request per session (the partial unique index decides when two race): asking again is a 409.
 */
export async function requestMove(ctx: AppContext, patientId: string, sessionId: string, { note }: { note: string }) {
  const [session] = await ctx.db
    .select()
    .from(therapySessions)
    .where(and(eq(therapySessions.id, sessionId), eq(therapySessions.patientId, patientId)));
  if (!session) throw new NotFound('patientProgrammes.sessionNotFound');
  if (!isMovable(session, ctx.now())) throw new Conflict('patientProgrammes.move.notMovable');
  const [request] = await uniqueViolationAs(
    () => ctx.db.insert(sessionMoveRequests).values({ sessionId, patientId, note }).returning(),
    () => new Conflict('patientProgrammes.move.alreadyAsked'),
    'session_move_requests_open',
  );
  return { id: request!.id, sessionId, status: request!.status };
}
