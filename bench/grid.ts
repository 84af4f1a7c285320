/**
 * `npm run bench:grid` (scale): reception's resource grid as the server gives it
 * (server/modules/schedule/grid.server.ts scheduleGrid), on the embedded database (PGlite), for
 * the generated clinic of bench/proposal.ts (12 therapists, 6 rooms, two months of sessions,
 * bench/lib/scheduler-clinic.ts) in the tables. Measures the busiest day's grid (target: under
 * 200 ms) and that day's week. Settings: BENCH_GRID_RUNS (30), BENCH_SCHEDULER_SEED (24),
 * BENCH_SCHEDULER_PER_DAY (30).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clinicDate } from '../core/booking/slots.ts';
import { loadConfig } from '../server/config.ts';
import { createContext } from '../server/create-context.ts';
import { openDatabase, runMigrations } from '../server/db/client.ts';
import { scheduleGrid } from '../server/modules/schedule/grid.server.ts';
import { generateClinic } from './lib/scheduler-clinic.ts';
import { insertClinic } from './lib/scheduler-tables.ts';

const RUNS = Number(process.env.BENCH_GRID_RUNS ?? 30);
const SEED = Number(process.env.BENCH_SCHEDULER_SEED ?? 24);
const PER_DAY = Number(process.env.BENCH_SCHEDULER_PER_DAY ?? 30);
const TARGET_MS = 200;

async function measure(label: string, fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  const cold = performance.now() - t0;
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  const at = (q: number) => runs[Math.min(runs.length - 1, Math.floor(q * runs.length))]!;
  const f = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(`  ${label.padEnd(34)} cold ${f(cold)}  median ${f(at(0.5))}  p95 ${f(at(0.95))}  max ${f(runs.at(-1)!)}`);
  return at(0.5);
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-grid-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
    const clinic = generateClinic(SEED, PER_DAY);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
    const ctx = createContext(config, database, { now: () => clinic.input.now });
    await insertClinic(ctx, clinic);
    const perDate = new Map<string, number>();
    for (const b of clinic.booked) perDate.set(clinicDate(b.interval.start), (perDate.get(clinicDate(b.interval.start)) ?? 0) + 1);
    const [busiest, count] = [...perDate.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    console.log(
      `PGlite, generated clinic (seed ${SEED}): 12 therapists, 6 rooms, ${clinic.booked.length} sessions over 61 days; ` +
        `busiest day ${busiest} with ${count} sessions; ${RUNS} runs after a cold one\n`,
    );
    const day = await scheduleGrid(ctx, { date: busiest, view: 'day' }, 'en');
    const median = await measure('day grid of the busiest day', () => scheduleGrid(ctx, { date: busiest, view: 'day' }, 'en'));
    await measure('week grid from that day', () => scheduleGrid(ctx, { date: busiest, view: 'week' }, 'en'));
    console.log(`    ${day.sessions.length} sessions, ${day.therapists.length} therapists, ${day.rooms.length} rooms on the day grid`);
    console.log(`\nmedian of the busiest day's grid: ${median.toFixed(1)} ms (target < ${TARGET_MS} ms)`);
    if (median >= TARGET_MS || day.sessions.length < count) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
