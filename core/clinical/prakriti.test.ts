/** Prakriti scoring (decision 0063): the guna weights, "not known", whole percentages adding up to 100. */
import { describe, expect, it } from 'vitest';
import {
  DOSHAS,
  GUNA_POINTS,
  ITEM_POINTS,
  PRAKRITI_ITEMS,
  PrakritiRecordSchema,
  doshaDominance,
  prakritiProportions,
  wholePercentages,
  type PrakritiAnswers,
} from './prakriti';

const all = (answer: 'yes' | 'no' | 'unknown', except: Record<string, 'yes' | 'no' | 'unknown'> = {}): PrakritiAnswers =>
  Object.fromEntries(PRAKRITI_ITEMS.map((i) => [i.id, except[i.id] ?? answer]));

describe('the Prakriti questionnaire', () => {
  it('has the gunas Charaka names (vata 8, pitta 5, kapha 12), each weighing the same, and unique ids', () => {
    const gunas = (d: string) => new Set(PRAKRITI_ITEMS.filter((i) => i.dosha === d).map((i) => i.guna)).size;
    expect([gunas('vata'), gunas('pitta'), gunas('kapha')]).toEqual([8, 5, 12]);
    expect(new Set(PRAKRITI_ITEMS.map((i) => i.id)).size).toBe(PRAKRITI_ITEMS.length);
    const maximum = (d: string) => PRAKRITI_ITEMS.filter((i) => i.dosha === d).reduce((s, i) => s + (ITEM_POINTS[i.id] ?? 0), 0);
    expect(DOSHAS.map((d) => Math.round(maximum(d)))).toEqual([8 * GUNA_POINTS, 5 * GUNA_POINTS, 12 * GUNA_POINTS]);
    for (const i of PRAKRITI_ITEMS) expect(i.en.length * i.hi.length).toBeGreaterThan(0);
  });

  it('scores each dosha against its own maximum and shares the three into whole percentages', () => {
    const answers = all('no', { 'p-visra': 'yes', 'k-snigdha': 'yes', 'k-shlakshna': 'yes' });
    for (const i of PRAKRITI_ITEMS) if (i.dosha === 'vata') answers[i.id] = 'yes';
    expect(doshaDominance(answers)).toEqual({ vata: 1, pitta: 0.2, kapha: 240 / 1440 });
    // 73.17 / 14.63 / 12.20: the floors make 99, the largest remainder (pitta) gets the last point.
    expect(prakritiProportions(answers)).toEqual({ vata: 73, pitta: 15, kapha: 12 });
    expect(prakritiProportions(all('yes'))).toEqual({ vata: 34, pitta: 33, kapha: 33 });
  });

  it('leaves a "not known" feature out of both the score and the maximum', () => {
    const answers = all('unknown', { 'v-laghu': 'yes', 'p-ushna-heat': 'no', 'p-visra': 'yes', 'k-guru': 'yes', 'k-manda': 'no' });
    expect(doshaDominance(answers)).toEqual({ vata: 1, pitta: 120 / (120 + 120 / 7), kapha: 0.5 });
    expect(doshaDominance(all('unknown')).vata).toBeNull();
    expect(prakritiProportions(all('unknown', { 'v-laghu': 'yes' }))).toBeNull();
    expect(prakritiProportions(all('no'))).toBeNull();
  });

  it('makes whole percentages that always add up to 100', () => {
    for (const w of [
      { vata: 1, pitta: 1, kapha: 1 },
      { vata: 0.3, pitta: 0.3, kapha: 0.4 },
      { vata: 0.123, pitta: 0.456, kapha: 0.789 },
      { vata: 0, pitta: 0, kapha: 0.01 },
    ]) {
      const p = wholePercentages(w);
      expect(p.vata + p.pitta + p.kapha).toBe(100);
    }
  });

  it('refuses an examination whose three percentages do not add up to 100, at the total', () => {
    const r = PrakritiRecordSchema.safeParse({ method: 'examination', vata: '40', pitta: '30', kapha: '20' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['total', 'staff.prakriti.sumNot100']]);
    expect(PrakritiRecordSchema.parse({ method: 'examination', vata: '40', pitta: '35', kapha: '25' })).toMatchObject({
      vata: 40,
      kapha: 25,
    });
  });
});
