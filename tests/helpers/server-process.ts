/**
 * The real server as a separate process, for tests that kill it, stop its database or send it
 * signals: the API from source (tests/reliability/serve-api.ts, no page build needed) on a free port.
 * The source is bundled once per test process (esbuild, node_modules left external, as
 * scripts/build-server.mjs bundles the production server): each start then loads one file instead
 * of every module through tsx, half the CPU of a start (decision 0049).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, type ServerProcess, serverEnv, startProcess } from '../../scripts/lib/server-process.ts';
import { isAlive } from '../../server/db/client.ts';

export type { ServerProcess };

export const TEST_SESSION_SECRET = 'reliability-secret-reliability-secret-0123456789';

let bundled: Promise<string> | undefined;

/**
 * tests/reliability/serve-api.ts as one file, made on first use, in a folder of this process's
 * under node_modules/.cache (its imports of packages resolve from there). Vitest may end a worker
 * without its exit handlers, so each new one also removes the folders of processes that are gone.
 */
function serveApiBundle(): Promise<string> {
  bundled ??= (async () => {
    const cache = path.join(root, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    for (const name of readdirSync(cache)) {
      const pid = /^clinic-serve-api-(\d+)$/.exec(name)?.[1];
      if (pid && !isAlive(Number(pid))) rmSync(path.join(cache, name), { recursive: true, force: true });
    }
    const dir = path.join(cache, `clinic-serve-api-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const outfile = path.join(dir, 'serve-api.mjs');
    await build({
      entryPoints: [path.join(root, 'tests/reliability/serve-api.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
    return outfile;
  })();
  return bundled;
}

/** Starts the API with only PATH of this process's environment, plus `env`. */
export async function startServerProcess(
  env: { DATA_DIR: string; DATABASE_URL?: string; [key: string]: string | undefined },
  port?: number,
): Promise<ServerProcess> {
  return startProcess({
    name: 'the server',
    args: ['--enable-source-maps', await serveApiBundle()],
    env: (chosen) => serverEnv(chosen, { SESSION_SECRET: TEST_SESSION_SECRET, ...env }, { PATH: process.env.PATH }),
    port,
  });
}

/** Stops a server process if it still runs (SIGKILL after 10 s). */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  await server?.stop();
}

/**
 * Starts the API expecting it to refuse: resolves with its exit code and output once it has
 * exited without answering (fails if it starts).
 */
export async function failedStart(
  env: { DATA_DIR: string; DATABASE_URL?: string; [key: string]: string | undefined },
  port?: number,
): Promise<{ code: number; output: string }> {
  let server: ServerProcess;
  try {
    server = await startServerProcess(env, port);
  } catch (error) {
    const match = /exited \((\w+)\) before answering[^:]*:\n([\s\S]*)$/.exec((error as Error).message);
    if (!match) throw error;
    return { code: Number(match[1]), output: match[2]! };
  }
  await server.stop();
  throw new Error('the server started, though it should have refused to');
}
