/**
 * The feedback report: average rating per question, per doctor and per month (clinic calendar),
 * from the raw feedback rows. Ratings outside 1-10 (unanswered = 0 in the old system) are left out.
 */
import { CLINIC_TIME_ZONE } from '@core/booking/slots';
import { dateTimeFormat } from '@core/i18n/intl-cache';
import { groupBy } from '@core/group-by';

export interface FeedbackRow {
  doctorId: string | null;
  doctorName: string;
  createdAt: Date;
  ratings: { question: string; rating: number }[];
  onTime: boolean | null;
  comments: string;
}

interface Averages {
  count: number;
  questions: Record<string, number>;
  overall: number | null;
  onTimeShare: number | null;
}

export interface FeedbackReport {
  questions: string[];
  all: Averages;
  byDoctor: ({ doctorId: string | null; doctorName: string } & Averages)[];
  byMonth: ({ month: string } & Averages)[];
  /** The newest comments, as many as asked for. */
  comments: { doctorName: string; createdAt: string; comments: string }[];
  /** How many comments there are in all (of the doctor the comments are filtered to, if any). */
  commentCount: number;
  /** The doctor whose comments are shown, when filtered to one who has feedback; null for everyone's. */
  commentsOf: string | null;
}

/** Comments shown at first, and the most one page shows (each "older comments" adds a page). */
export const FEEDBACK_COMMENTS_PAGE = 20;
export const FEEDBACK_COMMENTS_MAX = 500;

/** The `?comments=` of /staff/feedback as a count to show: a whole number of pages, at least one, at most the most. */
export function feedbackCommentsShown(param: string | null): number {
  const pages = Math.floor(Number(param) / FEEDBACK_COMMENTS_PAGE);
  if (!Number.isFinite(pages) || pages < 1) return FEEDBACK_COMMENTS_PAGE;
  return Math.min(pages * FEEDBACK_COMMENTS_PAGE, FEEDBACK_COMMENTS_MAX);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function monthOf(at: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);
}

function averages(rows: FeedbackRow[]): Averages {
  const sums = new Map<string, { sum: number; n: number }>();
  let all = 0;
  let allN = 0;
  let onTime = 0;
  let onTimeN = 0;
  for (const row of rows) {
    for (const { question, rating } of row.ratings) {
      if (!Number.isFinite(rating) || rating < 1 || rating > 10) continue;
      const s = sums.get(question) ?? { sum: 0, n: 0 };
      s.sum += rating;
      s.n += 1;
      sums.set(question, s);
      all += rating;
      allN += 1;
    }
    if (row.onTime !== null) {
      onTimeN += 1;
      if (row.onTime) onTime += 1;
    }
  }
  return {
    count: rows.length,
    questions: Object.fromEntries([...sums].map(([q, s]) => [q, round1(s.sum / s.n)])),
    overall: allN ? round1(all / allN) : null,
    onTimeShare: onTimeN ? Math.round((onTime / onTimeN) * 100) : null,
  };
}

export function buildFeedbackReport(
  rows: FeedbackRow[],
  {
    timeZone = CLINIC_TIME_ZONE,
    comments = FEEDBACK_COMMENTS_PAGE,
    doctorId = null,
  }: { timeZone?: string; comments?: number; doctorId?: string | null } = {},
): FeedbackReport {
  // A doctor nobody gave feedback about (or no such doctor) shows everyone's comments.
  const commentsOf = doctorId && rows.some((r) => r.doctorId === doctorId) ? doctorId : null;
  const withComments = rows.filter((r) => r.comments.trim() && (commentsOf === null || r.doctorId === commentsOf));
  const questions = [...new Set(rows.flatMap((r) => r.ratings.map((x) => x.question)))];
  const byDoctor = groupBy(rows, (r) => r.doctorId ?? '');
  const byMonth = groupBy(rows, (r) => monthOf(r.createdAt, timeZone));
  return {
    questions,
    all: averages(rows),
    byDoctor: [...byDoctor.values()]
      .map((list) => ({ doctorId: list[0]?.doctorId ?? null, doctorName: list[0]?.doctorName ?? '', ...averages(list) }))
      .sort((a, b) => a.doctorName.localeCompare(b.doctorName)),
    byMonth: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, list]) => ({ month, ...averages(list) })),
    comments: withComments
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, comments)
      .map((r) => ({ doctorName: r.doctorName, createdAt: r.createdAt.toISOString(), comments: r.comments.trim() })),
    commentCount: withComments.length,
    commentsOf,
  };
}
