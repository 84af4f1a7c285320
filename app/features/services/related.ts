import type { Therapy } from '@content/types';

const norm = (s: string) => s.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/**
 * Up to `limit` therapies related to `therapy`: those sharing at least one benefit or one
 * ideal-for entry (compared in English, ignoring case and spacing). The ones sharing more come
 * first; on a tie, the same category, then catalogue order.
 */
export function relatedTherapies(therapy: Therapy, catalogue: readonly Therapy[], limit = 3): Therapy[] {
  const benefits = new Set(therapy.content.benefits.en.map(norm));
  const idealFor = new Set(therapy.content.idealFor.en.map(norm));
  return catalogue
    .map((other, index) => {
      if (other.route === therapy.route) return null;
      const shared =
        other.content.benefits.en.filter((b) => benefits.has(norm(b))).length +
        other.content.idealFor.en.filter((i) => idealFor.has(norm(i))).length;
      return shared > 0 ? { other, shared, sameCategory: other.category === therapy.category ? 1 : 0, index } : null;
    })
    .filter((x): x is NonNullable<typeof x> => x !== null)
    .sort((a, b) => b.shared - a.shared || b.sameCategory - a.sameCategory || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.other);
}
