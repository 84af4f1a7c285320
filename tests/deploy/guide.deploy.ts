/**
 * docs/deploy.md and the release switch of docs/upgrade.md, followed command by command
 * (docs/decisions/0040-release-switch-and-rolling-restart.md): the blocks marked `sh test=run` run
 * in bash, as root, in a sandbox folder standing for /opt, /etc and /var/lib (sandboxNames), on the
 * local PostgreSQL through its Unix socket, with systemd, certbot and the user `clinic` played by
 * tests/deploy/guide-sandbox/stub.mjs. Then, under steady traffic through nginx, the upgrade:
 * a second release (built from a copy of this checkout with one style changed, so its hashed
 * assets have other names) installed beside the first, the switch, and the guide's rolling
 * restart. Every GET must succeed, the old release's JS and CSS stay served, and a POST in flight
 * when its instance gets SIGTERM is answered.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, root } from '../../scripts/lib/server-process.ts';

const SOCKET = '/var/run/postgresql';
const why = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !existsSync(path.join(SOCKET, '.s.PGSQL.5432'))
    ? `no PostgreSQL socket in ${SOCKET}`
    : process.getuid?.() !== 0
      ? 'the guide runs as root'
      : '';
if (why && process.env.CI === 'true') throw new Error(`the guide's test cannot run in CI: ${why}`);

const STUBBED = ['systemctl', 'nginx', 'certbot', 'runuser', 'install', 'apt-get', 'ufw', 'adduser', 'journalctl'];
const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
const nextVersion = version.replace(/\d+$/, (patch) => String(Number(patch) + 1));

/** The `sh test=run` blocks of a guide, in order; every `sh` block must say whether it runs. */
function guideBlocks(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const blocks: string[] = [];
  for (const m of text.matchAll(/^```sh(.*)\n([\s\S]*?)^```$/gm)) {
    const info = m[1]!.trim();
    if (info === 'test=run') blocks.push(m[2]!);
    else if (!info.startsWith('test=skip'))
      throw new Error(`${file}: a sh block says neither test=run nor test=skip (...): ${m[2]!.slice(0, 80)}`);
  }
  return blocks;
}

let S = '';
let httpsPort = 0;
let httpPort = 0;
const ports: [number, number] = [0, 0];
let db = '';
let baseUrl = '';
let agent: https.Agent;
let secondRelease: Promise<string> | undefined;
let secondBuild: ReturnType<typeof spawn> | undefined;
const used = new Set<string>();

/** The guide's names, paths and ports, and the sandbox's (also applied by the stub to the unit and site files). */
function sandboxNames(source: string): [string, string, string?][] {
  return [
    ['/opt/sarona-clinic/src', source],
    ['/opt/sarona-clinic', `${S}/opt/sarona-clinic`],
    ['/etc/sarona-clinic', `${S}/etc/sarona-clinic`],
    ['/var/lib/sarona-clinic', `${S}/var/lib/sarona-clinic`],
    ['/etc/nginx', `${S}/etc/nginx`],
    ['/etc/systemd/system', `${S}/etc/systemd/system`],
    ['/etc/letsencrypt', `${S}/etc/letsencrypt`],
    ['https://clinic.example', baseUrl],
    // The site's name, not the mail addresses at it.
    ['(?<![@\\w.-])clinic\\.example', 'localhost', 'g'],
    ['\\b3001\\b', String(ports[0]), 'g'],
    ['\\b3002\\b', String(ports[1]), 'g'],
    ['postgresql://clinic@/clinic?', `postgresql://${db}@/${db}?`],
    ['createuser clinic', `createuser ${db}`],
    ['createdb -O clinic clinic', `createdb -O ${db} ${db}`],
    ['sarona-clinic-1.0.0', `sarona-clinic-${version}`],
    ['sarona-clinic-1.1.0', `sarona-clinic-${nextVersion}`],
    // Placeholders of the settings: <smtp host> becomes smtp-host (an address in <...> stays).
    [PLACEHOLDER, '', 'g'],
  ];
}

const PLACEHOLDER = "<([A-Za-z][\\w ']*)>";

function translate(text: string, names: [string, string, string?][]): string {
  let out = text;
  for (const [from, to, flags] of names) {
    const next =
      flags === undefined
        ? out.replaceAll(from, to)
        : from === PLACEHOLDER
          ? out.replace(new RegExp(from, flags), (_m, words: string) => words.replaceAll(/[ ']/g, '-'))
          : out.replace(new RegExp(from, flags), to);
    if (flags === undefined ? out.includes(from) : new RegExp(from).test(out)) used.add(from);
    out = next;
  }
  return out;
}

function bash(script: string, env: Record<string, string | undefined>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { cwd: S, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
}

async function runBlocks(file: string, source: string) {
  const env = {
    PATH: `${S}/bin:${process.env.PATH}`,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    CLINIC_SANDBOX: S,
    CURL_CA_BUNDLE: `${S}/etc/letsencrypt/live/localhost/fullchain.pem`,
    // npm ci from the npm cache this checkout's own install filled.
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_loglevel: 'error',
  };
  for (const block of guideBlocks(file)) {
    const script = translate(block, sandboxNames(source));
    const started = Date.now();
    const run = await bash(script, env);
    console.log(`${file}: ${((Date.now() - started) / 1000).toFixed(1)} s for ${block.split('\n')[0]}`);
    if (run.status !== 0) throw new Error(`${file}: this block failed (exit ${run.status}):\n${block}\nas run:\n${script}\n${run.output}`);
  }
}

function get(urlPath: string, keepAlive = agent): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    https
      .get(`${baseUrl}${urlPath}`, { agent: keepAlive, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject)
      .on('timeout', function (this: { destroy: (e: Error) => void }) {
        this.destroy(new Error('timed out'));
      });
  });
}

const assetsOf = (html: string) => [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))];

/** This checkout copied (hard links; the files changed are written anew) with the next version and one style changed, released. */
function buildSecondRelease(): Promise<string> {
  const copy = path.join(S, 'src-next');
  mkdirSync(copy);
  const entries = ['app', 'core', 'content', 'server', 'public', 'drizzle', 'scripts', 'deploy', 'docs'];
  for (const e of entries) execFileSync('cp', ['-al', path.join(root, e), path.join(copy, e)]);
  for (const f of ['vite.config.ts', 'react-router.config.ts', 'tsconfig.json', 'README.md', 'CHANGELOG.md', '.env.example'])
    linkSync(path.join(root, f), path.join(copy, f));
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const rewrite = (file: string, change: (text: string) => string) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    rmSync(path.join(copy, file), { force: true });
    writeFileSync(path.join(copy, file), change(text));
  };
  rewrite('package.json', (t) => t.replace(`"version": "${version}"`, `"version": "${nextVersion}"`));
  rewrite('package-lock.json', (t) =>
    t
      .replaceAll(`"name": "sarona-ayurveda",\n  "version": "${version}"`, `"name": "sarona-ayurveda",\n  "version": "${nextVersion}"`)
      .replace(
        `"name": "sarona-ayurveda",\n      "version": "${version}"`,
        `"name": "sarona-ayurveda",\n      "version": "${nextVersion}"`,
      ),
  );
  rewrite('app/app.css', (t) => `${t}\n:root {\n  --next-release: 1;\n}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/release.mjs'], {
      cwd: copy,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env },
      detached: true,
    });
    secondBuild = child;
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(copy) : reject(new Error(`the second release did not build:\n${out}`))));
  });
}

function writeSandbox() {
  S = mkdtempSync(path.join(os.tmpdir(), 'clinic-guide-'));
  chmodSync(S, 0o755);
  for (const d of ['bin', 'nginx', 'etc/nginx/sites-available', 'etc/nginx/sites-enabled', 'etc/systemd/system'])
    mkdirSync(path.join(S, d), { recursive: true });
  const stub = path.join(root, 'tests/deploy/guide-sandbox/stub.mjs');
  for (const name of STUBBED) {
    writeFileSync(path.join(S, 'bin', name), `#!/bin/sh\nexec "${process.execPath}" "${stub}" ${name} "$@"\n`, { mode: 0o755 });
  }
  writeFileSync(
    path.join(S, 'sandbox.json'),
    JSON.stringify({
      substitutions: sandboxNames(root).filter(([from]) => from !== PLACEHOLDER),
      httpsPort,
      httpPort,
      node: process.execPath,
    }),
  );
  const temp = (what: string) => `${what}_temp_path ${S}/nginx/${what};`;
  writeFileSync(
    path.join(S, 'nginx/nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${S}/nginx/nginx.pid;`,
      `error_log ${S}/nginx/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${S}/nginx/access.log;`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${S}/nginx/sites/*;`,
      '}',
    ].join('\n'),
  );
}

beforeAll(async () => {
  if (why) return;
  [httpsPort, httpPort, ports[0], ports[1]] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  baseUrl = `https://localhost:${httpsPort}`;
  db = `clinic_guide_${process.pid}`;
  writeSandbox();
  secondRelease = buildSecondRelease();
  secondRelease.catch(() => {});
  // The first release, as the guide's source folder would make it (the checkout is built already).
  execFileSync(process.execPath, ['scripts/release.mjs'], { cwd: root, stdio: 'pipe' });
}, 600_000);

afterAll(async () => {
  if (why || !S) return;
  spawnSync(`${S}/bin/systemctl`, ['stop', 'sarona-clinic@*', 'nginx'], { env: { ...process.env, CLINIC_SANDBOX: S }, stdio: 'ignore' });
  if (secondBuild?.pid && secondBuild.exitCode === null) process.kill(-secondBuild.pid, 'SIGKILL');
  await secondRelease?.catch(() => {});
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS ${db}`);
  await admin.end();
  rmSync(S, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
}, 300_000);

describe.skipIf(why)('docs/deploy.md, command by command, then a release switch and a rolling restart under traffic', () => {
  it('installs the clinic by the guide: nginx with TLS, two instances on PostgreSQL through its socket', { timeout: 900_000 }, async () => {
    await runBlocks('docs/deploy.md', root);
    agent = new https.Agent({ ca: readFileSync(`${S}/etc/letsencrypt/live/localhost/fullchain.pem`), keepAlive: true, maxSockets: 64 });
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Sarona Ayurveda');
    const health = JSON.parse((await get('/api/health')).body) as { data: { version: string; database: string } };
    expect(health.data).toMatchObject({ version, database: 'postgres' });
    // The instances reach the database through its socket (no client address), as the guide's DATABASE_URL says.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ socket: string; tcp: string }>(
      `SELECT count(*) FILTER (WHERE client_addr IS NULL) AS socket, count(*) FILTER (WHERE client_addr IS NOT NULL) AS tcp FROM pg_stat_activity WHERE datname = $1`,
      [db],
    );
    await admin.end();
    expect(Number(rows[0]!.socket)).toBeGreaterThan(0);
    expect(Number(rows[0]!.tcp)).toBe(0);
    // A production install: no development tool in the release.
    const release = `${S}/opt/sarona-clinic/releases/sarona-clinic-${version}`;
    for (const tool of ['tsx', 'vite', 'vitest', 'esbuild', '@react-router/dev'])
      expect(existsSync(`${release}/node_modules/${tool}`), tool).toBe(false);
    // The Node the lock pins came with the release, and npm's scripts run on it whatever the
    // system's node is (decision 0039); the unit starts that node.
    const lock = JSON.parse(readFileSync(`${release}/package-lock.json`, 'utf8')) as { packages: Record<string, { version: string }> };
    const pinned = `v${lock.packages[`node_modules/node-linux-${process.arch}`]!.version}`;
    expect(execFileSync(`${release}/node_modules/.bin/node`, ['-p', 'process.version'], { encoding: 'utf8' }).trim()).toBe(pinned);
    const viaNpm = spawnSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.version'], { cwd: release, encoding: 'utf8' });
    expect(viaNpm.stdout.trim(), viaNpm.stderr).toBe(pinned);
  });

  it(
    'switches to a second release and restarts both instances under traffic: no request fails, old and new assets answer',
    { timeout: 900_000 },
    async () => {
      expect(agent, 'the install ran').toBeDefined();
      const pages = ['/', '/about', '/doctors', '/contact', '/blog', '/treatments', '/api/health', '/api/doctors/active'];
      const oldAssets = new Set<string>();
      for (const p of ['/', '/about', '/contact']) for (const a of assetsOf((await get(p)).body)) oldAssets.add(a);
      expect(oldAssets.size).toBeGreaterThan(2);
      const source = await secondRelease!;

      // Steady traffic: clients looping over pages, the health check and the assets the pages name,
      // each pausing 100 ms between requests: about 200 a second in all, a request every few
      // milliseconds through the switch. Without the pause the clients took the 2 cores the
      // restarting instances start on (decision 0084).
      let running = true;
      let requests = 0;
      const failures: string[] = [];
      const assetPool = [...oldAssets];
      const client = async (n: number) => {
        for (let i = n; running; i++) {
          const url = i % 3 === 2 ? assetPool[i % assetPool.length]! : pages[i % pages.length]!;
          try {
            const res = await get(url);
            requests++;
            if (res.status !== 200) failures.push(`${url}: ${res.status} ${String(res.headers['x-upstream'] ?? '')}`);
            else if (url === '/' || url === '/contact') for (const a of assetsOf(res.body)) if (!assetPool.includes(a)) assetPool.push(a);
          } catch (error) {
            requests++;
            failures.push(`${url}: ${(error as Error).message}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      const clients = Array.from({ length: 24 }, (_, n) => client(n));

      // A POST in flight at the first instance when it gets SIGTERM: its body half sent now, the rest
      // once the instance has stopped taking connections.
      const inFlight = postInFlight(ports[0]);
      await new Promise((r) => setTimeout(r, 1500));
      const started = Date.now();
      await runBlocks('docs/upgrade.md', source).finally(() => (running = false));
      const seconds = (Date.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 1000));
      running = false;
      await Promise.all(clients);
      const posted = await inFlight;
      console.log(
        `rolling restart under traffic: ${requests} requests, ${failures.length} failed, switch and restart ${seconds.toFixed(1)} s`,
      );
      expect(failures.slice(0, 20), `${failures.length} of ${requests} failed`).toEqual([]);
      expect(requests).toBeGreaterThan(200);
      expect(posted.status, posted.raw).toBe(201);
      expect(posted.raw).toMatch(/^connection: close\r$/im);

      // Both instances run the new release; the old release's assets and the new ones answer.
      const seen = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const res = await get('/api/health');
        seen.add(String(res.headers['x-upstream']));
        expect(JSON.parse(res.body).data.version).toBe(nextVersion);
      }
      expect(seen.size).toBe(2);
      const newAssets = assetsOf((await get('/')).body);
      const gone = [...oldAssets].filter((a) => !newAssets.includes(a) && !existsSync(`${S}/opt/sarona-clinic/current/build/client${a}`));
      expect(gone.length, 'the second release has other asset names').toBeGreaterThan(0);
      for (const a of [...oldAssets, ...newAssets]) {
        for (let i = 0; i < 2; i++) {
          const res = await get(a);
          expect(res.status, `${a} from ${String(res.headers['x-upstream'])}`).toBe(200);
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        }
      }
      // Every substitution of the sandbox was used: the guide still says what the test replaces
      // (the certificates' folder is named in the site file only, which the stub translates).
      expect(
        sandboxNames(root)
          .map(([from]) => from)
          .filter((f) => f !== '/etc/letsencrypt' && !used.has(f)),
      ).toEqual([]);
    },
  );
});

/** POST /api/contact straight to an instance, the body half sent until its listener closes (SIGTERM). */
function postInFlight(port: number): Promise<{ status: number; raw: string }> {
  const body = JSON.stringify({
    name: 'In Flight',
    email: 'flight@example.com',
    subject: 'Restart',
    message: 'Sent while the instance restarts.',
  });
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (c: Buffer) => (raw += c.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1] ?? 0), raw }));
    socket.write(
      [
        'POST /api/contact HTTP/1.1',
        `Host: localhost:${httpsPort}`,
        'Content-Type: application/json',
        `Origin: ${baseUrl}`,
        'Connection: keep-alive',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body.slice(0, 20),
      ].join('\r\n'),
    );
    const poll = setInterval(() => {
      const probe = net.connect(port, '127.0.0.1');
      probe.on('connect', () => probe.destroy());
      probe.on('error', () => {
        clearInterval(poll);
        socket.write(body.slice(20));
      });
    }, 20);
  });
}
