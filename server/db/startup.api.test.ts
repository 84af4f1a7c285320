import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productionConfig } from '../../tests/helpers/production-config.ts';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { DEFAULT_CLINIC_PROFILE } from '@core/clinic';
import { buildApp } from '@server/http/app';
import { saveClinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { blogPosts, doctors, events, staff } from './schema';
import { CONTENT_AUTHOR, DEMO_STAFF, seed } from './seed';
import { StartupRefused, prepareDatabase } from './startup';

const env = await setupTestApp();

const rows = async () => {
  const n = async (table: typeof doctors | typeof staff | typeof events | typeof blogPosts) =>
    (await env.database.db.select({ n: count() }).from(table))[0]?.n;
  return { doctors: await n(doctors), staff: await n(staff), events: await n(events), posts: await n(blogPosts) };
};

describe('start-up: demo data only in demo mode', () => {
  it('a real deployment refuses to start before `npm run setup` has saved the clinic profile', async () => {
    await expect(prepareDatabase(productionConfig(), env.database, () => {})).rejects.toThrow(
      /the clinic profile is not set up: run `npm run setup`/,
    );
    await prepareDatabase({ ...env.config, demoMode: false }, env.database, () => {}); // a local trial starts
  });

  it('a production configuration seeds the content and no demo record', async () => {
    await saveClinicProfile(env.ctx, null, DEFAULT_CLINIC_PROFILE);
    const warnings: string[] = [];
    await prepareDatabase(productionConfig(), env.database, (m) => warnings.push(m));
    const found = await rows();
    expect(found).toMatchObject({ doctors: 0, staff: 0, events: 0 });
    expect(found.posts).toBeGreaterThanOrEqual(13);
    // The seed posts are the clinic's writing; outside the demo they are not signed by its doctors.
    const authors = await env.database.db.selectDistinct({ author: blogPosts.author }).from(blogPosts);
    expect(authors).toEqual([{ author: CONTENT_AUTHOR }]);
    expect(warnings).toEqual([]);
  });

  it('demo mode seeds the demo clinic', async () => {
    await prepareDatabase({ ...env.config, demoMode: true }, env.database, () => {});
    expect(await rows()).toMatchObject({ doctors: 5, staff: 4, events: 3 });
  });

  it('refuses to start a real deployment that still holds demo records, and warns elsewhere', async () => {
    await seed(env.database.db, { demo: true });
    await saveClinicProfile(env.ctx, null, DEFAULT_CLINIC_PROFILE);
    await expect(prepareDatabase(productionConfig(), env.database, () => {})).rejects.toThrow(StartupRefused);
    await expect(prepareDatabase(productionConfig(), env.database, () => {})).rejects.toThrow(/npm run demo:remove/);
    const warnings: string[] = [];
    await prepareDatabase({ ...env.config, demoMode: false }, env.database, (m) => warnings.push(m));
    expect(warnings).toEqual([
      expect.stringContaining('Demo mode is off but the database holds demo records (5 doctors, 4 staff accounts, 3 events'),
    ]);
    expect(warnings[0]).toContain('4 therapists, 3 treatment rooms)');
  });

  it('outside demo mode the demo admin number is sent no code, even when the account is still there', async () => {
    await seed(env.database.db, { demo: true });
    const admin = DEMO_STAFF.find((s) => s.role === 'admin')?.phone ?? '';
    const [row] = await env.database.db.select().from(staff).where(eq(staff.phone, admin));
    expect(row?.active).toBe(true);
    const realApp = await buildApp({ ctx: { ...env.ctx, config: { ...env.ctx.config, demoMode: false } } });
    try {
      const res = await realApp.inject({ method: 'POST', url: '/api/staff/auth/send-otp', payload: { contact: admin } });
      expect(res.statusCode).toBe(200);
      expect(env.smsOutbox()).toEqual([]);
      const verify = await realApp.inject({
        method: 'POST',
        url: '/api/staff/auth/verify-otp',
        payload: { contact: admin, otp: '123456' },
      });
      expect(verify.statusCode).toBe(400);
    } finally {
      await realApp.close();
    }
    // In demo mode the same number gets its code (the outbox), once the resend wait that every
    // number gets (known or not, decision 0011) has passed.
    env.clock.now = new Date(Date.now() + 61_000);
    await env.app.inject({ method: 'POST', url: '/api/staff/auth/send-otp', payload: { contact: admin } });
    env.clock.now = null;
    expect(env.smsOutbox().map((s) => s.to)).toContainEqual(expect.stringContaining(admin));
  });
});
