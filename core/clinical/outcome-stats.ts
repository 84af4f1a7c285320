/**
 * The outcomes view of Insights (decision 0068): the change of a measure from the first to the last
 * reading of an episode (a programme, or a patient's record under one diagnosis), and the median
 * change of each group, with groups of fewer than MIN_GROUP_PATIENTS patients suppressed: their
 * figures are never sent, only "too few to show".
 */
import { z } from '@core/schemas/z';

import { MIN_GROUP_PATIENTS } from './outcome-ranges';
import { groupBy } from '@core/group-by';

export { MIN_GROUP_PATIENTS } from './outcome-ranges';

/** The measures compared across patients: the fixed kinds, blood pressure as its two numbers. */
export const OUTCOME_METRICS = ['pain-0-10', 'weight-kg', 'systolic', 'diastolic'] as const;
export type OutcomeMetric = (typeof OUTCOME_METRICS)[number];

/** The median of the numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 100) / 100;
}

/** One reading, in the order it was taken. */
export interface TimedValue {
  takenOn: string;
  recordedAt: string;
  value: number;
}

/** Last minus first (by day, then by when recorded); null with fewer than two readings. */
export function changeOf(readings: readonly TimedValue[]): number | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => a.takenOn.localeCompare(b.takenOn) || a.recordedAt.localeCompare(b.recordedAt));
  return Math.round((sorted.at(-1)!.value - sorted[0]!.value) * 100) / 100;
}

/** One episode of one patient in one group: its change. */
export interface Episode {
  group: string;
  patientId: string;
  change: number;
}

const OutcomeGroupSchema = z.object({
  /** The group: a diagnosis as written, or a programme's length in days. */
  label: z.string(),
  /** Patients in the group, and episodes (a patient may have two programmes of one length). */
  patients: z.number(),
  episodes: z.number(),
  /** Null when suppressed (fewer than MIN_GROUP_PATIENTS patients). */
  medianChange: z.number().nullable(),
  suppressed: z.boolean(),
});
export type OutcomeGroup = z.infer<typeof OutcomeGroupSchema>;

/** Groups by label, their median change; a group of too few patients keeps only its name. */
export function groupOutcomes(episodes: readonly Episode[], minPatients = MIN_GROUP_PATIENTS): OutcomeGroup[] {
  const groups = groupBy(episodes, (e) => e.group);
  return [...groups.entries()]
    .map(([label, list]): OutcomeGroup => {
      const patients = new Set(list.map((e) => e.patientId)).size;
      const suppressed = patients < minPatients;
      return {
        label,
        patients: suppressed ? 0 : patients,
        episodes: suppressed ? 0 : list.length,
        medianChange: suppressed ? null : median(list.map((e) => e.change)),
        suppressed,
      };
    })
    .sort((a, b) => Number(a.suppressed) - Number(b.suppressed) || b.patients - a.patients || a.label.localeCompare(b.label));
}

export const OutcomeInsightsSchema = z.object({
  minPatients: z.number(),
  metrics: z.array(
    z.object({
      metric: z.enum(OUTCOME_METRICS),
      byProgramme: z.array(OutcomeGroupSchema),
      byDiagnosis: z.array(OutcomeGroupSchema),
    }),
  ),
});
export type OutcomeInsights = z.infer<typeof OutcomeInsightsSchema>;

/** A diagnosis as a group key: trimmed, spaces collapsed, lower case ("Amlapitta " and "amlapitta" are one). */
export function diagnosisKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
