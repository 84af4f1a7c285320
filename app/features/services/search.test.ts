import { describe, expect, it } from 'vitest';
import { therapies, therapyCategories } from '@content/therapies/catalogue';
import { countTherapies, filterSidebar, type SidebarTree } from './search';
import { sidebarTree } from './therapy-views.server';

const tree: SidebarTree = {
  featured: [{ route: 'abhyanga', title: 'Abhyanga', titleEn: 'Abhyanga', icon: 'hand' }],
  categories: [
    {
      id: 'basti',
      title: 'Basti',
      titleEn: 'Basti',
      subcategories: [
        {
          title: 'Main',
          titleEn: 'Main',
          therapies: [
            { route: 'kashaya-basti', title: 'Kashaya Basti', titleEn: 'Kashaya Basti', icon: 'droplets' },
            { route: 'taila-basti', title: 'Taila Basti', titleEn: 'Taila Basti', icon: 'droplets' },
          ],
        },
        {
          title: 'Regional',
          titleEn: 'Regional',
          therapies: [{ route: 'janu-basti', title: 'Janu Basti', titleEn: 'Janu Basti', icon: 'bone' }],
        },
      ],
    },
    {
      id: 'external',
      title: 'बाह्य चिकित्सा',
      titleEn: 'External Therapies',
      subcategories: [
        {
          title: 'धारा',
          titleEn: 'Dhara',
          therapies: [{ route: 'shiro-dhara', title: 'शिरोधारा', titleEn: 'Shiro Dhara', icon: 'waves' }],
        },
      ],
    },
  ],
};

describe('filterSidebar', () => {
  it('returns the whole tree for an empty or blank query', () => {
    expect(filterSidebar(tree, '')).toBe(tree);
    expect(filterSidebar(tree, '   ')).toBe(tree);
  });

  it('matches therapy names case-insensitively and keeps only matching therapies', () => {
    const result = filterSidebar(tree, 'KASHAYA');
    expect(result.featured).toEqual([]);
    expect(result.categories).toHaveLength(1);
    expect(result.categories[0]?.subcategories).toHaveLength(1);
    expect(result.categories[0]?.subcategories[0]?.therapies.map((t) => t.route)).toEqual(['kashaya-basti']);
  });

  it('keeps a whole category when the category name matches', () => {
    const result = filterSidebar(tree, 'basti');
    expect(countTherapies(result)).toBe(3);
    expect(filterSidebar(tree, 'external').categories[0]?.subcategories[0]?.therapies).toHaveLength(1);
  });

  it('keeps a whole subcategory when the subcategory name matches', () => {
    const result = filterSidebar(tree, 'regional');
    expect(result.categories[0]?.subcategories.map((s) => s.titleEn)).toEqual(['Regional']);
  });

  it('finds a therapy by its English name when the page is in Hindi, and by the Hindi name', () => {
    expect(countTherapies(filterSidebar(tree, 'shiro dhara'))).toBe(1);
    expect(countTherapies(filterSidebar(tree, 'शिरो'))).toBe(1);
  });

  it('returns nothing when nothing matches', () => {
    expect(countTherapies(filterSidebar(tree, 'xyz'))).toBe(0);
  });
});

describe('the real sidebar tree', () => {
  it('lists every therapy of the sidebar categories and every route resolves to a therapy', () => {
    const real = sidebarTree('en');
    const routes = new Set(therapies.map((t) => t.route));
    const inTree = [...real.featured, ...real.categories.flatMap((c) => c.subcategories.flatMap((s) => s.therapies))];
    expect(inTree.length).toBe(therapies.length);
    expect(inTree.every((t) => routes.has(t.route))).toBe(true);
    expect(real.featured.map((t) => t.route)).toEqual(['abhyanga', 'eye-disorders']);
    expect(therapyCategories.flatMap((c) => c.subcategories.flatMap((s) => s.therapies))).toHaveLength(therapies.length - 2);
  });

  it('finds the Panchakarma subcategories by searching "purification"', () => {
    const result = filterSidebar(sidebarTree('en'), 'purification');
    expect(result.categories.map((c) => c.id)).toEqual(['panchakarma']);
    expect(result.categories[0]?.subcategories[0]?.therapies.map((t) => t.route)).toEqual(['snehana', 'swedana']);
  });

  it('routes are the English title lower-cased with spaces as hyphens', () => {
    for (const t of therapies) expect(t.route).toBe(t.title.en.toLowerCase().replaceAll(' ', '-'));
  });
});
