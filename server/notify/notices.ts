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
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { type JobHandlers, type JobRow, enqueueJob, wakeWorker } from '@server/jobs/queue';
import type { EmailMessage } from './email';
import type { SmsMessage } from './sms';

const NOTICE_JOB = 'notice';

/** What the notice is about, for staff (a consultation and what happened to it). */
interface NoticeSubject {
  consultationId?: string;
  event?: string;
}

export type Notice = NoticeSubject & ({ channel: 'sms'; sms: SmsMessage } | { channel: 'email'; email: EmailMessage });

/** Queues one notice for the worker. */
export async function enqueueNotice(ctx: AppContext, notice: Notice, db: Db | Tx = ctx.db): Promise<void> {
  await enqueueJob(db, { kind: NOTICE_JOB, payload: notice as unknown as Record<string, unknown>, runAt: ctx.now() });
  wakeWorker(ctx);
}

export const noticeJobs: JobHandlers = {
  async [NOTICE_JOB](ctx, payload) {
    const notice = payload as unknown as Notice;
    if (notice.channel === 'sms') await ctx.sms.send(notice.sms);
    else await ctx.email.send(notice.email);
  },
};

export interface NoticeView {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  /** The SMS text or the e-mail's subject. */
  summary: string;
  consultationId: string | null;
  event: string | null;
  status: JobRow['status'];
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

function toView(job: JobRow): NoticeView {
  const notice = job.payload as unknown as Notice;
  return {
    id: job.id,
    channel: notice.channel,
    to: notice.channel === 'sms' ? notice.sms.to : notice.email.to,
    summary: notice.channel === 'sms' ? notice.sms.body : notice.email.subject,
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
