import { describe, expect, it } from 'vitest';
import { catalogs } from '@core/i18n/catalog';
import { FEEDBACK_QUESTIONS } from '@core/schemas/booking/feedback';
import { questionShortKey } from './question-short-label';

describe('questionShortKey', () => {
  it('names every question of the form in both languages, each differently', () => {
    const keys = FEEDBACK_QUESTIONS.map((q) => questionShortKey(q.question));
    for (const locale of ['en', 'hi'] as const) {
      const names = keys.map((key) => (catalogs[locale] as Record<string, string>)[key]);
      expect(names.every(Boolean), `${locale}: ${keys.join(', ')}`).toBe(true);
      expect(new Set(names).size).toBe(FEEDBACK_QUESTIONS.length);
    }
  });

  it('shows a question that is not ours as stored', () => {
    expect(questionShortKey('Parking')).toBe('Parking');
    expect(questionShortKey('toString')).toBe('toString');
  });
});
