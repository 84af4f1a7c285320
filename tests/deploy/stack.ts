/**
 * The deployment of docs/deploy.md on one machine, for the deployment test: Debian's nginx with
 * the site in deploy/nginx (a self-signed certificate instead of Let's Encrypt's, free ports instead
 * of 80/443/3001/3002) in front of two production app processes (build/app-server/main.js, as the
 * systemd unit runs it) on one PostgreSQL database.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, root, type ServerProcess, startProcess } from '../../scripts/lib/server-process.ts';
import { testDatabaseName } from '../helpers/postgres-test-databases.ts';

export const SESSION_SECRET = 'deploy-test-secret-deploy-test-secret-0123456789';
/** The first admin, made by `npm run setup`. */
export const ADMIN_PHONE = '9111100001';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: <T = any>() => T; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The instance nginx sent the request to (127.0.0.1:<port>): the site says it (X-Upstream) to local requests. */
  upstream: string;
}

export interface Stack {
  /** https://localhost:<port> */
  baseUrl: string;
  httpPort: number;
  apps: ServerProcess[];
  dataDirs: string[];
  databaseUrl: string;
  request: (
    method: string,
    urlPath: string,
    options?: { body?: unknown; headers?: Record<string, string>; raw?: Buffer },
  ) => Promise<Answer>;
  close: () => Promise<void>;
}

/** The site file as shipped, with this run's ports, certificate and host. */
export function siteConfig(options: {
  httpPort: number;
  httpsPort: number;
  appPorts: number[];
  cert: string;
  key: string;
  errorsDir: string;
}): string {
  let site = readFileSync(path.join(root, 'deploy/nginx/sarona-clinic.conf'), 'utf8');
  // The instances' ports, in order; their settings as shipped.
  let instance = 0;
  site = site.replace(/server 127\.0\.0\.1:\d+/g, () => `server 127.0.0.1:${options.appPorts[instance++]}`);
  site = site
    .replaceAll('listen 80;', `listen ${options.httpPort};`)
    .replaceAll('listen [::]:80;', '')
    .replaceAll('listen 443 ssl http2;', `listen ${options.httpsPort} ssl http2;`)
    .replaceAll('listen [::]:443 ssl http2;', '')
    .replaceAll('/etc/letsencrypt/live/clinic.example/fullchain.pem', options.cert)
    .replaceAll('/etc/letsencrypt/live/clinic.example/privkey.pem', options.key)
    .replaceAll('/opt/sarona-clinic/current/deploy/nginx/errors', options.errorsDir)
    .replaceAll('https://clinic.example$request_uri', `https://localhost:${options.httpsPort}$request_uri`)
    .replaceAll('www.clinic.example', '')
    .replaceAll('clinic.example', 'localhost');
  // The site names the instance that answered (X-Upstream) to requests from this host, as the test's are.
  return site;
}

function waitExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
}

export async function startStack(options: { appEnv?: Record<string, string> } = {}): Promise<Stack> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-deploy-'));
  chmodSync(dir, 0o755);
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const ca = readFileSync(cert);

  const name = testDatabaseName(process.pid, process.pid);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(base);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();

  // A real installation: production, no demo data; `npm run setup` makes the first admin and the
  // clinic profile before the instances start (docs/deploy.md, step 5).
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/setup.ts',
      '--admin-phone',
      ADMIN_PHONE,
      '--admin-name',
      'Deploy Admin',
      '--name',
      'Sarona Ayurveda',
      '--name-hi',
      'सरोना आयुर्वेद',
      '--phone',
      '+919111100009',
      '--email',
      'care@clinic.example',
      '--upi',
      'clinic@okaxis',
    ],
    {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: databaseUrl, SESSION_SECRET, DATA_DIR: dir },
      stdio: 'pipe',
    },
  );

  const [httpPort, httpsPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const baseUrl = `https://localhost:${httpsPort}`;
  const dataDirs = appPorts.map((_, i) => mkdtempSync(path.join(os.tmpdir(), `clinic-deploy-app${i + 1}-`)));
  // Both at once, as systemd starts them: migrations and seeding must not trip over each other.
  const apps = await Promise.all(
    appPorts.map((port, i) =>
      startProcess({
        name: `app instance ${i + 1}`,
        args: ['--enable-source-maps', 'build/app-server/main.js'],
        port,
        readyPath: '/api/health/ready',
        logFile: path.join(dir, `app${i + 1}.log`),
        env: () => ({
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_BASE_URL: baseUrl,
          DATABASE_URL: databaseUrl,
          SESSION_SECRET,
          TRUST_PROXY: '127.0.0.1',
          DATA_DIR: dataDirs[i],
          LOG_LEVEL: 'warn',
          ...options.appEnv,
        }),
      }),
    ),
  );

  // The error page where nginx's workers may read it (this folder is 755).
  const errorsDir = path.join(dir, 'errors');
  mkdirSync(errorsDir, { mode: 0o755 });
  copyFileSync(path.join(root, 'deploy/nginx/errors/unavailable.html'), path.join(errorsDir, 'unavailable.html'));
  chmodSync(path.join(errorsDir, 'unavailable.html'), 0o644);
  writeFileSync(path.join(dir, 'site.conf'), siteConfig({ httpPort, httpsPort, appPorts, cert, key, errorsDir }));
  const temp = (what: string) => `${what}_temp_path ${path.join(dir, what)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process on;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${path.join(dir, 'nginx-access.log')};`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  execFileSync('nginx', ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
  const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await waitForPort(httpsPort, nginx);

  const agent = new https.Agent({ ca, keepAlive: false });
  const request: Stack['request'] = (method, urlPath, opts = {}) =>
    new Promise((resolve, reject) => {
      const payload = opts.raw ?? (opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body)));
      const req = https.request(
        `${baseUrl}${urlPath}`,
        {
          method,
          agent,
          headers: {
            ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(method !== 'GET' && method !== 'HEAD' ? { origin: baseUrl } : {}),
            ...opts.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              json: () => JSON.parse(body),
              upstream: String(res.headers['x-upstream'] ?? ''),
            });
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });

  return {
    baseUrl,
    httpPort,
    apps,
    dataDirs,
    databaseUrl,
    request,
    close: async () => {
      nginx.kill('SIGQUIT');
      await Promise.all([waitExit(nginx), ...apps.map((a) => a.stop())]);
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      for (const d of [dir, ...dataDirs]) rmSync(d, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const net = await import('node:net');
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The latest one-time code sent to `phone`, from either instance's SMS outbox. */
export function latestCode(stack: Stack, phone: string): string {
  const lines = stack.dataDirs.flatMap((d) => {
    try {
      return readFileSync(path.join(d, 'sms-outbox.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string; body: string; at: string });
    } catch {
      return [];
    }
  });
  const mine = lines.filter((l) => l.to.endsWith(phone)).sort((a, b) => a.at.localeCompare(b.at));
  const code = mine.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
