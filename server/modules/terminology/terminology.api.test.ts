import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseTerminologyFile } from '@core/terminology/import-rows';
import { terminologyConcepts, terminologyMappings, terminologySystems } from '@server/db/schema';
import { isDomainError } from '@server/domain/errors';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { DEMO_TERMINOLOGY_FILE, seedDemoTerminology, writeTerminology } from './terminology-import.server';
import { assertCodeExists } from './terminology.server';

const env = await setupTestApp();
const demoFile = readFileSync(DEMO_TERMINOLOGY_FILE, 'utf8');
/** Tables are emptied before each test: each imports the shipped subset as the demo seed does. */
const importDemo = () => seedDemoTerminology(env.database.db);

async function search(q: string, system?: string) {
  const doctor = await env.signInStaff('doctor');
  const query = new URLSearchParams({ q, ...(system ? { system } : {}) });
  const res = await env.app.inject({ method: 'GET', url: `/api/staff/terminology?${query}`, headers: { cookie: doctor.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data.results as { code: string; term: string; termDevanagari: string; tm2: string[] }[];
}

describe('terminology', () => {
  it('the demo seeds the shipped NAMASTE subset once, with the TM2 codes its rows name', async () => {
    await importDemo();
    await importDemo(); // a second start finds it there
    const [system] = await env.database.db.select().from(terminologySystems).where(eq(terminologySystems.id, 'namaste-ayurveda'));
    expect(system).toMatchObject({ version: 'demo subset', source: DEMO_TERMINOLOGY_FILE });
    const concepts = await env.database.db.select().from(terminologyConcepts);
    expect(concepts).toHaveLength(46);
    expect(await env.database.db.select().from(terminologyMappings)).toHaveLength(39);
  });

  it('re-importing the file updates in place; refused rows are reported', async () => {
    await importDemo();
    const edited = demoFile.replace('आमवातः', 'आमवातः ').replace(/\r?\n$/, '') + '\r\n9999,9999,,noCode,,,-,-,-,-\r\n';
    const report = await writeTerminology(env.database.db, parseTerminologyFile(edited), { version: 'v2', source: 'test.csv' });
    expect(report).toMatchObject({ system: 'namaste-ayurveda', inserted: 0, updated: 46, notInFile: 0 });
    expect(report.refused).toEqual([{ line: 48, code: '', reason: 'no-code' }]);
    expect(await env.database.db.select().from(terminologyConcepts)).toHaveLength(46);
    expect(await env.database.db.select().from(terminologyMappings)).toHaveLength(39);
  });

  it('finds by code (exact first), English term with and without diacritics, Devanagari, the file transliteration', async () => {
    await importDemo();
    expect((await search('EC-6'))[0]).toMatchObject({ code: 'EC-6', term: 'āmavātaḥ', termDevanagari: 'आमवातः', tm2: ['SP11'] });
    expect((await search('ec-6'))[0]?.code).toBe('EC-6');
    expect((await search('amavata'))[0]?.code).toBe('EC-6');
    expect((await search('Āmavāta'))[0]?.code).toBe('EC-6');
    expect((await search('AmavAtaH'))[0]?.code).toBe('EC-6');
    expect((await search('आमवात'))[0]?.code).toBe('EC-6');
    expect((await search('sandhigata vata'))[0]?.code).toBe('AAE-16');
    expect((await search('gridhrasi'))[0]?.code).toBe('AAC-20');
    expect((await search('shvasa')).map((r) => r.code)).toEqual(expect.arrayContaining(['EA-4', 'EA-4.5']));
    expect((await search('amlapitta', 'namaste-ayurveda'))[0]?.code).toBe('EB-4');
    // English words of the definition match too, after the terms.
    expect((await search('painful micturition')).map((r) => r.code)).toContain('EJ-4');
    expect(await search('amlapitta', 'icd11-tm2')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('refuses an empty question and an unknown system with a 400 naming the field', async () => {
    const doctor = await env.signInStaff('doctor');
    const empty = await env.app.inject({ method: 'GET', url: '/api/staff/terminology?q=%20', headers: { cookie: doctor.cookie } });
    expect(empty.statusCode).toBe(400);
    const bad = await env.app.inject({
      method: 'GET',
      url: '/api/staff/terminology?q=kasa&system=snomed',
      headers: { cookie: doctor.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const reception = await env.signInStaff('reception');
    const denied = await env.app.inject({ method: 'GET', url: '/api/staff/terminology?q=kasa', headers: { cookie: reception.cookie } });
    expect(denied.statusCode).toBe(403);
  });

  it('assertCodeExists: an imported code passes, an unknown one (or one of another system) is refused', async () => {
    await importDemo();
    expect(await assertCodeExists(env.database.db, 'namaste-ayurveda', 'EC-6')).toEqual({ code: 'EC-6', term: 'āmavātaḥ' });
    for (const [system, code] of [
      ['namaste-ayurveda', 'EC-999'],
      ['icd11-tm2', 'SP11'], // named by the NAMASTE file, but no ICD-11 file was imported: not recordable
    ] as const) {
      const error = await assertCodeExists(env.database.db, system, code, 'diagnoses.0.code').catch((e: unknown) => e);
      expect(isDomainError(error)).toBe(true);
      expect(error).toMatchObject({
        statusCode: 400,
        message: 'terminology.unknownCode',
        fieldErrors: { 'diagnoses.0.code': 'terminology.unknownCode' },
      });
    }
  });
});
