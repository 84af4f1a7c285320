// The production build, shared by `npm start`, the e2e runner and the bench: build the app
// (React Router's build, then the server bundle) and stamp it, or do so only when the sources are
// newer than the last build. Plain .mjs so that `npm start` runs it on Node without tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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

/** Builds only when the build is missing or older than the sources; says so on the console. */
export function buildIfNeeded({ quiet = false, message = 'Building the app...' } = {}) {
  if (!buildIsStale()) return;
  console.log(message);
  build({ quiet });
}
