/**
 * Two app instances on one PostgreSQL database behave as one (decision 0017): a code sent by one
 * is accepted by the other, rate limits hold across both, a staff edit on one shows on the other
 * within a second, an upload made through one is served by the other.
 *
 * Runs in the api-postgres project (TEST_DATABASE_URL set, as in CI). With PGlite, the database of
 * one process, there is no second instance: the file is skipped.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../../server/cache/cross-instance.ts';
import { publicDataVersion } from '../../server/cache/public-data.ts';
import { createDoctor } from '../../server/db/factories.ts';
import { TRACKING_LIMIT } from '../../server/modules/consultations/patient-consultations.server.ts';
import { type Instance, startSecondInstance } from '../helpers/second-instance.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const env = await setupTestApp();

/** Waits until `done()` holds, at most `ms` milliseconds (then the assertions after it fail). */
async function until(done: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
}
const onPostgres = env.database.kind === 'postgres';

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  let b: Instance;
  beforeAll(async () => {
    b = await startSecondInstance(env);
  });
  afterAll(async () => {
    await b?.close();
  });

  const json = { 'content-type': 'application/json' };

  it('accepts on one instance the code sent through the other, and the session works on both', async () => {
    const person = { name: 'Asha Verma', contact: '9876511111', email: 'asha@example.com' };
    expect((await env.app.inject({ method: 'POST', url: '/api/auth/sendOtp', payload: person, headers: json })).statusCode).toBe(200);
    const code = env
      .smsOutbox()
      .filter((m) => m.to === person.contact)
      .at(-1)
      ?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
    const verify = await b.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      payload: { ...person, otp: code, consent: true },
      headers: json,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const cookie = String(verify.headers['set-cookie']).split(';')[0] ?? '';
    for (const app of [env.app, b.app]) {
      const check = await app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });
      expect(check.json()).toMatchObject({ success: true });
    }
  });

  it('counts a rate limit across both instances: the tracking limit (hand-written) and booking (@fastify/rate-limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TRACKING_LIMIT.max; i += 1) {
      const app = i % 2 ? b.app : env.app;
      statuses.push((await app.inject({ method: 'GET', url: '/api/consultations/ABC123', remoteAddress: '203.0.113.7' })).statusCode);
    }
    expect(statuses.slice(0, TRACKING_LIMIT.max).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another caller still has its own budget.
    expect((await b.app.inject({ method: 'GET', url: '/api/consultations/ABC123', remoteAddress: '203.0.113.8' })).statusCode).toBe(404);

    const { cookie } = await env.signInPatient();
    const booking: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = i % 2 ? b.app : env.app;
      booking.push((await app.inject({ method: 'POST', url: '/api/consultations', payload: {}, headers: { ...json, cookie } })).statusCode);
    }
    expect(booking.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(booking[10]).toBe(429);
  });

  it('shows a staff edit made through one instance on the other within a second (public data and page caches)', async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Shared' });
    const days = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/doctors/active' })).json().data.doctors[0].availability.days as string[];
    expect(await days()).toHaveLength(6); // now cached on b
    const version = publicDataVersion(b.ctx.db, 'doctors');
    const admin = await env.signInStaff('admin');
    const edit = await env.app.inject({
      method: 'PUT',
      url: `/api/staff/doctors/${doctor?.id}/schedule`,
      payload: { days: [{ weekday: 1, startTimes: ['10:00'] }] },
      headers: { ...json, cookie: admin.cookie },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await until(async () => (await days()).length === 1, 1000);
    expect(await days()).toEqual(['Monday']);
    // The page cache of b keeps a page while the versions of what it read hold (decision 0088): its pages with doctors are stale too.
    expect(publicDataVersion(b.ctx.db, 'doctors')).toBeGreaterThan(version);
  });

  it('listens again after losing its connection', async () => {
    const doctor = await createDoctor(env.database.db, { name: 'Dr. Reconnect' });
    // This doctor's days as b lists them ([] until b's list, cached by the test before, has them).
    const days = async () =>
      (
        (await b.app.inject({ method: 'GET', url: '/api/doctors/active' })).json().data.doctors as {
          _id: string;
          availability: { days: string[] };
        }[]
      ).find((d) => d._id === doctor?.id)?.availability.days ?? [];
    await until(async () => (await days()).length === 6, 5000);
    expect(await days()).toHaveLength(6);
    const listeners = async () =>
      (
        (await env.database.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
        )) as unknown as { rows: { pid: number }[] }
      ).rows.map((r) => r.pid);
    const before = await listeners();
    expect(before).toHaveLength(2); // one per instance
    await env.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
    );
    await until(async () => (await listeners()).filter((pid) => !before.includes(pid)).length === 2, 5000);
    expect((await listeners()).filter((pid) => !before.includes(pid))).toHaveLength(2);
    expect(await days()).toHaveLength(6); // cached again on b (the list's own TTL is a few seconds)
    const admin = await env.signInStaff('admin');
    const edit = await env.app.inject({
      method: 'PUT',
      url: `/api/staff/doctors/${doctor?.id}/schedule`,
      payload: { days: [{ weekday: 3, startTimes: ['10:00'] }] },
      headers: { ...json, cookie: admin.cookie },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await until(async () => (await days()).length === 1, 1000);
    expect(await days()).toEqual(['Wednesday']);
  });

  it('serves through one instance an image uploaded through the other (no shared disk)', async () => {
    const admin = await env.signInStaff('admin');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const boundary = '----twoinstances';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const upload = await env.app.inject({
      method: 'POST',
      url: '/api/staff/uploads?kind=blog',
      payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(b.config.DATA_DIR).not.toBe(env.config.DATA_DIR);
    const served = await b.app.inject({ method: 'GET', url: upload.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });
});
