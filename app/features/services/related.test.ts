import { describe, expect, it } from 'vitest';
import type { Therapy } from '@content/types';
import { therapies } from '@content/therapies/catalogue';
import { relatedTherapies } from './related';

function therapy(route: string, category: Therapy['category'], benefits: string[], idealFor: string[]): Therapy {
  const l = <T>(v: T) => ({ en: v, hi: v });
  return {
    title: l(route),
    route,
    description: l(''),
    sidebarIcon: 'leaf',
    category,
    content: {
      overview: l(''),
      benefits: l(benefits),
      procedure: l(''),
      duration: l(''),
      idealFor: l(idealFor),
      contraindications: l([]),
      image: '',
    },
  };
}

describe('relatedTherapies', () => {
  const a = therapy('a', 'basti', ['Relieves pain', 'Calms the mind'], ['People with back pain']);
  const b = therapy('b', 'swedana', ['relieves  PAIN'], []);
  const c = therapy('c', 'basti', ['Calms the mind'], ['People with back pain']);
  const d = therapy('d', 'external', ['Improves sleep'], ['Children']);
  const e = therapy('e', 'basti', ['Calms the mind'], []);
  const f = therapy('f', 'special', [], ['People with back pain']);

  it('keeps only therapies sharing a benefit or an ideal-for entry, never the therapy itself', () => {
    const related = relatedTherapies(a, [a, b, c, d, e, f], 10).map((t) => t.route);
    expect(related).not.toContain('a');
    expect(related).not.toContain('d');
    expect(related.sort()).toEqual(['b', 'c', 'e', 'f']);
  });

  it('puts the most shared entries first, then the same category, then catalogue order, at most 3', () => {
    expect(relatedTherapies(a, [a, b, c, d, e, f]).map((t) => t.route)).toEqual(['c', 'e', 'b']);
  });

  it('returns an empty list when nothing is shared', () => {
    expect(relatedTherapies(d, [a, b, c, d])).toEqual([]);
  });

  it('finds related therapies for every entry of the real catalogue', () => {
    for (const t of therapies) {
      const related = relatedTherapies(t, therapies);
      expect(related.length, t.route).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
    }
  });
});
