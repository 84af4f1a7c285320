/**
 * What the patient hears about a therapy programme, through the same notices as
 * consultations: the kind's registered SMS and WhatsApp templates (decision 0023), by the programme's
 * `noticeChannel`, in its `locale`, queued in the transaction of the change (pass it as `tx`), so the
 * notice exists exactly when the change does.
 *
 * - `queueProgrammeScheduled`: after reception accepts: sessions, first session, deposit, a link to My
 *   Appointments; it also schedules the day-before reminders.
 * - `queueSessionMoved` / `queueSessionCancelled`: one session's new time, or its cancellation by the clinic.
 * - The reminder (`session-reminder` job, one per programme and day, at SESSION_REMINDER_TIME the day
 *   before) reads the day's sessions when it runs: a moved or cancelled session never gives a stale
 *   reminder, and a day left without sessions gives none.
 */
import { and, asc, eq, gte, isNull, like, lt, ne } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { addDays, clinicDate, clinicTime, slotStart } from '@core/booking/slots';
import type { NoticeChannel } from '@core/constants';
import { formatClinicDateTime, formatSlotTime } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import type { NoticeKind } from '@core/notice-kinds';
import { SCHEDULE_QUIET_MINUTES } from '@core/constants';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { jobs, patients, programmes, therapySessions } from '@server/db/schema';
import { debounceJob, enqueueJob, type JobHandlers, wakeWorker } from '@server/jobs/queue';
import { clinicProfile, initialClinicProfile, savedClinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { enqueueByChannel } from './notices';
import { type NoticeValues, templatedMessages } from './notice-templates';

const REMINDER_JOB = 'session-reminder';
const CHANGED_JOB = 'schedule-changed';

type ProgrammeKind = Extract<
  NoticeKind,
  | 'programmeScheduled'
  | 'sessionReminder'
  | 'sessionMoved'
  | 'sessionCancelled'
  | 'scheduleChanged'
  | 'programmeCancelled'
  | 'depositReceived'
>;

/** Who a notice goes to, and how: the programme's language and channel (the patient's for a session outside one). */
interface Recipient {
  name: string;
  contact: string | null;
  locale: Locale;
  channel: NoticeChannel;
  consultationId: string | null;
}

type Programme = typeof programmes.$inferSelect;

async function programmeWithPatient(db: Db | Tx, programmeId: string): Promise<{ programme: Programme; to: Recipient } | null> {
  const [row] = await db
    .select({ programme: programmes, name: patients.name, contact: patients.contact })
    .from(programmes)
    .innerJoin(patients, eq(patients.id, programmes.patientId))
    .where(eq(programmes.id, programmeId));
  if (!row) return null;
  const { programme } = row;
  return {
    programme,
    to: {
      name: row.name,
      contact: row.contact,
      locale: programme.locale,
      channel: programme.noticeChannel,
      consultationId: programme.consultationId,
    },
  };
}

async function sessionWithPatient(db: Db | Tx, sessionId: string) {
  const [row] = await db
    .select({
      session: therapySessions,
      programme: programmes,
      name: patients.name,
      contact: patients.contact,
      locale: patients.locale,
      channel: patients.noticeChannel,
    })
    .from(therapySessions)
    .innerJoin(patients, eq(patients.id, therapySessions.patientId))
    .leftJoin(programmes, eq(programmes.id, therapySessions.programmeId))
    .where(eq(therapySessions.id, sessionId));
  if (!row) return null;
  const { programme } = row;
  const to: Recipient = {
    name: row.name,
    contact: row.contact,
    locale: programme?.locale ?? row.locale,
    channel: programme?.noticeChannel ?? row.channel,
    consultationId: programme?.consultationId ?? null,
  };
  return { session: row.session, programme, to };
}

/** '2 Dec 2026, 9:00 am' / '2 दिस॰ 2026, 09:00' in clinic time. */
const whenText = (at: Date, locale: Locale) => formatClinicDateTime(at, INTL_LOCALE[locale]);

/** Queues the notice of `kind` to the patient; nothing when the patient has no number (a deleted account). */
async function queueNotice(
  ctx: AppContext,
  db: Db | Tx,
  to: Recipient,
  kind: ProgrammeKind,
  values: Partial<NoticeValues>,
  dedupeKey?: string,
): Promise<void> {
  if (!to.contact) return;
  // Inside the change's transaction the profile is read through it (the cache reads outside it).
  const profile = db === ctx.db ? await clinicProfile(ctx) : ((await savedClinicProfile(db)) ?? initialClinicProfile(ctx.config));
  const messages = templatedMessages(to.contact, kind, to.locale, {
    clinic: profile.name[to.locale],
    name: to.name,
    id: '',
    doctor: '',
    when: '',
    amount: '',
    mode: '',
    link: `${ctx.config.baseUrl}/appointments`,
    ...values,
  });
  const about = { consultationId: to.consultationId ?? undefined, event: kind };
  await enqueueByChannel(ctx, to.channel, messages, about, db, dedupeKey);
}

/** The range of one clinic date. */
const dayRange = (date: string) => ({ from: slotStart(date, '00:00'), to: slotStart(addDays(date, 1), '00:00') });

/** The reminder of each clinic date of the programme with a session ahead, the day before at SESSION_REMINDER_TIME. */
async function scheduleReminders(ctx: AppContext, tx: Db | Tx, programmeId: string, dates: string[]): Promise<void> {
  const now = ctx.now();
  for (const date of new Set(dates)) {
    const runAt = slotStart(addDays(date, -1), ctx.config.SESSION_REMINDER_TIME);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueueJob(tx, { kind: REMINDER_JOB, payload: { programmeId, date }, runAt, dedupeKey: `p:${programmeId}:reminder:${date}` });
  }
}

/**
 * The programme is scheduled (reception accepted it): its number of sessions, the first one's date and
 * time, the deposit and a link to My Appointments; and the day-before reminder of every day with sessions.
 * Queued once per programme, however often it is called.
 */
export async function queueProgrammeScheduled(ctx: AppContext, tx: Db | Tx, programmeId: string): Promise<void> {
  const found = await programmeWithPatient(tx, programmeId);
  if (!found || found.programme.status !== 'accepted') return;
  const sessions = await tx
    .select({ startsAt: therapySessions.startsAt })
    .from(therapySessions)
    .where(and(eq(therapySessions.programmeId, programmeId), ne(therapySessions.status, 'cancelled')))
    .orderBy(asc(therapySessions.startsAt));
  const first = sessions[0];
  if (!first) return;
  const { programme, to } = found;
  await queueNotice(
    ctx,
    tx,
    to,
    'programmeScheduled',
    { count: String(sessions.length), when: whenText(first.startsAt, to.locale), amount: String(programme.deposit) },
    `p:${programmeId}:scheduled`,
  );
  await scheduleReminders(
    ctx,
    tx,
    programmeId,
    sessions.map((s) => clinicDate(s.startsAt)),
  );
}

/** A session was moved (call once per move): its therapy and new date and time; the new day gets its reminder. */
export async function queueSessionMoved(ctx: AppContext, tx: Db | Tx, sessionId: string): Promise<void> {
  const found = await sessionWithPatient(tx, sessionId);
  if (!found || found.session.status === 'cancelled') return;
  const { session, programme, to } = found;
  await queueNotice(ctx, tx, to, 'sessionMoved', {
    therapy: therapyName(session.therapySlug, to.locale),
    when: whenText(session.startsAt, to.locale),
  });
  if (programme?.status === 'accepted') await scheduleReminders(ctx, tx, programme.id, [clinicDate(session.startsAt)]);
}

/**
 * The desk moved a session (the grid, a replacement): the new day gets its reminder, and the
 * patient's one "sessions changed" notice (per programme, or per patient outside one) waits
 * SCHEDULE_QUIET_MINUTES after the last move, or the desk's "Done, notify patients"
 * (notifyScheduleChanges); the notice reads the sessions when it goes (decision 0058).
 */
export async function queueScheduleChanged(ctx: AppContext, tx: Db | Tx, sessionId: string): Promise<void> {
  const found = await sessionWithPatient(tx, sessionId);
  if (!found || found.session.status === 'cancelled' || !found.to.contact) return;
  const { session, programme } = found;
  if (programme?.status === 'accepted') await scheduleReminders(ctx, tx, programme.id, [clinicDate(session.startsAt)]);
  await debounceJob(tx, {
    kind: CHANGED_JOB,
    payload: { sessionId },
    runAt: new Date(ctx.now().getTime() + SCHEDULE_QUIET_MINUTES * 60_000),
    dedupeKey: programme ? `p:${programme.id}:changed` : `pt:${session.patientId}:changed`,
  });
}

/** "Done, notify patients": every waiting "sessions changed" notice goes now. Returns how many. */
export async function notifyScheduleChanges(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .update(jobs)
    .set({ runAt: ctx.now() })
    .where(and(eq(jobs.kind, CHANGED_JOB), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  if (rows.length) wakeWorker(ctx);
  return rows.length;
}

/** A programme is cancelled (by the clinic, or with the account): the patient is told once. */
export async function queueProgrammeCancelled(ctx: AppContext, tx: Db | Tx, programmeId: string): Promise<void> {
  const found = await programmeWithPatient(tx, programmeId);
  if (!found) return;
  await queueNotice(ctx, tx, found.to, 'programmeCancelled', {}, `p:${programmeId}:cancelled`);
  // Nothing of it is told any more: its waiting "sessions changed" notice and its reminders.
  await tx
    .update(jobs)
    .set({ status: 'cancelled' })
    .where(and(eq(jobs.status, 'pending'), like(jobs.dedupeKey, `p:${programmeId}:%`), ne(jobs.kind, 'notice')));
}

/** The desk confirmed the deposit (decision 0055): its amount and receipt number. Queued once per programme. */
export async function queueDepositReceived(ctx: AppContext, tx: Db | Tx, programmeId: string, receiptNumber: string): Promise<void> {
  const found = await programmeWithPatient(tx, programmeId);
  if (!found || found.programme.deposit <= 0) return;
  const values = { amount: String(found.programme.deposit), id: receiptNumber };
  await queueNotice(ctx, tx, found.to, 'depositReceived', values, `p:${programmeId}:deposit-received`);
}

/** The clinic cancelled a session: its therapy, date and time. Once per session. */
export async function queueSessionCancelled(ctx: AppContext, tx: Db | Tx, sessionId: string): Promise<void> {
  const found = await sessionWithPatient(tx, sessionId);
  if (!found) return;
  const { session, to } = found;
  await queueNotice(
    ctx,
    tx,
    to,
    'sessionCancelled',
    { therapy: therapyName(session.therapySlug, to.locale), when: whenText(session.startsAt, to.locale) },
    `s:${sessionId}:cancelled`,
  );
}

export const programmeNoticeJobs: JobHandlers = {
  /** The batched "sessions changed": the sessions ahead as they are now; none left, nothing sent. */
  async [CHANGED_JOB](ctx, payload) {
    const found = await sessionWithPatient(ctx.db, String(payload.sessionId));
    if (!found) return;
    const { session, programme, to } = found;
    if (programme && programme.status !== 'accepted') return;
    const ahead = await ctx.db
      .select({ startsAt: therapySessions.startsAt })
      .from(therapySessions)
      .where(
        and(
          programme ? eq(therapySessions.programmeId, programme.id) : isNull(therapySessions.programmeId),
          eq(therapySessions.patientId, session.patientId),
          eq(therapySessions.status, 'booked'),
          gte(therapySessions.startsAt, ctx.now()),
        ),
      )
      .orderBy(asc(therapySessions.startsAt));
    const first = ahead[0];
    if (!first) return;
    await queueNotice(ctx, ctx.db, to, 'scheduleChanged', { count: String(ahead.length), when: whenText(first.startsAt, to.locale) });
  },
  /** The day-before reminder: tomorrow's sessions as they are now; none left (or the day has come), nothing sent. */
  async [REMINDER_JOB](ctx, payload, job) {
    const date = String(payload.date);
    const found = await programmeWithPatient(ctx.db, String(payload.programmeId));
    if (!found || found.programme.status !== 'accepted') return;
    if (clinicDate(ctx.now()) >= date) return;
    const { from, to: end } = dayRange(date);
    const sessions = await ctx.db
      .select({ startsAt: therapySessions.startsAt })
      .from(therapySessions)
      .where(
        and(
          eq(therapySessions.programmeId, found.programme.id),
          eq(therapySessions.status, 'booked'),
          gte(therapySessions.startsAt, from),
          lt(therapySessions.startsAt, end),
        ),
      )
      .orderBy(asc(therapySessions.startsAt));
    const first = sessions[0];
    if (!first) return;
    const { to } = found;
    const when = formatSlotTime(clinicTime(first.startsAt), to.locale);
    await queueNotice(ctx, ctx.db, to, 'sessionReminder', { count: String(sessions.length), when }, job.dedupeKey ?? undefined);
  },
};
