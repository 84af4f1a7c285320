/**
 * Therapy session notes (decision 0064). One note per session, written only by one of its own
 * therapists ('session-notes.write' scope own), once the session is under way or done. On the
 * session's clinic day the therapist saves it at the version read (a stale version is a 409, as
 * the case sheet's drafts); after that day a change is an amendment (the whole new note and why),
 * and the note as first written is kept (the database refuses to rewrite it once amended).
 * Read by the session's therapist, the patient's doctors (the prescribing doctor among them:
 * patient-access.server.ts) and admin; every read audited. An adverse event reaches the
 * prescribing doctor at once (./adverse-events.server.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { attendanceState } from '@core/attendance';
import { clinicDate } from '@core/booking/slots';
import { scopeOf } from '@core/policy';
import { notable, SessionNoteSchema, type SessionNote, type SessionNoteView } from '@core/clinical/session-note';
import type { AppContext } from '@server/context';
import { programmes, sessionNoteAmendments, sessionNotes, therapySessions } from '@server/db/schema';
import { Conflict, Forbidden, NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { amendmentBy } from '@server/modules/patients/amendment';
import { auditClinicalRead, reachesPatient } from '@server/modules/patients/patient-access.server';
import { givesSession } from '@server/modules/programmes/sessions/attendance.server';
import { notifyAdverseEvent } from './adverse-events.server';

type Session = typeof therapySessions.$inferSelect;
type Note = typeof sessionNotes.$inferSelect;
/** A session with its prescribing doctor (the programme's), if any. */
type NotedSession = Session & { doctorId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadNotedSession(ctx: AppContext, id: string): Promise<NotedSession> {
  if (!UUID.test(id)) throw new NotFound('programmes.sessionNotFound');
  const [row] = await ctx.db
    .select({ session: therapySessions, doctorId: programmes.doctorId })
    .from(therapySessions)
    .leftJoin(programmes, eq(programmes.id, therapySessions.programmeId))
    .where(eq(therapySessions.id, id))
    .limit(1);
  if (!row) throw new NotFound('programmes.sessionNotFound');
  return { ...row.session, doctorId: row.doctorId };
}

/** Whether `actor` reads the session's note: its therapist, a doctor of the patient (the prescriber too), admin. */
async function readsNote(ctx: AppContext, actor: SignedInStaff, s: NotedSession): Promise<boolean> {
  const scope = scopeOf(actor, 'session-notes.read');
  if (scope === 'all') return true;
  if (scope !== 'own') return false;
  if (actor.role === 'therapist') return givesSession(ctx, actor, s.id);
  return reachesPatient(ctx, actor, 'session-notes.read', s.patientId, s.doctorId ?? undefined);
}

async function writesNote(ctx: AppContext, actor: SignedInStaff, s: NotedSession): Promise<boolean> {
  return scopeOf(actor, 'session-notes.write') === 'own' && givesSession(ctx, actor, s.id);
}

/** Whether `actor` acknowledges the session's adverse event: the prescribing doctor; admin any. */
export function reviewsAdverse(actor: SignedInStaff, s: { doctorId: string | null }): boolean {
  const scope = scopeOf(actor, 'session-notes.review');
  if (scope === 'all') return true;
  return scope === 'own' && !!actor.doctorId && actor.doctorId === s.doctorId;
}

async function noteOf(ctx: AppContext, sessionId: string): Promise<Note | null> {
  const [row] = await ctx.db.select().from(sessionNotes).where(eq(sessionNotes.sessionId, sessionId)).limit(1);
  return row ?? null;
}

/** 'edit' on the session's clinic day, 'amend' after it. */
function modeOn(ctx: AppContext, s: Session): 'edit' | 'amend' {
  return clinicDate(ctx.now()) <= clinicDate(s.startsAt) ? 'edit' : 'amend';
}

async function viewOf(ctx: AppContext, actor: SignedInStaff, s: NotedSession, note: Note | null): Promise<SessionNoteView> {
  const amendments = note
    ? await ctx.db
        .select()
        .from(sessionNoteAmendments)
        .where(eq(sessionNoteAmendments.noteId, note.id))
        .orderBy(asc(sessionNoteAmendments.id))
    : [];
  const latest = amendments.at(-1);
  const writes = notable(attendanceState(s)) && (await writesNote(ctx, actor, s));
  return {
    sessionId: s.id,
    version: note?.version ?? 0,
    content: note ? SessionNoteSchema.parse(latest?.content ?? note.content) : null,
    written: note ? { by: note.writtenByName, at: note.createdAt.toISOString() } : null,
    originalContent: latest && note ? SessionNoteSchema.parse(note.content) : null,
    amendments: amendments.map((a) => ({ by: a.staffName, at: a.at.toISOString(), reason: a.reason })),
    adverseSeen: note?.adverseSeenAt ? { by: note.adverseSeenByName, at: note.adverseSeenAt.toISOString() } : null,
    // A first note written late is still a first note; a note after its day is changed by amendment.
    mode: writes ? (note ? modeOn(ctx, s) : 'edit') : null,
    canAcknowledge: !!note?.adverse && !note.adverseSeenAt && reviewsAdverse(actor, s),
  };
}

/** Reads a session's note (its therapist, a doctor of the patient, admin); the read is audited. */
export async function getSessionNote(ctx: AppContext, actor: SignedInStaff, sessionId: string): Promise<SessionNoteView> {
  const s = await loadNotedSession(ctx, sessionId);
  if (!(await readsNote(ctx, actor, s))) throw new Forbidden('staff.sessionNotes.notYours');
  await auditClinicalRead(ctx, actor, { patientId: s.patientId, part: 'session-note', sessionId: s.id });
  return viewOf(ctx, actor, s, await noteOf(ctx, s.id));
}

async function assertWriter(ctx: AppContext, actor: SignedInStaff, s: NotedSession): Promise<void> {
  if (!(await writesNote(ctx, actor, s))) throw new Forbidden('staff.sessionNotes.notYours');
  const state = attendanceState(s);
  if (!notable(state)) throw new Conflict('staff.sessionNotes.notNotable', undefined, { state });
}

const STALE = 'staff.sessionNotes.stale';

/** Writes the note on the session's day at the version read (0: none yet); after the day, 409 (amend). */
export async function saveSessionNote(
  ctx: AppContext,
  actor: SignedInStaff,
  sessionId: string,
  input: { version: number; content: SessionNote },
): Promise<SessionNoteView> {
  const s = await loadNotedSession(ctx, sessionId);
  await assertWriter(ctx, actor, s);
  if (modeOn(ctx, s) === 'amend' && input.version > 0) throw new Conflict('staff.sessionNotes.afterDay');
  const now = ctx.now();
  const adverse = input.content.adverse.occurred;
  const saved = await ctx.db.transaction(async (tx) => {
    const [row] =
      input.version === 0
        ? await tx
            .insert(sessionNotes)
            .values({
              sessionId: s.id,
              patientId: s.patientId,
              content: input.content,
              adverse,
              writtenBy: actor.id,
              writtenByName: actor.name,
            })
            .onConflictDoNothing({ target: sessionNotes.sessionId })
            .returning()
        : await tx
            .update(sessionNotes)
            .set({ content: input.content, adverse, version: input.version + 1, updatedAt: now })
            .where(and(eq(sessionNotes.sessionId, s.id), eq(sessionNotes.version, input.version)))
            .returning();
    if (!row) return null;
    await writeAudit(tx, ctx, actor, {
      action: 'session-note.write',
      entity: 'therapy-session',
      entityId: s.id,
      after: { version: row.version, adverse },
    });
    if (adverse) await notifyAdverseEvent(tx, ctx, s, row, input.content, actor);
    return row;
  });
  if (!saved) {
    const current = await noteOf(ctx, s.id);
    throw new Conflict(STALE, undefined, { version: current?.version ?? 0 });
  }
  return viewOf(ctx, actor, s, saved);
}

/** A change after the session's day: the whole new note and why, appended; the note as written stays. */
export async function amendSessionNote(
  ctx: AppContext,
  actor: SignedInStaff,
  sessionId: string,
  input: { version: number; content: SessionNote; reason: string },
): Promise<SessionNoteView> {
  const s = await loadNotedSession(ctx, sessionId);
  await assertWriter(ctx, actor, s);
  const note = await noteOf(ctx, s.id);
  if (!note) throw new Conflict('staff.sessionNotes.noNoteYet');
  if (modeOn(ctx, s) === 'edit') throw new Conflict('staff.sessionNotes.sameDay');
  const adverse = input.content.adverse.occurred;
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sessionNotes)
      .set({ version: input.version + 1, adverse, updatedAt: ctx.now() })
      .where(and(eq(sessionNotes.id, note.id), eq(sessionNotes.version, input.version)))
      .returning();
    if (!updated) throw new Conflict(STALE, undefined, { version: note.version });
    await tx.insert(sessionNoteAmendments).values({ noteId: note.id, ...amendmentBy(ctx, actor, input) });
    await writeAudit(tx, ctx, actor, {
      action: 'session-note.amend',
      entity: 'therapy-session',
      entityId: s.id,
      after: { reason: input.reason, version: updated.version, adverse },
    });
    if (adverse) await notifyAdverseEvent(tx, ctx, s, updated, input.content, actor);
    return updated;
  });
  return viewOf(ctx, actor, s, saved);
}

/** The prescribing doctor has seen the adverse event: it leaves their badge. */
export async function acknowledgeAdverseEvent(ctx: AppContext, actor: SignedInStaff, sessionId: string): Promise<SessionNoteView> {
  const s = await loadNotedSession(ctx, sessionId);
  if (!reviewsAdverse(actor, s)) throw new Forbidden('staff.sessionNotes.notYourProgramme');
  const note = await noteOf(ctx, s.id);
  if (!note?.adverse) throw new Conflict('staff.sessionNotes.noAdverse');
  if (note.adverseSeenAt) return viewOf(ctx, actor, s, note);
  const saved = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sessionNotes)
      .set({ adverseSeenAt: ctx.now(), adverseSeenBy: actor.id, adverseSeenByName: actor.name })
      .where(eq(sessionNotes.id, note.id))
      .returning();
    await writeAudit(tx, ctx, actor, { action: 'session-note.adverse-seen', entity: 'therapy-session', entityId: s.id });
    return updated ?? note;
  });
  return viewOf(ctx, actor, s, saved);
}
