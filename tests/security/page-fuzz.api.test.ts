/**
 * Property: no page answers 5xx, whatever its query parameters, its path's own parts and the
 * form posted to its action, for a visitor, a patient and each staff role. The pages are every
 * route of app/routes.ts (as the build has them: a new route is covered without a change here);
 * the parameter and field names are those the pages read and their forms send (found in app/),
 * with odd values: not dates, not ids, huge, NUL, other scripts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagePatterns, pagesAppOfFile } from '../helpers/pages-app.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const env = await setupTestApp();
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const pages = pagesAppOfFile(env);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [readFileSync(file, 'utf8')] : [];
  });
}
const app = sources(path.resolve('app')).join('\n');
/** What the pages read from their address, and what their forms send. */
const QUERY_NAMES = [
  ...new Set([
    ...[...app.matchAll(/(?:searchParams|params)\.get\('([A-Za-z_]+)'\)|field\('([A-Za-z_]+)'\)/g)].map((m) => m[1] ?? m[2] ?? ''),
    ...['date', 'from', 'to', 'period', 'doctorId', 'therapistId', 'status', 'paymentStatus', 'mode', 'view', 'page', 'q', 'lang'],
  ]),
].filter(Boolean);
const FIELD_NAMES = [...new Set([...app.matchAll(/name="([A-Za-z_]+)"/g)].map((m) => m[1] ?? ''))].filter(Boolean);

const oddString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    'x',
    '0',
    '-1',
    '2026-11-27¿',
    '2026-02-30',
    '2026-13-01',
    '9999-99-99',
    '27/11/2026',
    'custom',
    'week',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    "' OR 1=1 --",
    '<script>',
    '\u0000',
    'ते',
    '١٢٣',
    '%',
    '..%2F..',
    'x'.repeat(3000),
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const query = fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 })), oddString, { maxKeys: 5 });
const form = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), oddString, { maxKeys: 6 });

const routes = () => pagePatterns(pages.build).filter((r) => r.hasLoader || r.hasAction);
/** The route's path with each `:param` (and a `*`) filled in. */
function fill(pattern: string, values: string[]): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z_]+\??|\*/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x') || 'x');
}

type Who = 'visitor' | 'patient' | 'admin' | 'reception' | 'doctor' | 'therapist';
async function cookies(): Promise<Record<Who, string>> {
  const staff = async (role: 'admin' | 'reception' | 'doctor' | 'therapist') => (await env.signInStaff(role)).cookie;
  return {
    visitor: '',
    patient: (await env.signInPatient()).cookie,
    admin: await staff('admin'),
    reception: await staff('reception'),
    doctor: await staff('doctor'),
    therapist: await staff('therapist'),
  };
}
const WHO: Who[] = ['visitor', 'patient', 'admin', 'reception', 'doctor', 'therapist'];
const sameOrigin = () => ({ host: new URL(env.config.baseUrl).host, origin: env.config.baseUrl, 'sec-fetch-site': 'same-origin' });

function refusedWell(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  // A refusal is a page or a message, never a stack trace.
  expect(res.body, what).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

describe('page routes never answer 5xx', () => {
  it('finds the pages of app/routes.ts, with their actions', () => {
    const paths = routes().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/staff/insights', '/staff/today', '/programme/:id/deposit', '/book-consultation']));
    expect(routes().filter((r) => r.hasAction).length).toBeGreaterThan(3);
  });

  it('every page, for everyone, with every parameter it reads set to something that is not a value', async () => {
    const who = await cookies();
    const failed: string[] = [];
    for (const route of routes()) {
      // The console's pages for its roles, the others for a visitor and a patient.
      for (const person of route.path.startsWith('/staff')
        ? (['admin', 'doctor', 'therapist'] as const)
        : (['visitor', 'patient'] as const)) {
        // A NUL in an id: PostgreSQL refuses it in text (the print page answered 500 with one).
        for (const part of route.path.includes(':') ? ['not-an-id', '\u0000'] : ['not-an-id']) {
          const url = `${fill(route.path, [part])}?${new URLSearchParams(QUERY_NAMES.map((n) => [n, 'x']))}`;
          const res = await pages.app.inject({ method: 'GET', url, headers: { cookie: who[person] } });
          if (res.statusCode >= 500 || /\n\s+at .+:\d+:\d+/.test(res.body)) failed.push(`${person} GET ${url} -> ${res.statusCode}`);
        }
      }
    }
    expect(failed).toEqual([]);
  }, 600_000);

  it('random query parameters and path parts', async () => {
    const who = await cookies();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes()),
        fc.constantFrom(...WHO),
        fc.array(oddString, { minLength: 1, maxLength: 2 }),
        query,
        async (route, person, parts, q) => {
          const url = `${fill(route.path, parts)}?${new URLSearchParams(q)}`;
          const res = await pages.app.inject({ method: 'GET', url, headers: { cookie: who[person] } });
          refusedWell(res, `${person} GET ${url}`);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('random forms posted to every action', async () => {
    const who = await cookies();
    const actions = routes().filter((r) => r.hasAction);
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...actions),
        fc.constantFrom(...WHO),
        fc.array(oddString, { minLength: 1, maxLength: 2 }),
        form,
        async (route, person, parts, fields) => {
          const url = fill(route.path, parts);
          const res = await pages.app.inject({
            method: 'POST',
            url,
            remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
            headers: { ...sameOrigin(), cookie: who[person], 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          });
          refusedWell(res, `${person} POST ${url} ${JSON.stringify(fields).slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
