import { describe, expect, it } from 'vitest';
import { truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it('leaves short text alone', () => {
    expect(truncateAtWord('Triphala churna', 40)).toBe('Triphala churna');
  });

  it('cuts between words and says it did', () => {
    const text = 'Take Triphala churna with warm water at bedtime for thirty days';
    const cut = truncateAtWord(text, 30);
    expect(cut).toBe('Take Triphala churna with warm…');
    expect(cut.length).toBeLessThanOrEqual(31);
  });

  it('cuts a JSON value after a comma or colon rather than inside a name, and Hindi between words', () => {
    expect(truncateAtWord('{"medicines":[{"name":"Mahamanjishthadi Kwath","dosage":"15 ml"}]}', 50)).toBe(
      '{"medicines":[{"name":"Mahamanjishthadi Kwath",…',
    );
    expect(truncateAtWord('रात को सोने से पहले गुनगुने पानी के साथ त्रिफला चूर्ण लें', 30)).toBe('रात को सोने से पहले गुनगुने…');
  });

  it('cuts a single long word where it must', () => {
    expect(truncateAtWord('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
