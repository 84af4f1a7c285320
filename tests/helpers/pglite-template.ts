/**
 * An empty PGlite cluster (initdb done, nothing migrated) made once per PGlite version and shared by
 * the test processes of this machine, for tests that need a database of their own: creating a
 * cluster runs initdb in WebAssembly, 13-22 s at load 10 on a 2-core machine, while loading this
 * one takes 1.4-1.8 s (decision 0075). It is what `CREATE DATABASE` gives a PostgreSQL scratch
 * database: an empty database, ready for the migrations the test runs.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, projectRoot } from '../../server/db/client.ts';

function pgliteVersion(): string {
  const manifest = path.join(projectRoot(), 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const base = () => path.join(os.tmpdir(), `clinic-pglite-empty-${pgliteVersion()}`);

let dump: Promise<Blob> | undefined;

/** The empty cluster as a data folder tarball (`loadDataDir` of an in-memory PGlite). */
export function emptyPgliteDump(): Promise<Blob> {
  dump ??= (async () => {
    const file = `${base()}.tar`;
    if (!existsSync(file)) {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      const made = await client.dumpDataDir('none');
      await client.close();
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await made.arrayBuffer()));
      renameSync(tmp, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return dump;
}

let folder: Promise<string> | undefined;

/** The empty cluster as a folder, made once from the dump. */
function emptyPgliteFolder(): Promise<string> {
  folder ??= (async () => {
    const dir = `${base()}-folder`;
    if (!existsSync(dir)) {
      const tmp = `${dir}.${process.pid}.tmp`;
      rmSync(tmp, { recursive: true, force: true });
      const client = await PGlite.create(tmp, { extensions: PGLITE_EXTENSIONS, loadDataDir: await emptyPgliteDump() });
      await client.close();
      try {
        renameSync(tmp, dir);
      } catch {
        rmSync(tmp, { recursive: true, force: true }); // another process made it first
      }
    }
    return dir;
  })();
  return folder;
}

/**
 * Puts an empty cluster where the app keeps its embedded database in `dataDir` (`<dataDir>/pglite`,
 * server/db/client.ts), so the app, a script or a server process opens it instead of making one.
 */
export async function withEmptyPglite(dataDir: string): Promise<string> {
  const source = await emptyPgliteFolder();
  mkdirSync(dataDir, { recursive: true });
  cpSync(source, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
