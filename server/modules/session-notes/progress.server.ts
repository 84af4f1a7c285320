/**
 * A programme's progress day by day (decision 0064), for the prescribing doctor (and the patient's
 * other doctors, admin): each day's sessions with their attendance state, who gave them and the
 * note's summary (what was used, the response, an adverse event highlighted). The desk reads the
 * programme page without it (need-to-know, decision 0059); the read is audited.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { attendanceState } from '@core/attendance';
import { clinicDate, clinicTime } from '@core/booking/slots';
import { materialsLine } from '@core/clinical/session-note';
import type { Locale } from '@core/i18n/locales';
import { can } from '@core/policy';
import type { AppContext } from '@server/context';
import { programmes, sessionNotes, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import { Forbidden, NotFound } from '@server/domain/errors';
import { auditClinicalRead, reachesPatient } from '@server/modules/patients/patient-access.server';
import { latestContent } from './adverse-events.server';
import { reviewsAdverse } from './session-notes.server';
import { therapistNames } from '@server/modules/programmes/sessions/session-therapists.server';

async function sessionsOf(ctx: AppContext, programmeId: string) {
  const rows = await ctx.db
    .select({
      id: therapySessions.id,
      day: therapySessions.day,
      therapySlug: therapySessions.therapySlug,
      startsAt: therapySessions.startsAt,
      status: therapySessions.status,
      arrivedAt: therapySessions.arrivedAt,
      startedAt: therapySessions.startedAt,
      note: latestContent,
      noteBy: sessionNotes.writtenByName,
      amended: sql<boolean>`exists(select 1 from session_note_amendments a where a.note_id = ${sessionNotes.id})`,
      seenAt: sessionNotes.adverseSeenAt,
      seenBy: sessionNotes.adverseSeenByName,
      noteId: sessionNotes.id,
    })
    .from(therapySessions)
    .leftJoin(sessionNotes, eq(sessionNotes.sessionId, therapySessions.id))
    .where(eq(therapySessions.programmeId, programmeId))
    .orderBy(asc(therapySessions.startsAt));
  const people = await therapistNames(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, therapists: people(r.id) }));
}

/** The progress of a programme: 403 to whoever does not read its notes. */
export async function programmeProgress(ctx: AppContext, actor: SignedInStaff, programmeId: string, locale: Locale) {
  const [programme] = await ctx.db.select().from(programmes).where(eq(programmes.id, programmeId)).limit(1);
  if (!programme) throw new NotFound('programmes.accept.notFound');
  if (!(await reachesPatient(ctx, actor, 'session-notes.read', programme.patientId, programme.doctorId ?? undefined)))
    throw new Forbidden('staff.patients.notYourPatient');
  await auditClinicalRead(ctx, actor, { patientId: programme.patientId, part: 'programme-progress', programmeId });
  const acknowledges = reviewsAdverse(actor, programme);
  const sessions = (await sessionsOf(ctx, programmeId)).filter((s) => s.status !== 'cancelled');
  const days = new Map<string, { day: number | null; date: string; sessions: ReturnType<typeof shape>[] }>();
  function shape(s: (typeof sessions)[number]) {
    const note = s.noteId && s.note ? s.note : null;
    return {
      id: s.id,
      therapy: therapyName(s.therapySlug, locale),
      start: clinicTime(s.startsAt),
      state: attendanceState(s),
      status: s.status,
      arrivedAt: s.arrivedAt?.toISOString() ?? null,
      startedAt: s.startedAt?.toISOString() ?? null,
      therapists: s.therapists,
      note: note
        ? {
            by: s.noteBy,
            amended: !!s.amended,
            materials: materialsLine(note.materials),
            response: note.response,
            responseNotes: note.responseNotes,
            adverse: note.adverse.occurred
              ? {
                  what: note.adverse.what,
                  severity: note.adverse.severity || null,
                  action: note.adverse.action,
                  seen: s.seenAt ? { by: s.seenBy, at: s.seenAt.toISOString() } : null,
                  canAcknowledge: acknowledges && !s.seenAt,
                }
              : null,
          }
        : null,
    };
  }
  for (const s of sessions) {
    const date = clinicDate(s.startsAt);
    const entry = days.get(date) ?? { day: s.day, date, sessions: [] };
    entry.sessions.push(shape(s));
    days.set(date, entry);
  }
  const list = [...days.values()];
  return {
    programmeId,
    days: list,
    done: sessions.filter((s) => s.status === 'completed').length,
    total: sessions.length,
    adverse: list.flatMap((d) => d.sessions).filter((s) => s.note?.adverse).length,
  };
}

/** The progress for a page, or null when the actor does not read session notes (the desk). */
export async function progressForPage(ctx: AppContext, actor: SignedInStaff, programmeId: string, locale: Locale) {
  if (!can(actor, 'session-notes.read')) return null;
  try {
    return await programmeProgress(ctx, actor, programmeId, locale);
  } catch (error) {
    if (error instanceof Forbidden) return null;
    throw error;
  }
}

export type ProgrammeProgress = Awaited<ReturnType<typeof programmeProgress>>;
