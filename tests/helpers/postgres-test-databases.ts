/**
 * Vitest global setup of the api-postgres project. Each test worker creates its own database,
 * `clinic_test_<run>_<worker>` (the pids of the vitest process and of the worker), and drops it
 * when it exits; but a worker the pool stops does not always get that far. So when the run ends,
 * this drops the run's databases, and before it starts, those of runs whose process is gone (a
 * run that was killed). Concurrent runs elsewhere keep theirs.
 */
import pg from 'pg';
import { isAlive } from '../../server/db/client.ts';

const PATTERN = /^clinic_test_(\d+)(?:_\d+)?$/;

/** The test database of a worker of the vitest run `runPid`. */
export function testDatabaseName(runPid: number, workerPid: number): string {
  return `clinic_test_${runPid}_${workerPid}`;
}

async function dropWhere(base: string, stale: (runPid: number) => boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'clinic\\_test\\_%'`);
    for (const { datname } of rows) {
      const run = PATTERN.exec(datname)?.[1];
      if (run && stale(Number(run))) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

export async function setup() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  await dropWhere(base, (run) => !isAlive(run));
  return () => dropWhere(base, (run) => run === process.pid);
}
