/** The feedback family of the insights queries: average ratings per question, per doctor and over time. */
import { sql, type SQL } from 'drizzle-orm';
import type { InsightsRange } from '@core/staff/insights';
import { mondayOffsetOf, ofDoctor, type Scope } from './insights-sql';

export interface FeedbackGroup {
  cur: boolean;
  dim: 'all' | 'question' | 'doctor' | 'series';
  question: string | null;
  doctor: string | null;
  bucket: string | null;
  average: number | null;
  forms: number;
}

/** Average ratings (1-10) of feedback on visits in both periods: per question, per doctor, per doctor over time. */
export function feedbackSql(range: InsightsRange, scope: Scope): SQL {
  // No count(DISTINCT): it would sort the ratings; a form is counted by its first rating (n = 1).
  // One group per period, doctor, week or month and question (a few thousand at most), summed
  // per question, per doctor and over time by `expandFeedback`: one hash table instead of four.
  return sql`SELECT cur, question, doctor, bucket,
        coalesce(sum(rating) FILTER (WHERE rating BETWEEN 1 AND 10), 0)::float8 AS sum,
        count(*) FILTER (WHERE rating BETWEEN 1 AND 10)::int AS ratings,
        count(*) FILTER (WHERE n = 1)::int AS forms
      FROM (
        SELECT c.date >= ${range.from}::date AS cur, c.doctor_id::text AS doctor, r.question,
          (${range.feedbackBucket === 'week' ? sql`c.date - ${mondayOffsetOf(sql`c.date`)}` : sql`c.date - (extract(day FROM c.date)::int - 1)`})::text AS bucket, r.rating, r.n
        FROM feedback f JOIN consultations c ON c.id = f.consultation_id
          CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(f.ratings) AS (question text, rating float8)) WITH ORDINALITY AS r(question, rating, n)
        WHERE c.date BETWEEN ${range.previousFrom}::date AND ${range.to}::date ${ofDoctor(scope, sql`c.doctor_id`)}
      ) x
      GROUP BY cur, question, doctor, bucket`;
}

export interface FeedbackRow {
  cur: boolean;
  question: string | null;
  doctor: string | null;
  bucket: string | null;
  sum: number;
  ratings: number;
  forms: number;
}

/** Averages in all, per question, per doctor and per doctor over time, from the detailed sums. */
export function expandFeedback(raw: FeedbackRow[]): FeedbackGroup[] {
  const sums = new Map<string, { group: Omit<FeedbackGroup, 'average'>; sum: number; ratings: number }>();
  const add = (group: Omit<FeedbackGroup, 'average' | 'forms'>, r: FeedbackRow) => {
    const id = JSON.stringify(group);
    const s = sums.get(id) ?? { group: { ...group, forms: 0 }, sum: 0, ratings: 0 };
    s.sum += Number(r.sum);
    s.ratings += Number(r.ratings);
    s.group.forms += Number(r.forms);
    sums.set(id, s);
  };
  for (const r of raw) {
    const base = { cur: r.cur, question: null, doctor: null, bucket: null };
    add({ ...base, dim: 'all' }, r);
    add({ ...base, dim: 'question', question: r.question }, r);
    add({ ...base, dim: 'doctor', doctor: r.doctor }, r);
    add({ ...base, dim: 'series', doctor: r.doctor, bucket: r.bucket }, r);
  }
  return [...sums.values()].map(({ group, sum, ratings }) => ({
    ...group,
    average: ratings ? Math.round((sum / ratings) * 10) / 10 : null,
  }));
}
