/**
 * Prakriti assessment (decision 0063): the questionnaire's scoring, and the one schema of a recorded
 * assessment (questionnaire or the doctor's own examination) shared by the form, the API and OpenAPI.
 *
 * Scoring (after Tripathi, Patwardhan and Singh 2011; the items and the source in ./prakriti-items.ts):
 * every guna of a dosha weighs GUNA_POINTS, shared equally by the features it produces; a "yes"
 * scores the feature's points, a "no" nothing, "not known" takes the feature out of both the score
 * and the maximum. A dosha's dominance is its score over its maximum (so vata's eight gunas, pitta's
 * five and kapha's twelve weigh alike); the proportions are the three dominances' shares of their
 * sum, whole percentages adding up to 100 (largest remainder). A screening aid, not a diagnosis.
 */
import { z } from '@core/schemas/z';
import { DOSHAS, PRAKRITI_ITEMS, type Dosha } from './prakriti-items';

export { DOSHAS, PRAKRITI_ITEMS, type Dosha, type PrakritiItem } from './prakriti-items';

export const PRAKRITI_METHODS = ['questionnaire', 'examination'] as const;
export type PrakritiMethod = (typeof PRAKRITI_METHODS)[number];
export const PRAKRITI_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type PrakritiAnswer = (typeof PRAKRITI_ANSWERS)[number];
export type PrakritiAnswers = Record<string, PrakritiAnswer>;
export type Proportions = Record<Dosha, number>;

/** The weight of one guna (Tripathi et al. 2011 gave each guna 120 points). */
export const GUNA_POINTS = 120;

/** Each item's points: its guna's weight shared by the items of that guna. */
export const ITEM_POINTS: Readonly<Record<string, number>> = Object.fromEntries(
  PRAKRITI_ITEMS.map((i) => [i.id, GUNA_POINTS / PRAKRITI_ITEMS.filter((o) => o.dosha === i.dosha && o.guna === i.guna).length]),
);

/** Each dosha's dominance (0..1), or null when none of its features was answered yes or no. */
export function doshaDominance(answers: Partial<PrakritiAnswers>): Record<Dosha, number | null> {
  const out = {} as Record<Dosha, number | null>;
  for (const dosha of DOSHAS) {
    let scored = 0;
    let possible = 0;
    for (const item of PRAKRITI_ITEMS) {
      const answer = answers[item.id];
      if (item.dosha !== dosha || (answer !== 'yes' && answer !== 'no')) continue;
      const points = ITEM_POINTS[item.id] ?? 0;
      possible += points;
      if (answer === 'yes') scored += points;
    }
    out[dosha] = possible > 0 ? scored / possible : null;
  }
  return out;
}

/** Whole percentages of `weights` adding up to exactly 100 (largest remainder; ties in dosha order). */
export function wholePercentages(weights: Proportions): Proportions {
  const total = DOSHAS.reduce((s, d) => s + weights[d], 0);
  const exact = DOSHAS.map((d) => ({ d, v: (weights[d] / total) * 100 }));
  const out = Object.fromEntries(exact.map(({ d, v }) => [d, Math.floor(v)])) as Proportions;
  let left = 100 - DOSHAS.reduce((s, d) => s + out[d], 0);
  for (const { d } of [...exact].sort((a, b) => b.v - Math.floor(b.v) - (a.v - Math.floor(a.v)))) {
    if (left <= 0) break;
    out[d] += 1;
    left -= 1;
  }
  return out;
}

/** The questionnaire's proportions; null when a dosha has no answered feature or no feature was marked yes. */
export function prakritiProportions(answers: Partial<PrakritiAnswers>): Proportions | null {
  const dominance = doshaDominance(answers);
  if (DOSHAS.some((d) => dominance[d] === null)) return null;
  const weights = dominance as Proportions;
  if (DOSHAS.every((d) => weights[d] === 0)) return null;
  return wholePercentages(weights);
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' });
const common = {
  /** The day of the assessment (clinic date); empty: today. Not in the future (the service checks). */
  assessedOn: z
    .union([z.literal(''), isoDate], { error: 'staff.dateInvalid' })
    .optional()
    .default(''),
  note: z.string().trim().max(1000, { error: 'staff.tooLong' }).optional().default(''),
};

const answer = z.enum(PRAKRITI_ANSWERS, { error: 'staff.prakriti.answerRequired' });
const AnswersSchema = z.object(Object.fromEntries(PRAKRITI_ITEMS.map((i) => [i.id, answer])) as Record<string, typeof answer>);

const QuestionnaireSchema = z.object({ method: z.literal('questionnaire'), answers: AnswersSchema, ...common }).superRefine((v, ctx) => {
  const dominance = doshaDominance(v.answers);
  if (DOSHAS.some((d) => dominance[d] === null))
    ctx.addIssue({ code: 'custom', path: ['answers'], message: 'staff.prakriti.doshaUnanswered' });
  else if (!prakritiProportions(v.answers)) ctx.addIssue({ code: 'custom', path: ['answers'], message: 'staff.prakriti.noFeature' });
});

/** A whole percentage 0..100; a string of digits as a form sends it. */
const percent = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'staff.prakriti.percentInvalid' })
    .int({ error: 'staff.prakriti.percentInvalid' })
    .min(0, { error: 'staff.prakriti.percentInvalid' })
    .max(100, { error: 'staff.prakriti.percentInvalid' }),
);

const ExaminationSchema = z
  .object({ method: z.literal('examination'), vata: percent, pitta: percent, kapha: percent, ...common })
  .superRefine((v, ctx) => {
    if (v.vata + v.pitta + v.kapha !== 100) ctx.addIssue({ code: 'custom', path: ['total'], message: 'staff.prakriti.sumNot100' });
  });

/** A recorded assessment: the questionnaire's answers, or the doctor's own three percentages. */
export const PrakritiRecordSchema = z.discriminatedUnion('method', [QuestionnaireSchema, ExaminationSchema], {
  error: 'staff.prakriti.methodInvalid',
});
export type PrakritiRecord = z.output<typeof PrakritiRecordSchema>;

/** One assessment as the page shows it. */
export const PrakritiAssessmentSchema = z.object({
  id: z.string(),
  method: z.enum(PRAKRITI_METHODS),
  assessedOn: z.string(),
  assessorName: z.string(),
  vata: z.number(),
  pitta: z.number(),
  kapha: z.number(),
  answers: z.record(z.string(), z.enum(PRAKRITI_ANSWERS)).nullable(),
  note: z.string(),
  recordedAt: z.string(),
});
export type PrakritiAssessment = z.infer<typeof PrakritiAssessmentSchema>;

export const PrakritiHistorySchema = z.object({
  assessments: z.array(PrakritiAssessmentSchema),
  /** Whether the caller may record one (a doctor of the patient). */
  canRecord: z.boolean(),
});
export type PrakritiHistory = z.infer<typeof PrakritiHistorySchema>;
