import { describe, expect, it } from 'vitest';
import { PROGRAMME_TEMPLATES } from './programme-templates';
import { THERAPY_SETTINGS_DEFAULTS } from './therapy-settings';

describe('programme templates', () => {
  it('have one entry per day from day 1, and name only therapies of the catalogue', () => {
    expect(PROGRAMME_TEMPLATES.map((t) => [t.slug, t.plan.length])).toEqual([
      ['panchakarma-7', 7],
      ['panchakarma-14', 14],
      ['panchakarma-21', 21],
      ['shirodhara-7', 7],
    ]);
    for (const t of PROGRAMME_TEMPLATES) {
      expect(t.plan.map((d) => d.day)).toEqual(Array.from({ length: t.plan.length }, (_, i) => i + 1));
      for (const d of t.plan) for (const slug of d.therapies) expect(THERAPY_SETTINGS_DEFAULTS[slug], slug).toBeDefined();
    }
  });
  it('give the 21-day programme days of 3 sessions', () => {
    expect(Math.max(...PROGRAMME_TEMPLATES[2]!.plan.map((d) => d.therapies.length))).toBe(3);
  });
});
