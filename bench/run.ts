/**
 * `npm run bench`: numbers anyone can re-run. Builds if needed, starts the production server on a
 * fresh seeded database in its own process, and from this process measures:
 *   1. HTTP load (autocannon) on read endpoints and server-rendered pages at 50 and 200
 *      connections, each right after the same load on a bare Fastify route in its own process (the ceiling);
 *   2. a booking race: N signed-in patients book one slot at once (exactly 1 created, N-1 409);
 *   3. page weight: JS and CSS (gzip) of a first visit to four pages; budget for `/`;
 *   4. Lighthouse (mobile) on the same pages;
 *   5. the API figures and the race on PostgreSQL too when DATABASE_URL is set: both servers run
 *      side by side, each endpoint is measured on one database right after the other.
 * Prints a table, writes bench/results/latest.json. See bench/README.md.
 *
 * Settings (environment): BENCH_DURATION seconds per measurement (10), BENCH_CONNECTIONS ("50,200"),
 * BENCH_RACE patients (500), BENCH_SKIP_LIGHTHOUSE=1, BENCH_LIGHTHOUSE_REPORTS (a folder: keep the
 * full reports), DATABASE_URL, CHROME_PATH, BENCH_LOG_LEVEL. `npm run bench:lighthouse` runs only
 * the page weight and Lighthouse parts (bench/lighthouse.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LighthouseResult, lighthouseAvailable, runLighthouse } from './lib/lighthouse.ts';
import { type LoadFigure, type LoadTarget, loadTarget, runLoad } from './lib/load.ts';
import { type PageWeight, pageWeight } from './lib/page-weight.ts';
import { HOME_JS_BUDGET_BYTES, PAGES, withinHomeBudget } from './lib/pages.ts';
import {
  buildIfNeeded,
  type DatabaseTarget,
  freshPostgres,
  prepareDatabase,
  type RacePatient,
  root,
  type Running,
  startCeiling,
  startServer,
} from './lib/processes.ts';
import { bookingRace, clinicDate, type RaceResult } from './lib/race.ts';
import { printReport } from './lib/report.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const RACE_PATIENTS = Number(process.env.BENCH_RACE ?? 500);
const SSR_PAGES = ['/', '/services/abhyanga', '/blog'];

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  load: LoadTarget[];
  race: RaceResult;
}

export interface BenchResults {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    os: string;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  settings: { durationSeconds: number; connections: number[]; racePatients: number };
  ceiling: LoadTarget;
  runs: DatabaseRun[];
  pageWeight: PageWeight[];
  lighthouse: LighthouseResult[];
  budget: { homeJsGzipBytes: number; limitBytes: number; ok: boolean };
}

/**
 * The bare route, measured again right before every figure at the same connection count: each
 * share is against the ceiling of that moment (a shared 2-core machine drifts by 2x in minutes).
 * Every run is kept; the ceiling row of the report shows their median and range.
 */
type Ceiling = (connections: number) => Promise<LoadFigure>;

function ceilingSummary(first: LoadTarget, runs: LoadFigure[]): LoadTarget {
  const figures = first.figures.map((f): LoadFigure => {
    const all = runs
      .filter((r) => r.connections === f.connections)
      .map((r) => r.requestsPerSecond)
      .sort((a, b) => a - b);
    const median = all[Math.floor(all.length / 2)] ?? f.requestsPerSecond;
    return { ...f, requestsPerSecond: median, range: [all[0] ?? median, all.at(-1) ?? median], runs: all.length };
  });
  return { ...first, figures };
}

/** A production server on a prepared database, its patients (with sessions) and a doctor's id. */
interface DatabaseServer {
  target: DatabaseTarget;
  server: Running;
  patients: RacePatient[];
  doctorId: string;
}

async function startOnDatabase(target: DatabaseTarget, work: string): Promise<DatabaseServer> {
  console.log(`\n[${target.kind}] preparing the database (seed + ${RACE_PATIENTS} signed-in patients)...`);
  const patients = await prepareDatabase(target, RACE_PATIENTS);
  const server = await startServer(target, path.join(work, `server-${target.kind}.log`));
  const doctors = (await (await fetch(`${server.url}/api/doctors/active`)).json()) as {
    data?: { doctors?: { _id?: string; id?: string }[] };
  };
  const doctor = doctors.data?.doctors?.[0];
  // A server in service has rendered pages before the API requests measured here, and a render
  // can change the process for good (React's Node renderer switched on async hooks: decision
  // 0007): render each page once, signed out and signed in, first.
  const signedIn = patients.at(-1);
  for (const page of SSR_PAGES) {
    for (const headers of [{}, signedIn ? { cookie: signedIn.cookie } : {}] as Record<string, string>[]) {
      const response = await fetch(server.url + page, { headers });
      await response.arrayBuffer();
    }
  }
  return { target, server, patients, doctorId: doctor?._id ?? doctor?.id ?? 'no-doctor' };
}

/** The API figures: each endpoint on every database in turn (the same minutes of the machine for both). */
async function measureApi(servers: DatabaseServer[], ceiling: Ceiling): Promise<Map<DatabaseServer, LoadTarget[]>> {
  const load = new Map(servers.map((s) => [s, [] as LoadTarget[]]));
  const api: [string, (s: DatabaseServer) => string][] = [
    ['GET /api/doctors/active', () => '/api/doctors/active'],
    ['GET /api/blogs?page=1&limit=6', () => '/api/blogs?page=1&limit=6'],
    [
      'GET /api/doctors/:id/availability (30 days)',
      (s) => `/api/doctors/${s.doctorId}/availability?from=${clinicDate(0)}&to=${clinicDate(29)}`,
    ],
  ];
  for (const [i, [name, url]] of api.entries()) {
    // Who goes first alternates: neither database always gets the machine's fresher minute.
    for (const s of i % 2 ? [...servers].reverse() : servers) {
      console.log(`[${s.target.kind}] load: ${name}`);
      load.get(s)!.push(await loadTarget(name, s.server.url + url(s), CONNECTIONS, DURATION, {}, ceiling));
    }
  }
  return load;
}

/** Server-rendered pages (one database is enough: public pages come from the page cache). */
async function measurePages(s: DatabaseServer, ceiling: Ceiling): Promise<LoadTarget[]> {
  const targets: [string, string, Record<string, string>?][] = SSR_PAGES.map((p) => [`SSR ${p}`, p]);
  // Signed-out visitors get public pages from the page cache; a signed-in patient's page is
  // rendered for each request: this row is the render itself.
  const signedIn = s.patients.at(-1);
  if (signedIn) targets.push(['SSR / (signed in: rendered per request)', '/', { cookie: signedIn.cookie }]);
  const load: LoadTarget[] = [];
  for (const [name, url, headers] of targets) {
    console.log(`[${s.target.kind}] load: ${name}`);
    load.push(await loadTarget(name, s.server.url + url, CONNECTIONS, DURATION, headers, ceiling));
  }
  return load;
}

async function measureWeightAndLighthouse(s: DatabaseServer): Promise<{ weights: PageWeight[]; lighthouse: LighthouseResult[] }> {
  const weights = await Promise.all(PAGES.map((p) => pageWeight(s.server.url, p)));
  const lighthouse: LighthouseResult[] = [];
  const unavailable = process.env.BENCH_SKIP_LIGHTHOUSE === '1' ? 'BENCH_SKIP_LIGHTHOUSE=1' : lighthouseAvailable();
  for (const p of PAGES) {
    if (unavailable) {
      lighthouse.push({ path: p, status: 'skipped', note: unavailable });
      continue;
    }
    const weight = weights.find((w) => w.path === p);
    if (weight?.status === 'missing') {
      lighthouse.push({ path: p, status: 'skipped', note: 'page not built yet' });
      continue;
    }
    console.log(`[${s.target.kind}] lighthouse ${p}`);
    lighthouse.push(await runLighthouse(s.server.url.replace('127.0.0.1', 'localhost'), p));
  }
  return { weights, lighthouse };
}

async function main() {
  buildIfNeeded();
  // Other work on the machine skews every figure: the load average is recorded with the results.
  const loadAverageAtStart = os.loadavg().map((n) => Number(n.toFixed(2)));
  const work = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
  const targets: DatabaseTarget[] = [];
  // Kept running (idle between its measurements) for the whole run.
  let ceilingServer: Running | null = null;
  const servers: DatabaseServer[] = [];
  try {
    console.log('ceiling: bare Fastify route');
    ceilingServer = await startCeiling();
    const ceilingUrl = ceilingServer.url;
    const ceilingRuns: LoadFigure[] = [];
    const measureCeiling: Ceiling = async (connections) => {
      const figure = await runLoad(ceilingUrl, connections, DURATION);
      ceilingRuns.push(figure);
      return figure;
    };
    const firstCeiling = await loadTarget('bare Fastify {"ok":true} (ceiling)', ceilingUrl, CONNECTIONS, DURATION);
    ceilingRuns.push(...firstCeiling.figures);

    const pglite: DatabaseTarget = { kind: 'pglite', dataDir: path.join(work, 'pglite'), cleanup: async () => {} };
    targets.push(pglite);
    if (process.env.DATABASE_URL) targets.push(await freshPostgres(process.env.DATABASE_URL, path.join(work, 'postgres')));
    // Every server stays up (idle between its measurements) until the end, so the API figures of
    // the two databases are taken side by side rather than minutes apart.
    for (const target of targets) servers.push(await startOnDatabase(target, work));
    const [primary] = servers as [DatabaseServer];
    const apiLoad = await measureApi(servers, measureCeiling);
    apiLoad.get(primary)!.push(...(await measurePages(primary, measureCeiling)));
    const runs: DatabaseRun[] = [];
    for (const s of servers) {
      console.log(`[${s.target.kind}] booking race: ${RACE_PATIENTS} patients, one slot`);
      runs.push({ database: s.target.kind, load: apiLoad.get(s)!, race: await bookingRace(s.server.url, s.patients) });
    }
    const { weights, lighthouse } = await measureWeightAndLighthouse(primary);

    const home = weights.find((w) => w.path === '/');
    const homeJs = home?.jsGzipBytes ?? 0;
    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: {
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        os: `${os.type()} ${os.release()}`,
        node: process.version,
        loadAverageAtStart,
        loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
      },
      settings: { durationSeconds: DURATION, connections: CONNECTIONS, racePatients: RACE_PATIENTS },
      ceiling: ceilingSummary(firstCeiling, ceilingRuns),
      runs,
      pageWeight: weights,
      lighthouse,
      budget: { homeJsGzipBytes: homeJs, limitBytes: HOME_JS_BUDGET_BYTES, ok: withinHomeBudget(home) },
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
    printReport(results);
    console.log('\nwritten: bench/results/latest.json');

    const failures: string[] = [];
    if (!results.budget.ok)
      failures.push(`first-load JS of / is ${(homeJs / 1024).toFixed(1)} KiB gzip, budget ${HOME_JS_BUDGET_BYTES / 1024} KiB`);
    for (const run of runs) if (run.race.status === 'failed') failures.push(`booking race on ${run.database}: ${run.race.note}`);
    if (failures.length) {
      console.error(`\nBENCH FAILED:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    for (const s of servers) await s.server.stop();
    await ceilingServer?.stop();
    for (const t of targets) await t.cleanup().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
