// `npm test`: typecheck, lint (ESLint with the architecture walls, Prettier), dead code (knip), unit and server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then e2e. Prints one final line `N passed, N failed` that adds up every suite.
import { spawn, spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem } from './lib/node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
// On an older Node the run goes on, and tests/scripts/node-version.test.ts fails saying why.
const nodeProblem = nodeVersionProblem();
if (nodeProblem) console.warn(`Warning: ${nodeProblem}`);
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const steps = [];
function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return r.status === 0;
}

/**
 * Runs steps side by side (on 2 cores the single-threaded tsc and ESLint overlap: decision 0049),
 * each one's output held back and printed whole when it ends, so the log reads as if they ran in turn.
 */
async function runSideBySide(list) {
  const started = Date.now();
  const outcomes = await Promise.all(
    list.map(
      ({ name, cmd, args, counted = true }) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, ok: code === 0, counted, seconds: Math.round((Date.now() - started) / 1000) });
          });
        }),
    ),
  );
  for (const { counted, ...outcome } of outcomes) {
    steps.push(outcome);
    if (!counted && outcome.ok) continue;
    passed += outcome.ok ? 1 : 0;
    failed += outcome.ok ? 0 : 1;
  }
}

// The route types first: tsc, ESLint's import resolver and knip all read .react-router/types.
const typegenOk = run('route types (react-router typegen)', 'npx', ['react-router', 'typegen']);
if (!typegenOk) failed += 1; // counted with the typecheck below when it passes, as `npm run typecheck` was
await runSideBySide([
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'lint', cmd: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'dead code (knip)', cmd: 'npx', args: ['knip', '--no-config-hints'] },
  // The production build now, not in the e2e step: the operator commands' tests (backup, restore,
  // setup, ...) then run the built commands, 1.7x less CPU a start than through tsx, and the e2e and
  // deployment steps find it made (decision 0075). Not a test: counted only when it fails.
  {
    name: 'build',
    cmd: process.execPath,
    args: ['--input-type=module', '-e', "import { buildIfNeeded } from './scripts/lib/build.mjs'; buildIfNeeded({ quiet: true });"],
    counted: false,
  },
]);

/** Runs a command with its output on the console, as `run` does, without blocking the other steps. */
function runAsync(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => console.error(error.message));
    child.on('close', (code) => {
      steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
      resolve(code === 0);
    });
  });
}

/** Runs vitest with a JSON report and adds its counts (no report, or a file that failed to load, counts as failed). */
async function runVitest(name, extraArgs, reportName) {
  const file = path.join(results, reportName);
  await runAsync(name, 'npx', ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that failed to load has no failed tests but fails the run: count it.
  if (!report.success && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites ?? 1);
}

// The PGlite and PostgreSQL projects in two vitest processes side by side: on 2 cores vitest gives a
// run one worker, which ran them one after another (decision 0049). The unit tests go with the
// PostgreSQL project, whose process mostly waits for the database server: the PGlite process (PGlite
// computes in the process) was the longer of the two by more than the unit tests take (decision 0075).
if (process.env.TEST_DATABASE_URL) {
  await Promise.all([
    runVitest('server tests on PGlite (api-pglite)', ['--project', 'api-pglite'], 'vitest.json'),
    runVitest(
      'unit tests and server tests on PostgreSQL (unit, api-postgres)',
      ['--project', 'unit', '--project', 'api-postgres'],
      'vitest-postgres.json',
    ),
  ]);
} else await runVitest('unit and server tests', [], 'vitest.json');

run('end-to-end', process.execPath, ['scripts/e2e.mjs']);
const e2eFile = path.join(results, 'e2e.json');
const e2eSkipped = existsSync(path.join(results, 'e2e-skipped'));
if (!e2eSkipped) {
  if (existsSync(e2eFile)) {
    const stats = JSON.parse(readFileSync(e2eFile, 'utf8')).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  } else failed += 1;
}

// The deployment test (tests/deploy, docs/deploy.md): nginx + TLS in front of two production
// instances on one PostgreSQL database. Needs Debian's nginx and TEST_DATABASE_URL; CI has both.
const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
const deploySkip = !nginx
  ? 'nginx is not installed (apt-get install -y nginx)'
  : !process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL is not set'
    : null;
if (deploySkip) {
  const message = `deployment test skipped: ${deploySkip}`;
  console.log(`\n=== deployment ===\n${message}`);
  writeFileSync(path.join(results, 'deploy-skipped'), message);
} else {
  const { buildIfNeeded } = await import('./lib/build.mjs');
  buildIfNeeded({ quiet: true, message: 'Building the app for the deployment test...' });
  await runVitest('deployment', ['--config', 'vitest.deploy.config.ts'], 'deploy.json');
}

console.log('\n=== summary ===');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
if (e2eSkipped) console.log(readFileSync(path.join(results, 'e2e-skipped'), 'utf8'));
if (deploySkip) console.log(`deployment test skipped: ${deploySkip}`);
writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ passed, failed, e2eSkipped }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
