/**
 * Plausible ranges of the vitals (decision 0060), apart from the case sheet's schema: the message
 * catalogs word the refusals from them, and must not pull the schema's message keys into every page.
 */
/** With their units: the one place that says them. */
export const VITAL_RANGES = {
  pulse: { min: 30, max: 220, unit: '/min', step: 1 },
  systolic: { min: 60, max: 260, unit: 'mmHg', step: 1 },
  diastolic: { min: 30, max: 160, unit: 'mmHg', step: 1 },
  temperature: { min: 34, max: 43, unit: '°C', step: 0.1 },
  weight: { min: 1, max: 300, unit: 'kg', step: 0.1 },
  height: { min: 40, max: 250, unit: 'cm', step: 0.5 },
} as const;
export type Vital = keyof typeof VITAL_RANGES;
