/** The Panchakarma seed: settings and templates for every clinic (decision 0053); therapists and rooms in demo mode only. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { programmeTemplates, therapists, therapySettings, treatmentRooms } from './schema';
import { seed } from './seed';

const env = await setupTestApp();
const db = () => env.database.db;

describe('the Panchakarma seed', () => {
  it('gives a demo clinic 4 therapists (2 women, 2 men), 3 rooms, settings for all 47 therapies and 4 templates', async () => {
    await seed(db(), { demo: true });
    await seed(db(), { demo: true }); // a second start adds nothing
    const people = await db().select().from(therapists);
    expect(people.map((t) => t.gender).sort()).toEqual(['female', 'female', 'male', 'male']);
    expect(people.filter((t) => t.staffId !== null)).toHaveLength(1);
    expect(await db().select().from(treatmentRooms)).toHaveLength(3);
    expect(await db().select().from(therapySettings)).toHaveLength(47);
    const templates = await db().select().from(programmeTemplates);
    expect(templates.map((t) => [t.slug, t.days]).sort()).toEqual([
      ['panchakarma-14', 14],
      ['panchakarma-21', 21],
      ['panchakarma-7', 7],
      ['shirodhara-7', 7],
    ]);
  });

  it('gives a real clinic the therapy settings and the templates, and no therapist or room', async () => {
    await seed(db(), { demo: false });
    expect(await db().select().from(therapySettings)).toHaveLength(47);
    expect(await db().select().from(therapists)).toHaveLength(0);
    expect(await db().select().from(treatmentRooms)).toHaveLength(0);
    expect((await db().select().from(programmeTemplates)).map((t) => t.slug).sort()).toEqual([
      'panchakarma-14',
      'panchakarma-21',
      'panchakarma-7',
      'shirodhara-7',
    ]);
  });

  it("adds what is missing at the next start and keeps the clinic's edits: a changed setting, a renamed or hidden template", async () => {
    // An installation of an earlier version: settings, no template, one of its own with a starting short name.
    await db()
      .insert(programmeTemplates)
      .values({
        slug: 'shirodhara-7',
        name: { en: 'Our Shirodhara', hi: 'हमारी शिरोधारा' },
        days: 1,
        plan: [{ day: 1, therapies: ['shiro-dhara'] }],
      });
    await seed(db(), { demo: false });
    await db().update(therapySettings).set({ price: 2222 }).where(eq(therapySettings.therapySlug, 'abhyanga'));
    await db().delete(therapySettings).where(eq(therapySettings.therapySlug, 'nasya'));
    await db()
      .update(programmeTemplates)
      .set({ slug: 'pk-7', name: { en: 'Week of Panchakarma', hi: 'पंचकर्म सप्ताह' } })
      .where(eq(programmeTemplates.slug, 'panchakarma-7'));
    await db().update(programmeTemplates).set({ active: false }).where(eq(programmeTemplates.slug, 'panchakarma-21'));

    await seed(db(), { demo: false });
    const [abhyanga] = await db().select().from(therapySettings).where(eq(therapySettings.therapySlug, 'abhyanga'));
    expect(abhyanga?.price).toBe(2222);
    expect(await db().select().from(therapySettings)).toHaveLength(47);
    const templates = await db().select().from(programmeTemplates).orderBy(programmeTemplates.slug);
    expect(templates.map((t) => [t.slug, t.name.en, t.active])).toEqual([
      ['panchakarma-14', '14-day Panchakarma', true],
      ['panchakarma-21', '21-day Panchakarma', false],
      ['pk-7', 'Week of Panchakarma', true],
      ['shirodhara-7', 'Our Shirodhara', true],
    ]);
  });
});
