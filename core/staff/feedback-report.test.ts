import { describe, expect, it } from 'vitest';
import { buildFeedbackReport, type FeedbackRow } from './feedback-report';

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
    expect(report.questions).toEqual(['overall', 'cleanliness']);
    expect(report.all.count).toBe(3);
  });

  it('handles no feedback', () => {
    expect(buildFeedbackReport([])).toMatchObject({ all: { count: 0, overall: null }, byDoctor: [], byMonth: [] });
  });
});
