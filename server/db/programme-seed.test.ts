/** The demo therapists and rooms can give every therapy of the catalogue. */
import { describe, expect, it } from 'vitest';
import { therapies } from '@content/therapies/catalogue';
import { THERAPY_SETTINGS_DEFAULTS } from '@content/therapy-settings';
import { GENDERS } from '@core/constants';
import { DEMO_ROOMS, DEMO_THERAPISTS } from './programme-seed';

/** Women's health is given to women only: no man is ever its patient. */
const WOMEN_ONLY = new Set(['yoni-prakshalana', 'yoni-pichu', 'yoni-purna']);

describe('the demo therapists', () => {
  it('know only catalogue therapies, each once', () => {
    for (const t of DEMO_THERAPISTS) {
      expect(
        t.therapies.filter((s) => !THERAPY_SETTINGS_DEFAULTS[s]),
        t.name,
      ).toEqual([]);
      expect(new Set(t.therapies).size, t.name).toBe(t.therapies.length);
    }
  });

  it('together give all 47 therapies, with as many therapists as each needs, of each gender where the rule asks', () => {
    expect(therapies).toHaveLength(47);
    const short: string[] = [];
    for (const { route: slug } of therapies) {
      const settings = THERAPY_SETTINGS_DEFAULTS[slug]!;
      const trained = DEMO_THERAPISTS.filter((t) => t.therapies.includes(slug));
      if (settings.genderRule === 'any') {
        if (trained.length < settings.therapistCount) short.push(`${slug}: ${trained.length}`);
        continue;
      }
      for (const gender of GENDERS) {
        if (gender === 'male' && WOMEN_ONLY.has(slug)) continue;
        const n = trained.filter((t) => t.gender === gender).length;
        if (n < settings.therapistCount) short.push(`${slug} (${gender}): ${n}`);
      }
    }
    expect(short).toEqual([]);
  });

  it('have a room with the equipment of every therapy', () => {
    const equipped = new Set(DEMO_ROOMS.flatMap((r) => r.capabilities));
    const missing = therapies.map((t) => THERAPY_SETTINGS_DEFAULTS[t.route]!.roomCapability).filter((c) => c && !equipped.has(c));
    expect(missing).toEqual([]);
  });
});
