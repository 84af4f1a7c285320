/**
 * Background work of the running server: the durable job queue (reminders, unpaid-hold expiry)
 * and housekeeping. Returns a function that stops it.
 */
import type { AppContext } from '../context.ts';
import { purgeExpiredSessions } from '../modules/auth/sessions.ts';
import { jobHandlers } from './handlers.ts';
import { runDueJobs } from './queue.ts';
import { purgeOtpRecords } from '../modules/auth/otp.server.ts';
import { purgeRateLimits } from '../http/ip-rate-limit.ts';

export function startBackgroundWork(ctx: AppContext): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<void>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error) => ctx.log.error({ err: error }, 'background task failed'))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  every(60 * 60_000, () => purgeExpiredSessions(ctx));
  // The durable job queue: reminders and unpaid-hold expiry, polled every 5 seconds.
  every(5_000, async () => {
    await runDueJobs(ctx, jobHandlers);
  });
  every(15 * 60_000, () => purgeOtpRecords(ctx));
  every(15 * 60_000, () => purgeRateLimits(ctx));
  return async () => {
    for (const timer of timers) clearInterval(timer);
  };
}
