import { describe, expect, it } from 'vitest';
import { programmeBalance, programmeDeposit, programmePrice } from './price';

const prices: Record<string, number> = { abhyanga: 1200, swedana: 500, virechana: 2500 };

describe('programme price', () => {
  it('adds the price of every session of every day', () => {
    const plan = [{ therapies: ['abhyanga', 'swedana'] }, { therapies: [] }, { therapies: ['virechana'] }];
    expect(programmePrice(plan, (s) => prices[s]!)).toBe(1200 + 500 + 2500);
  });

  it('asks a quarter of the price after discount as deposit, rounded up to whole hundreds', () => {
    expect(programmeDeposit(10_200, 0)).toBe(2600); // 2550 → 2600
    expect(programmeDeposit(10_200, 1000)).toBe(2300); // 9200 / 4 = 2300 exactly
    expect(programmeDeposit(0, 0)).toBe(0);
    // Never more than what is owed, even when rounding would pass it.
    expect(programmeDeposit(150, 100)).toBe(50);
  });

  it('leaves the balance for the clinic once the deposit is paid', () => {
    expect(programmeBalance(10_200, 1000, false)).toBe(9200);
    expect(programmeBalance(10_200, 1000, true)).toBe(6900);
  });
});
