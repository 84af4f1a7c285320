// The production build, shared by `npm start`, the e2e runner and the bench: build the app
// (React Router's build, then the server bundle) and stamp it, or do so only when the sources are
// newer than the last build. Plain .mjs so that `npm start` runs it on Node without tsx.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const stamp = path.join(root, 'build/.stamp');
const SOURCES = ['app', 'core', 'content', 'server', 'public', 'drizzle', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/**
 * Builds the app; throws with the failing command when a step fails. Quiet: the tools' output
 * (and their warnings) is kept back and printed only when a step fails.
 */
export function build({ quiet = false } = {}) {
  for (const [cmd, args] of [
    ['npx', ['react-router', 'build']],
    [process.execPath, ['scripts/build-server.mjs']],
  ]) {
    const result = spawnSync(cmd, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      if (quiet) process.stderr.write(`${result.stdout}${result.stderr}`);
      throw new Error(`build failed: ${cmd} ${args.join(' ')}`);
    }
  }
  writeFileSync(stamp, new Date().toISOString());
}

/** True when there is no complete build or a source is newer than it. */
export function buildIsStale() {
  const built =
    existsSync(stamp) && existsSync(path.join(root, 'build/app-server/main.js')) && existsSync(path.join(root, 'build/server/index.js'));
  return !built || Math.max(...SOURCES.map(newest)) > statSync(stamp).mtimeMs;
}

// In the temporary folder, not in build/: React Router's build empties build/ as it starts.
const lock = path.join(os.tmpdir(), `clinic-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`);

/** True while the process that took the lock runs (its id is in the lock folder). */
function lockHolderAlive() {
  let pid;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Its pid is written right after the folder is made; a folder without one for long is left over.
    try {
      return Date.now() - statSync(lock).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `fn` while holding the build lock (a folder: making one is atomic), so two processes that
 * find the build stale at once (the PGlite and PostgreSQL vitest processes, each rendering pages
 * from it: decision 0081) build it once, not both into the same folder. A lock left by a process
 * that died is taken over.
 */
function whileLocked(fn) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const giveUp = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (!lockHolderAlive()) rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > giveUp) throw new Error(`${lock} has been held for 10 minutes: remove it if no build is running`);
    else Atomics.wait(pause, 0, 0, 250);
  }
  try {
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds only when the build is missing or older than the sources; says so on the console. One
 * build at a time: a caller that waited for another's build finds it fresh and builds nothing.
 */
export function buildIfNeeded({ quiet = false, message = 'Building the app...' } = {}) {
  if (!buildIsStale()) return;
  whileLocked(() => {
    if (!buildIsStale()) return;
    console.log(message);
    build({ quiet });
  });
}
