// `npm run release`: the built app as one archive, build/release/sarona-clinic-<version>.tar.gz,
// holding what a production install needs and nothing to build with: the build, the migrations,
// the PDF fonts, the operator's commands (scripts/operator.mjs runs them from the build), the
// unit and site files, the docs and the lock file, and release.json (its name, version, commit).
// On the server: unpack it into its own release folder, `npm ci --omit=dev`, switch the
// `current` link (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';

export const RELEASE_FILES = [
  'package.json',
  'package-lock.json',
  'build/.stamp',
  'build/client',
  'build/server',
  'build/app-server',
  'build/scripts',
  'drizzle',
  'server/documents/fonts',
  'content/terminology',
  'scripts/operator.mjs',
  'scripts/start.mjs',
  'scripts/lib/build.mjs',
  'scripts/lib/node-version.mjs',
  'deploy',
  'docs',
  'README.md',
  'CHANGELOG.md',
  '.env.example',
];

buildIfNeeded({ quiet: true, message: 'Building the app for the release...' });
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const name = `sarona-clinic-${version}`;
const out = path.join(root, 'build/release');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const archive = path.join(out, `${name}.tar.gz`);
// release.json at the top says "this folder is a release": the app then also serves the hashed
// assets of the releases installed beside it (server/http/headers/release-assets.ts, decision 0040).
const stage = path.join(out, 'stage');
mkdirSync(stage);
const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() || null;
writeFileSync(
  path.join(stage, 'release.json'),
  `${JSON.stringify({ name, version, commit, builtAt: new Date().toISOString() }, null, 2)}\n`,
);
const result = spawnSync('tar', ['-czf', archive, `--transform=s,^,${name}/,`, ...RELEASE_FILES, '-C', stage, 'release.json'], {
  cwd: root,
  stdio: 'inherit',
});
rmSync(stage, { recursive: true, force: true });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(archive);
