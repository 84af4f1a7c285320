/**
 * Lighthouse (the npm package, mobile settings: its default emulated phone with simulated slow 4G
 * and CPU slowdown) with the system Chromium, one page at a time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './processes.ts';

export interface LighthouseResult {
  path: string;
  status: 'ok' | 'skipped' | 'error';
  note?: string;
  scores?: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Bytes of JavaScript the browser transferred during the run (compressed, as served). */
  scriptTransferBytes?: number;
}

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export function lighthouseAvailable(): string | null {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) return `no Chromium at ${chrome}`;
  if (!existsSync(path.join(root, 'node_modules/lighthouse/cli/index.js'))) return 'lighthouse is not installed (npm install)';
  return null;
}

interface LhReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  runtimeError?: { message: string };
}

/** One run; a failed trace (Lighthouse's own NO_NAVSTART and the like) is retried once. */
export function runLighthouse(baseUrl: string, pagePath: string): LighthouseResult {
  const first = runLighthouseOnce(baseUrl, pagePath);
  return first.status === 'error' ? runLighthouseOnce(baseUrl, pagePath) : first;
}

function runLighthouseOnce(baseUrl: string, pagePath: string): LighthouseResult {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        new URL(pagePath, baseUrl).href,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', timeout: 180_000 },
    );
    if (!existsSync(out)) return { path: pagePath, status: 'error', note: (result.stderr || result.error?.message || 'no report').slice(-400) };
    const report = JSON.parse(readFileSync(out, 'utf8')) as LhReport;
    if (report.runtimeError) return { path: pagePath, status: 'error', note: report.runtimeError.message };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const items = report.audits['network-requests']?.details?.items ?? [];
    return {
      path: pagePath,
      status: 'ok',
      scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      scriptTransferBytes: items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
