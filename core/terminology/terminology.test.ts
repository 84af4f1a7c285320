import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRows } from './csv';
import { parseTerminologyFile, UnknownLayout } from './import-rows';
import { codeKey, normaliseForSearch } from './normalise';

/** The header of NAMASTE's "National Ayurveda Morbidity Codes" as published (with the Name English edition's columns). */
const NAMASTE_HEADER =
  'Sr No.,NAMC_ID,NAMC_CODE,NAMC_term,NAMC_term_diacritical,NAMC_term_DEVANAGARI,Short_definition,Long_definition,Ontology_branches,Name English,Name English Under Index,Primary Index Related';

describe('normaliseForSearch', () => {
  it('strips IAST diacritics, so the typed word without them meets the published term', () => {
    expect(normaliseForSearch('āmavātaḥ')).toBe('amavatah');
    expect(normaliseForSearch('Āmavāta')).toBe('amavata');
    expect(normaliseForSearch('gṛdhrasī')).toBe(normaliseForSearch('gridhrasi'));
    expect(normaliseForSearch('gr̥dhrasī')).toBe(normaliseForSearch('gridhrasi')); // ṛ as r + ring below
    expect(normaliseForSearch('pakṣāghātaḥ')).toBe('paksagatah');
    expect(normaliseForSearch('śvāsaḥ')).toBe(normaliseForSearch('shvasah'));
    expect(normaliseForSearch('aṅgamardaḥ kaṇṭhodhvaṃsaḥ saṁdhi ñ')).toBe('angamardah kantodvamsah samdi n');
    expect(normaliseForSearch('kēvalavāta dōṣa')).toBe('kevalavata dosa');
  });

  it('folds English spellings: doubled vowels, aspirates, w for v', () => {
    expect(normaliseForSearch('Aamavaata')).toBe(normaliseForSearch('amavata'));
    expect(normaliseForSearch('jwara')).toBe(normaliseForSearch('jvaraḥ').replace(/h$/, ''));
    expect(normaliseForSearch('Sandhigata Vata')).toBe('sandigata vata');
    expect(normaliseForSearch('AmavAtaH')).toBe('amavatah'); // the file's own transliteration column
  });

  it('keeps Devanagari as typed (its vowel signs and virama are letters), only Unicode-normalised', () => {
    expect(normaliseForSearch('आमवातः')).toBe('आमवातः');
    expect(normaliseForSearch('सन्धिगतवातः')).toBe('सन्धिगतवातः');
    expect(normaliseForSearch('क़')).toBe('क़'.normalize('NFC'));
    expect(normaliseForSearch('आमवात (वात)')).toBe('आमवात वात');
  });

  it('punctuation separates words; codes keep their digits', () => {
    expect(normaliseForSearch('  SP11(EC-6) ')).toBe('sp11 ec 6');
    expect(codeKey(' EC-6 ')).toBe('ec-6');
    expect(codeKey('AAA-2.1')).toBe('aaa-2.1');
  });
});

describe('CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks; BOM and CRLF', () => {
    const rows = parseCsvRows('\uFEFFa,b,c\r\n1,"x, ""y""",3\r\n2,"two\nlines",\r\n\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'x, "y"', '3'] },
      { line: 3, cells: ['2', 'two\nlines', ''] },
    ]);
  });

  it('keys records by the header and numbers them by the line they start on', () => {
    const { header, records } = parseCsv('Code,Title\n"1A00","Cholera"\n1A01,"- Intestinal infection\nwith a break"\n1A02,x\n');
    expect(header).toEqual(['Code', 'Title']);
    expect(records.map((r) => r.line)).toEqual([2, 3, 5]);
    expect(records[1]?.values.Title).toBe('- Intestinal infection\nwith a break');
  });
});

describe('reading a NAMASTE file', () => {
  it('reads the shipped demo subset of the official file: every row a concept, TM2 codes split off', () => {
    const parsed = parseTerminologyFile(readFileSync('content/terminology/namaste-ayurveda-demo.csv', 'utf8'));
    expect(parsed.system).toBe('namaste-ayurveda');
    expect(parsed.refused).toEqual([]);
    expect(parsed.concepts).toHaveLength(46);
    const amavata = parsed.concepts.find((c) => c.code === 'EC-6');
    expect(amavata).toMatchObject({ term: 'āmavātaḥ', termDevanagari: 'आमवातः', tm2Codes: ['SP11'], sourceId: '823' });
    expect(amavata?.definition).toMatch(/^It is characterised by inflammation and pain of joints/);
    expect(parsed.concepts.find((c) => c.code === 'ED-8')?.tm2Codes).toEqual(['SP11']); // "ED-8(SP11)": either order
    expect(parsed.concepts.find((c) => c.code === 'F')?.tm2Codes).toEqual(['SK00']); // "SK00 (F)"
    expect(parsed.concepts.find((c) => c.code === 'I-1')?.term).toBe('pratiśyāyaḥ / pīnasaḥ');
    expect(parsed.concepts.find((c) => c.code === 'AYU')?.term).toBe('vyādhi-viniścayaḥ');
  });

  it('reports refused rows with their line and reason (format fixture: made-up rows, used only here)', () => {
    const file = [
      NAMASTE_HEADER,
      '1,1,ZZ-1,fixtureH,(a) fixtureḥ,फिक्स्चर,-,A made-up row for the parser test,-,Fixture disorder (TM2),-,Primary',
      '2,2,,noCode,,,-,-,-,-,-,-',
      '3,3,SR5Z€,badCode,,,-,-,-,-,-,-',
      '4,4,ZZ-2,,,,-,-,-,-,-,-',
      '5,5,ZZ-1,again,,,-,-,-,-,-,-',
      '6,6,SQ9Z (ZZ-3),"quoted, term",,"फ, क",-,"It is ""quoted""",-,English ⇒,-,Index',
    ].join('\n');
    const parsed = parseTerminologyFile(file);
    expect(parsed.refused).toEqual([
      { line: 3, code: '', reason: 'no-code' },
      { line: 4, code: 'SR5Z€', reason: 'bad-code' },
      { line: 5, code: 'ZZ-2', reason: 'no-term' },
      { line: 6, code: 'ZZ-1', reason: 'duplicate-code' },
    ]);
    expect(parsed.concepts.map((c) => c.code)).toEqual(['ZZ-1', 'ZZ-3']);
    expect(parsed.concepts[0]).toMatchObject({ term: 'fixtureḥ', termEnglish: 'Fixture disorder (TM2)', tm2Codes: [] });
    expect(parsed.concepts[1]).toMatchObject({
      term: 'quoted, term',
      termEnglish: 'English',
      definition: 'It is "quoted"',
      tm2Codes: ['SQ9Z'],
    });
  });

  it('reads an ICD-11 tabulation only when told which linearization, skipping chapters and blocks', () => {
    const file =
      'Code,BlockId,Title,ClassKind,ChapterNo\n,,Traditional medicine conditions,chapter,26\n,BLK1,- Fixture block,block,26\nSZ01,,- - Fixture disorder (TM2),category,26\nbad code,,- x,category,26\n';
    expect(() => parseTerminologyFile(file)).toThrow(UnknownLayout);
    expect(() => parseTerminologyFile(file, 'namaste-ayurveda')).toThrow(UnknownLayout);
    const parsed = parseTerminologyFile(file, 'icd11-tm2');
    expect(parsed).toMatchObject({ system: 'icd11-tm2', skipped: 2, refused: [{ line: 5, code: 'bad code', reason: 'bad-code' }] });
    expect(parsed.concepts).toMatchObject([{ code: 'SZ01', term: 'Fixture disorder (TM2)', sourceId: '26' }]);
    expect(() => parseTerminologyFile('a,b\n1,2\n')).toThrow(/unknown layout/);
  });
});
