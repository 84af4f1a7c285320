import { describe, expect, it } from 'vitest';
import { formatRupees } from '@core/money';
import { amountInWords } from './amount-words';

describe('amountInWords, English (Indian system)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [7, 'Rupees Seven Only'],
    [15, 'Rupees Fifteen Only'],
    [40, 'Rupees Forty Only'],
    [99, 'Rupees Ninety-Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [500, 'Rupees Five Hundred Only'],
    [1200, 'Rupees One Thousand Two Hundred Only'],
    [1001, 'Rupees One Thousand One Only'],
    [21_550, 'Rupees Twenty-One Thousand Five Hundred Fifty Only'],
    [100_000, 'Rupees One Lakh Only'],
    [250_075, 'Rupees Two Lakh Fifty Thousand Seventy-Five Only'],
    [1_00_00_000, 'Rupees One Crore Only'],
    [12_34_56_789, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
  ])('%i -> %s', (n, words) => {
    expect(amountInWords(n, 'en')).toBe(words);
  });
});

describe('amountInWords, Hindi (Indian system)', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [7, 'सात रुपये मात्र'],
    [15, 'पंद्रह रुपये मात्र'],
    [99, 'निन्यानवे रुपये मात्र'],
    [100, 'एक सौ रुपये मात्र'],
    [500, 'पाँच सौ रुपये मात्र'],
    [1200, 'एक हज़ार दो सौ रुपये मात्र'],
    [1001, 'एक हज़ार एक रुपये मात्र'],
    [21_550, 'इक्कीस हज़ार पाँच सौ पचास रुपये मात्र'],
    [100_000, 'एक लाख रुपये मात्र'],
    [250_075, 'दो लाख पचास हज़ार पचहत्तर रुपये मात्र'],
    [1_00_00_000, 'एक करोड़ रुपये मात्र'],
    [12_34_56_789, 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र'],
  ])('%i -> %s', (n, words) => {
    expect(amountInWords(n, 'hi')).toBe(words);
  });

  it('knows every Hindi number word from 1 to 99 once (no two alike)', () => {
    const words = Array.from({ length: 99 }, (_, i) => amountInWords(i + 1, 'hi'));
    expect(new Set(words).size).toBe(99);
    expect(amountInWords(45, 'hi')).toBe('पैंतालीस रुपये मात्र');
    expect(amountInWords(68, 'hi')).toBe('अड़सठ रुपये मात्र');
    expect(amountInWords(79, 'hi')).toBe('उन्यासी रुपये मात्र');
  });

  it('refuses what is not a whole number of rupees', () => {
    expect(() => amountInWords(-1, 'en')).toThrow();
    expect(() => amountInWords(1.5, 'hi')).toThrow();
  });
});

describe('formatRupees', () => {
  it('groups the Indian way', () => {
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(1200)).toBe('₹1,200');
    expect(formatRupees(250_075)).toBe('₹2,50,075');
    expect(formatRupees(12_34_56_789)).toBe('₹12,34,56,789');
  });
});
