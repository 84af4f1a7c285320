import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { withEmptyPglite } from '../../tests/helpers/pglite-template.ts';
import { DatabaseLockedError, openDatabase, truncateAll } from './client';
import * as schema from './schema';
import { blogPosts, doctors, events, otpSends, staff } from './schema';
import { seed } from './seed';

const env = await setupTestApp();

describe('database', () => {
  it('seeds demo data once: re-running adds nothing twice', async () => {
    const first = await seed(env.database.db);
    const counts = async () =>
      Promise.all([doctors, staff, blogPosts, events].map(async (t) => (await env.database.db.select({ n: count() }).from(t))[0]?.n));
    const after1 = await counts();
    const second = await seed(env.database.db);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(await counts()).toEqual(after1);
    expect(after1[0]).toBeGreaterThanOrEqual(5);
    expect(after1[1]).toBe(4); // admin, reception, doctor, therapist
    expect(after1[2]).toBeGreaterThanOrEqual(13);
  });

  it('truncateAll empties every table of the schema', async () => {
    await seed(env.database.db);
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    expect(tables.map((t) => getTableName(t))).toContain('consultations');
    await truncateAll(env.database.db);
    for (const table of tables) expect((await env.database.db.select({ n: count() }).from(table))[0]?.n, getTableName(table)).toBe(0);
  });

  it('truncateAll restarts the numbered tables at 1, also one left empty after its rows were deleted', async () => {
    const db = env.database.db;
    await db.insert(otpSends).values([
      { contact: '9876500001', ip: '10.0.0.1' },
      { contact: '9876500001', ip: '10.0.0.1' },
    ]);
    await truncateAll(db);
    const [first] = await db.insert(otpSends).values({ contact: '9876500001', ip: '10.0.0.1' }).returning();
    expect(first?.id).toBe(1);
    await db.delete(otpSends);
    await truncateAll(db);
    const [again] = await db.insert(otpSends).values({ contact: '9876500001', ip: '10.0.0.1' }).returning();
    expect(again?.id).toBe(1);
  });

  it.runIf(env.database.kind === 'pglite')(
    'refuses a second process on the same PGlite data folder',
    async () => {
      // An empty embedded cluster copied in, not one made by initdb here (decision 0075).
      const dir = await withEmptyPglite(mkdtempSync(path.join(os.tmpdir(), 'clinic-lock-')));
      const mine = await openDatabase({ dataDir: dir });
      try {
        // Same process: a second open is refused too.
        await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError);
        // Another process gets the clear message.
        const child = spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            '-e',
            `import('${path.resolve('server/db/client.ts')}').then(m => m.openDatabase({ dataDir: '${dir}' })).then(() => process.exit(0), e => { console.log(e.message); process.exit(3) })`,
          ],
          { encoding: 'utf8' },
        );
        expect(child.status).toBe(3);
        expect(child.stdout).toContain('is in use by another process');
      } finally {
        await mine.close();
      }
      // A new data folder (initdb and every migration) and a second Node through tsx: 10-40 s on a busy machine.
    },
    120_000,
  );
});
