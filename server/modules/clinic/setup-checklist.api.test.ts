/**
 * The first-run checklist (decision 0053): each step ticks itself from the data (the demo's
 * records do not count), only an admin has it, and the admin's Today page shows it until done.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDoctor } from '@server/db/factories';
import { createRoom, createTherapist } from '@server/db/programme-factories';
import { doctors, programmeTemplates, therapists, treatmentRooms } from '@server/db/schema';
import { seed } from '@server/db/seed';
import { Forbidden } from '@server/domain/errors';
import { pagesAppOfFile } from '../../../tests/helpers/pages-app.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { initialClinicProfile, saveClinicProfile } from './clinic-profile.server';
import { setupChecklist } from './setup-checklist.server';

const env = await setupTestApp();
const pages = pagesAppOfFile(env);

const db = () => env.database.db;
/** The steps still open, as an admin reads them. */
async function open(): Promise<string[]> {
  const admin = { id: '00000000-0000-4000-8000-000000000001', name: 'Admin', phone: '9826011111', role: 'admin' as const, doctorId: null };
  return (await setupChecklist(env.ctx, admin)).filter((i) => !i.done).map((i) => i.step);
}

describe('the first-run checklist', () => {
  it('ticks each step from real data: the demo records do not count, a doctor needs hours, a removed room is gone', async () => {
    expect(await open()).toEqual(['profile', 'doctors', 'therapists', 'rooms', 'templates', 'messaging']);
    // A demo clinic: its doctors, therapists and rooms are not the clinic's; the templates are.
    await seed(db(), { demo: true });
    expect(await open()).toEqual(['profile', 'doctors', 'therapists', 'rooms', 'messaging']);

    const doctor = await createDoctor(db(), { name: 'Dr. Own', schedule: {} });
    expect(await open()).toContain('doctors');
    await createDoctor(db(), { name: 'Dr. Away' });
    await db().update(doctors).set({ active: false }).where(eq(doctors.name, 'Dr. Away'));
    expect(await open()).toContain('doctors');
    await db().delete(doctors).where(eq(doctors.id, doctor!.id));
    await createDoctor(db(), { name: 'Dr. With Hours' });
    const therapist = await createTherapist(db(), { name: 'Own Therapist' });
    const room = await createRoom(db(), { name: 'Own Room' });
    await saveClinicProfile(env.ctx, null, initialClinicProfile(env.config));
    expect(await open()).toEqual(['messaging']);

    await db().update(treatmentRooms).set({ removedAt: new Date() }).where(eq(treatmentRooms.id, room.id));
    await db().update(therapists).set({ active: false }).where(eq(therapists.id, therapist.id));
    await db().update(programmeTemplates).set({ active: false });
    expect(await open()).toEqual(['therapists', 'rooms', 'templates', 'messaging']);
  });

  it('counts messaging done with a real SMS provider and e-mail sent or switched off', async () => {
    const config = env.ctx.config as { SMS_PROVIDER: string; EMAIL_PROVIDER: string };
    try {
      config.SMS_PROVIDER = 'msg91';
      expect(await open()).toContain('messaging');
      config.EMAIL_PROVIDER = 'off';
      expect(await open()).not.toContain('messaging');
      config.SMS_PROVIDER = 'outbox';
      expect(await open()).toContain('messaging');
    } finally {
      Object.assign(config, { SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' });
    }
  });

  it("is the admin's only: other roles are refused, and only the admin's Today page shows it, in English and Hindi", async () => {
    for (const role of ['reception', 'doctor', 'therapist'] as const) {
      const { staff } = await env.signInStaff(role);
      await expect(setupChecklist(env.ctx, staff)).rejects.toBeInstanceOf(Forbidden);
    }
    const today = async (cookie: string, lang = 'en') =>
      pages.app.inject({ method: 'GET', url: '/staff/today', headers: { cookie: `${cookie}; lang=${lang}` } });

    const admin = await env.signInStaff('admin');
    const page = await today(admin.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/id="setup-checklist-title"[^>]*>Getting the clinic ready</);
    expect(page.body).toContain('0 of 6 done');
    expect(page.body).toMatch(/href="\/staff\/rooms"[^>]*>.*?Add treatment rooms and their equipment/s);
    expect((await today(admin.cookie, 'hi')).body).toContain('क्लिनिक को तैयार करना');

    const desk = await env.signInStaff('reception');
    const deskPage = await today(desk.cookie);
    expect(deskPage.statusCode).toBe(200);
    expect(deskPage.body).not.toContain('id="setup-checklist-title"');

    // Every step done: the checklist goes away.
    await seed(db(), { demo: false });
    await createDoctor(db(), { name: 'Dr. With Hours' });
    await createTherapist(db(), { name: 'Own Therapist' });
    await createRoom(db(), { name: 'Own Room' });
    await saveClinicProfile(env.ctx, null, initialClinicProfile(env.config));
    const config = env.ctx.config as { SMS_PROVIDER: string; EMAIL_PROVIDER: string };
    try {
      Object.assign(config, { SMS_PROVIDER: 'msg91', EMAIL_PROVIDER: 'off' });
      const ready = await today(admin.cookie);
      expect(ready.statusCode).toBe(200);
      expect(ready.body).not.toContain('id="setup-checklist-title"');
    } finally {
      Object.assign(config, { SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' });
    }
  });
});
