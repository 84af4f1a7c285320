/**
 * `npm run bench:lighthouse`: only the page parts of `npm run bench`, on a fresh seeded database:
 * the first-visit page weight of the four pages, then Lighthouse (mobile) on each page
 * BENCH_LIGHTHOUSE_RUNS times (3), interleaved, with the median of each figure (scores move by a
 * few points between runs on a busy machine). Writes bench/results/lighthouse.json; exits non-zero
 * when the first-load JS of / is over budget or a run fails. BENCH_LIGHTHOUSE_REPORTS=<dir> keeps
 * the full JSON reports; BENCH_LIGHTHOUSE_PAGES=/,/services/abhyanga runs Lighthouse on those paths
 * only (any path of the site; the floor always runs); CHROME_PATH as for the bench. A page written
 * `patient:/appointments` or `reception:/staff/today` is measured signed in (bench/lib/signed-in.ts);
 * the default list ends with the three signed-in pages of decision 0077's goal. Lighthouse's Chromium
 * has Noto Sans Devanagari installed, as its emulated phone does (bench/lib/lighthouse.ts,
 * decision 0089); BENCH_LIGHTHOUSE_DEVICE_FONTS=without measures a device that has no Devanagari font.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_FONTS, type LighthouseResult, lighthouseAvailable, runLighthouse } from './lib/lighthouse.ts';
import { pageWeight } from './lib/page-weight.ts';
import { HOME_JS_BUDGET_BYTES, PAGES, withinHomeBudget } from './lib/pages.ts';
import { buildIfNeeded, prepareDatabase, root, staffSessions, startServer } from './lib/processes.ts';
import { bookAppointments, cookieFor, parsePage, SIGNED_IN_PAGES, staffPhonesFor } from './lib/signed-in.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The pages Lighthouse runs on: BENCH_LIGHTHOUSE_PAGES (comma-separated), else the bench's four and the signed-in three. */
const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean) ?? [...PAGES, ...SIGNED_IN_PAGES];

/**
 * The floor: the home page's hero text and image as static HTML (bench/floor/index.html, the image
 * from public/), served by a bare Node server: what a page can score on this machine at this
 * moment. Every figure is printed beside it (decision 0073: targets are ratios to the floor).
 */
const FLOOR = '/floor';
function startFloor(): Promise<{ url: string; close: () => void }> {
  const html = readFileSync(path.join(root, 'bench/floor/index.html'));
  const hero = readFileSync(path.join(root, 'public/images/hero.svg'));
  const server = http.createServer((request, response) => {
    if (request.url === '/images/hero.svg') response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(hero);
    else if (request.url === FLOOR) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://localhost:${port}`, close: () => server.close() });
    }),
  );
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const unavailable = lighthouseAvailable();
  if (unavailable) throw new Error(`Lighthouse cannot run: ${unavailable}`);
  buildIfNeeded();
  const loadAverageAtStart = os.loadavg().map((n) => Number(n.toFixed(2)));
  const work = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-lh-'));
  try {
    const target = { kind: 'pglite' as const, dataDir: path.join(work, 'pglite'), cleanup: async () => {} };
    const [patient] = await prepareDatabase(target, LIGHTHOUSE_PAGES.some((p) => parsePage(p).who === 'patient') ? 1 : 0);
    const staffCookies = await staffSessions(target, staffPhonesFor(LIGHTHOUSE_PAGES));
    const server = await startServer(target, path.join(work, 'server.log'));
    try {
      if (patient) await bookAppointments(server.url, patient);
      const weights = await Promise.all(PAGES.map((p) => pageWeight(server.url, p)));
      const runs: LighthouseResult[] = [];
      const floor = await startFloor();
      try {
        for (let run = 1; run <= RUNS; run++) {
          for (const page of [FLOOR, ...LIGHTHOUSE_PAGES]) {
            console.log(`lighthouse ${page} (run ${run} of ${RUNS})`);
            if (page === FLOOR) {
              runs.push(await runLighthouse(floor.url, page));
              continue;
            }
            const { who, path: pagePath } = parsePage(page);
            const cookie = cookieFor(who, patient, staffCookies);
            // localhost, as in the bench: the origin Lighthouse reports on.
            runs.push(await runLighthouse(server.url.replace('127.0.0.1', 'localhost'), pagePath, { cookie, label: page }));
          }
        }
      } finally {
        floor.close();
      }
      const pages = [FLOOR, ...LIGHTHOUSE_PAGES].map((page) => {
        const mine = runs.filter((r) => r.path === page && r.status === 'ok' && r.scores);
        const pick = (f: (r: LighthouseResult) => number) => median(mine.map(f));
        return {
          path: page,
          runs: mine.length,
          failedRuns: runs.filter((r) => r.path === page && r.status !== 'ok').map((r) => r.note ?? r.status),
          median: {
            performance: pick((r) => r.scores?.performance ?? 0),
            accessibility: pick((r) => r.scores?.accessibility ?? 0),
            bestPractices: pick((r) => r.scores?.bestPractices ?? 0),
            seo: pick((r) => r.scores?.seo ?? 0),
            lcpMs: pick((r) => r.lcpMs ?? 0),
            tbtMs: pick((r) => r.tbtMs ?? 0),
            cls: pick((r) => r.cls ?? 0),
            scriptTransferBytes: pick((r) => r.scriptTransferBytes ?? 0),
            benchmarkIndex: pick((r) => r.benchmarkIndex ?? 0),
          },
          performanceRange: [
            Math.min(...mine.map((r) => r.scores?.performance ?? 0)),
            Math.max(...mine.map((r) => r.scores?.performance ?? 0)),
          ],
          failedAudits: [...new Set(mine.flatMap((r) => r.failedAudits ?? []))],
        };
      });
      const home = weights.find((w) => w.path === '/');
      const homeJs = home?.jsGzipBytes ?? 0;
      const results = {
        date: new Date().toISOString(),
        machine: {
          cpu: os.cpus()[0]?.model ?? 'unknown',
          cores: os.cpus().length,
          node: process.version,
          loadAverageAtStart,
          loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
        },
        runsPerPage: RUNS,
        deviceFonts: DEVICE_FONTS,
        pageWeight: weights.map(({ path: p, jsGzipBytes, cssGzipBytes, files }) => ({
          path: p,
          jsGzipBytes,
          cssGzipBytes,
          files: files.length,
        })),
        budget: { homeJsGzipBytes: homeJs, limitBytes: HOME_JS_BUDGET_BYTES, ok: withinHomeBudget(home) },
        pages,
        runs,
      };
      mkdirSync(path.join(root, 'bench/results'), { recursive: true });
      writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify(results, null, 2));

      console.log('\nFirst visit page weight (gzip)');
      for (const w of weights)
        console.log(
          `  ${w.path.padEnd(20)} JS ${kib(w.jsGzipBytes).padStart(10)}  CSS ${kib(w.cssGzipBytes).padStart(9)}  ${w.files.length} files`,
        );
      console.log(`  budget: first-load JS of / ${kib(homeJs)} of ${kib(HOME_JS_BUDGET_BYTES)}: ${results.budget.ok ? 'ok' : 'OVER'}`);
      console.log(
        `\nLighthouse (mobile, ${DEVICE_FONTS === 'phone' ? 'a phone with its own Devanagari font' : 'a device without a Devanagari font'}), median of ${RUNS} runs: perf (min-max) / a11y / best practices / SEO, LCP, TBT, CLS, Lighthouse's CPU index of the machine`,
      );
      const floorLcp = pages[0]?.median.lcpMs ?? 0;
      for (const p of pages) {
        const m = p.median;
        const ratio = p.path !== FLOOR && floorLcp ? ` (${(m.lcpMs / floorLcp).toFixed(2)}x the floor)` : '';
        const range = `${m.performance} (${p.performanceRange[0]}-${p.performanceRange[1]})`;
        const notes = [
          p.failedAudits.length ? `failed audits: ${p.failedAudits.join(', ')}` : '',
          p.failedRuns.length ? `${p.failedRuns.length} run(s) failed` : '',
        ]
          .filter(Boolean)
          .join('; ');
        console.log(
          `  ${p.path.padEnd(20)} ${range.padEnd(12)} / ${m.accessibility} / ${m.bestPractices} / ${m.seo}  LCP ${m.lcpMs} ms${ratio}  TBT ${m.tbtMs} ms  CLS ${m.cls}  JS transferred ${kib(m.scriptTransferBytes)}  CPU index ${m.benchmarkIndex}  ${notes}`,
        );
      }
      console.log(
        `\nload average ${loadAverageAtStart.join(' / ')} at the start, ${results.machine.loadAverageAtEnd.join(' / ')} at the end`,
      );
      console.log('written: bench/results/lighthouse.json');
      if (!results.budget.ok || pages.some((p) => p.failedRuns.length || p.runs === 0)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
