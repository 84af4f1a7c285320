/**
 * The OpenAPI document (/api/docs/json) passes Redocly's linter with its recommended rules, and
 * says what a client needs: an operationId, the security and the 4xx answers of every operation,
 * the media type of files, and nothing but the API (docs/decisions/0035-http-semantics-and-openapi.md).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { routeMatrix } from '../../../tests/security/route-matrix.ts';
import { buildApp } from '@server/http/app.ts';

const env = await setupTestApp();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

async function openApi(app = env.app): Promise<Document> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

function operations(doc: Document): { key: string; path: string; method: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([p, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, path: p, method, op })),
  );
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** Redocly CLI's `lint` with the recommended ruleset, as a reviewer would run it. */
async function redoclyLint(doc: Document): Promise<{ totals: { errors: number; warnings: number }; problems: LintProblem[] }> {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const run = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', file],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: LintProblem[] };
}

/** Warnings left on purpose (decision 0035): paths the API has had since its first version, and four operations that answer no 4xx. */
const ACCEPTED_WARNINGS = new Set(['no-ambiguous-paths', 'operation-4xx-response', 'info-license', 'no-server-example.com']);

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules: no error, and only the warnings accepted', async () => {
    const result = await redoclyLint(await openApi());
    const describe = (p: LintProblem) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`;
    expect(result.problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    expect(result.totals.errors).toBe(0);
    expect(result.problems.filter((p) => !ACCEPTED_WARNINGS.has(p.ruleId)).map(describe)).toEqual([]);
    // The four operations no client can get a 4xx from: health checks and the list of active doctors.
    const no4xx = result.problems.filter((p) => p.ruleId === 'operation-4xx-response').map((p) => p.location[0]?.pointer);
    expect(no4xx.sort()).toEqual(
      ['/api/doctors/active', '/api/health', '/api/health/live', '/api/health/ready']
        .map((p) => `#/paths/${p.replaceAll('/', '~1')}/get/responses`)
        .sort(),
    );
  }, 60_000);

  it('gives every operation a unique operationId, its security and its 4xx answers in the error envelope', async () => {
    const doc = await openApi();
    expect(doc.components.securitySchemes.cookie).toEqual({ type: 'apiKey', in: 'cookie', name: 'authToken' });
    expect(doc.components.schemas.ErrorEnvelope).toBeTruthy();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map((o) => o.op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of ops) {
      expect(op.security, key).toEqual(expect.arrayContaining([{ cookie: [] }]));
      for (const [status, answer] of Object.entries(op.responses)) {
        if (!status.startsWith('4')) continue;
        expect(answer.content?.['application/json']?.schema, `${key} ${status}`).toBeTruthy();
      }
    }
    // A route that needs a session says so, and answers 401 without one.
    const profile = doc.paths['/api/profile']?.get;
    expect(profile?.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(profile?.responses['401']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
  });

  it('says which operations need a session as the authorization matrix does', async () => {
    const doc = await openApi();
    const byKey = new Map(operations(doc).map((o) => [o.key, o.op]));
    let checked = 0;
    for (const [key, row] of Object.entries(routeMatrix)) {
      const [method, url] = key.split(' ') as [string, string];
      const op = byKey.get(`${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
      if (!op) continue; // hidden from the document (the WhatsApp webhook)
      const optional = op.security?.some((requirement) => Object.keys(requirement).length === 0) ?? false;
      if (row.access.anonymous === 'unauthorized') expect(optional, `${key} needs a session`).toBe(false);
      if (['allowed', 'any', 'anonymous-view'].includes(row.access.anonymous)) expect(optional, `${key} needs no session`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('names the media type of the files it answers: PDF, CSV, iCalendar, images', async () => {
    const doc = await openApi();
    const mediaTypes = (p: string, method: 'get' | 'post' = 'get') => Object.keys(doc.paths[p]?.[method]?.responses['200']?.content ?? {});
    expect(mediaTypes('/api/documents/prescription/{id}')).toEqual(['application/pdf']);
    expect(mediaTypes('/api/consultations/{id}/receipt')).toEqual(['application/pdf']);
    expect(mediaTypes('/api/consultations/{id}/calendar.ics')).toEqual(['text/calendar']);
    expect(mediaTypes('/api/staff/exports/consultations.csv', 'post')).toEqual(['text/csv']);
    expect(mediaTypes('/api/uploads/{name}')).toEqual(['image/webp']);
  });

  it('holds the API alone: no catch-all, no page, no docs route', async () => {
    const pages = await buildApp({
      ctx: env.ctx,
      pages: { getBuild: () => Promise.reject(new Error('not rendered')), mode: 'development' },
    });
    try {
      const doc = await openApi(pages);
      for (const p of Object.keys(doc.paths)) {
        expect(p).toMatch(/^\/api\//);
        expect(p).not.toContain('*');
        expect(p).not.toMatch(/^\/api\/docs/);
      }
    } finally {
      await pages.close();
    }
  });
});
