/**
 * A prescription line as patients and documents read it (decision 0069): what it is taken with, for
 * how long, and whether the dispensary gives it. Apart from the line's schema (prescription-line.ts),
 * whose error messages are the staff form's: a patient's page loads this, not those messages.
 */
import type { PrescriptionLine } from './prescription-line';

/** What a medicine is taken with (anupana); each has a label in both catalogs (`dispensing.anupana.*`). */
export const ANUPANAS = ['warm-water', 'water', 'honey', 'milk', 'ghee', 'buttermilk', 'jaggery', 'coconut-water'] as const;
export type Anupana = (typeof ANUPANAS)[number];

/** A line the dispensary dispenses: from the catalogue, with its key and quantity. */
export function isCatalogueLine(
  line: Partial<PrescriptionLine>,
): line is PrescriptionLine & { key: string; itemId: string; quantity: number } {
  return !!line.itemId && !!line.key && typeof line.quantity === 'number';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a catalog's typed `t` or a plain translate
type Translate = (key: any, params?: Record<string, string | number>) => string;

/** A line's duration as read: '14 days' (`days`), or the free text of older lines. */
export function durationText(line: Pick<PrescriptionLine, 'days' | 'duration'>, t: Translate): string {
  return line.days !== undefined ? t('dispensing.days', { n: line.days }) : (line.duration ?? '');
}

/** When and with what it is taken: 'After food · with warm water' ('' when neither is given). */
export function takenText(line: Pick<PrescriptionLine, 'timing' | 'anupana'>, t: Translate): string {
  return [line.timing ? t(`documents.rx.timing.${line.timing}`) : '', line.anupana ? t(`dispensing.anupana.${line.anupana}`) : '']
    .filter(Boolean)
    .join(' · ');
}
