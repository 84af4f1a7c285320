/** The units of what a therapy session uses and the most one session plausibly uses of each (decision 0064): the one place, read by the note's schema and the catalogs' refusal. */
export const MATERIAL_UNITS = {
  ml: 10_000,
  l: 200,
  g: 5_000,
  kg: 50,
  drops: 200,
  tsp: 30,
  tbsp: 30,
  tablets: 20,
  capsules: 20,
  pieces: 50,
} as const;
export type MaterialUnit = keyof typeof MATERIAL_UNITS;
