import { describe, expect, it } from 'vitest';
import { translate } from '@core/i18n/catalog';
import { scheduleFailureMessage } from './messages';
import type { ScheduleFailure } from './types';

/** One failure of every code: the `satisfies` makes a new code fail the typecheck until it is here. */
const EVERY: Record<ScheduleFailure['code'], ScheduleFailure> = {
  'empty-programme': { code: 'empty-programme' },
  'unknown-therapy': { code: 'unknown-therapy', therapy: 'nasya' },
  'prescription-required': { code: 'prescription-required', therapy: 'Virechana' },
  'no-trained-therapist': { code: 'no-trained-therapist', therapy: 'Abhyanga' },
  'no-therapist-of-gender': { code: 'no-therapist-of-gender', therapy: 'Abhyanga', gender: 'female' },
  'no-room-with-capability': { code: 'no-room-with-capability', therapy: 'Basti', capability: 'basti-room' },
  'start-in-past': { code: 'start-in-past', startDate: '30 Nov 2026', today: '1 Dec 2026' },
  'holiday-every-day': { code: 'holiday-every-day', from: '1 Dec 2026', to: '5 Dec 2026' },
  'beyond-horizon': { code: 'beyond-horizon', day: 14, date: '16 Dec 2026', lastBookable: '15 Dec 2026' },
  'no-time-in-band': { code: 'no-time-in-band', day: 3, date: '3 Dec 2026', therapy: 'Abhyanga' },
};

describe('scheduleFailureMessage', () => {
  it('words every reason in English and Hindi, with all its details and no placeholder left', () => {
    const seen = new Set<string>();
    for (const reason of Object.values(EVERY)) {
      const { key, params } = scheduleFailureMessage(reason);
      seen.add(key);
      for (const locale of ['en', 'hi'] as const) {
        const text = translate(locale, key, params);
        expect(text, `${reason.code} ${locale}`).not.toBe(key);
        expect(text).not.toMatch(/[{}]/);
        for (const [name, value] of Object.entries(reason))
          if (name !== 'code' && name !== 'gender') expect(text, name).toContain(String(value));
      }
      expect(translate('hi', key, params)).not.toBe(translate('en', key, params));
    }
    expect(seen.size).toBe(Object.keys(EVERY).length);
  });
});
