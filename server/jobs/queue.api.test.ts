import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@core/booking/slots';
import { bookingScenario, NEXT_MONDAY } from '../../tests/helpers/booking-scenario.ts';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { createContext } from '@server/create-context';
import { consultations, jobs } from '@server/db/schema';
import { jobHandlers } from './handlers';
import { claimNextJob, debounceJob, enqueueJob, runDueJobs } from './queue';
import { setPaymentOutcome } from '@server/modules/payments/payments.server';
import { DESK_ACTOR } from '../../tests/helpers/staff-data.ts';

const env = await setupTestApp();

const reminders = (contact: string) => env.smsOutbox().filter((m) => m.to === contact && m.body.includes('reminder'));

describe('durable job queue', () => {
  it('sends each reminder once, also after a restart on the same database', async () => {
    const { book } = await bookingScenario(env);
    const { cookie, patient } = await env.signInPatient();
    const id = (await book(cookie)).json().data._id;
    await setPaymentOutcome(env.ctx, id, { by: DESK_ACTOR, status: 'paid', method: 'upi' });
    await env.deliverNotices(); // the booking's and the payment's SMS and e-mail, before the clock moves
    env.clock.now = slotStart('2026-11-22', '10:01'); // just after the 24-hour reminder is due
    expect(await runDueJobs(env.ctx, jobHandlers)).toBe(2); // the reminder, then the SMS notice it queued
    expect(reminders(patient.contact!)).toHaveLength(1);
    expect(reminders(patient.contact!)[0]?.body).toContain('arrive 15 minutes early');

    // A restarted server: a new context and app on the same database.
    const restarted = createContext(env.config, env.database, { now: () => env.clock.now ?? new Date() });
    expect(await runDueJobs(restarted, jobHandlers)).toBe(0);
    expect(reminders(patient.contact!)).toHaveLength(1);

    env.clock.now = slotStart(NEXT_MONDAY, '08:05');
    expect(await runDueJobs(restarted, jobHandlers)).toBe(2);
    expect(await runDueJobs(restarted, jobHandlers)).toBe(0);
    expect(reminders(patient.contact!)).toHaveLength(2);
    const done = await env.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'done'), eq(jobs.kind, 'reminder')));
    expect(done.map((j) => j.dedupeKey).sort()).toEqual([
      `c:${id}:reminder-24h:${NEXT_MONDAY}T10:00`,
      `c:${id}:reminder-2h:${NEXT_MONDAY}T10:00`,
    ]);
  });

  it('expires an unpaid hold after 30 minutes (cancelled, unpaid) and frees the slot; bookings claimed with a UTR stay', async () => {
    const { book, doctor } = await bookingScenario(env);
    const a = await env.signInPatient();
    const b = await env.signInPatient();
    const unpaid = (await book(a.cookie)).json().data._id;
    const claimed = (await book(b.cookie, { timeSlot: '10:30' })).json().data._id;
    await env.app.inject({
      method: 'POST',
      url: `/api/payments/${claimed}/claim`,
      headers: { cookie: b.cookie },
      payload: { utr: '412345678901' },
    });
    env.clock.now = new Date(env.clock.now!.getTime() + 29 * 60_000);
    await runDueJobs(env.ctx, jobHandlers);
    expect((await env.database.db.select().from(consultations).where(eq(consultations.id, unpaid)))[0]?.status).toBe('pending');
    env.clock.now = new Date(env.clock.now.getTime() + 2 * 60_000);
    await runDueJobs(env.ctx, jobHandlers);
    const [row] = await env.database.db.select().from(consultations).where(eq(consultations.id, unpaid));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'unpaid' });
    expect((await env.database.db.select().from(consultations).where(eq(consultations.id, claimed)))[0]?.status).toBe('pending');
    const slots = await env.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.id}/availability?from=${NEXT_MONDAY}&to=${NEXT_MONDAY}`,
    });
    expect(slots.json().data.days[0].slots).toContain('10:00');
    expect(slots.json().data.days[0].slots).not.toContain('10:30');
    expect(env.smsOutbox().some((m) => m.to === a.patient.contact && m.body.includes('not paid within 30 minutes'))).toBe(true);
    // The pending reminders of the released booking are cancelled.
    env.clock.now = slotStart(NEXT_MONDAY, '08:30');
    await runDueJobs(env.ctx, jobHandlers);
    expect(reminders(a.patient.contact!)).toHaveLength(0);
    expect(reminders(b.patient.contact!)).toHaveLength(1); // the late 24 h reminder is dropped, the 2 h one is sent
  });

  it('frees an expired hold for a new booking even before the poller runs', async () => {
    const { book } = await bookingScenario(env);
    const a = await env.signInPatient();
    const b = await env.signInPatient();
    expect((await book(a.cookie)).statusCode).toBe(201);
    expect((await book(b.cookie)).statusCode).toBe(409);
    env.clock.now = new Date(env.clock.now!.getTime() + 31 * 60_000);
    expect((await book(b.cookie)).statusCode).toBe(201);
  });

  it('hands a job to one worker only, and a dedupe key makes it exist once', async () => {
    env.clock.now = new Date('2026-11-20T00:00:00Z');
    await enqueueJob(env.database.db, { kind: 'test', payload: {}, runAt: new Date('2026-11-19T00:00:00Z'), dedupeKey: 'k1' });
    await enqueueJob(env.database.db, { kind: 'test', payload: {}, runAt: new Date('2026-11-19T00:00:00Z'), dedupeKey: 'k1' });
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimNextJob(env.ctx)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('retries a failing job later and gives up after five attempts', async () => {
    env.clock.now = new Date('2026-11-20T00:00:00Z');
    let calls = 0;
    await enqueueJob(env.database.db, { kind: 'flaky', payload: {}, runAt: env.clock.now });
    const handlers = {
      flaky: async () => {
        calls += 1;
        throw new Error('smtp down');
      },
    };
    for (let i = 0; i < 8; i += 1) {
      await runDueJobs(env.ctx, handlers);
      env.clock.now = new Date(env.clock.now.getTime() + 3 * 3_600_000);
    }
    expect(calls).toBe(5);
    const [job] = await env.database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'failed', lastError: 'smtp down', attempts: 5 });
  });
});

describe('a debounced job (decision 0058)', () => {
  it('is one job pushed back by each call; a call while it runs makes it run again; it survives a restart', async () => {
    const start = new Date('2026-11-20T04:00:00Z');
    env.clock.now = start;
    const key = `debounce:${Math.random()}`;
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const runs: number[] = [];
    let during: (() => Promise<void>) | null = null;
    const handlers = {
      'debounce-test': async () => {
        runs.push(env.clock.now!.getTime());
        const then = during;
        during = null;
        await then?.();
      },
    };
    await debounceJob(env.ctx.db, { kind: 'debounce-test', payload: {}, runAt: at(10), dedupeKey: key });
    await debounceJob(env.ctx.db, { kind: 'debounce-test', payload: {}, runAt: at(14), dedupeKey: key });
    env.clock.now = at(12);
    expect(await runDueJobs(env.ctx, handlers)).toBe(0);
    // A restart: a new context on the same database finds it.
    const restarted = createContext(env.config, env.database, { now: () => env.clock.now ?? new Date() });
    env.clock.now = at(14);
    during = () => debounceJob(env.ctx.db, { kind: 'debounce-test', payload: {}, runAt: at(24), dedupeKey: key });
    expect(await runDueJobs(restarted, handlers)).toBe(1);
    const [row] = await env.database.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
    expect(row).toMatchObject({ status: 'pending', runAt: at(24) });
    env.clock.now = at(24);
    expect(await runDueJobs(restarted, handlers)).toBe(1);
    expect(runs).toEqual([at(14).getTime(), at(24).getTime()]);
    const [done] = await env.database.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
    expect(done?.status).toBe('done');
  });
});
