/**
 * The `.env` file: read once by the entry points (the server, `npm run dev`, the scripts) before
 * the settings are validated. Precedence, highest first: the process environment (systemd's
 * `Environment=`/`EnvironmentFile=`, the shell), then the `.env` file, then the defaults in
 * config.ts. A bad value in `.env` stops the start like any other bad setting.
 *
 * The file is `.env` in the project folder, or the path in `ENV_FILE`; a missing file is fine.
 * Tests never read it: they start the server through their own entry with a chosen environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** The values the file adds: only keys the environment does not already set (an empty value counts as unset). */
export function envFileValues(text: string, env: Record<string, string | undefined>): Record<string, string> {
  const added: Record<string, string> = {};
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (value !== undefined && (env[key] === undefined || env[key] === '')) added[key] = value;
  }
  return added;
}

/**
 * Reads the `.env` file into `env` (process.env by default) and returns its path, or null when
 * there is none. An `ENV_FILE` that names a missing file is an error: the operator meant a file.
 */
export function readEnvFile(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const chosen = env.ENV_FILE;
  const file = path.resolve(projectRoot, chosen || '.env');
  if (!existsSync(file)) {
    if (chosen) throw new Error(`ENV_FILE: no such file ${file}`);
    return null;
  }
  Object.assign(env, envFileValues(readFileSync(file, 'utf8'), env));
  return file;
}
