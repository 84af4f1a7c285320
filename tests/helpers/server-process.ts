/**
 * The real server as a separate process, for tests that kill it, stop its database or send it
 * signals: the API from source (tests/reliability/serve-api.ts, no page build needed) on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../server/db/client.ts';

export const TEST_SESSION_SECRET = 'reliability-secret-reliability-secret-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(env: { DATA_DIR: string; DATABASE_URL?: string; [key: string]: string | undefined }, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const root = projectRoot();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/reliability/serve-api.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      PUBLIC_BASE_URL: `http://localhost:${chosen}`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      ...env,
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port: chosen, child, output: () => output, exited };
}

/** Stops a server process if it still runs (SIGKILL after 10 s). */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(timer);
}
