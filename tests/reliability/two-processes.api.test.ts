/**
 * Two real server processes (server/serve.ts, API from source) on one PostgreSQL database with one
 * SESSION_SECRET and separate data folders behave as one: a code sent by one signs in on the other,
 * a rate limit counts across both, a staff edit on one shows on the other within a second, an
 * upload made through one is served by the other, and a booking's SMS is sent by a worker.
 * Runs in CI (CI=true) or with RELIABILITY_TESTS=1, and needs TEST_DATABASE_URL.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, prepareDatabase } from '../../bench/lib/processes.ts';
import { SESSION_COOKIE } from '../../core/constants.ts';
import { loadConfig } from '../../server/config.ts';
import { createContext } from '../../server/create-context.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createDoctor, createStaff } from '../../server/db/factories.ts';
import { createSignIn } from '../../server/modules/auth/sign-ins.ts';
import { TRACKING_LIMIT } from '../../server/modules/consultations/patient-consultations.server.ts';
import { type ServerProcess, startServerProcess, stopServerProcess, TEST_SESSION_SECRET } from '../helpers/server-process.ts';

const enabled =
  (process.env.CI === 'true' || process.env.RELIABILITY_TESTS === '1') &&
  !!process.env.TEST_DATABASE_URL &&
  process.env.TEST_DB_KIND !== 'postgres';

const outbox = (dataDir: string): { to: string; body: string }[] => {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string; body: string })
    : [];
};

async function until<T>(what: string, get: () => Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await get();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!enabled)('two server processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'clinic-two-a-')), mkdtempSync(path.join(os.tmpdir(), 'clinic-two-b-'))];
  let drop: () => Promise<void> = async () => {};
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let patientCookie = '';
  let adminCookie = '';
  let doctorId = '';

  beforeAll(async () => {
    const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, 'clinic_two');
    drop = database.drop;
    const [patient] = await prepareDatabase({ dataDir: dirs[0]!, databaseUrl: database.url }, 1, TEST_SESSION_SECRET);
    patientCookie = patient!.cookie;
    const config = loadConfig({ DATA_DIR: dirs[0], DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'silent' });
    const db = await openDatabase({ databaseUrl: database.url, dataDir: null });
    try {
      const ctx = createContext(config, db);
      const admin = await createStaff(db.db, { role: 'admin' });
      adminCookie = `${SESSION_COOKIE}=${(await createSignIn(ctx, { kind: 'staff', staffId: admin!.id })).token}`;
      doctorId = (await createDoctor(db.db, { name: 'Dr. Two Instances' }))!.id;
    } finally {
      await db.close();
    }
    const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: database.url, RATE_LIMIT_ENABLED: 'true', JOBS_ENABLED: 'true' });
    [a, b] = await Promise.all([startServerProcess(env(dirs[0]!)), startServerProcess(env(dirs[1]!))]);
  });

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const send = (server: ServerProcess | undefined, url: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
    fetch(`${server!.url}${url}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        origin: server!.url,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  it('signs in on one process with the code sent by the other', async () => {
    const person = { name: 'Asha Verma', contact: '9876522222', email: 'asha@example.com' };
    expect((await send(a, '/api/auth/sendOtp', { body: person })).status).toBe(200);
    const code = outbox(dirs[0]!)
      .filter((m) => m.to === person.contact)
      .at(-1)
      ?.body.match(/\b(\d{6})\b/)?.[1];
    const verify = await send(b, '/api/auth/verifyOtp', { body: { ...person, otp: code, consent: true } });
    expect(verify.status, await verify.clone().text()).toBe(200);
  });

  it('counts the tracking limit across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TRACKING_LIMIT.max; i += 1) statuses.push((await send(i % 2 ? b : a, '/api/consultations/ABC123')).status);
    expect(statuses.slice(0, TRACKING_LIMIT.max).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('shows a schedule edited through one process on the other within a second', async () => {
    const days = async () =>
      (
        (await (await send(b, '/api/doctors/active')).json()) as { data: { doctors: { _id: string; availability: { days: string[] } }[] } }
      ).data.doctors.find((d) => d._id === doctorId)?.availability.days ?? [];
    expect(await days()).toHaveLength(6);
    const edit = await send(a, `/api/staff/doctors/${doctorId}/schedule`, {
      method: 'PUT',
      body: { days: [{ weekday: 2, startTimes: ['10:00'] }] },
      cookie: adminCookie,
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await until('the edit on the other process', days, (d) => d.length === 1, 1000)).toEqual(['Tuesday']);
  });

  it('serves through one process an image uploaded through the other', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#285' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(`${a!.url}/api/staff/uploads?kind=blog`, {
      method: 'POST',
      body: form,
      headers: { cookie: adminCookie, origin: a!.url },
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { url } = ((await upload.json()) as { data: { url: string } }).data;
    const served = await fetch(`${b!.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('sends the SMS of a booking from the queue', async () => {
    const res = await send(a, '/api/consultations', {
      cookie: patientCookie,
      body: {
        doctor: { doctorName: 'Dr. Two Instances', doctorId },
        consultationType: 'General Consultation',
        department: 'Skin & Hair',
        date: nextTuesday(),
        timeSlot: '10:00',
        symptoms: 'Blurred vision in the evening',
        mode: 'offline',
        payAtClinic: true,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const sent = await until(
      'the booking SMS',
      async () => [...outbox(dirs[0]!), ...outbox(dirs[1]!)].filter((m) => /booked/i.test(m.body)),
      (m) => m.length === 1,
      6000,
    );
    expect(sent).toHaveLength(1);
  });
});

/** The next Tuesday at least two days ahead (the doctor works Tuesdays only by now), as YYYY-MM-DD. */
function nextTuesday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
