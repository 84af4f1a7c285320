import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config';
import { envFileValues, readEnvFile } from './env-file';

describe('.env file', () => {
  it('fills only what the environment leaves unset: environment, then .env, then defaults', () => {
    const text = 'PORT=4000\nLOG_LEVEL=debug\n# a comment\nexport HOST="127.0.0.1"\nSMS_PROVIDER=\n';
    expect(envFileValues(text, { PORT: '5000', LOG_LEVEL: '' })).toEqual({ LOG_LEVEL: 'debug', HOST: '127.0.0.1', SMS_PROVIDER: '' });
  });

  it('reads .env from the project folder into the environment, and its bad values stop the start', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
    writeFileSync(path.join(dir, '.env'), 'PORT=seventy\nDATA_DIR=/tmp/x\n');
    const env: NodeJS.ProcessEnv = { DATA_DIR: '/srv/clinic' };
    expect(readEnvFile(dir, env)).toBe(path.join(dir, '.env'));
    expect(env).toEqual({ DATA_DIR: '/srv/clinic', PORT: 'seventy' });
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PORT: expected a number from 1 to 65535, got 'seventy'/);
  });

  it('has no file by default, and refuses an ENV_FILE that names a missing file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
    expect(readEnvFile(dir, {})).toBeNull();
    expect(() => readEnvFile(dir, { ENV_FILE: 'clinic.env' })).toThrow(/ENV_FILE: no such file .*clinic\.env/);
    writeFileSync(path.join(dir, 'clinic.env'), 'LOG_LEVEL=warn\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: 'clinic.env' };
    readEnvFile(dir, env);
    expect(env.LOG_LEVEL).toBe('warn');
  });
});
