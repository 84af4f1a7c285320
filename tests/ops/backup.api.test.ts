/**
 * The restore drill, on the database the api project runs on (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): `npm run backup`, change data and uploads, `npm run restore`: the change is
 * gone and everything else is there. The real commands run as child processes, as docs/backup.md
 * runs them (npm, the settings in the file ENV_FILE names, NODE_ENV=production). Also what they
 * refuse: a PGlite folder a running server holds, a non-empty target without --yes, a non-local
 * DATABASE_URL without --force.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createDoctor, createPatient, createStaff } from '../../server/db/factories.ts';
import { type Database, openDatabase, projectRoot, runMigrations } from '../../server/db/client.ts';
import { doctors, patients, staff, uploads } from '../../server/db/schema/index.ts';
import type { AppContext } from '../../server/context.ts';
import { readUpload, storeImage } from '../../server/modules/uploads/uploads.server.ts';
import { insertConsultation } from '../helpers/consultation-rows.ts';
import { withEmptyPglite } from '../helpers/pglite-template.ts';
import { scratchDatabase, scratchKind, type Scratch } from '../helpers/scratch-database.ts';

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

/** The command as docs/backup.md runs it: `npm run --silent <script>`, the settings in the file ENV_FILE names, production. */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) {
  const settings = path.join(mkdtempSync(path.join(os.tmpdir(), 'clinic-settings-')), 'env');
  const lines = Object.entries({ LOG_LEVEL: 'silent', ...env }).filter(([, value]) => value !== undefined);
  writeFileSync(settings, lines.map(([key, value]) => `${key}=${value}\n`).join(''), { mode: 0o640 });
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: projectRoot(),
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ENV_FILE: settings, NODE_ENV: 'production' },
  });
  rmSync(path.dirname(settings), { recursive: true, force: true });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

async function open(scratch: Scratch): Promise<Database> {
  // An empty embedded cluster copied in, not one made by initdb here (decision 0075).
  if (scratchKind === 'pglite' && !existsSync(path.join(scratch.dataDir, 'pglite'))) await withEmptyPglite(scratch.dataDir);
  return openDatabase({ databaseUrl: scratch.databaseUrl, dataDir: scratch.dataDir });
}

/** Rows per table of the app, to compare before and after. */
async function counts(database: Database): Promise<Record<string, number>> {
  const { rows } = (await database.db.execute(
    sql.raw(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`),
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, number> = {};
  for (const { table_name: table } of rows) {
    const result = (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`))) as unknown as {
      rows: { n: number }[];
    };
    out[table] = result.rows[0]!.n;
  }
  return out;
}

const image = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#5a7d3a' } })
    .png()
    .toBuffer();

describe(`backup and restore (${scratchKind})`, { timeout: 180_000 }, () => {
  it('the restore drill: back up, change data and uploads, restore: the change is gone and everything else is there', async () => {
    const scratch = await scratchDatabase();
    scratches.push(scratch);
    const database = await open(scratch);
    await runMigrations(database);
    const doctor = (await createDoctor(database.db, { name: 'Dr. Meera Sharma' }))!;
    const patient = await createPatient(database.db, { name: 'राहुल वर्मा', locale: 'hi' });
    const reception = (await createStaff(database.db, { role: 'reception', name: 'Anita Verma' }))!;
    await insertConsultation(database.db, { doctor, patient, date: '2026-12-07', status: 'confirmed', paymentStatus: 'paid' });
    // Images live in the database (the uploads table) and travel in its dump.
    const photo = await storeImage({ db: database.db } as AppContext, await image(), 'doctor');
    await database.db.update(doctors).set({ profileImage: photo.url }).where(eq(doctors.id, doctor.id));
    const before = await counts(database);
    await database.close();

    // Older backups in the folder: --keep-days removes those past the limit, by the date in their name.
    const folder = path.join(scratch.dataDir, 'backups');
    mkdirSync(folder);
    const yesterday = `clinic-backup-${new Date(Date.now() - 86_400_000).toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar`;
    for (const name of ['clinic-backup-2020-01-01T00-00-00Z.tar', yesterday, 'notes.txt']) writeFileSync(path.join(folder, name), 'x');

    const backup = run('backup', ['--keep-days', '7'], scratch.env);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const [line, removedLine] = backup.stdout.split('\n');
    expect(removedLine).toBe(`Removed 1 backup older than 7 days from ${folder}.`);
    const written = /^Backup written: (\S+) \((\d+(?:\.\d)? [kM]?B); (PGlite|PostgreSQL) database, 1 upload\)$/.exec(line!);
    expect(written, backup.stdout).not.toBeNull();
    const file = written![1]!;
    expect(path.dirname(file)).toBe(folder);
    expect(path.basename(file)).toMatch(/^clinic-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/);
    expect(statSync(file).size).toBeGreaterThan(1000);
    expect(statSync(file).mode & 0o777, 'patients records: readable by the owner only').toBe(0o600);
    expect(readdirSync(folder).sort()).toEqual([path.basename(file), yesterday, 'notes.txt'].sort());

    // The change: a new patient, an edit, a deletion, an upload gone and a new one.
    const changed = await open(scratch);
    await createPatient(changed.db, { name: 'Added After Backup' });
    await changed.db.update(doctors).set({ name: 'Dr. Renamed' }).where(eq(doctors.id, doctor.id));
    await changed.db.delete(staff).where(eq(staff.id, reception.id));
    await changed.db.delete(uploads).where(eq(uploads.name, path.basename(photo.url)));
    const later = await storeImage({ db: changed.db } as AppContext, await image(), 'blog');
    await changed.close();

    // A non-empty target needs --yes; nothing is touched without it.
    const refused = run('restore', [file], scratch.env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^Refusing to restore over .+: it holds data\. Add --yes to replace it with the backup of \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/,
    );
    expect(refused.stderr.split('\n')).toHaveLength(1);
    const untouched = await open(scratch);
    expect(await untouched.db.select().from(patients).where(eq(patients.name, 'Added After Backup'))).toHaveLength(1);
    await untouched.close();

    if (scratchKind === 'postgres') {
      // A running instance (here: an open connection) keeps the restore out.
      const running = await open(scratch);
      await running.ping();
      const busy = run('restore', [file, '--yes'], scratch.env);
      await running.close();
      expect(busy.status).toBe(1);
      // The instance's pool and its cache listener (LISTEN/NOTIFY) each hold a connection.
      expect(busy.stderr).toMatch(
        /^Cannot restore while 2 other connections to the database \w+ on 127\.0\.0\.1 are open: stop every instance of the app first\.$/,
      );
    }

    const restored = run('restore', [file, '--yes'], scratch.env);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .+clinic-backup-.+\.tar \(backup of .+ UTC; (PGlite|PostgreSQL) database, 1 upload\)\./);

    const after = await open(scratch);
    try {
      expect(await counts(after)).toEqual(before);
      expect(await after.db.select().from(patients).where(eq(patients.name, 'Added After Backup'))).toEqual([]);
      const [doctorAfter] = await after.db.select().from(doctors).where(eq(doctors.id, doctor.id));
      expect(doctorAfter).toMatchObject({ name: 'Dr. Meera Sharma', profileImage: photo.url });
      expect((await after.db.select().from(staff).where(eq(staff.id, reception.id)))[0]?.name).toBe('Anita Verma');
      expect((await after.db.select().from(patients).where(eq(patients.id, patient.id)))[0]?.name).toBe('राहुल वर्मा');
      const afterCtx = { db: after.db } as AppContext;
      expect((await readUpload(afterCtx, path.basename(photo.url))).bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      await expect(readUpload(afterCtx, path.basename(later.url))).rejects.toThrow();
    } finally {
      await after.close();
    }
  });

  it.runIf(scratchKind === 'pglite')(
    'refuses, in one line, to back up or restore the embedded database while a server holds it',
    async () => {
      const scratch = await scratchDatabase();
      scratches.push(scratch);
      const database = await open(scratch); // this process plays the running server: it holds the lock
      try {
        const backup = run('backup', [], scratch.env);
        expect(backup.status).toBe(1);
        expect(backup.stderr).toBe(
          `Cannot back up while the server (pid ${process.pid}) is using the embedded database in ${scratch.dataDir}: stop it, run the backup, start it again (docs/backup.md).`,
        );
        writeFileSync(path.join(scratch.dataDir, 'not-a-backup.tar'), '');
        const restore = run('restore', [path.join(scratch.dataDir, 'not-a-backup.tar'), '--yes'], scratch.env);
        expect(restore.status).toBe(1);
        expect(restore.stderr.split('\n')).toHaveLength(1);
      } finally {
        await database.close();
      }
      expect(existsSync(path.join(scratch.dataDir, 'backups'))).toBe(false);
    },
  );

  it.runIf(scratchKind === 'postgres')('a damaged dump restores nothing: the database stays as it was', async () => {
    const scratch = await scratchDatabase();
    scratches.push(scratch);
    const database = await open(scratch);
    await runMigrations(database);
    await createPatient(database.db, { name: 'Before Backup' });
    await database.close();
    const backup = run('backup', [], scratch.env);
    expect(backup.status, backup.stderr).toBe(0);
    const file = /^Backup written: (\S+) /.exec(backup.stdout)![1]!;
    // Cut the dump short, as a full disk or an interrupted copy would.
    const unpacked = path.join(scratch.dataDir, 'unpacked');
    mkdirSync(unpacked);
    spawnSync('tar', ['-xf', file, '-C', unpacked]);
    const dump = path.join(unpacked, 'database.pgdump');
    truncateSync(dump, Math.floor(statSync(dump).size * 0.8));
    const damaged = path.join(scratch.dataDir, 'damaged.tar');
    spawnSync('tar', ['-cf', damaged, '-C', unpacked, 'manifest.json', 'database.pgdump']);

    const changed = await open(scratch);
    await createPatient(changed.db, { name: 'After Backup' });
    await changed.close();
    const restore = run('restore', [damaged, '--yes'], scratch.env);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(/^pg_restore failed: .+ \(the database is unchanged\)$/);
    const after = await open(scratch);
    try {
      expect((await after.db.select({ name: patients.name }).from(patients)).map((p) => p.name).sort()).toEqual([
        'After Backup',
        'Before Backup',
      ]);
    } finally {
      await after.close();
    }
  });

  it.runIf(scratchKind === 'pglite')(
    'a damaged embedded-database dump is refused in one line and the data folder is left as it was',
    async () => {
      const scratch = await scratchDatabase();
      scratches.push(scratch);
      const parts = path.join(scratch.dataDir, 'parts');
      mkdirSync(parts);
      const manifest = {
        format: 1,
        app: 'sarona-ayurveda',
        database: 'pglite',
        createdAt: '2026-11-25T21:30:00.000Z',
        lastMigration: null,
        uploads: null,
      };
      writeFileSync(path.join(parts, 'manifest.json'), JSON.stringify(manifest));
      writeFileSync(path.join(parts, 'pglite.tar.gz'), Buffer.alloc(4096, 7));
      const damaged = path.join(scratch.dataDir, 'damaged.tar');
      spawnSync('tar', ['-cf', damaged, '-C', parts, 'manifest.json', 'pglite.tar.gz']);
      const restore = run('restore', [damaged, '--yes'], scratch.env);
      expect(restore.status).toBe(1);
      expect(restore.stderr).toMatch(new RegExp(`^The embedded database in ${damaged} cannot be read: .+ \\(nothing was changed\\)$`));
      expect(readdirSync(scratch.dataDir).sort()).toEqual(['damaged.tar', 'parts']);
    },
  );

  it('refuses a non-local DATABASE_URL without --force, before connecting to it', () => {
    const result = run('restore', ['/nowhere/clinic-backup.tar', '--yes'], {
      DATA_DIR: '/tmp/unused',
      DATABASE_URL: 'postgres://clinic@db.example.com:5432/clinic',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Refusing to restore into the database on db.example.com: not a local host. Add --force if you really mean it.',
    );
  });

  it('without a file, restore lists the backups of the folder and says how to run it', async () => {
    const scratch = await scratchDatabase();
    scratches.push(scratch);
    const result = run('restore', [], { ...scratch.env, BACKUP_DIR: path.join(scratch.dataDir, 'elsewhere') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run restore -- <backup file> [--yes] [--force]');
    expect(result.stderr).toContain(`No backups in ${path.join(scratch.dataDir, 'elsewhere')}`);
  });
});
