/**
 * The therapy sidebar tree and its search (spec: 'Search therapies...' matches category,
 * subcategory or therapy names, case-insensitively). Names are matched in both languages.
 */
import type { TherapyIcon } from '@content/types';

export interface SidebarTherapy {
  route: string;
  title: string;
  /** English title too, so a search in either language finds it. */
  titleEn: string;
  icon: TherapyIcon;
}
interface SidebarSubcategory {
  title: string;
  titleEn: string;
  therapies: SidebarTherapy[];
}
interface SidebarCategory {
  id: string;
  title: string;
  titleEn: string;
  subcategories: SidebarSubcategory[];
}
export interface SidebarTree {
  featured: SidebarTherapy[];
  categories: SidebarCategory[];
}

/** The longest search the sidebar's form sends (`?q=`) and the services loader reads. */
export const SEARCH_MAX = 60;

const normalise = (s: string) => s.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

function matches(query: string, ...names: string[]) {
  return names.some((n) => normalise(n).includes(query));
}

/**
 * The part of the tree that matches `query`: a matching category keeps all its subcategories,
 * a matching subcategory keeps all its therapies, otherwise only matching therapies remain.
 * An empty query returns the tree unchanged.
 */
export function filterSidebar(tree: SidebarTree, rawQuery: string): SidebarTree {
  const query = normalise(rawQuery);
  if (!query) return tree;
  const therapyMatches = (t: SidebarTherapy) => matches(query, t.title, t.titleEn, t.route.replaceAll('-', ' '));
  return {
    featured: tree.featured.filter(therapyMatches),
    categories: tree.categories.flatMap((category) => {
      if (matches(query, category.title, category.titleEn)) return [category];
      const subcategories = category.subcategories.flatMap((sub) => {
        if (matches(query, sub.title, sub.titleEn)) return [sub];
        const therapies = sub.therapies.filter(therapyMatches);
        return therapies.length ? [{ ...sub, therapies }] : [];
      });
      return subcategories.length ? [{ ...category, subcategories }] : [];
    }),
  };
}

export function countTherapies(tree: SidebarTree): number {
  return tree.featured.length + tree.categories.reduce((n, c) => n + c.subcategories.reduce((m, s) => m + s.therapies.length, 0), 0);
}
