/**
 * The clinic's starting programme templates: 7, 14 and 21-day Panchakarma and a 7-day Shirodhara
 * course. Each day lists its therapies (one session each, in order); a doctor adjusts them per
 * patient. Our own plans, clinic facts that every installation gets (decision 0053) and the admin
 * edits later; the stable id keeps a template the admin renamed from coming back.
 */
export interface ProgrammeTemplateSeed {
  id: string;
  slug: string;
  name: { en: string; hi: string };
  plan: { day: number; therapies: string[] }[];
}

/** Days `from` to `to` (1-based, inclusive), each with the same therapies. */
function days(from: number, to: number, therapies: string[]) {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, therapies }));
}
/** Basti karma alternates decoction (kashaya) and oil (taila) enemas. */
function basti(from: number, to: number, before: string[]) {
  return Array.from({ length: to - from + 1 }, (_, i) => ({
    day: from + i,
    therapies: [...before, i % 2 ? 'taila-basti' : 'kashaya-basti'],
  }));
}

export const PROGRAMME_TEMPLATES: ProgrammeTemplateSeed[] = [
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3e0000000001',
    slug: 'panchakarma-7',
    name: { en: '7-day Panchakarma', hi: '7 दिन का पंचकर्म' },
    plan: [...days(1, 6, ['abhyanga', 'swedana']), { day: 7, therapies: ['virechana'] }],
  },
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3e0000000002',
    slug: 'panchakarma-14',
    name: { en: '14-day Panchakarma', hi: '14 दिन का पंचकर्म' },
    plan: [
      ...days(1, 3, ['snehana', 'swedana']),
      ...days(4, 6, ['abhyanga', 'swedana']),
      { day: 7, therapies: ['virechana'] },
      ...basti(8, 14, ['abhyanga']),
    ],
  },
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3e0000000003',
    slug: 'panchakarma-21',
    name: { en: '21-day Panchakarma', hi: '21 दिन का पंचकर्म' },
    plan: [
      ...days(1, 5, ['snehana', 'swedana']),
      ...days(6, 7, ['abhyanga', 'swedana']),
      { day: 8, therapies: ['virechana'] },
      // Rest after the purgation: light diet, no therapy.
      ...days(9, 10, []),
      ...basti(11, 21, ['abhyanga', 'swedana']),
    ],
  },
  {
    id: '7a2d4c10-5b3e-4f60-8c71-3e0000000004',
    slug: 'shirodhara-7',
    name: { en: '7 days of Shirodhara', hi: '7 दिन शिरोधारा' },
    plan: days(1, 7, ['shiro-dhara']),
  },
];
