// `npm start`: builds what is not built (or is older than the sources), then serves the clinic.
// The server applies migrations and seeds itself on start-up. Without NODE_ENV in the environment
// this is a local trial: the demo clinic (DEMO_MODE=on unless set); with NODE_ENV=production given,
// a real installation without demo data (decision 0016). NODE_ENV and DEMO_MODE in the `.env` file
// (or ENV_FILE) count as given, as the server reads that file too (server/env-file.ts).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { build, buildIsStale, root } from './lib/build.mjs';
import { nodeVersionProblem } from './lib/node-version.mjs';

const nodeProblem = nodeVersionProblem();
if (nodeProblem) console.warn(`Warning: ${nodeProblem}`);

if (buildIsStale()) {
  console.log('Building the app (first start or sources changed)...');
  const started = Date.now();
  try {
    build({ quiet: true });
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const envFile = path.resolve(root, process.env.ENV_FILE || '.env');
const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
const given = (key) => process.env[key] || fromFile[key];
const localTrial = !given('NODE_ENV') && !given('DEMO_MODE');
// `npm start` runs this with exec (package.json), so npm's SIGTERM reaches this process, which passes it on.

const child = spawn(process.execPath, ['--enable-source-maps', 'build/app-server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // A local trial listens on this machine only, unless HOST is given (HOST=0.0.0.0 opens it to the network).
  env: {
    NODE_ENV: 'production',
    ...(localTrial ? { DEMO_MODE: 'on' } : {}),
    ...(localTrial && !given('HOST') ? { HOST: '127.0.0.1' } : {}),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
