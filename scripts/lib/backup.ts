/**
 * Backups and restores of an installation: the database and the uploads folder in one file,
 * `clinic-backup-<UTC date and time>.tar` in BACKUP_DIR (DATA_DIR/backups by default). Used by
 * scripts/backup.ts and scripts/restore.ts; the how and why are in docs/backup.md and
 * docs/decisions/0019-backups.md.
 *
 * Inside the tar: `manifest.json` (what it holds), the database, and `uploads/` when the data
 * folder has one. The database is a `pg_dump --format=custom` file (`database.pgdump`, readable
 * by pg_restore alone) on PostgreSQL, or PGlite's own dump of its data folder (`pglite.tar.gz`),
 * taken while no server has the folder open: PGlite is single-process, so the backup needs the
 * folder's lock and refuses while a server holds it.
 */
import '../../server/load-env-file.ts';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Config, ConfigError, loadConfig } from '../../server/config.ts';
import { DatabaseLockedError, lockDataDir, openDatabase, PGLITE_EXTENSIONS, projectRoot } from '../../server/db/client.ts';
import { databaseAddress, withoutPassword } from '../../server/db/database-url.ts';

/** A refusal or a failure the operator can act on: printed as one line, exit status 1. */
export class BackupError extends Error {}

/**
 * An error's own words. Node 24's web streams (PGlite unpacks a dump through DecompressionStream)
 * throw a TypeError with no message and zlib's error ("incorrect header check") as its cause.
 */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message || (error.cause instanceof Error ? reason(error.cause) : error.name);
}

const FORMAT = 1;
const NAME = /^clinic-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-\d+)?\.tar$/;
const PG_DUMP = 'database.pgdump';
const PGLITE_DUMP = 'pglite.tar.gz';

interface Manifest {
  format: number;
  app: 'sarona-ayurveda';
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** `when` of the newest migration applied to the database (drizzle's journal), or null. */
  lastMigration: number | null;
  /** Images in the database's uploads table (they travel in the dump), or null before that table existed. */
  uploads: number | null;
  /** Files in DATA_DIR/uploads, where versions before the uploads table kept images; null when there is none. */
  uploadsFolder: number | null;
}

const KIND_NAME = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/**
 * The settings, for a command-line tool. No session secret is needed to copy data, so none is
 * made in the data folder when SESSION_SECRET is unset (loadConfig would create one).
 */
export function toolConfig(): Config {
  try {
    return loadConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'unused-by-the-backup-tools-'.padEnd(32, '-') });
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(error.message.replaceAll('\n', ' '));
    throw error;
  }
}

export function backupFolder(config: Config): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));
}

export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const describeDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const describeContents = (m: Manifest) => `${KIND_NAME[m.database]} database, ${plural(m.uploads ?? m.uploadsFolder ?? 0, 'upload')}`;
/**
 * Images in the uploads table, or null when the table does not exist (a database of an older
 * version, whose uploads are files in DATA_DIR/uploads). Two queries: PostgreSQL resolves every
 * table a statement names before it runs, even in a CASE branch that is never taken.
 */
async function uploadsInTable(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<number | null> {
  if (!(await query(`SELECT to_regclass('public.uploads') AS t`)).rows[0]?.t) return null;
  return Number((await query('SELECT count(*) AS n FROM uploads')).rows[0]?.n);
}

/** Backups of the folder, newest first, with the time in their name. */
export function listBackups(folder: string): { file: string; at: Date }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ file: path.join(folder, name), at: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Deletes the folder's backups older than `days` days (by the time in their name). */
export function pruneBackups(folder: string, days: number, now = new Date()): string[] {
  const limit = now.getTime() - days * 86_400_000;
  const old = listBackups(folder).filter((backup) => backup.at.getTime() < limit);
  for (const backup of old) rmSync(backup.file);
  return old.map((backup) => backup.file);
}

/**
 * libpq's connection for pg_dump, pg_restore and psql: the URL without its password, which goes
 * in PGPASSWORD (a command line is visible to every user of the machine; the environment is not).
 */
function libpq(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const { url, password } = withoutPassword(databaseUrl);
  return { dbname: url, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], what: string, env: NodeJS.ProcessEnv = process.env, suffix = ''): void {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], env, maxBuffer: 64 * 1024 * 1024 });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(missingTool(command));
  if (result.status !== 0) throw new BackupError(`${what} failed: ${firstError(result.stderr)}${suffix}`);
}

function missingTool(command: string): string {
  return `${command} is not installed: apt-get install postgresql-client (the major version of the server, e.g. postgresql-client-15).`;
}

function firstError(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.find((line) => /error|fatal/i.test(line)) ?? lines[0] ?? 'no message').replace(/^psql:[^:]*:\d+: /, '');
}

function newestKnownMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(projectRoot(), 'drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const LAST_MIGRATION = `SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database on ${databaseAddress(databaseUrl).host}: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function uploadsFolder(config: Config): string {
  return path.resolve(config.DATA_DIR, 'uploads');
}

function fileCount(folder: string): number {
  return existsSync(folder)
    ? readdirSync(folder, { recursive: true }).filter((name) => statSync(path.join(folder, String(name))).isFile()).length
    : 0;
}

function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replaceAll(':', '-') + 'Z';
}

/** Writes a backup; returns the file, its size and what it holds. */
export async function createBackup(config: Config, now = new Date()): Promise<{ file: string; bytes: number; manifest: Manifest }> {
  const dataDir = path.resolve(config.DATA_DIR);
  const folder = backupFolder(config);
  const staging = mkdtempSync(path.join(os.tmpdir(), 'clinic-backup-'));
  try {
    let manifest: Manifest;
    const base = { format: FORMAT, app: 'sarona-ayurveda', createdAt: now.toISOString() } as const;
    const uploads = uploadsFolder(config);
    const folderCount = existsSync(uploads) ? fileCount(uploads) : null;
    if (config.DATABASE_URL) {
      const [lastMigration, uploadCount] = await withClient(config.DATABASE_URL, async (client) => {
        const exists = await client.query(`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`);
        return [
          exists.rows[0].t ? Number((await client.query(LAST_MIGRATION)).rows[0].last) : null,
          await uploadsInTable((sql) => client.query(sql)),
        ] as const;
      });
      // A consistent snapshot even while instances run: pg_dump reads in one transaction.
      const { dbname, env } = libpq(config.DATABASE_URL);
      run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-acl', `--file=${path.join(staging, PG_DUMP)}`, `--dbname=${dbname}`],
        'pg_dump',
        env,
      );
      manifest = { ...base, database: 'postgres', lastMigration, uploads: uploadCount, uploadsFolder: folderCount };
    } else {
      if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
        throw new BackupError(`No embedded database in ${dataDir} to back up (is DATA_DIR right?).`);
      let database;
      try {
        database = await openDatabase({ dataDir });
      } catch (error) {
        if (error instanceof DatabaseLockedError)
          throw new BackupError(
            `Cannot back up while the server (pid ${error.pid}) is using the embedded database in ${dataDir}: stop it, run the backup, start it again (docs/backup.md).`,
          );
        throw error;
      }
      try {
        const client = (database.db as unknown as { $client: PGlite }).$client;
        const last = await client.query<{ last: string | null }>(LAST_MIGRATION).catch(() => ({ rows: [{ last: null }] }));
        const uploadCount = await uploadsInTable((sql) => client.query(sql));
        const dump = await client.dumpDataDir('gzip');
        writeFileSync(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
        manifest = {
          ...base,
          database: 'pglite',
          lastMigration: last.rows[0]?.last ? Number(last.rows[0].last) : null,
          uploads: uploadCount,
          uploadsFolder: folderCount,
        };
      } finally {
        await database.close();
      }
    }
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    // Patients' records: readable by the app's user only.
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    let file = path.join(folder, `clinic-backup-${stamp(now)}.tar`);
    for (let n = 2; existsSync(file); n += 1) file = path.join(folder, `clinic-backup-${stamp(now)}-${n}.tar`);
    const partial = path.join(folder, `.${path.basename(file)}.partial`);
    const members = ['manifest.json', manifest.database === 'postgres' ? PG_DUMP : PGLITE_DUMP];
    try {
      run('tar', ['-cf', partial, '-C', staging, ...members, ...(folderCount === null ? [] : ['-C', dataDir, 'uploads'])], 'tar');
      chmodSync(partial, 0o600);
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
    }
    return { file, bytes: statSync(file).size, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export function describeBackup(result: { file: string; bytes: number; manifest: Manifest }): string {
  return `Backup written: ${result.file} (${formatSize(result.bytes)}; ${describeContents(result.manifest)})`;
}

function readManifest(staging: string, file: string): Manifest {
  const manifestFile = path.join(staging, 'manifest.json');
  const notOurs = new BackupError(`${file} is not a backup made by npm run backup (no readable manifest.json in it).`);
  if (!existsSync(manifestFile)) throw notOurs;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw notOurs;
  }
  if (manifest.app !== 'sarona-ayurveda' || manifest.format !== FORMAT) throw notOurs;
  return manifest;
}

/** Replaces `target` with a copy of `source`, keeping the old one until the copy is in place. */
function replaceFolder(target: string, source: string): void {
  const incoming = `${target}.restoring`;
  const old = `${target}.replaced`;
  rmSync(incoming, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  cpSync(source, incoming, { recursive: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(incoming, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * Restores `dump` (custom format) in one transaction: all of it or, on an error, nothing.
 * pg_restore writes its script to a file first and psql runs it only when the whole dump was
 * read: streamed into psql, a dump cut short would end psql's input early and psql would commit
 * what it had (the schemas dropped, half the tables).
 */
function pgRestore(databaseUrl: string, dump: string, staging: string): void {
  const script = path.join(staging, 'restore.sql');
  run('pg_restore', ['--no-owner', '--no-acl', `--file=${script}`, dump], 'pg_restore', process.env, ' (the database is unchanged)');
  const { dbname, env } = libpq(databaseUrl);
  // What the database had besides the dump's objects goes first, in the same transaction.
  const prelude =
    'SET client_min_messages = warning; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';
  run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--command=${prelude}`,
      `--file=${script}`,
      `--dbname=${dbname}`,
    ],
    'Restore',
    env,
    ' (the database is unchanged)',
  );
}

export interface RestoreOptions {
  file: string;
  /** Replace a database or uploads folder that holds data. */
  yes: boolean;
}

/** Restores a backup over the configured database and uploads folder; returns what it held. */
export async function restoreBackup(config: Config, options: RestoreOptions): Promise<Manifest> {
  const file = path.resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup file at ${file}.`);
  const dataDir = path.resolve(config.DATA_DIR);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const staging = mkdtempSync(path.join(os.tmpdir(), 'clinic-restore-'));
  let unlock = () => {};
  try {
    const untar = spawnSync('tar', ['-xf', file, '-C', staging], { encoding: 'utf8' });
    if (untar.status !== 0)
      throw new BackupError(`${file} is not a backup made by npm run backup (tar: ${firstError(untar.stderr ?? '')}).`);
    const manifest = readManifest(staging, file);
    if (manifest.database !== kind)
      throw new BackupError(
        `${file} holds a ${KIND_NAME[manifest.database]} database but the settings use ${KIND_NAME[kind]} (${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'}); restore it with the settings it was made with.`,
      );
    if (manifest.lastMigration !== null && manifest.lastMigration > newestKnownMigration())
      throw new BackupError(
        `${file} was made by a newer version of the app (its database has migrations this one does not know): upgrade the app first.`,
      );

    const uploads = uploadsFolder(config);
    const uploadsHoldData = fileCount(uploads) > 0;
    const refuse = (target: string) =>
      new BackupError(
        `Refusing to restore over ${target}: it holds data. Add --yes to replace it with the backup of ${describeDate(manifest.createdAt)}.`,
      );

    if (config.DATABASE_URL) {
      const url = config.DATABASE_URL;
      const { database, host } = databaseAddress(url);
      const target = `the database ${database} on ${host}`;
      await withClient(url, async (client) => {
        const tables = await client.query(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')`,
        );
        if ((tables.rows[0].n > 0 || uploadsHoldData) && !options.yes) throw refuse(target);
        const others = await client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        if (others.rows[0].n > 0)
          throw new BackupError(
            `Cannot restore while ${plural(others.rows[0].n, 'other connection')} to ${target} ${others.rows[0].n === 1 ? 'is' : 'are'} open: stop every instance of the app first.`,
          );
      });
      pgRestore(url, path.join(staging, PG_DUMP), staging);
    } else {
      mkdirSync(dataDir, { recursive: true });
      try {
        unlock = lockDataDir(dataDir);
      } catch (error) {
        if (error instanceof DatabaseLockedError)
          throw new BackupError(
            `Cannot restore while the server (pid ${error.pid}) is using the embedded database in ${dataDir}: stop it first (docs/backup.md).`,
          );
        throw error;
      }
      const live = path.join(dataDir, 'pglite');
      if ((existsSync(path.join(live, 'PG_VERSION')) || uploadsHoldData) && !options.yes)
        throw refuse(`the embedded database in ${dataDir}`);
      // PGlite unpacks the dump into a folder of its own; the live one is swapped only once that worked.
      const unpacked = path.join(staging, 'pglite');
      try {
        const client = await PGlite.create(unpacked, {
          loadDataDir: new Blob([readFileSync(path.join(staging, PGLITE_DUMP))]),
          extensions: PGLITE_EXTENSIONS,
        });
        await client.query('SELECT 1');
        await client.close();
      } catch (error) {
        throw new BackupError(`The embedded database in ${file} cannot be read: ${reason(error)} (nothing was changed)`);
      }
      replaceFolder(live, unpacked);
    }
    if (manifest.uploadsFolder !== null) replaceFolder(uploads, path.join(staging, 'uploads'));
    return manifest;
  } finally {
    unlock();
    rmSync(staging, { recursive: true, force: true });
  }
}

export function describeRestore(file: string, manifest: Manifest): string {
  return `Restored ${path.resolve(file)} (backup of ${describeDate(manifest.createdAt)}; ${describeContents(manifest)}). Start the app: it applies any newer migrations.`;
}

/** Runs a command-line tool: a BackupError is one line on stderr and exit status 1. */
export async function runTool(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
