import { describe, expect, it } from 'vitest';
import { translate } from '@core/i18n/catalog';
import {
  FEEDBACK_COMMENTS_MAX,
  FEEDBACK_COMMENTS_PAGE,
  buildFeedbackReport,
  feedbackCommentsShown,
  type FeedbackRow,
} from './feedback-report';

const row = (doctor: string, at: string, ratings: [string, number][], onTime: boolean | null = null, comments = ''): FeedbackRow => ({
  doctorId: doctor,
  doctorName: `Dr. ${doctor}`,
  createdAt: new Date(at),
  ratings: ratings.map(([question, rating]) => ({ question, rating })),
  onTime,
  comments,
});

describe('feedback report', () => {
  const rows = [
    row(
      'A',
      '2026-10-31T20:00:00Z',
      [
        ['overall', 8],
        ['cleanliness', 6],
      ],
      true,
      'Very kind',
    ),
    row(
      'A',
      '2026-10-10T05:00:00Z',
      [
        ['overall', 10],
        ['cleanliness', 0],
      ],
      false,
    ),
    row('B', '2026-09-15T05:00:00Z', [['overall', 5]], null, '  '),
  ];
  const report = buildFeedbackReport(rows);

  it('averages each question per doctor, leaving out unanswered ratings', () => {
    const a = report.byDoctor.find((d) => d.doctorId === 'A');
    expect(a).toMatchObject({ count: 2, questions: { overall: 9, cleanliness: 6 }, overall: 8, onTimeShare: 50 });
    expect(report.byDoctor.find((d) => d.doctorId === 'B')).toMatchObject({ count: 1, questions: { overall: 5 }, onTimeShare: null });
  });

  it('groups by month in the clinic time zone', () => {
    // 2026-10-31 20:00 UTC is 1 November in India.
    expect(report.byMonth.map((m) => [m.month, m.count])).toEqual([
      ['2026-09', 1],
      ['2026-10', 1],
      ['2026-11', 1],
    ]);
  });

  it('lists non-empty comments, newest first, and the questions seen', () => {
    expect(report.comments).toEqual([{ doctorName: 'Dr. A', createdAt: '2026-10-31T20:00:00.000Z', comments: 'Very kind' }]);
    expect(report.commentCount).toBe(1);
    expect(report.questions).toEqual(['overall', 'cleanliness']);
    expect(report.all.count).toBe(3);
  });

  it('handles no feedback', () => {
    expect(buildFeedbackReport([])).toMatchObject({ all: { count: 0, overall: null }, byDoctor: [], byMonth: [] });
  });

  it('shows the newest comments asked for and counts them all', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      row('A', new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), [['overall', 7]], null, `comment ${i + 1}`),
    );
    const first = buildFeedbackReport(many);
    expect(first.comments.map((c) => c.comments)).toEqual(Array.from({ length: 20 }, (_, i) => `comment ${30 - i}`));
    expect(first.commentCount).toBe(30);
    expect(buildFeedbackReport(many, { comments: 40 }).comments).toHaveLength(30);
    // The averages still count every row, whatever the comments shown.
    expect(first.all.count).toBe(30);
  });

  it("shows one doctor's comments when asked, and everyone's for a doctor without feedback", () => {
    const two = [
      row('A', '2026-10-01T05:00:00Z', [['overall', 8]], null, 'About A'),
      row('B', '2026-10-02T05:00:00Z', [['overall', 6]], null, 'About B'),
      row('B', '2026-10-03T05:00:00Z', [['overall', 7]], null, ''),
    ];
    const ofB = buildFeedbackReport(two, { doctorId: 'B' });
    expect(ofB).toMatchObject({ commentsOf: 'B', commentCount: 1, comments: [{ comments: 'About B' }] });
    // The averages stay everyone's.
    expect(ofB.all.count).toBe(3);
    expect(buildFeedbackReport(two, { doctorId: 'nobody' })).toMatchObject({ commentsOf: null, commentCount: 2 });
    expect(buildFeedbackReport(two)).toMatchObject({ commentsOf: null, commentCount: 2 });
  });

  it('reads ?comments= as whole pages between one page and the most', () => {
    expect(feedbackCommentsShown(null)).toBe(FEEDBACK_COMMENTS_PAGE);
    expect(feedbackCommentsShown('abc')).toBe(FEEDBACK_COMMENTS_PAGE);
    expect(feedbackCommentsShown('-40')).toBe(FEEDBACK_COMMENTS_PAGE);
    expect(feedbackCommentsShown('5')).toBe(FEEDBACK_COMMENTS_PAGE);
    expect(feedbackCommentsShown('40')).toBe(40);
    expect(feedbackCommentsShown('45')).toBe(40);
    expect(feedbackCommentsShown('1e9')).toBe(FEEDBACK_COMMENTS_MAX);
    expect(feedbackCommentsShown('Infinity')).toBe(FEEDBACK_COMMENTS_PAGE);
  });
});

describe("the report's chart caption", () => {
  it('says one month, or the latest N months, in both languages', () => {
    expect(translate('en', 'staff.feedback.chart', { n: 1 })).toBe('Average rating per month (out of 10), the one month with feedback');
    expect(translate('en', 'staff.feedback.chart', { n: 12 })).toBe(
      'Average rating per month (out of 10), the latest 12 months with feedback',
    );
    expect(translate('hi', 'staff.feedback.chart', { n: 1 })).toContain('फ़ीडबैक वाला 1 महीना');
    expect(translate('hi', 'staff.feedback.chart', { n: 12 })).toContain('फ़ीडबैक वाले पिछले 12 महीने');
  });
});
