import { describe, expect, it } from 'vitest';
import { findTherapy } from './therapies/catalogue';
import { PREPARATION_SLUGS, therapyPreparation } from './therapy-preparation';

describe('therapy preparation advice', () => {
  it('names only therapies of the catalogue', () => {
    for (const slug of PREPARATION_SLUGS) expect(findTherapy(slug), slug).toBeDefined();
  });
  it("has a therapy's own advice, its group's, or the general one, always with the doctor's word and in both languages", () => {
    expect(therapyPreparation('virechana', 'en')).toMatch(/light, warm dinner the evening before/);
    expect(therapyPreparation('kati-basti', 'en')).toMatch(/Use the toilet before the session/);
    expect(therapyPreparation('udvartana', 'en')).toMatch(/loose, comfortable clothes/);
    expect(therapyPreparation('abhyanga', 'hi')).toMatch(/पुराने कपड़े/);
    for (const slug of ['abhyanga', 'kati-basti', 'udvartana', 'unknown'])
      for (const locale of ['en', 'hi'] as const)
        expect(therapyPreparation(slug, locale)).toMatch(locale === 'en' ? /doctor's instructions/ : /डॉक्टर/);
  });
});
