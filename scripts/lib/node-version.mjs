// The Node this project runs on (decision 0039): package.json's `engines.node`, a lower bound such
// as ">=24.11" (Node 24 LTS). `npm install` puts the Node that package-lock.json pins into
// node_modules/.bin on Linux (x64, arm64), and npm's scripts and npx find it there before the
// system's. Plain .mjs: `npm start` imports it on Node without tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** What package.json's engines.node asks for, e.g. ">=24.11". */
export function wantedNode() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
}

/** null when `version` (this process's by default) meets engines.node; else a message saying what to do. */
export function nodeVersionProblem(version = process.versions.node) {
  const wanted = wantedNode();
  const match = /^>=(\d+)\.(\d+)$/.exec(wanted);
  if (!match) throw new Error(`package.json engines.node should read ">=<major>.<minor>", not "${wanted}"`);
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = [Number(match[1]), Number(match[2])];
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `This is Node ${version}; the project runs on Node ${wanted} (decision 0039). On Linux (x64, arm64) ` +
    '`npm install` installs it into node_modules/.bin, where npm scripts and npx find it: start commands ' +
    'through npm (npm start, npm test, npx vitest), not with the system node. Elsewhere install Node 24 LTS.'
  );
}
