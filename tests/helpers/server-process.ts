/**
 * The real server as a separate process, for tests that kill it, stop its database or send it
 * signals: the API from source (tests/reliability/serve-api.ts, no page build needed) on a free port.
 */
import { type ServerProcess, serverEnv, startProcess } from '../../scripts/lib/server-process.ts';

export type { ServerProcess };

export const TEST_SESSION_SECRET = 'reliability-secret-reliability-secret-0123456789';

/** Starts the API with only PATH of this process's environment, plus `env`. */
export function startServerProcess(env: { DATA_DIR: string; DATABASE_URL?: string; [key: string]: string | undefined }, port?: number): Promise<ServerProcess> {
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
