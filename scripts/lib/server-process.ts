/**
 * A server of this project as a child process on a free port, for the tools that need a real one:
 * the benchmark (bench/lib/processes.ts: the production build and the bare-route ceiling) and the
 * fault tests (tests/helpers/server-process.ts: the API from source, killed and signalled).
 *
 *   const server = await startProcess({ name: 'the app server', args: ['build/app-server/main.js'], env: (port) => serverEnv(port, { DATA_DIR }) });
 *   await fetch(`${server.url}/api/doctors/active`);
 *   await server.stop();
 *
 * Ready once `readyPath` answers 2xx; a process that exits or does not answer in time fails the
 * start with its output (and is killed). `stop()` sends SIGTERM, then SIGKILL after 10 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The last this many characters of a process's output are kept for error messages. */
const OUTPUT_KEPT = 256 * 1024;
const STOP_GRACE_MS = 10_000;

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

type Env = Record<string, string | undefined>;

/**
 * The app server's environment for a benchmark or a fault test on `port`: production, 127.0.0.1,
 * the demo clinic (its doctors are booked), no rate limits (one client IP sends everything) and no
 * background jobs; `overrides` last,
 * `base` (e.g. `process.env`, or just its PATH) first.
 */
export function serverEnv(port: number, overrides: Env, base: Env = {}): Env {
  return {
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    DEMO_MODE: 'on',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    JOBS_ENABLED: 'false',
    ...overrides,
  };
}

export interface ServerProcess {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote so far, stdout and stderr (the last 256 KiB). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, SIGKILL after 10 s; resolves once the process has exited (at once if it has). */
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** For error messages: 'the app server'. */
  name: string;
  /** Node's arguments (flags and the script), run with the project root as working folder. */
  args: string[];
  /** The child's whole environment, given its port. */
  env: (port: number) => Env;
  /** Default: a free one. */
  port?: number;
  /** Default '/api/health'. */
  readyPath?: string;
  /** Default 90 s. */
  timeoutMs?: number;
  /** Also appends the output to this file. */
  logFile?: string;
  /** The working folder; default the project root (a release's folder in the deploy test). */
  cwd?: string;
  /** The node binary; default this process's (a release's own node_modules/.bin/node in the deploy test). */
  node?: string;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export async function startProcess(options: StartOptions): Promise<ServerProcess> {
  const { name, args, readyPath = '/api/health', timeoutMs = 90_000, logFile } = options;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(options.node ?? process.execPath, args, {
    cwd: options.cwd ?? root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env(port),
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2 * OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT);
    log?.write(chunk);
  };
  child.once('close', () => log?.end());
  const tail = () => output.slice(-OUTPUT_KEPT);
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (!running(child)) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  const where = logFile ? ` (log: ${logFile})` : '';
  for (;;) {
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (!running(child)) {
      const { code, signal } = await exited;
      throw new Error(`${name} exited (${signal ?? code}) before answering${where}:\n${tail()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${url}${readyPath} within ${timeoutMs / 1000} s${where}:\n${tail()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, child, output: tail, exited, stop };
}
