/**
 * Errors are logged with their name, SQLSTATE code and a message that holds no value the query was
 * given: a Drizzle error's message carries the SQL and its parameters ("params: ..."), and a
 * PostgreSQL error's message and detail quote the refused value (a phone number, a name).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createLogger } from '@server/create-context';
import { createPatient } from '@server/db/factories';
import { patients } from '@server/db/schema';
import { handleError } from '~/entry.server';

const env = await setupTestApp();

function capture() {
  const lines: string[] = [];
  const log = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('logged errors', () => {
  it("a failing query's log line has its code and no parameter value", async () => {
    const { log, lines } = capture();
    const badId = await failure(() => env.database.db.select().from(patients).where(eq(patients.id, 'Asha-Verma-98765')));
    await createPatient(env.database.db, { contact: '9876512345', name: 'Asha Verma' });
    const duplicate = await failure(() => createPatient(env.database.db, { contact: '9876512345', name: 'Asha Verma' }));
    // The raw errors do carry the values (what this guards against).
    expect(String((badId as Error).message)).toContain('Asha-Verma-98765');
    log.error({ err: badId }, 'unhandled error');
    log.error({ err: duplicate }, 'unhandled error');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toMatch(/Asha|Verma|98765|9876512345|params/);
    }
    const [first, second] = lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
    expect(first?.err).toMatchObject({ code: '22P02', message: expect.stringContaining('invalid input syntax for type uuid') });
    expect(second?.err).toMatchObject({ code: '23505', constraint: expect.any(String) });
    expect(second?.err.stack).toEqual(expect.any(String));
  });

  it("a page's error goes to the log (not the console) with the request id, without the values", async () => {
    const { log, lines } = capture();
    const error = await failure(() =>
      env.database.db
        .select()
        .from(patients)
        .where(and(eq(patients.contact, 'Asha Verma 98765'), eq(patients.id, 'x'))),
    );
    const request = new Request('http://localhost/programme/x/deposit', { method: 'POST' });
    handleError(error, { request, params: {}, context: { ctx: { ...env.ctx, log }, requestId: 'req-1' } as never });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 50, reqId: 'req-1', err: { code: '22P02' } });
    expect(lines[0]).not.toMatch(/Asha|Verma|98765/);
  });
});
