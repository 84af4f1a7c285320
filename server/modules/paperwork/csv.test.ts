import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDate, csvLine } from './csv';

describe('CSV for Excel', () => {
  it('starts with the UTF-8 byte order mark', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Kumar, Ravi')).toBe('"Kumar, Ravi"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('guards against formula injection: = + - @ (and tab, CR) get a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('writes numbers as plain numbers (rupees), empty for null', () => {
    expect(csvCell(500)).toBe('500');
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes dates the Indian way, dd/mm/yyyy, in clinic time for instants', () => {
    expect(csvDate('2026-11-05')).toBe('05/11/2026');
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in the clinic (UTC+05:30).
    expect(csvDate(new Date('2026-11-24T20:00:00Z'))).toBe('25/11/2026');
    expect(csvDate(null)).toBe('');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
