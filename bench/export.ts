/**
 * `npm run bench:export`: a generated year of consultations (100,000 by default, 30,000 patients)
 * exported as CSV from the production server, on PGlite and, with DATABASE_URL, on a fresh
 * PostgreSQL database `bench_export_<pid>` (dropped at the end). Measures the time of the whole
 * download and the server process's resident memory (VmRSS, sampled every 20 ms) above its idle
 * level: the target is < 10 s and < 150 MB. Decision 0027; figures in bench/README.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '../core/booking/slots.ts';
import { runMigrations } from '../server/db/client.ts';
import { createDoctor, createStaff } from '../server/db/factories.ts';
import { consultations, patients } from '../server/db/schema/index.ts';
import {
  buildIfNeeded,
  type DatabaseTarget,
  freshPostgresDatabase,
  sessionCookie,
  startServer,
  withBenchDatabase,
} from './lib/processes.ts';

const CONSULTATIONS = Number(process.env.BENCH_EXPORT_CONSULTATIONS ?? 100_000);
const PATIENTS = Number(process.env.BENCH_EXPORT_PATIENTS ?? 30_000);
const DOCTORS = 20;
const FROM = '2025-11-25';
const DAYS = 365;
const TO = addDays(FROM, DAYS - 1);
const CHUNK = 1000;
const METHODS = ['upi', 'clinic-cash', 'clinic-card', 'gateway', 'clinic-upi'] as const;
const STATUSES = [
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'completed',
  'cancelled',
  'no-show',
  'confirmed',
] as const;

function slotOf(n: number): string {
  const minutes = 9 * 60 + n * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Consultation i: day i % 365, then doctor and slot from the rest (never two on one doctor's slot). */
function consultationValues(i: number, doctorIds: string[], patientIds: string[]): typeof consultations.$inferInsert {
  const date = addDays(FROM, i % DAYS);
  const rest = Math.floor(i / DAYS);
  const doctor = rest % DOCTORS;
  const status = STATUSES[i % STATUSES.length]!;
  const paid = status !== 'cancelled' && i % 5 !== 0;
  const method = METHODS[i % METHODS.length]!;
  return {
    id: `B${String(i).padStart(19, '0')}`,
    patientId: patientIds[i % patientIds.length],
    name: i % 50 === 0 ? `Kumar, "Ravi" ${i}` : `Patient ${i % PATIENTS}`,
    contact: `7${String(i % 1_000_000_000).padStart(9, '0')}`,
    doctorId: doctorIds[doctor]!,
    doctorName: `Dr. Bench ${doctor + 1}`,
    consultationType: 'General Consultation',
    department: 'Skin & Hair',
    date,
    timeSlot: slotOf(Math.floor(rest / DOCTORS)),
    symptoms: 'Joint pain in the mornings, worse in winter, for about three months now',
    mode: method === 'gateway' ? 'online' : 'offline',
    amount: 500 + (i % 3) * 100,
    status,
    paymentStatus: paid ? 'paid' : 'pending',
    paymentMethod: paid ? method : null,
    paymentUtr: paid && method === 'upi' ? String(100_000_000_000 + i) : null,
    paymentVerifiedAt: paid ? new Date(`${date}T10:30:00+05:30`) : null,
  };
}

function prepare(target: Pick<DatabaseTarget, 'dataDir' | 'databaseUrl'>): Promise<string> {
  return withBenchDatabase(target, async (database, ctx) => {
    await runMigrations(database);
    const db = database.db;
    const doctorIds: string[] = [];
    for (let d = 0; d < DOCTORS; d++) doctorIds.push((await createDoctor(db, { name: `Dr. Bench ${d + 1}` }))!.id);
    const patientIds: string[] = [];
    for (let p = 0; p < PATIENTS; p += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, PATIENTS - p) }, (_, k) => ({
        name: `Patient ${p + k}`,
        contact: `6${String(p + k).padStart(9, '0')}`,
        consentAt: new Date(`${addDays(FROM, (p + k) % DAYS)}T09:00:00+05:30`),
        consentVersion: '2026-11',
        createdAt: new Date(`${addDays(FROM, (p + k) % DAYS)}T09:00:00+05:30`),
      }));
      patientIds.push(...(await db.insert(patients).values(rows).returning({ id: patients.id })).map((r) => r.id));
    }
    for (let i = 0; i < CONSULTATIONS; i += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, CONSULTATIONS - i) }, (_, k) => consultationValues(i + k, doctorIds, patientIds));
      await db.insert(consultations).values(rows);
    }
    const admin = await createStaff(db, { role: 'admin', name: 'Bench Admin', phone: '9555500001' });
    return sessionCookie(ctx, { kind: 'staff', staffId: admin!.id });
  });
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Downloads one export, reading the stream chunk by chunk; samples the server's RSS meanwhile. */
async function download(url: string, cookie: string, pid: number) {
  let peak = rssKb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const started = performance.now();
  // An export is a POST of the range (decision 0034): the range moves from the address to the body.
  const [path = '', range = ''] = url.split('?');
  const response = await fetch(path, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: new URL(path).origin },
    body: range,
  });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  let first: Uint8Array | null = null;
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const chunk = next.value;
    first ??= chunk;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  const bom = !!first && first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf;
  return { seconds, bytes, rows: lines - 1, peakKb: peak, bom };
}

async function measure(kind: 'pglite' | 'postgres', target: DatabaseTarget) {
  const started = performance.now();
  const cookie = await prepare(target);
  console.log(
    `${kind}: generated ${CONSULTATIONS} consultations and ${PATIENTS} patients in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await startServer(target, path.join(target.dataDir, 'server.log'));
  try {
    const pid = server.child.pid!;
    // Warm up (code paths, the database's caches) with one day, then let the process settle.
    await download(`${server.url}/api/staff/exports/consultations.csv?from=${FROM}&to=${FROM}`, cookie, pid);
    await new Promise((r) => setTimeout(r, 2000));
    const idleKb = rssKb(pid);
    const out = [];
    for (const what of ['consultations', 'payments'] as const) {
      const r = await download(`${server.url}/api/staff/exports/${what}.csv?from=${FROM}&to=${TO}`, cookie, pid);
      out.push({ kind, what, ...r, idleMb: idleKb / 1024, aboveIdleMb: (r.peakKb - idleKb) / 1024 });
    }
    return out;
  } finally {
    await server.stop();
    await target.cleanup();
  }
}

async function main() {
  buildIfNeeded();
  const results = [];
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  results.push(
    ...(await measure('pglite', {
      kind: 'pglite',
      dataDir: pgliteDir,
      cleanup: async () => rmSync(pgliteDir, { recursive: true, force: true }),
    })),
  );
  if (process.env.DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL, 'bench_export');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-export-pg-'));
    results.push(
      ...(await measure('postgres', {
        kind: 'postgres',
        dataDir,
        databaseUrl: database.url,
        cleanup: async () => {
          await database.drop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      })),
    );
  }
  console.log('\n| database | export | rows | MB | seconds | idle RSS MB | peak above idle MB | BOM |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  let failed = false;
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.what} | ${r.rows} | ${(r.bytes / 1_048_576).toFixed(1)} | ${r.seconds.toFixed(2)} | ${r.idleMb.toFixed(0)} | ${r.aboveIdleMb.toFixed(1)} | ${r.bom ? 'yes' : 'NO'} |`,
    );
    if (r.seconds >= 10 || r.aboveIdleMb >= 150 || !r.bom) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
