/** The Panchakarma seed: settings for every clinic; therapists, rooms and templates in demo mode only. */
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

  it('gives a real clinic only the therapy settings', async () => {
    await seed(db(), { demo: false });
    expect(await db().select().from(therapySettings)).toHaveLength(47);
    expect(await db().select().from(therapists)).toHaveLength(0);
    expect(await db().select().from(treatmentRooms)).toHaveLength(0);
    expect(await db().select().from(programmeTemplates)).toHaveLength(0);
  });
});
