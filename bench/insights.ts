/**
 * `npm run bench:insights` (scale): a generated year of 100,000 consultations, 30,000
 * patients and their feedback, then the insights answer for the whole year (and for a month, and
 * one doctor's year) and the feedback report over every feedback form, timed on the embedded
 * database (PGlite) and on PostgreSQL, with the EXPLAIN (ANALYZE) of the main query. Prints a
 * Markdown report (bench/results/...-issue-23-insights.md).
 *
 * Settings (environment): BENCH_INSIGHTS_CONSULTATIONS (100000), BENCH_INSIGHTS_PATIENTS (30000),
 * BENCH_INSIGHTS_RUNS (5), BENCH_INSIGHTS_DB ("pglite,postgres"), DATABASE_URL (the PostgreSQL
 * server: a database `bench_insights` is created on it and dropped at the end), BENCH_INSIGHTS_SEED_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEPARTMENTS } from '../core/constants.ts';
import { FEEDBACK_QUESTIONS } from '../core/schemas/booking/feedback.ts';
import { insightsRange } from '../core/staff/insights.ts';
import { loadConfig } from '../server/config.ts';
import { createContext } from '../server/create-context.ts';
import { type Database, openDatabase, runMigrations } from '../server/db/client.ts';
import { createDoctor, slotTimes } from '../server/db/factories.ts';
import type { SignedInStaff } from '../server/domain/actor.ts';
import { computeInsights, insightsQueries, runInsightsQuery } from '../server/modules/insights/insights.server.ts';
import { feedbackReport } from '../server/modules/team/members.server.ts';

const CONSULTATIONS = Number(process.env.BENCH_INSIGHTS_CONSULTATIONS ?? 100_000);
const PATIENTS = Number(process.env.BENCH_INSIGHTS_PATIENTS ?? 30_000);
const RUNS = Number(process.env.BENCH_INSIGHTS_RUNS ?? 5);
const TARGETS = (process.env.BENCH_INSIGHTS_DB ?? 'pglite,postgres').split(',');
const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DOCTORS = 12;
/** 09:00 to 16:30 every 15 minutes: 30 slots a day per doctor, 131,400 in a year for 12 doctors. */
const SLOTS = slotTimes('09:00', '16:45', 15);
const FIRST_DAY = '2025-11-24';
const LAST_DAY = '2026-11-23';
const NOW = new Date('2026-11-24T06:00:00Z');
const ADMIN: SignedInStaff = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bench',
  phone: '9999999999',
  role: 'admin',
  doctorId: null,
};

/** A fraction in [0, 1) from the row number (Knuth's multiplicative hash): the same data set on every run. */
const hash = (salt: number) => sql.raw(`(((i::bigint + ${salt}) * 2654435761) % 4294967296) / 4294967296.0`);

export async function generate(database: Database): Promise<void> {
  const db = database.db;
  if (CONSULTATIONS > DOCTORS * SLOTS.length * 365) throw new Error('more consultations than slots in a year');
  for (let d = 0; d < DOCTORS; d++)
    await createDoctor(db, {
      name: `Dr. Bench ${String(d + 1).padStart(2, '0')}`,
      department: [DEPARTMENTS[d % DEPARTMENTS.length] ?? 'Skin & Hair'],
      schedule: Object.fromEntries([1, 2, 3, 4, 5, 6].map((w) => [w, SLOTS])),
      leaves: [`2026-0${1 + (d % 9)}-1${d % 10}`],
    });
  await db.execute(sql`INSERT INTO patients (id, name, contact, locale)
    SELECT md5('bench-patient-' || n)::uuid, 'Bench Patient ' || n, '7' || lpad(n::text, 9, '0'), 'en'
    FROM generate_series(1, ${PATIENTS}::int) n`);
  // Row i: day i mod 365, doctor (i / 365) mod 12, slot i / 4380: never two active on one slot.
  await db.execute(sql`INSERT INTO consultations (id, patient_id, name, contact, doctor_id, doctor_name, consultation_type,
      department, date, time_slot, mode, amount, status, payment_status, payment_method, refund_due, refunded_at, created_at, updated_at)
    SELECT 'B' || lpad(i::text, 19, '0'), CASE WHEN i % 4 = 0 THEN NULL ELSE md5('bench-patient-' || p)::uuid END,
      'Bench Patient ' || p, '7' || lpad(p::text, 9, '0'), d.id, d.name,
      (ARRAY['General Consultation', 'Follow-up', 'Specific Treatment'])[1 + i % 3], d.department[1], day, slot,
      CASE WHEN i % 5 = 0 THEN 'online' ELSE 'offline' END, (ARRAY[500, 300, 800])[1 + i % 3], status,
      CASE WHEN status = 'no-show' OR r > 0.95 THEN 'pending' ELSE 'paid' END,
      CASE WHEN status = 'no-show' OR r > 0.95 THEN NULL ELSE (ARRAY['upi', 'gateway', 'clinic-cash', 'clinic-card', 'clinic-upi'])[1 + (i / 7) % 5] END,
      CASE WHEN status = 'cancelled' AND r <= 0.95 THEN (ARRAY[500, 300, 800])[1 + i % 3] END,
      CASE WHEN status = 'cancelled' AND r <= 0.95 AND i % 2 = 0 THEN at END, at - make_interval(mins => (lead * 43200)::int + 30), at
    FROM (
      SELECT i, (i * 7919) % ${PATIENTS}::int + 1 AS p, ${FIRST_DAY}::date + i % 365 AS day, (i / 365) % ${DOCTORS}::int AS doc,
        to_char(time '09:00' + (i / ${365 * DOCTORS}::int) * interval '15 minutes', 'HH24:MI') AS slot, ${hash(0)} AS r, ${hash(17)} AS lead,
        CASE WHEN ${hash(0)} < 0.08 THEN 'cancelled' WHEN ${hash(0)} < 0.13 THEN 'no-show'
          WHEN ${FIRST_DAY}::date + i % 365 < ${LAST_DAY}::date - 2 THEN 'completed' ELSE 'confirmed' END AS status,
        ((${FIRST_DAY}::date + i % 365) + time '09:00' + (i / ${365 * DOCTORS}::int) * interval '15 minutes') AT TIME ZONE 'Asia/Kolkata' AS at
      FROM generate_series(0, ${CONSULTATIONS - 1}::int) i
    ) g
    JOIN (SELECT id, name, department, (row_number() OVER (ORDER BY name) - 1)::int AS k FROM doctors WHERE name LIKE 'Dr. Bench %') d ON d.k = g.doc`);
  const rating = (n: number, salt: number) =>
    `jsonb_build_object('question', '${FEEDBACK_QUESTIONS[n]?.question.replace(/'/g, "''")}', 'rating', 4 + (${n} + ${salt} * id_n) % 7)`;
  await db.execute(
    sql.raw(`INSERT INTO feedback (consultation_id, patient_id, doctor_id, ratings, on_time, created_at)
      SELECT id, patient_id, doctor_id, jsonb_build_array(${FEEDBACK_QUESTIONS.map((_, n) => rating(n, n + 1)).join(', ')}), id_n % 4 <> 0, updated_at + interval '1 day'
      FROM (SELECT *, substr(id, 2)::int AS id_n FROM consultations WHERE status = 'completed') c
      WHERE id_n % 3 = 0`),
  );
  await db.execute(sql`ANALYZE`);
}

async function timeIt(label: string, run: () => Promise<unknown>): Promise<string> {
  await run(); // warm-up (plans, caches)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  return `| ${label} | ${median.toFixed(0)} | ${(times[0] ?? 0).toFixed(0)} | ${(times.at(-1) ?? 0).toFixed(0)} |`;
}

async function measure(kind: 'pglite' | 'postgres', database: Database): Promise<string[]> {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: os.tmpdir(), SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
  const ctx = createContext(config, database, { now: () => NOW });
  const out: string[] = [];
  const start = performance.now();
  await generate(database);
  const counts = await database.db.execute(
    sql`SELECT (SELECT count(*) FROM consultations)::int AS c, (SELECT count(*) FROM patients)::int AS p, (SELECT count(*) FROM feedback)::int AS f`,
  );
  out.push(
    `### ${kind}`,
    '',
    `Generated in ${((performance.now() - start) / 1000).toFixed(1)} s: ${JSON.stringify((counts as unknown as { rows: unknown[] }).rows[0])}`,
    '',
  );
  const [doctor] = (
    (await database.db.execute(sql`SELECT id::text FROM doctors ORDER BY name LIMIT 1`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const year = { period: 'custom' as const, from: FIRST_DAY, to: LAST_DAY };
  out.push('| Insights answer (ms) | median | fastest | slowest |', '|---|---|---|---|');
  out.push(await timeIt(`year, all doctors (${RUNS} runs)`, () => computeInsights(ctx, ADMIN, year)));
  out.push(await timeIt('year, one doctor', () => computeInsights(ctx, ADMIN, { ...year, doctorId: doctor?.id })));
  out.push(await timeIt('this month, all doctors', () => computeInsights(ctx, ADMIN, { period: 'month' })));
  out.push(
    await timeIt('the feedback report (every feedback row), the newest 20 comments', () =>
      feedbackReport(ctx, { comments: 20, doctorId: null }),
    ),
  );
  out.push(
    await timeIt('calibration: a plain count(*) of consultations', () => database.db.execute(sql`SELECT count(*) FROM consultations`)),
  );
  const queries = insightsQueries(insightsRange('custom', LAST_DAY, year), { doctorId: null, revenue: true });
  for (const [name, query] of Object.entries(queries))
    out.push(await timeIt(`year: query ${name} alone`, () => runInsightsQuery(ctx, query)));
  const plan = { rows: await runInsightsQuery<Record<string, string>>(ctx, sql`EXPLAIN (ANALYZE, BUFFERS) ${queries.counts}`) };
  out.push(
    '',
    "EXPLAIN (ANALYZE, BUFFERS) of the main query (counts, a year; with the answer's work_mem and jit settings):",
    '',
    '```',
    ...plan.rows.map((r) => Object.values(r)[0] ?? ''),
    '```',
    '',
  );
  return out;
}

async function onPglite(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-insights-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
    return await measure('pglite', database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<string[]> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin('DROP DATABASE IF EXISTS bench_insights WITH (FORCE)');
  await admin('CREATE DATABASE bench_insights');
  const url = new URL(POSTGRES);
  url.pathname = '/bench_insights';
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  try {
    await runMigrations(database);
    return await measure('postgres', database);
  } finally {
    await database.close();
    await admin('DROP DATABASE IF EXISTS bench_insights WITH (FORCE)');
  }
}

/** BENCH_INSIGHTS_SEED_DIR=<DATA_DIR>: only fill that (stopped) server's database with the data set, to look at the page. */
async function seedOnly(dir: string): Promise<void> {
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database);
    await generate(database);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_INSIGHTS_SEED_DIR) return seedOnly(process.env.BENCH_INSIGHTS_SEED_DIR);
  const report = [
    `## Insights bench, ${new Date().toISOString().slice(0, 16)} UTC`,
    '',
    `${CONSULTATIONS} consultations, ${PATIENTS} patients, ${DOCTORS} doctors, ${FIRST_DAY} to ${LAST_DAY}; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    '',
  ];
  if (TARGETS.includes('pglite')) report.push(...(await onPglite()));
  if (TARGETS.includes('postgres')) report.push(...(await onPostgres()));
  console.log(report.join('\n'));
}

// Run as a script (not when imported to seed a database).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  process.exit(0);
}
