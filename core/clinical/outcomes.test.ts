/** The outcome rules (decision 0068): plausible ranges, the measure choice, medians and suppression. */
import { describe, expect, it } from 'vitest';
import { MeasureChoiceSchema, readingProblems, type MeasureDef } from './outcomes';
import { changeOf, groupOutcomes, median } from './outcome-stats';

const fixed = (kind: MeasureDef['kind']): MeasureDef => ({ kind, name: '', unit: '', min: null, max: null });

describe('readingProblems', () => {
  it('keeps pain to whole numbers 0-10', () => {
    expect(readingProblems(fixed('pain-0-10'), 0, null)).toEqual({});
    expect(readingProblems(fixed('pain-0-10'), 10, null)).toEqual({});
    expect(readingProblems(fixed('pain-0-10'), 11, null)).toEqual({ value: { key: 'staff.outcomes.painRange' } });
    expect(readingProblems(fixed('pain-0-10'), 4.5, null)).toEqual({ value: { key: 'staff.outcomes.painRange' } });
    expect(readingProblems(fixed('pain-0-10'), null, null)).toEqual({ value: { key: 'staff.outcomes.valueRequired' } });
  });

  it("takes weight's and blood pressure's ranges from the case sheet's vitals", () => {
    expect(readingProblems(fixed('weight-kg'), 301, null)).toEqual({ value: { key: 'staff.clinical.vitals.weightRange' } });
    expect(readingProblems(fixed('blood-pressure'), 400, 80)).toEqual({ value: { key: 'staff.clinical.vitals.systolicRange' } });
    expect(readingProblems(fixed('blood-pressure'), 120, 20)).toEqual({ value2: { key: 'staff.clinical.vitals.diastolicRange' } });
    expect(readingProblems(fixed('blood-pressure'), 120, 120)).toEqual({
      value2: { key: 'staff.clinical.vitals.diastolicAboveSystolic' },
    });
    expect(readingProblems(fixed('blood-pressure'), 120, 80)).toEqual({});
  });

  it("uses a symptom score's own range and names it", () => {
    const score: MeasureDef = { kind: 'symptom-score', name: 'Bloating', unit: '', min: 0, max: 27 };
    expect(readingProblems(score, 27, null)).toEqual({});
    expect(readingProblems(score, -1, null)).toEqual({ value: { key: 'staff.outcomes.valueRange', params: { min: 0, max: 27 } } });
  });
});

describe('MeasureChoiceSchema', () => {
  it('needs a name and a range for a score of the doctor’s own, and reads numbers as typed', () => {
    expect(MeasureChoiceSchema.safeParse({ kind: 'pain-0-10' }).success).toBe(true);
    const parsed = MeasureChoiceSchema.parse({ kind: 'custom', name: 'Walking', unit: 'm', min: '0', max: '2000' });
    expect(parsed).toMatchObject({ min: 0, max: 2000 });
    const refused = MeasureChoiceSchema.safeParse({ kind: 'symptom-score', name: '', min: '', max: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'staff.outcomes.nameRequired'],
      ['min', 'staff.outcomes.boundRequired'],
      ['max', 'staff.outcomes.boundRequired'],
    ]);
    expect(MeasureChoiceSchema.safeParse({ kind: 'weight' }).error?.issues[0]?.message).toBe('staff.outcomes.kindInvalid');
  });
});

describe('medians and suppression', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([-4, -3, -3, -2, -1, 0])).toBe(-2.5);
  });

  it('measures the change from the first to the last reading by day, then by when recorded', () => {
    expect(changeOf([{ takenOn: '2026-11-02', recordedAt: 'a', value: 7 }])).toBeNull();
    expect(
      changeOf([
        { takenOn: '2026-11-16', recordedAt: '2026-11-16T05:00:00Z', value: 3 },
        { takenOn: '2026-11-02', recordedAt: '2026-11-02T09:00:00Z', value: 5 },
        { takenOn: '2026-11-02', recordedAt: '2026-11-02T05:00:00Z', value: 8 },
      ]),
    ).toBe(-5);
  });

  it('suppresses a group of fewer than 5 patients, counting patients, not episodes', () => {
    const episodes = [
      ...['a', 'b', 'c', 'd', 'e'].map((p, i) => ({ group: '14', patientId: p, change: -i })),
      // Four patients with six programmes between them: still too few.
      ...['f', 'f', 'g', 'g', 'h', 'i'].map((p) => ({ group: '7', patientId: p, change: -1 })),
    ];
    expect(groupOutcomes(episodes)).toEqual([
      { label: '14', patients: 5, episodes: 5, medianChange: -2, suppressed: false },
      { label: '7', patients: 0, episodes: 0, medianChange: null, suppressed: true },
    ]);
  });
});
