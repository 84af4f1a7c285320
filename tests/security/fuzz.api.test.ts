/**
 * Property: random request bodies for the booking and sign-in endpoints never produce a 5xx, and
 * every refusal carries the envelope. Bodies mix the real field names with wrong types, huge and
 * odd strings, nesting and extra keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../helpers/api-routes.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { createFixtures } from './actors.ts';

const env = await setupTestApp();
const keys = new Set((await apiRoutes(env)).map((r) => r.key));
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '9999999999', '2026-02-30', '25:61', 'null', "' OR 1=1 --", '<script>', '\u0000', 'ते', '١٢٣'),
  fc.integer().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const anyValue = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);

function bodyOf(fields: string[]) {
  return fc.oneof(
    fc.record(Object.fromEntries(fields.map((k) => [k, anyValue])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(fields.map((k) => [k, oddString])), { requiredKeys: [] }),
    fc.dictionary(fc.oneof(fc.constantFrom(...fields, '__proto__', 'constructor'), oddString), anyValue, { maxKeys: 8 }),
    anyValue,
  );
}

const BODIES: Record<string, string[]> = {
  'POST /api/consultations': [
    'name',
    'contact',
    'email',
    'doctor',
    'consultationType',
    'department',
    'date',
    'timeSlot',
    'symptoms',
    'mode',
    'previousConsultationId',
    'amount',
    'status',
  ],
  'POST /api/auth/sendOtp': ['name', 'contact', 'email', 'consent'],
  'POST /api/auth/verifyOtp': ['name', 'contact', 'email', 'otp', 'consent'],
  'POST /api/auth/register': ['name', 'contact', 'email', 'otp', 'consent'],
  'POST /api/auth/login': ['contact', 'otp'],
  'POST /api/feedback/submit': ['consultationId', 'ratings', 'onTime', 'additionalComments'],
};

describe('random bodies never produce a 5xx', () => {
  for (const [key, fields] of Object.entries(BODIES)) {
    const [method, url] = key.split(' ') as [string, string];
    it.skipIf(!keys.has(key))(key, async () => {
      const f = await createFixtures(env);
      let ip = 0;
      await fc.assert(
        fc.asyncProperty(bodyOf(fields), fc.boolean(), async (body, signedIn) => {
          const res = await env.app.inject({
            method: method as 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(signedIn ? { cookie: f.cookies.patientA! } : {}) },
            remoteAddress: `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(res.statusCode, `${key} ${JSON.stringify(body)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
        }),
        { numRuns: RUNS },
      );
    });
  }
});
