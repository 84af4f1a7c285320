import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'clinic-config-'));

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts with no settings at all, on port 3000 and the embedded database', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated session secret across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it('names each bad key on its own line', () => {
    const found = problems({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining(["PORT: expected a number from 1 to 65535, got 'abc'", expect.stringMatching(/^LOG_LEVEL: /)]),
    );
    expect(problems({ PORT: '70000' })[0]).toMatch(/^PORT: /);
    expect(problems({ DATABASE_URL: 'not a url' })[0]).toBe(
      'DATABASE_URL: expected a postgres:// or postgresql:// URL, got a value that is not a URL',
    );
    expect(problems({ DATABASE_URL: 'mysql://u:secret@db/clinic' })[0]).toBe(
      "DATABASE_URL: expected a postgres:// or postgresql:// URL, got 'mysql://…'",
    );
  });

  it('names every problem at once: a value that does not parse does not hide the production requirements', () => {
    const found = problems({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://clinic.example', TRUST_PROXY: 'true', PORT: 'x' });
    expect(found).toEqual([
      expect.stringMatching(/^PORT: /),
      expect.stringMatching(/^TRUST_PROXY: /),
      expect.stringMatching(/^SESSION_SECRET: required in production/),
      expect.stringMatching(/^SMS_PROVIDER: 'outbox' sends no real SMS/),
      expect.stringMatching(/^EMAIL_PROVIDER: /),
    ]);
  });

  it('takes a Unix-socket DATABASE_URL as libpq writes it (docs/deploy.md)', () => {
    expect(problems({ DATABASE_URL: 'postgresql://clinic@/clinic?host=/var/run/postgresql', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
    expect(problems({ DATABASE_URL: 'postgresql:///clinic?host=/var/run/postgresql', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
    expect(problems({ DATABASE_URL: 'postgres://', SESSION_SECRET: 'x'.repeat(32) })[0]).toMatch(/^DATABASE_URL: expected a postgres/);
  });

  it('refuses unsafe development defaults in production on a public address', () => {
    const found = problems({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://clinic.example' });
    expect(found).toContainEqual(expect.stringMatching(/^SESSION_SECRET: required in production/));
    expect(found).toContainEqual(expect.stringMatching(/^SMS_PROVIDER: 'outbox' sends no real SMS/));
    expect(found).toContainEqual(expect.stringMatching(/^EMAIL_PROVIDER: /));
    // The UPI id lives in the clinic profile now (npm run setup; decision 0016).
    expect(found).not.toContainEqual(expect.stringMatching(/^CLINIC_UPI_ID: /));
  });

  it('has demo mode on by default outside production and off in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development', DEMO_MODE: 'off' }).demoMode).toBe(false);
    // A local trial of the production build (npm start, the e2e tests) may ask for it.
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DEMO_MODE: 'on' }).demoMode).toBe(true);
    expect(problems({ DEMO_MODE: 'maybe' })).toEqual(["DEMO_MODE: expected on or off, got 'maybe'"]);
  });

  it("offers the end-to-end tests' test routes only to a demo clinic on this machine, never to a real installation", () => {
    const local = { NODE_ENV: 'production', DEMO_MODE: 'on', HOST: '127.0.0.1', PUBLIC_BASE_URL: 'http://localhost:4000' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...local, TEST_ROUTES: 'on' }).TEST_ROUTES).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...local }).TEST_ROUTES).toBe(false);
    const real = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://clinic.example',
      SESSION_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.example:587',
      HOST: '127.0.0.1',
    };
    expect(problems({ ...real, TEST_ROUTES: 'on' })).toContainEqual(expect.stringMatching(/^TEST_ROUTES: never in production/));
    expect(problems({ ...local, DEMO_MODE: 'off', TEST_ROUTES: 'on' })).toContainEqual(
      expect.stringMatching(/^TEST_ROUTES: only with DEMO_MODE=on/),
    );
    expect(problems({ ...local, HOST: '0.0.0.0', TEST_ROUTES: 'on' })).toContainEqual(
      expect.stringMatching(/^TEST_ROUTES: only on a loopback HOST/),
    );
  });

  it('refuses demo mode in production on a public address', () => {
    const real = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://clinic.example',
      SESSION_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(problems(real)).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), ...real }).demoMode).toBe(false);
    expect(problems({ ...real, DEMO_MODE: 'on' })).toEqual([
      expect.stringMatching(/^DEMO_MODE: demo data .* is never served in production/),
    ]);
    expect(problems({ ...real, DEMO_MODE: 'off' })).toEqual([]);
  });

  it('starts a real deployment without SMTP when the clinic sends no e-mail (EMAIL_PROVIDER=off)', () => {
    const real = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://clinic.example',
      SESSION_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
    };
    expect(problems({ ...real, EMAIL_PROVIDER: 'off' })).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), ...real, EMAIL_PROVIDER: 'off' }).EMAIL_PROVIDER).toBe('off');
    // Left at the outbox, the message says both ways out.
    expect(problems(real)).toEqual([
      expect.stringMatching(/^EMAIL_PROVIDER: 'outbox' sends no real e-mail; set smtp \(with SMTP_URL\), or off when/),
    ]);
  });

  it('refuses PostgreSQL without SESSION_SECRET: instances sharing the database must share the secret', () => {
    const found = problems({ DATABASE_URL: 'postgres://clinic@127.0.0.1:5432/clinic' });
    expect(found).toEqual([expect.stringMatching(/^SESSION_SECRET: required with DATABASE_URL/)]);
    expect(problems({ DATABASE_URL: 'postgres://clinic@127.0.0.1:5432/clinic', SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('allows production on localhost for a local trial (npm start)', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([]);
  });

  it('requires the credentials of the chosen SMS provider', () => {
    expect(problems({ SMS_PROVIDER: 'twilio' })[0]).toMatch(/^TWILIO_ACCOUNT_SID: required/);
    expect(problems({ SMS_PROVIDER: 'carrier-pigeon' })[0]).toMatch(/^SMS_PROVIDER: /);
  });

  it('refuses WhatsApp through the Cloud API without its token, phone number id and app secret, in production too', () => {
    const real = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://clinic.example',
      SESSION_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(problems({ ...real, WHATSAPP_PROVIDER: 'cloud' })).toEqual([expect.stringMatching(/^WHATSAPP_ACCESS_TOKEN: required/)]);
    expect(problems({ ...real, WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' })).toEqual([
      expect.stringMatching(/^WHATSAPP_ACCESS_TOKEN: required \(with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET\)/),
    ]);
    const cloud = {
      ...real,
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_APP_SECRET: 's',
    };
    expect(problems(cloud)).toEqual([]);
    expect(problems({ WHATSAPP_PROVIDER: 'telegram' })[0]).toMatch(/^WHATSAPP_PROVIDER: expected one of outbox, cloud/);
    expect(loadConfig({ DATA_DIR: dataDir() }).WHATSAPP_PROVIDER).toBe('outbox');
    expect(loadConfig({ DATA_DIR: dataDir(), SMS_TEMPLATE_BOOKED_HI: '1107160000000000001' }).SMS_TEMPLATE_BOOKED_HI).toBe(
      '1107160000000000001',
    );
  });
});
