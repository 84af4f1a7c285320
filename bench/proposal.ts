/**
 * `npm run bench:proposal` (scale): the programme proposal as the server gives it
 * (server/modules/programmes/prescribe/proposal.server.ts: the tables read into the scheduler's input, the
 * scheduler, the names), on the embedded database (PGlite), for the generated clinic of
 * bench/lib/scheduler-clinic.ts (12 therapists, 6 rooms, two months of existing sessions) inserted
 * through the tables, and a 21-day programme with 3 sessions a day. Target: under 1 s.
 * Settings: BENCH_PROPOSAL_RUNS (20), BENCH_SCHEDULER_SEED (24), BENCH_SCHEDULER_PER_DAY (30).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../server/config.ts';
import type { AppContext } from '../server/context.ts';
import { createContext } from '../server/create-context.ts';
import { openDatabase, runMigrations } from '../server/db/client.ts';
import { createDoctor } from '../server/db/factories.ts';
import { consultations, patients } from '../server/db/schema/index.ts';
import type { SignedInStaff } from '../server/domain/actor.ts';
import { proposeProgramme } from '../server/modules/programmes/prescribe/proposal.server.ts';
import { loadScheduleInput } from '../server/modules/programmes/prescribe/schedule-input.server.ts';
import { generateClinic } from './lib/scheduler-clinic.ts';
import { insertClinic } from './lib/scheduler-tables.ts';

const RUNS = Number(process.env.BENCH_PROPOSAL_RUNS ?? 20);
const SEED = Number(process.env.BENCH_SCHEDULER_SEED ?? 24);
const PER_DAY = Number(process.env.BENCH_SCHEDULER_PER_DAY ?? 30);
const TARGET_MS = 1000;
const ADMIN: SignedInStaff = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bench',
  phone: '9999999999',
  role: 'admin',
  doctorId: null,
};

/** The doctor, the new patient and their completed consultation the programme follows. */
async function insertConsultation(ctx: AppContext): Promise<string> {
  const doctor = (await createDoctor(ctx.db, { name: 'Dr. Bench' }))!;
  const [patient] = await ctx.db.insert(patients).values({ name: 'New Patient', contact: '9888800000' }).returning();
  const [row] = await ctx.db
    .insert(consultations)
    .values({
      id: 'BENCHCONSULTATION001',
      patientId: patient!.id,
      name: patient!.name,
      contact: patient!.contact,
      doctorId: doctor.id,
      doctorName: doctor.name,
      consultationType: 'General Consultation',
      department: 'Panchakarma',
      date: '2026-11-30',
      timeSlot: '10:00',
      amount: 500,
      status: 'completed',
    })
    .returning();
  return row!.id;
}

async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; cpu: number; value: T }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const c = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpu: (c.user + c.system) / 1000, value };
}

async function measure<T>(label: string, fn: () => Promise<T>): Promise<{ p95: number; value: T }> {
  const first = await time(fn);
  const runs: { ms: number; cpu: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await time(fn));
  const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  const wall = runs.map((r) => r.ms);
  const cpu = runs.map((r) => r.cpu);
  const f = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(
    `  ${label.padEnd(40)} cold ${f(first.ms)}  median ${f(at(wall, 0.5))}  p95 ${f(at(wall, 0.95))}  max ${f(Math.max(...wall))}` +
      `  | CPU median ${f(at(cpu, 0.5))}  p95 ${f(at(cpu, 0.95))}`,
  );
  return { p95: at(wall, 0.95), value: first.value };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-proposal-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
    const clinic = generateClinic(SEED, PER_DAY);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
    const ctx = createContext(config, database, { now: () => clinic.input.now });
    await insertClinic(ctx, clinic);
    const consultationId = await insertConsultation(ctx);
    const { programme } = clinic.input;
    const body = {
      consultationId,
      days: programme.days.map((d) => [...d]),
      startDate: programme.startDate,
      timeBand: 'any' as const,
      patientGender: 'female' as const,
    };
    console.log(
      `PGlite, generated clinic (seed ${SEED}): 12 therapists, 6 rooms, ${clinic.booked.length} existing sessions over 61 days in the tables; ` +
        `programme of ${programme.days.length} days x 3 sessions, band any (clinic hours); ${RUNS} runs after a cold one\n`,
    );
    const read = () =>
      loadScheduleInput(ctx, {
        patientId: null,
        patientGender: 'female',
        timeBand: 'any',
        startDate: body.startDate,
        days: body.days,
        prescribed: true,
      });
    await measure('reads only (loadScheduleInput)', read);
    const run = await measure('proposal (reads + scheduler + names)', () => proposeProgramme(ctx, ADMIN, body, 'en'));
    console.log(`    ${run.value.length} sessions proposed`);
    console.log(`\np95 of the proposal: ${run.p95.toFixed(1)} ms (target < ${TARGET_MS} ms)`);
    if (run.p95 >= TARGET_MS || run.value.length !== programme.days.length * 3) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
