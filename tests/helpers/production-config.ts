/** A real deployment's settings (production on a public address, real providers) for start-up tests; `extra` last. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';

export function productionConfig(extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://clinic.example',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'clinic-startup-')),
    SESSION_SECRET: 'production-secret-production-secret-0123',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'key',
    MSG91_TEMPLATE_ID: 'template',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://mail.clinic.example:587',
    LOG_LEVEL: 'silent',
    ...extra,
  });
}
