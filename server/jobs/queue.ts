/**
 * The durable job queue on the `jobs` table (notices, reminders, unpaid-hold expiry). Works the same on
 * PGlite and PostgreSQL: a job is claimed by one atomic UPDATE of the oldest due row
 * (`FOR UPDATE SKIP LOCKED`), so two pollers never run the same job, and a job marked done is never
 * run again, across restarts. A dedupe key makes each logical job exist once.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { jobs } from '@server/db/schema';

export type JobRow = typeof jobs.$inferSelect;
type JobHandler = (ctx: AppContext, payload: Record<string, unknown>, job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export const MAX_ATTEMPTS = 5;

/** Thrown by a handler when trying again cannot help: the job is marked failed at once. */
export class PermanentJobError extends Error {}
/** A job left `running` this long (its process died) is handed out again. */
const STALE_RUNNING_MS = 10 * 60_000;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** Same key, same job: enqueuing again does nothing, unless the earlier one was cancelled. */
  dedupeKey?: string;
}

export async function enqueueJob(db: Db | Tx, job: NewJob): Promise<void> {
  const values = { kind: job.kind, payload: job.payload, runAt: job.runAt, dedupeKey: job.dedupeKey ?? null };
  if (!job.dedupeKey) {
    await db.insert(jobs).values(values);
    return;
  }
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: { status: 'pending', runAt: job.runAt, payload: job.payload, attempts: 0, lastError: null, lockedAt: null },
      setWhere: eq(jobs.status, 'cancelled'),
    });
}

/**
 * A debounced job (decision 0058): the one job of `dedupeKey` is (again) pending and runs at
 * `runAt`, however often this is called: each call pushes it back, one run follows the last call.
 * A job running meanwhile is set pending again (runDueJobs then leaves it pending), so a change
 * made while it runs gets a run of its own. The database holds it: it survives restarts and
 * works with several instances.
 */
export async function debounceJob(db: Db | Tx, job: NewJob & { dedupeKey: string }): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, runAt: job.runAt, dedupeKey: job.dedupeKey })
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: { status: 'pending', runAt: job.runAt, payload: job.payload, attempts: 0, lastError: null, lockedAt: null },
    });
}

/** Cancels pending jobs whose dedupe key starts with `prefix` (e.g. every reminder of a consultation). */
export async function cancelJobs(db: Db, prefix: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'cancelled' })
    .where(and(eq(jobs.status, 'pending'), like(jobs.dedupeKey, `${prefix.replace(/[%_\\]/g, '\\$&')}%`)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Claims the oldest due job, or null. One statement: safe with several pollers. */
export async function claimNextJob(ctx: AppContext): Promise<JobRow | null> {
  const now = ctx.now();
  const stale = new Date(now.getTime() - STALE_RUNNING_MS);
  const due = ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      sql`(${jobs.status} = 'pending' and ${jobs.runAt} <= ${now.toISOString()}) or (${jobs.status} = 'running' and ${jobs.lockedAt} < ${stale.toISOString()})`,
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await ctx.db
    .update(jobs)
    .set({ status: 'running', lockedAt: now, attempts: sql`${jobs.attempts} + 1` })
    .where(eq(jobs.id, sql`(${due})`))
    .returning();
  return job ?? null;
}

/** Runs due jobs until none is left (or `limit`); returns how many ran. */
export async function runDueJobs(ctx: AppContext, handlers: JobHandlers, limit = 100): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const job = await claimNextJob(ctx);
    if (!job) break;
    ran += 1;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(ctx, job.payload, job);
      // Only if still ours: a debounced job set pending again while it ran runs again (debounceJob).
      await ctx.db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= MAX_ATTEMPTS || !handler || error instanceof PermanentJobError;
      ctx.log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, failed ? 'job failed' : 'job will be retried');
      const retryAt = new Date(ctx.now().getTime() + 60_000 * 2 ** Math.min(job.attempts, 6));
      await ctx.db
        .update(jobs)
        .set(
          failed
            ? { status: 'failed', lastError: message.slice(0, 500), lockedAt: null }
            : { status: 'pending', runAt: retryAt, lastError: message.slice(0, 500), lockedAt: null },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    }
  }
  return ran;
}

/** Pending jobs of some kinds (for tests and the staff console). */
const wakers = new WeakMap<object, () => void>();

/** What runs the worker of this database now (set by the background work of a running server). */
export function setWorkerWake(ctx: AppContext, wake: () => void): void {
  wakers.set(ctx.db, wake);
}

/**
 * Asks the worker to look for due jobs soon rather than at its next poll (a notice just queued).
 * A job whose transaction has not committed by then waits for the next poll.
 */
export function wakeWorker(ctx: AppContext): void {
  const wake = wakers.get(ctx.db);
  if (wake) setTimeout(wake, 20).unref();
}
