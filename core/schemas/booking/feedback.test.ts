import { describe, expect, it } from 'vitest';
import { FEEDBACK_QUESTIONS, FeedbackSubmitSchema } from './feedback';

const all = (rating: number) => FEEDBACK_QUESTIONS.map((q) => ({ question: q.question, rating }));

describe('FeedbackSubmitSchema', () => {
  it('accepts five answered ratings, the on-time answer and a comment', () => {
    const parsed = FeedbackSubmitSchema.parse({ consultationId: 'X', ratings: all(7), onTime: 'Yes', additionalComments: ' fine ' });
    expect(parsed.additionalComments).toBe('fine');
    expect(parsed.ratings).toHaveLength(5);
  });
  it('refuses an unanswered rating instead of counting it as 0', () => {
    const ratings = all(7).map((r, i) => (i === 2 ? { question: r.question, rating: undefined } : r));
    const result = FeedbackSubmitSchema.safeParse({ consultationId: 'X', ratings, onTime: 'No' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('consultations.feedback.ratingRequired');
    expect(FeedbackSubmitSchema.safeParse({ consultationId: 'X', ratings: all(0), onTime: 'No' }).success).toBe(false);
    expect(FeedbackSubmitSchema.safeParse({ consultationId: 'X', ratings: all(11), onTime: 'No' }).success).toBe(false);
  });
  it('needs each question once and the on-time answer', () => {
    const twice = [...all(5).slice(0, 4), all(5)[0]];
    expect(FeedbackSubmitSchema.safeParse({ consultationId: 'X', ratings: twice, onTime: 'No' }).success).toBe(false);
    const noOnTime = FeedbackSubmitSchema.safeParse({ consultationId: 'X', ratings: all(5) });
    expect(noOnTime.error?.issues[0]?.message).toBe('consultations.feedback.onTimeRequired');
  });
  it('limits the comment to 2,000 characters', () => {
    expect(
      FeedbackSubmitSchema.safeParse({ consultationId: 'X', ratings: all(5), onTime: 'No', additionalComments: 'a'.repeat(2000) }).success,
    ).toBe(true);
    expect(
      FeedbackSubmitSchema.safeParse({ consultationId: 'X', ratings: all(5), onTime: 'No', additionalComments: 'a'.repeat(2001) }).success,
    ).toBe(false);
  });
});
