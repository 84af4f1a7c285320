/**
 * `npm start` as a newcomer runs it (README's first line), on the built app: a local trial listens
 * on this machine only unless HOST says otherwise, and a SIGTERM to npm stops the server with it
 * (npm signals its shell; `exec` in the script makes that shell the server's parent process).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, root } from '../../scripts/lib/server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-npm-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** This machine's first non-loopback IPv4 address, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

it('npm start: a local trial on 127.0.0.1 only, stopped with npm by SIGTERM', { timeout: 200_000 }, async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const key of ['NODE_ENV', 'DEMO_MODE', 'HOST', 'DATABASE_URL', 'CI']) delete env[key];
  const npm = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
  npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 150_000;
    while (!(await answers('127.0.0.1', port))) {
      if (Date.now() > deadline || npm.exitCode !== null) throw new Error(`npm start did not come up:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const outside = outsideAddress();
    if (outside) expect(await answers(outside, port)).toBe(false);

    npm.kill('SIGTERM');
    await exited;
    // The server went with it: nothing answers on its port any more.
    let open = true;
    for (let i = 0; i < 40 && open; i++) {
      open = await answers('127.0.0.1', port);
      if (open) await new Promise((r) => setTimeout(r, 250));
    }
    expect(open, output).toBe(false);
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
  }
});
