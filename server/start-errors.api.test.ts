/**
 * The real server process refusing to start says why in one line and exits 1: a database it cannot
 * reach or that does not exist, a port already taken, a DATABASE_URL that is not PostgreSQL.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/server-process.ts';
import { withEmptyPglite } from '../tests/helpers/pglite-template.ts';
import { failedStart } from '../tests/helpers/server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-start-errors-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The output's lines, without blank ones. */
const lines = (output: string) => output.split('\n').filter((l) => l.trim());

// Once per run (the api-postgres project runs the same files).
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('start-up errors', { timeout: 90_000 }, () => {
  it('an unreachable database: one line naming DATABASE_URL and the address, exit 1', async () => {
    const closed = await freePort();
    const { code, output } = await failedStart({ DATA_DIR: dataDir, DATABASE_URL: `postgres://clinic:s3cret@127.0.0.1:${closed}/clinic` });
    expect(code).toBe(1);
    expect(lines(output)).toEqual([
      `DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${closed} (connection refused); is it running?`,
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a database that does not exist: one line, exit 1', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/clinic_no_such_database';
    const { code, output } = await failedStart({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    expect(code).toBe(1);
    expect(lines(output)).toEqual([`DATABASE_URL: PostgreSQL at ${url.host} says: database "clinic_no_such_database" does not exist`]);
  });

  it.skipIf(!existsSync('/var/run/postgresql/.s.PGSQL.5432'))(
    'a Unix-socket DATABASE_URL reaches the server (a database that does not exist: one line naming the socket)',
    async () => {
      const { code, output } = await failedStart({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgresql://postgres@/clinic_no_such_database?host=/var/run/postgresql',
        SESSION_SECRET: 'x'.repeat(32),
      });
      expect(code).toBe(1);
      expect(lines(output)).toEqual([
        'DATABASE_URL: PostgreSQL at the socket /var/run/postgresql/.s.PGSQL.5432 says: database "clinic_no_such_database" does not exist',
      ]);
    },
  );

  it('a port already in use: one line naming PORT, exit 1', async () => {
    const port = await freePort();
    const taken = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      // An empty embedded cluster copied in (decision 0075): the server migrates it before it listens.
      await withEmptyPglite(dataDir);
      const { code, output } = await failedStart({ DATA_DIR: dataDir }, port);
      expect(code).toBe(1);
      expect(lines(output)).toEqual([
        `PORT: ${port} is already in use on 127.0.0.1 (another server running?); choose another PORT or stop it`,
      ]);
    } finally {
      taken.close();
    }
  });

  it('a DATABASE_URL that is not PostgreSQL: one line without the password, exit 1', async () => {
    const { code, output } = await failedStart({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://clinic:s3cret@127.0.0.1:3306/clinic' });
    expect(code).toBe(1);
    expect(lines(output)).toEqual(['Invalid configuration:', "DATABASE_URL: expected a postgres:// or postgresql:// URL, got 'mysql://…'"]);
    expect(output).not.toContain('s3cret');
  });
});
