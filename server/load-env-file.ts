/**
 * Imported first by every entry point (server, dev server, scripts): reads the `.env` file into
 * the environment before the settings are validated (env-file.ts says how and in which order).
 */
import { projectRoot } from './db/client';
import { readEnvFile } from './env-file';

try {
  readEnvFile(projectRoot());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
