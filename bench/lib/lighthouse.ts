/**
 * Lighthouse (the npm package, mobile settings: its default emulated phone with simulated slow 4G
 * and CPU slowdown) with the system Chromium, one page at a time.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deviceFontConfig, type DeviceFonts } from '../../scripts/lib/devanagari-font.ts';
import { root } from './processes.ts';

export interface LighthouseResult {
  path: string;
  status: 'ok' | 'skipped' | 'error';
  note?: string;
  scores?: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /**
   * Lighthouse's own measure of the machine's CPU speed during the run (`environment.benchmarkIndex`,
   * higher is faster). TBT is main-thread time times the simulated slowdown, so scores are comparable
   * only between runs with similar indexes: on the shared 2-core machine it moved 1 300-2 700 within
   * minutes.
   */
  benchmarkIndex?: number;
  /** Bytes of JavaScript the browser transferred during the run (compressed, as served). */
  scriptTransferBytes?: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass (their ids). */
  failedAudits?: string[];
  /** Where the full JSON report was kept (BENCH_LIGHTHOUSE_REPORTS). */
  reportPath?: string;
}

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export function lighthouseAvailable(): string | null {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) return `no Chromium at ${chrome}`;
  if (!existsSync(path.join(root, 'node_modules/lighthouse/cli/index.js'))) return 'lighthouse is not installed (npm install)';
  return null;
}

interface LhReport {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score?: number | null; numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
}

export interface RunOptions {
  /** A session cookie sent with every request of the run (a signed-in page). */
  cookie?: string;
  /** The name the result and its kept report go by (default: the path). */
  label?: string;
}

/**
 * One run; a failed trace (Lighthouse's own NO_NAVSTART and the like) is retried once. With
 * `BENCH_LIGHTHOUSE_REPORTS=<dir>` the full JSON report is kept there (to read the failing audits).
 */
export async function runLighthouse(baseUrl: string, pagePath: string, options: RunOptions = {}): Promise<LighthouseResult> {
  const first = await runLighthouseOnce(baseUrl, pagePath, options);
  return first.status === 'error' ? runLighthouseOnce(baseUrl, pagePath, options) : first;
}

/**
 * The fonts of the phone Lighthouse plays (decision 0089): its emulated Moto G Power, as every
 * Android phone, carries Noto Sans Devanagari, so its Chromium is given that font as a system font
 * whatever this machine has. BENCH_LIGHTHOUSE_DEVICE_FONTS=without measures a device with no
 * Devanagari font instead (ours is then downloaded).
 */
export const DEVICE_FONTS: DeviceFonts = process.env.BENCH_LIGHTHOUSE_DEVICE_FONTS === 'without' ? 'without' : 'phone';
let fontConfig: Promise<string> | undefined;
function deviceFonts(): Promise<string> {
  if (!fontConfig) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-lh-fonts-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    fontConfig = deviceFontConfig(dir, DEVICE_FONTS);
  }
  return fontConfig;
}

/**
 * Lighthouse in a child process, awaited rather than waited for: the floor page's server lives in
 * the bench's own process, and a synchronous spawn would stop it answering the page it measures.
 */
async function lighthouseCli(args: string[]): Promise<{ stderr: string; error?: string }> {
  const FONTCONFIG_FILE = await deviceFonts();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium', FONTCONFIG_FILE },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ stderr, error: error.message });
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ stderr });
    });
  });
}

/** The report's file name in BENCH_LIGHTHOUSE_REPORTS: the page and the time of the run. */
function keptReportPath(pagePath: string): string | undefined {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const page = pagePath.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '_') || 'home';
  return path.resolve(dir, `${page}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
}

/** Non-performance audits that count towards their category's score and did not pass. */
function failedAudits(report: LhReport): string[] {
  const failed = new Set<string>();
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const score = report.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof score === 'number' && score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

async function runLighthouseOnce(baseUrl: string, pagePath: string, options: RunOptions): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-lh-'));
  const out = path.join(dir, 'report.json');
  const label = options.label ?? pagePath;
  try {
    const result = await lighthouseCli([
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      new URL(pagePath, baseUrl).href,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
      ...(options.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`] : []),
    ]);
    if (!existsSync(out)) return { path: label, status: 'error', note: (result.stderr || result.error || 'no report').slice(-400) };
    const kept = keptReportPath(label);
    if (kept) copyFileSync(out, kept);
    const report = JSON.parse(readFileSync(out, 'utf8')) as LhReport;
    if (report.runtimeError) return { path: label, status: 'error', note: report.runtimeError.message };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const items = report.audits['network-requests']?.details?.items ?? [];
    return {
      path: label,
      status: 'ok',
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      ...(report.environment?.benchmarkIndex ? { benchmarkIndex: Math.round(report.environment.benchmarkIndex) } : {}),
      scriptTransferBytes: items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0),
      failedAudits: failedAudits(report),
      ...(kept ? { reportPath: kept } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
