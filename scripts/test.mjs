// `npm test`: typecheck, lint (ESLint with the architecture walls, Prettier), dead code (knip), unit and server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then e2e. Prints one final line `N passed, N failed` that adds up every suite.
import { spawnSync } from 'node:child_process';
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

const typecheckOk = run('typecheck', 'npm', ['run', '-s', 'typecheck']);
passed += typecheckOk ? 1 : 0;
failed += typecheckOk ? 0 : 1;
const lintOk = run('lint', 'npm', ['run', '-s', 'lint']);
passed += lintOk ? 1 : 0;
failed += lintOk ? 0 : 1;
const knipOk = run('dead code (knip)', 'npx', ['knip', '--no-config-hints']);
passed += knipOk ? 1 : 0;
failed += knipOk ? 0 : 1;

/** Runs vitest with a JSON report and adds its counts (no report, or a file that failed to load, counts as failed). */
function runVitest(name, extraArgs, reportName) {
  const file = path.join(results, reportName);
  run(name, 'npx', ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
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

runVitest('unit and server tests', [], 'vitest.json');

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
  runVitest('deployment', ['--config', 'vitest.deploy.config.ts'], 'deploy.json');
}

console.log('\n=== summary ===');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
if (e2eSkipped) console.log(readFileSync(path.join(results, 'e2e-skipped'), 'utf8'));
if (deploySkip) console.log(`deployment test skipped: ${deploySkip}`);
writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ passed, failed, e2eSkipped }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
