/**
 * Notices (SMS and e-mail) a change triggers go through the durable job queue (decision 0018): the
 * request enqueues a `notice` job, written with the change (pass the transaction as `db` when the
 * change runs in one), and answers at once; the worker sends it, retrying with backoff (2, 4, 8 and 16
 * minutes later) and then marking it failed, where staff see it (Notices in the console) and can send it
 * again. The message is composed when the change happens, in the patient's language, so it says
 * what was true then.
 *
 * The sign-in one-time code is the exception: the person waits for it and the answer says whether
 * it went out (server/modules/auth/otp.server.ts sends it directly).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { NoticeChannel } from '@core/constants';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { jobs, messageDeliveries } from '@server/db/schema';
import { type JobHandlers, type JobRow, MAX_ATTEMPTS, PermanentJobError, enqueueJob, wakeWorker } from '@server/jobs/queue';
import type { EmailMessage } from './email';
import type { SmsMessage } from './sms';
import { type WhatsAppMessage, WhatsAppRefused, whatsappReachesPatients } from './whatsapp';

const NOTICE_JOB = 'notice';

/** What the notice is about, for staff (a consultation and what happened to it: the notice kind). */
interface NoticeSubject {
  consultationId?: string;
  event?: string;
}

export type Notice = NoticeSubject &
  (
    | { channel: 'sms'; sms: SmsMessage }
    | { channel: 'email'; email: EmailMessage }
    /** `fallback`: the same notice by SMS, sent when WhatsApp fails (only when SMS was not chosen too). */
    | { channel: 'whatsapp'; whatsapp: WhatsAppMessage; fallback?: SmsMessage }
  );

/**
 * Queues one notice for the worker. A dedupe key makes it exist once. An e-mail is not queued
 * when the clinic sends none (EMAIL_PROVIDER=off).
 */
export async function enqueueNotice(ctx: AppContext, notice: Notice, db: Db | Tx = ctx.db, dedupeKey?: string): Promise<void> {
  if (notice.channel === 'email' && ctx.config.EMAIL_PROVIDER === 'off') return;
  await enqueueJob(db, { kind: NOTICE_JOB, payload: notice as unknown as Record<string, unknown>, runAt: ctx.now(), dedupeKey });
  wakeWorker(ctx);
}

/**
 * Queues a patient's SMS and/or WhatsApp message by their notice channel: one notice per channel; a
 * WhatsApp-only notice carries its SMS as the fallback. `dedupeKey` (per channel) makes them exist once.
 */
export async function enqueueByChannel(
  ctx: AppContext,
  channel: NoticeChannel,
  messages: { sms: SmsMessage; whatsapp: WhatsAppMessage },
  about: NoticeSubject,
  db: Db | Tx = ctx.db,
  dedupeKey?: string,
): Promise<void> {
  const key = (name: string) => dedupeKey && `${dedupeKey}:${name}`;
  const via = whatsappReachesPatients(ctx.config) ? channel : 'sms';
  if (via === 'sms' || via === 'both') await enqueueNotice(ctx, { ...about, channel: 'sms', sms: messages.sms }, db, key('sms'));
  if (via === 'whatsapp' || via === 'both') {
    const fallback = via === 'whatsapp' ? { fallback: messages.sms } : {};
    await enqueueNotice(ctx, { ...about, channel: 'whatsapp', whatsapp: messages.whatsapp, ...fallback }, db, key('whatsapp'));
  }
}

/**
 * Queues the SMS fallback of the WhatsApp notice of job `whatsappJobId`, once whatever asks again
 * (the queue after the last attempt, a refused number, the delivery webhook). False when it has none.
 */
export async function queueSmsFallback(ctx: AppContext, whatsappJobId: number, notice: Notice, db: Db | Tx = ctx.db): Promise<boolean> {
  if (notice.channel !== 'whatsapp' || !notice.fallback) return false;
  const { consultationId, event } = notice;
  await enqueueNotice(ctx, { consultationId, event, channel: 'sms', sms: notice.fallback }, db, `sms-fallback:${whatsappJobId}`);
  ctx.log.info({ jobId: whatsappJobId, consultationId }, 'whatsapp failed: sms fallback queued');
  return true;
}

async function sendWhatsApp(ctx: AppContext, notice: Extract<Notice, { channel: 'whatsapp' }>, job: JobRow): Promise<void> {
  let messageId: string;
  try {
    ({ messageId } = await ctx.whatsapp.send(notice.whatsapp));
  } catch (error) {
    const refused = error instanceof WhatsAppRefused;
    if (refused || job.attempts >= MAX_ATTEMPTS) await queueSmsFallback(ctx, job.id, notice);
    if (refused) throw new PermanentJobError(error.message);
    throw error;
  }
  await ctx.db
    .insert(messageDeliveries)
    .values({
      channel: 'whatsapp',
      providerMessageId: messageId,
      jobId: job.id,
      consultationId: notice.consultationId ?? null,
      kind: notice.event ?? 'notice',
      to: notice.whatsapp.to,
    })
    .onConflictDoNothing();
}

export const noticeJobs: JobHandlers = {
  async [NOTICE_JOB](ctx, payload, job) {
    const notice = payload as unknown as Notice;
    if (notice.channel === 'sms') await ctx.sms.send(notice.sms);
    else if (notice.channel === 'email') await ctx.email.send(notice.email);
    else await sendWhatsApp(ctx, notice, job);
  },
};

export interface NoticeView {
  id: number;
  channel: Notice['channel'];
  to: string;
  /** The SMS text (also of a WhatsApp message) or the e-mail's subject. */
  summary: string;
  consultationId: string | null;
  event: string | null;
  status: JobRow['status'];
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

function recipientAndSummary(notice: Notice): { to: string; summary: string } {
  if (notice.channel === 'sms') return { to: notice.sms.to, summary: notice.sms.body };
  if (notice.channel === 'whatsapp') return { to: notice.whatsapp.to, summary: notice.whatsapp.preview };
  return { to: notice.email.to, summary: notice.email.subject };
}

function toView(job: JobRow): NoticeView {
  const notice = job.payload as unknown as Notice;
  return {
    id: job.id,
    channel: notice.channel,
    ...recipientAndSummary(notice),
    consultationId: notice.consultationId ?? null,
    event: notice.event ?? null,
    status: job.status,
    attempts: job.attempts,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
  };
}

/** Notices that could not be sent (newest first), and how many are still waiting to go. */
export async function listFailedNotices(ctx: AppContext, limit = 100): Promise<{ failed: NoticeView[]; waiting: number }> {
  const failed = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, NOTICE_JOB), eq(jobs.status, 'failed')))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  const waiting = await ctx.db.$count(jobs, and(eq(jobs.kind, NOTICE_JOB), inArray(jobs.status, ['pending', 'running'])));
  return { failed: failed.map(toView), waiting };
}

/** Puts a failed notice back in the queue with fresh attempts; null when there is no such failed notice. */
export async function retryNotice(ctx: AppContext, id: number): Promise<NoticeView | null> {
  const [job] = await ctx.db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: ctx.now(), lockedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.kind, NOTICE_JOB), eq(jobs.status, 'failed')))
    .returning();
  if (!job) return null;
  wakeWorker(ctx);
  return toView(job);
}
