#!/usr/bin/env node
// The commands of docs/deploy.md that a test machine has not got or must not run for real, as
// the deployment test runs the guide (tests/deploy/guide.deploy.ts): no systemd, no certbot, no
// user `clinic`, everything under one sandbox folder instead of /opt, /etc and /var/lib.
//
//   systemctl <start|stop|restart|enable --now|status|daemon-reload|is-active> <unit>...
//       sarona-clinic@<port>: runs what systemd would, from the unit file the guide installed
//       (WorkingDirectory, EnvironmentFile, Environment, ExecStart; SIGTERM on stop, SIGKILL after
//       TimeoutStopSec); nginx: the real nginx with the sandbox's nginx.conf.
//   nginx -t            the real `nginx -t` on the sandbox's configuration
//   certbot certonly -d <name> ...   a self-signed certificate where Let's Encrypt's would be
//   runuser -u clinic -- <command>   the command as the test's own user (other users: runuser)
//   install ... -o clinic -g clinic ...   install without the owner and group
//   apt-get, ufw, adduser, journalctl   skipped, with a line saying so
//
// The sandbox (CLINIC_SANDBOX) holds sandbox.json: the guide's paths, names and ports and the
// sandbox's, applied to the files the guide installs before they are used (the unit, the site).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const sandbox = process.env.CLINIC_SANDBOX;
if (!sandbox) throw new Error('CLINIC_SANDBOX is not set');
const config = JSON.parse(readFileSync(path.join(sandbox, 'sandbox.json'), 'utf8'));
const [command, ...args] = process.argv.slice(2);
const say = (line) => process.stdout.write(`(sandbox) ${line}\n`);

/** The guide's names replaced by the sandbox's (sandbox.json), as in the guide's commands. */
function translate(text) {
  let out = text;
  for (const [from, to, flags] of config.substitutions)
    out = flags === undefined ? out.replaceAll(from, to) : out.replace(new RegExp(from, flags), to);
  return out;
}

const runDir = path.join(sandbox, 'run');
const logDir = path.join(sandbox, 'log');
mkdirSync(runDir, { recursive: true });
mkdirSync(logDir, { recursive: true });

function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie nobody reaps (a container's PID 1) has exited.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The unit file as the guide installed it, with the sandbox's paths, for instance `port`. */
function unit(port) {
  const file = path.join(sandbox, 'etc/systemd/system/sarona-clinic@.service');
  if (!existsSync(file)) throw new Error(`${file} is not installed (docs/deploy.md, the service)`);
  const values = {};
  for (const line of translate(readFileSync(file, 'utf8')).split('\n')) {
    const m = /^(\w+)=(.*)$/.exec(line.trim());
    if (m) (values[m[1]] ??= []).push(m[2].replaceAll('%i', port));
  }
  return values;
}

/** systemd's EnvironmentFile: KEY=VALUE lines, # comments, quotes around a value removed. */
function environmentFile(file) {
  const env = {};
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || !line.includes('=')) continue;
    const key = line.slice(0, line.indexOf('=')).trim();
    let value = line.slice(line.indexOf('=') + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    env[key] = value;
  }
  return env;
}

const pidFile = (name) => path.join(runDir, `${name}.pid`);
const pidOf = (name) => (existsSync(pidFile(name)) ? Number(readFileSync(pidFile(name), 'utf8')) : 0);

function startApp(port) {
  const name = `sarona-clinic@${port}`;
  if (alive(pidOf(name))) return;
  const u = unit(port);
  const env = { PATH: process.env.PATH, LANG: 'C.UTF-8' };
  for (const file of u.EnvironmentFile ?? []) Object.assign(env, environmentFile(file.replace(/^-/, '')));
  for (const line of u.Environment ?? []) {
    for (const pair of line.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
      const clean = pair.replaceAll('"', '');
      env[clean.slice(0, clean.indexOf('='))] = clean.slice(clean.indexOf('=') + 1);
    }
  }
  const [binary, ...rest] = u.ExecStart[0].split(/\s+/);
  // The test's Node where the unit names the system's.
  const program = path.basename(binary) === 'node' ? config.node : binary;
  const log = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(program, rest, { cwd: u.WorkingDirectory[0], env, detached: true, stdio: ['ignore', log, log] });
  writeFileSync(pidFile(name), String(child.pid));
  child.unref();
  say(`started ${name} (pid ${child.pid}): ${program} ${rest.join(' ')} in ${u.WorkingDirectory[0]}`);
}

function stopApp(port) {
  const name = `sarona-clinic@${port}`;
  const pid = pidOf(name);
  if (!alive(pid)) return;
  const timeout = Number((unit(port).TimeoutStopSec ?? ['90'])[0]) * 1000;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + timeout;
  while (alive(pid) && Date.now() < deadline) sleep(50);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  while (alive(pid)) sleep(50);
  rmSync(pidFile(name), { force: true });
  say(`stopped ${name} (pid ${pid})`);
}

/** The sites the guide enabled, with the sandbox's paths and ports, where nginx.conf includes them. */
function translateSites() {
  const enabled = path.join(sandbox, 'etc/nginx/sites-enabled');
  const out = path.join(sandbox, 'nginx/sites');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const name of existsSync(enabled) ? readdirSync(enabled) : []) {
    let site = translate(readFileSync(path.join(enabled, name), 'utf8'));
    site = site
      .replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '')
      .replaceAll(/listen 443 /g, `listen ${config.httpsPort} `)
      .replaceAll(/listen 80;/g, `listen ${config.httpPort};`);
    writeFileSync(path.join(out, name), site);
  }
}

const nginxConf = () => path.join(sandbox, 'nginx/nginx.conf');
function nginx(action) {
  translateSites();
  const pid = existsSync(path.join(sandbox, 'nginx/nginx.pid')) ? Number(readFileSync(path.join(sandbox, 'nginx/nginx.pid'), 'utf8')) : 0;
  if (action === 'test') return spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', nginxConf()], { stdio: 'inherit' }).status ?? 1;
  if (action === 'stop' && alive(pid)) execFileSync('/usr/sbin/nginx', ['-s', 'quit', '-c', nginxConf()]);
  if (action === 'start' && !alive(pid)) execFileSync('/usr/sbin/nginx', ['-c', nginxConf()], { stdio: 'inherit' });
  if ((action === 'reload' || action === 'restart') && alive(pid)) execFileSync('/usr/sbin/nginx', ['-s', 'reload', '-c', nginxConf()]);
  say(`nginx ${action}`);
  return 0;
}

function systemctl(argv) {
  const words = argv.filter((a) => !a.startsWith('-'));
  const [verb, ...units] = words;
  const now = argv.includes('--now');
  for (const unitName of units.map((u) => u.replace(/\.service$/, ''))) {
    if (unitName === 'nginx') {
      nginx(verb);
      continue;
    }
    if (unitName === 'systemd-journald') {
      say(`skipped: systemctl ${verb} ${unitName}`);
      continue;
    }
    const glob = /^sarona-clinic@\*$/.test(unitName) || unitName === "'sarona-clinic@*'";
    const ports = glob
      ? readdirSync(runDir)
          .filter((f) => f.startsWith('sarona-clinic@'))
          .map((f) => f.slice('sarona-clinic@'.length, -'.pid'.length))
      : [/^sarona-clinic@(\d+)$/.exec(unitName)?.[1]];
    for (const port of ports) {
      if (!port) throw new Error(`the sandbox has no unit ${unitName}`);
      if (verb === 'start' || (verb === 'enable' && now)) startApp(port);
      else if (verb === 'stop') stopApp(port);
      else if (verb === 'restart') {
        stopApp(port);
        startApp(port);
      } else if (verb === 'status' || verb === 'is-active') {
        const pid = pidOf(`sarona-clinic@${port}`);
        process.stdout.write(`sarona-clinic@${port}: ${alive(pid) ? `active (pid ${pid})` : 'inactive'}\n`);
        if (verb === 'is-active' && !alive(pid)) return 3;
      } else if (verb !== 'enable') throw new Error(`the sandbox's systemctl does not know '${verb}'`);
    }
  }
  if (verb === 'daemon-reload') say('daemon-reload');
  return 0;
}

function certbot(argv) {
  const domain = argv[argv.indexOf('-d') + 1];
  const live = path.join(sandbox, 'etc/letsencrypt/live', domain);
  mkdirSync(live, { recursive: true });
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${domain}`],
      ...['-keyout', path.join(live, 'privkey.pem'), '-out', path.join(live, 'fullchain.pem'), '-addext', `subjectAltName=DNS:${domain}`],
    ],
    { stdio: 'ignore' },
  );
  say(`a self-signed certificate for ${domain} in ${live}`);
  return 0;
}

function runuser(argv) {
  if (argv[0] === '-u' && argv[1] === 'clinic' && argv[2] === '--') {
    return spawnSync(argv[3], argv.slice(4), { stdio: 'inherit' }).status ?? 1;
  }
  return spawnSync('/usr/sbin/runuser', argv, { stdio: 'inherit' }).status ?? 1;
}

function install(argv) {
  const kept = [];
  for (let i = 0; i < argv.length; i++) {
    if ((argv[i] === '-o' || argv[i] === '-g') && argv[i + 1] === 'clinic') i++;
    else kept.push(argv[i]);
  }
  return spawnSync('/usr/bin/install', kept, { stdio: 'inherit' }).status ?? 1;
}

appendFileSync(path.join(logDir, 'commands.log'), `${[command, ...args].join(' ')}\n`);
const handlers = {
  systemctl,
  nginx: (argv) => (argv.includes('-t') ? nginx('test') : spawnSync('/usr/sbin/nginx', argv, { stdio: 'inherit' }).status),
  certbot,
  runuser,
  install,
};
if (handlers[command]) process.exit(handlers[command](args));
say(`skipped: ${command} ${args.join(' ')}`);
