/**
 * The real server as a separate process, for tests that kill it, stop its database or send it
 * signals: the API from source (tests/reliability/serve-api.ts, no page build needed) on a free port.
 */
import { type ServerProcess, serverEnv, startProcess } from '../../scripts/lib/server-process.ts';

export type { ServerProcess };

export const TEST_SESSION_SECRET = 'reliability-secret-reliability-secret-0123456789';

/** Starts the API with only PATH of this process's environment, plus `env`. */
export function startServerProcess(
  env: { DATA_DIR: string; DATABASE_URL?: string; [key: string]: string | undefined },
  port?: number,
): Promise<ServerProcess> {
  return startProcess({
    name: 'the server',
    args: ['--import', 'tsx', 'tests/reliability/serve-api.ts'],
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
