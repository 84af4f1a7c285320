// `npm start`: builds what is not built (or is older than the sources), then serves the clinic.
// The server applies migrations and seeds demo data itself on start-up.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'build/.stamp');
const sources = ['app', 'core', 'content', 'server', 'public', 'drizzle', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(full)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const built = existsSync(stamp) && existsSync(path.join(root, 'build/app-server/main.js')) && existsSync(path.join(root, 'build/server/index.js'));
if (!built || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs) {
  console.log('Building the app (first start or sources changed)...');
  for (const [cmd, args] of [
    ['npx', ['react-router', 'build']],
    ['node', ['scripts/build-server.mjs']],
  ]) {
    const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

const child = spawn(process.execPath, ['--enable-source-maps', 'build/app-server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
