/**
 * An upgrade from the oldest supported release (5be8fcc, docs/decisions/0041) to this version, on
 * the installation that release made (tests/deploy/fixtures: its database as plain SQL, its
 * uploaded photo, its settings as its .env.example had them), by docs/upgrade.md's steps:
 * `npm run upgrade:check` lists what must be done and changes nothing; the settings are fixed, a
 * backup taken, `npm run setup` and `npm run demo:remove` run; the check then passes, the built
 * server starts on it, and the old patient, doctor photo and consultation are all there through
 * HTTP. On PostgreSQL (TEST_DATABASE_URL) and on the embedded database, that release's default.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startProcess } from '../../scripts/lib/server-process.ts';

const fixtures = path.join(root, 'tests/deploy/fixtures');
const made = JSON.parse(readFileSync(path.join(fixtures, '5be8fcc.json'), 'utf8')) as {
  people: { admin: string; doctor: string; reception: string; patient: string };
  doctor: { id: string; name: string; photo: string };
  consultations: { completed: string; paid: string };
  prescription: { medicines: { name: string }[]; instructions: string };
};
/** pg_dump's plain SQL: psql reads it, and so does PGlite (INSERTs, no COPY). */
const dump = readFileSync(path.join(fixtures, '5be8fcc.sql'), 'utf8');
const PUBLIC_BASE_URL = 'https://clinic.example';

/** MSG91 as the installation uses it, on this machine: the one-time codes it was asked to send. */
const sms: { mobiles: string; otp?: string }[] = [];
let msg91: Server;
let msg91Url: string;
beforeAll(async () => {
  msg91 = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      sms.push(...(JSON.parse(body) as { recipients: { mobiles: string; otp?: string }[] }).recipients);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success"}');
    });
  });
  await new Promise<void>((resolve) => msg91.listen(0, '127.0.0.1', resolve));
  msg91Url = `http://127.0.0.1:${(msg91.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => msg91.close(resolve)));

/** The old installation's settings file, as the 5be8fcc .env.example had an operator write it. */
function oldSettings(database: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL,
    // "Set to true behind a reverse proxy": what that release recommended; refused now.
    TRUST_PROXY: 'true',
    ...database,
    SESSION_SECRET: 'old-install-secret-old-install-secret-0123456789',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'key',
    MSG91_TEMPLATE_ID: 'otp-template',
    MSG91_BASE_URL: msg91Url,
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
    CLINIC_UPI_ID: 'clinic@okaxis',
    CLINIC_PHONE: '+919826000009',
    LOG_LEVEL: 'warn',
  };
}

const writeSettings = (file: string, settings: Record<string, string>) =>
  writeFileSync(
    file,
    Object.entries(settings)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
    { mode: 0o600 },
  );

/** `npm run <name>` as docs/upgrade.md runs it: from the installed version, with ENV_FILE. */
function operator(envFile: string, name: string, args: string[] = []) {
  const result = spawnSync('npm', ['run', '--silent', name, '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ENV_FILE: envFile },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface Installation {
  settings: Record<string, string>;
  /** The migrations recorded as applied, and the tables: what upgrade:check must leave alone. */
  schema: () => Promise<{ migrations: number; tables: string[]; staff: number }>;
}

const SCHEMA_SQL = {
  migrations: 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
  tables: "SELECT table_name AS n FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
  staff: 'SELECT count(*)::int AS n FROM staff',
};

/**
 * docs/upgrade.md on an installation. `full`: also the backup and the check after the fixes (the
 * embedded database leaves them out: each command opens it, seconds each, and both run the same
 * code as on PostgreSQL).
 */
async function upgrade(install: Installation, folder: string, options: { full: boolean }): Promise<void> {
  const envFile = path.join(folder, 'env');
  writeSettings(envFile, install.settings);
  const before = await install.schema();
  expect(before.migrations).toBe(1);

  // 1. What this version asks of the installation, all at once; nothing changes.
  const check = operator(envFile, 'upgrade:check');
  expect(check.status, check.output).toBe(1);
  expect(check.output).toMatch(/The next start applies \d+ migrations: 0001_/);
  expect(check.output).toContain('TRUST_PROXY');
  expect(check.output).toContain('`npm run setup`');
  expect(check.output).toContain('`npm run demo:remove -- --yes`');
  expect(await install.schema()).toEqual(before);

  // 2. docs/upgrade.md, "When upgrade:check lists something": the settings, a backup, then the commands it names.
  writeSettings(envFile, { ...install.settings, TRUST_PROXY: '127.0.0.1' });
  if (options.full) {
    const backup = operator(envFile, 'backup');
    expect(backup.output).toContain('Backup written:');
  }
  const setup = operator(envFile, 'setup', [
    ...['--admin-phone', made.people.admin, '--admin-name', 'Anita Rao', '--name', 'Sarona Ayurveda', '--name-hi', 'सरोना आयुर्वेद'],
    ...['--phone', '+919826000009', '--email', 'care@clinic.example', '--upi', 'clinic@okaxis'],
  ]);
  expect(setup.status, setup.output).toBe(0);
  const demo = operator(envFile, 'demo:remove', ['--yes']);
  expect(demo.status, demo.output).toBe(0);
  if (options.full) {
    const again = operator(envFile, 'upgrade:check');
    expect(again.output).toContain('Nothing to do first: the next start goes on.');
    expect(again.status, again.output).toBe(0);
  }

  // 3. The start, and the clinic as it was.
  const server = await startProcess({
    name: 'the upgraded server',
    args: ['--enable-source-maps', 'build/app-server/main.js'],
    env: (port) => ({ PATH: process.env.PATH, ENV_FILE: envFile, HOST: '127.0.0.1', PORT: String(port) }),
    readyPath: '/api/health/ready',
  });
  try {
    await checkClinic(server.url);
  } finally {
    await server.stop();
  }
}

/** Requests as nginx passes them on: https, the clinic's own origin on writes. */
async function call(baseUrl: string, method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7', host: 'clinic.example' };
  if (method !== 'GET') headers.origin = PUBLIC_BASE_URL;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { response, cookie, bytes: Buffer.from(await response.arrayBuffer()) };
}
const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

function lastCode(phone: string): string {
  const code = sms.findLast((r) => r.mobiles === `91${phone}`)?.otp;
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

async function checkClinic(baseUrl: string): Promise<void> {
  // The doctor and the photo uploaded to the old version's data folder.
  const { doctors } = json((await call(baseUrl, 'GET', '/api/doctors/active')).bytes).data as {
    doctors: { name: string; profileImage: string }[];
  };
  expect(doctors.map((d) => d.name)).toEqual([made.doctor.name]);
  expect(doctors[0]?.profileImage).toBe(made.doctor.photo);
  const photo = await call(baseUrl, 'GET', made.doctor.photo);
  expect(photo.response.status).toBe(200);
  expect(photo.response.headers.get('content-type')).toBe('image/webp');
  expect(photo.bytes.equals(readFileSync(path.join(fixtures, '5be8fcc-data', made.doctor.photo.replace('/api/', ''))))).toBe(true);

  // The patient signs in with a code and sees both consultations, paid, and the prescription.
  const { patient } = made.people;
  expect((await call(baseUrl, 'POST', '/api/auth/sendOtp', { body: { name: 'Sunita Verma', contact: patient } })).response.status).toBe(
    200,
  );
  const signIn = await call(baseUrl, 'POST', '/api/auth/login', { body: { contact: patient, otp: lastCode(patient) } });
  expect(signIn.response.status, signIn.bytes.toString()).toBe(200);
  const mine = json((await call(baseUrl, 'GET', `/api/consultations/all/${patient}`, { cookie: signIn.cookie })).bytes).data as {
    _id: string;
    status: string;
    paymentStatus: string;
  }[];
  const byId = new Map(mine.map((c) => [c._id, c]));
  expect(byId.get(made.consultations.completed)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
  expect(byId.get(made.consultations.paid)).toMatchObject({ paymentStatus: 'paid' });
  const pdf = await call(baseUrl, 'GET', `/api/documents/prescription/${made.consultations.completed}`, { cookie: signIn.cookie });
  expect(pdf.response.status).toBe(200);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The doctor signs in to the staff console and opens the consultation with its prescription.
  const { doctor } = made.people;
  expect((await call(baseUrl, 'POST', '/api/staff/auth/send-otp', { body: { contact: doctor } })).response.status).toBe(200);
  const staff = await call(baseUrl, 'POST', '/api/staff/auth/verify-otp', { body: { contact: doctor, otp: lastCode(doctor) } });
  expect(staff.response.status, staff.bytes.toString()).toBe(200);
  const opened = await call(baseUrl, 'GET', `/api/staff/consultations/${made.consultations.completed}`, { cookie: staff.cookie });
  expect(opened.response.status, opened.bytes.toString()).toBe(200);
  expect(json(opened.bytes).data.consultation).toMatchObject({ status: 'completed', prescription: made.prescription });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('upgrade from 5be8fcc on PostgreSQL', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-upgrade-pg-'));
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `clinic_upgrade_${process.pid}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const admin = () => new pg.Client({ connectionString: base });

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url.toString(), '-f', path.join(fixtures, '5be8fcc.sql')], {
      stdio: 'pipe',
    });
  });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it(
    'upgrade:check lists everything and changes nothing; after the steps of docs/upgrade.md it starts with the old data',
    { timeout: 300_000 },
    async () => {
      const dataDir = path.join(folder, 'data');
      cpSync(path.join(fixtures, '5be8fcc-data'), dataDir, { recursive: true });
      const schema = async () => {
        const c = new pg.Client({ connectionString: url.toString() });
        await c.connect();
        try {
          const one = async (sql: string) => (await c.query<{ n: never }>(sql)).rows.map((r) => r.n);
          return {
            migrations: (await one(SCHEMA_SQL.migrations))[0]!,
            tables: await one(SCHEMA_SQL.tables),
            staff: (await one(SCHEMA_SQL.staff))[0]!,
          };
        } finally {
          await c.end();
        }
      };
      await upgrade({ settings: oldSettings({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }), schema }, folder, { full: true });
      expect(readdirSync(path.join(dataDir, 'backups')).length).toBe(1);
    },
  );
});

describe('upgrade from 5be8fcc on the embedded database (that release’s default)', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'clinic-upgrade-pglite-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'upgrade:check lists everything and changes nothing; after the steps of docs/upgrade.md it starts with the old data',
    { timeout: 300_000 },
    async () => {
      // The old data folder: its uploads, and its database in DATA_DIR/pglite (PGlite 0.5.16, as then).
      const dataDir = path.join(folder, 'data');
      cpSync(path.join(fixtures, '5be8fcc-data'), dataDir, { recursive: true });
      const load = await PGlite.create(path.join(dataDir, 'pglite'));
      await load.exec(dump);
      await load.close();
      const schema = async () => {
        const db = await PGlite.create(path.join(dataDir, 'pglite'));
        try {
          const one = async (sql: string) => (await db.query<{ n: never }>(sql)).rows.map((r) => r.n);
          return {
            migrations: (await one(SCHEMA_SQL.migrations))[0]!,
            tables: await one(SCHEMA_SQL.tables),
            staff: (await one(SCHEMA_SQL.staff))[0]!,
          };
        } finally {
          await db.close();
        }
      };
      await upgrade({ settings: oldSettings({ DATA_DIR: dataDir }), schema }, folder, { full: false });
    },
  );
});
