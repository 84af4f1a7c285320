import { describe, expect, it } from 'vitest';
import { therapies } from './therapies/catalogue';
import { THERAPY_SETTINGS_DEFAULTS } from './therapy-settings';

describe('therapy settings defaults', () => {
  it('cover exactly the therapies of the catalogue', () => {
    expect(Object.keys(THERAPY_SETTINGS_DEFAULTS).sort()).toEqual(therapies.map((t) => t.route).sort());
  });
  it('are sessions the database accepts (positive length, buffers, 1 or 2 therapists, a price)', () => {
    for (const s of Object.values(THERAPY_SETTINGS_DEFAULTS)) {
      expect(s.sessionMinutes).toBeGreaterThan(0);
      expect(s.prepMinutes + s.cleanupMinutes).toBeGreaterThanOrEqual(0);
      expect([1, 2]).toContain(s.therapistCount);
      expect(s.price).toBeGreaterThan(0);
    }
  });
});
