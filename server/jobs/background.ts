/**
 * Background work of the running server: the durable job queue (notices, reminders, unpaid-hold expiry)
 * and housekeeping. Returns a function that stops it.
 */
import type { AppContext } from '@server/context';
import { purgeExpiredSignIns } from '@server/modules/auth/sign-ins';
import { jobHandlers } from './handlers';
import { runDueJobs, setWorkerWake } from './queue';
import { purgeOtpRecords } from '@server/modules/auth/otp.server';
import { purgeRateLimits } from '@server/db/rate-limits';
import { purgeIdempotencyKeys } from '@server/db/idempotency-keys';
import { purgeExpiredClinicalRecords } from '@server/modules/patients/clinical-retention.server';

export function startBackgroundWork(ctx: AppContext): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  /** Runs `task` every `ms` (never two runs at once); returns a function that runs it now. */
  const every = (ms: number, task: () => Promise<void>) => {
    let running = false;
    let again = false;
    const run = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      task()
        .catch((error) => ctx.log.error({ err: error }, 'background task failed'))
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            run();
          }
        });
    };
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
    return run;
  };
  every(60 * 60_000, () => purgeExpiredSignIns(ctx));
  // The durable job queue: notices, reminders and unpaid-hold expiry, polled every 5 seconds and
  // woken at once when a notice is queued.
  const runJobs = every(5_000, async () => {
    await runDueJobs(ctx, jobHandlers);
  });
  setWorkerWake(ctx, runJobs);
  every(15 * 60_000, () => purgeOtpRecords(ctx));
  every(6 * 60 * 60_000, () => purgeExpiredClinicalRecords(ctx)); // erased accounts' records past retention (0065)
  every(15 * 60_000, () => purgeRateLimits(ctx));
  every(60 * 60_000, async () => {
    await purgeIdempotencyKeys(ctx);
  });
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
  };
}
