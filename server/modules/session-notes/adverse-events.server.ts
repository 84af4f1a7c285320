/**
 * An adverse event in a session note reaches the prescribing doctor at once (decision 0064): an
 * e-mail through the notice queue to each of their accounts with an address (queued with the note,
 * once per note whatever is saved after: the queue's dedupe key), and the console's badge and list
 * of adverse events they have not yet acknowledged. The e-mail names the patient by number and the
 * severity only; what happened is read in the console, where the read is audited.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { formatPatientNumber } from '@core/booking/patient-number';
import { clinicDate } from '@core/booking/slots';
import { formatClinicDate } from '@core/i18n/clinic-time';
import { translate } from '@core/i18n/catalog';
import { INTL_LOCALE, LOCALES } from '@core/i18n/locales';
import { scopeOf } from '@core/policy';
import { firstName } from '@core/text';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { patients, programmes, sessionNotes, staff, therapySessions } from '@server/db/schema';
import type { SignedInStaff } from '@server/domain/actor';
import type { SessionNote } from '@core/clinical/session-note';
import { enqueueNotice } from '@server/notify/notices';

type Note = typeof sessionNotes.$inferSelect;

export const latestContent = sql<SessionNote>`coalesce((select a.content from session_note_amendments a
  where a.note_id = ${sessionNotes.id} order by a.id desc limit 1), ${sessionNotes.content})`;

/** Queues the prescribing doctor's e-mail about the note's adverse event (once per note and account). */
export async function notifyAdverseEvent(
  tx: Tx,
  ctx: AppContext,
  s: { id: string; patientId: string; programmeId: string | null; therapySlug: string; startsAt: Date; doctorId: string | null },
  note: Note,
  content: SessionNote,
  by: SignedInStaff,
): Promise<void> {
  if (!s.doctorId) return;
  const [recipients, [patient]] = await Promise.all([
    tx
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(and(eq(staff.doctorId, s.doctorId), eq(staff.active, true), isNotNull(staff.email))),
    tx.select({ number: patients.number }).from(patients).where(eq(patients.id, s.patientId)),
  ]);
  const link = `${ctx.config.baseUrl}${s.programmeId ? `/staff/programmes/${s.programmeId}#progress` : `/staff/patients/${s.patientId}`}`;
  const severity = content.adverse.severity;
  const words = LOCALES.map((locale) => {
    const params = {
      patient: patient ? formatPatientNumber(patient.number) : '-',
      therapy: therapyName(s.therapySlug, locale),
      date: formatClinicDate(clinicDate(s.startsAt), INTL_LOCALE[locale]),
      severity: severity ? translate(locale, `staff.sessionNotes.severity.${severity}`) : '-',
      therapist: by.name,
      link,
    };
    return {
      subject: translate(locale, 'staff.sessionNotes.email.subject', params),
      body: translate(locale, 'staff.sessionNotes.email.body', params),
    };
  });
  for (const r of recipients) {
    if (!r.email) continue;
    const email = { to: r.email, subject: words.map((w) => w.subject).join(' / '), text: words.map((w) => w.body).join('\n\n---\n\n') };
    await enqueueNotice(ctx, { event: 'adverse-event', channel: 'email', email }, tx, `adverse-event:${note.id}:${r.id}`);
  }
}

/** The adverse events `actor` has to acknowledge: the prescribing doctor's; admin's those without one. */
function toReview(actor: SignedInStaff): SQL | null {
  const scope = scopeOf(actor, 'session-notes.review');
  if (scope === 'all') return isNull(programmes.doctorId);
  if (scope === 'own' && actor.doctorId) return eq(programmes.doctorId, actor.doctorId);
  return null;
}

/** How many adverse events wait for `actor` (the console's badge). */
export async function adverseEventCount(ctx: AppContext, actor: SignedInStaff): Promise<number> {
  const mine = toReview(actor);
  if (!mine) return 0;
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessionNotes)
    .innerJoin(therapySessions, eq(therapySessions.id, sessionNotes.sessionId))
    .leftJoin(programmes, eq(programmes.id, therapySessions.programmeId))
    .where(and(eq(sessionNotes.adverse, true), isNull(sessionNotes.adverseSeenAt), mine));
  return Number(row?.n ?? 0);
}

/** The list behind the badge, newest first: when, therapy, the patient's first name, severity, where to read it. */
export async function adverseEventsToReview(ctx: AppContext, actor: SignedInStaff) {
  const mine = toReview(actor);
  if (!mine) return [];
  const rows = await ctx.db
    .select({
      sessionId: therapySessions.id,
      programmeId: therapySessions.programmeId,
      patientId: therapySessions.patientId,
      patientName: patients.name,
      therapySlug: therapySessions.therapySlug,
      startsAt: therapySessions.startsAt,
      // The latest text: the last amendment's, else the note as written.
      content: latestContent,
      by: sessionNotes.writtenByName,
    })
    .from(sessionNotes)
    .innerJoin(therapySessions, eq(therapySessions.id, sessionNotes.sessionId))
    .innerJoin(patients, eq(patients.id, therapySessions.patientId))
    .leftJoin(programmes, eq(programmes.id, therapySessions.programmeId))
    .where(and(eq(sessionNotes.adverse, true), isNull(sessionNotes.adverseSeenAt), mine))
    .orderBy(desc(therapySessions.startsAt))
    .limit(50);
  return rows.map((r) => ({
    sessionId: r.sessionId,
    href: r.programmeId ? `/staff/programmes/${r.programmeId}#progress` : `/staff/patients/${r.patientId}`,
    patientName: firstName(r.patientName),
    therapySlug: r.therapySlug,
    date: clinicDate(r.startsAt),
    severity: r.content.adverse.severity || null,
    by: r.by,
  }));
}

/** Which of these sessions have a note, and whether it records an adverse event (no content: the day page's marks). */
export async function noteMarks(ctx: AppContext, sessionIds: readonly string[]): Promise<Map<string, { adverse: boolean }>> {
  if (!sessionIds.length) return new Map();
  const rows = await ctx.db
    .select({ sessionId: sessionNotes.sessionId, adverse: sessionNotes.adverse })
    .from(sessionNotes)
    .where(inArray(sessionNotes.sessionId, [...sessionIds]));
  return new Map(rows.map((r) => [r.sessionId, { adverse: r.adverse }]));
}
