/**
 * The FHIR R4 document of a consultation (decision 0066), built from a record and checked by two
 * validators against the R4 base definitions (tests/helpers/fhir-validate.ts): FHIR.js and the
 * official R4 JSON schema. The API test covers who may download it and the codes read from the tables.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CaseSheetSchema } from '@core/clinical/case-sheet';
import { fhirErrors } from '../../../tests/helpers/fhir-validate.ts';
import { buildConsultationBundle, type ConsultationRecord, type Json } from './consultation-bundle';
import { ICD11_MMS, namasteSystem } from './fhir-codes';

const BASE = 'https://clinic.example';

function record(overrides: Partial<ConsultationRecord> = {}): ConsultationRecord {
  return {
    baseUrl: BASE,
    issuedAt: new Date('2026-11-24T06:00:00Z'),
    consultation: {
      id: 'ABCDEFGHJKMNPQRSTVWX',
      date: '2026-11-23',
      timeSlot: '10:30',
      mode: 'offline',
      consultationType: 'General Consultation',
      department: 'Kayachikitsa',
    },
    patient: {
      id: 'p-1',
      number: 123,
      name: 'Kavita Rao',
      contact: '9811112222',
      email: null,
      gender: 'female',
      dateOfBirth: '1980-02-29',
    },
    doctor: { id: 'd-1', name: 'Dr. Mine', qualification: 'BAMS, MD (Ayurveda)', registrationNumber: 'CG-1234' },
    clinic: {
      name: 'Sarona Ayurveda Clinic',
      phone: '+919876543210',
      email: 'care@clinic.example',
      street: 'Near Sarona Chowk',
      city: 'Raipur',
      region: 'Chhattisgarh',
      postalCode: '492010',
    },
    sheet: {
      content: CaseSheetSchema.parse({
        complaints: [{ text: 'Pain & swelling <knees>', duration: '3 weeks' }],
        vitals: { pulse: 78, systolic: 130, diastolic: 85, temperature: 37.2, weight: 68, height: 160 },
        ashtavidha: { nadi: { choice: 'vata-pitta', notes: 'Sarpa gati' } },
        agni: 'manda',
        diagnosis: 'Amavata, early',
        diagnoses: [{ system: 'namaste-ayurveda', code: 'EC-6' }],
        plan: 'Langhana, then Rukshana',
        pathya: 'Warm water',
        followUpDate: '2026-12-07',
      }),
      bmi: 26.6,
      signedAt: '2026-11-23T05:40:00.000Z',
      amended: false,
      version: 3,
    },
    prescription: {
      medicines: [
        { name: 'Simhanada Guggulu', dosage: '2 tablets twice a day', duration: '14 days', timing: 'after-food' },
        { name: 'Rasnasaptaka Kashaya', dosage: '15 ml', duration: '', timing: '' },
      ],
      instructions: 'Avoid curd at night',
    },
    conditions: [
      [
        { system: 'namaste-ayurveda', code: 'EC-6', display: 'āmavātaḥ' },
        { system: 'icd11-tm2', code: 'SP11', display: 'Test title of an imported TM2 row' },
      ],
    ],
    ...overrides,
  };
}

/** A resource read loosely in the assertions (the validators check its shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Entry = { fullUrl: string; resource: Json & { resourceType: string } };
const ofType = (entries: Entry[], type: string) => entries.filter((e) => e.resource.resourceType === type).map((e) => e.resource as Loose);

describe('the consultation as a FHIR R4 document Bundle', () => {
  // Loading the R4 definitions and compiling the schema takes seconds on a loaded machine: once, before the tests.
  beforeAll(() => expect(fhirErrors({ resourceType: 'Patient' })).toEqual([]), 120_000);

  it('is valid R4 by both validators, with every resource, the Composition first and every reference inside', () => {
    const bundle = buildConsultationBundle(record());
    expect(fhirErrors(bundle)).toEqual([]);
    for (const entry of bundle.entry) expect(fhirErrors(entry.resource), entry.resource.resourceType).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document', timestamp: '2026-11-24T06:00:00.000Z' });
    expect(bundle.identifier).toMatchObject({ system: 'urn:ietf:rfc:3986', value: expect.stringMatching(/^urn:uuid:[0-9a-f-]{36}$/) });
    expect(bundle.entry[0]!.resource.resourceType).toBe('Composition');
    const types = bundle.entry.map((e) => e.resource.resourceType);
    for (const t of ['Patient', 'Practitioner', 'Organization', 'Encounter', 'Condition', 'Observation', 'MedicationRequest'])
      expect(types).toContain(t);
    const urls = bundle.entry.map((e) => e.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Every reference in the document resolves to an entry of it (a document stands on its own).
    const references = JSON.stringify(bundle).match(/"reference":"([^"]+)"/g) ?? [];
    expect(references.length).toBeGreaterThan(10);
    for (const r of references) expect(urls).toContain(r.slice('"reference":"'.length, -1));
    // The same consultation gives the same ids (a receiver sees one record, not copies).
    expect(buildConsultationBundle(record()).entry.map((e) => e.fullUrl)).toEqual(urls);
  });

  it('codes the vitals as the R4 vital-signs profile does, with UCUM units', () => {
    const observations = ofType(buildConsultationBundle(record()).entry, 'Observation');
    const byCode = Object.fromEntries(observations.map((o) => [o.code.coding[0].code, o]));
    expect(Object.keys(byCode).sort()).toEqual(['29463-7', '39156-5', '8302-2', '8310-5', '85354-9', '8867-4'].sort());
    for (const o of observations) {
      expect(o.code.coding[0].system).toBe('http://loinc.org');
      expect(o.category[0].coding[0]).toMatchObject({ code: 'vital-signs' });
      expect(o.meta.profile).toEqual(['http://hl7.org/fhir/StructureDefinition/vitalsigns']);
      expect(o).toMatchObject({ status: 'final', effectiveDateTime: '2026-11-23T05:00:00.000Z' });
    }
    const q = (code: string) => byCode[code].valueQuantity;
    expect(q('8867-4')).toEqual({ value: 78, unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' });
    expect(q('8310-5')).toMatchObject({ value: 37.2, code: 'Cel' });
    expect(q('29463-7')).toMatchObject({ value: 68, code: 'kg' });
    expect(q('8302-2')).toMatchObject({ value: 160, code: 'cm' });
    expect(q('39156-5')).toMatchObject({ value: 26.6, code: 'kg/m2' });
    const bp = byCode['85354-9'];
    expect(bp.valueQuantity).toBeUndefined();
    expect(bp.component.map((c: Loose) => [c.code.coding[0].code, c.valueQuantity.value, c.valueQuantity.code])).toEqual([
      ['8480-6', 130, 'mm[Hg]'],
      ['8462-4', 85, 'mm[Hg]'],
    ]);
  });

  it('codes the diagnosis with NAMASTE and the imported ICD-11 code, and each medicine as a MedicationRequest', () => {
    const bundle = buildConsultationBundle(record());
    const condition = ofType(bundle.entry, 'Condition')[0]!;
    expect(condition.code.coding).toEqual([
      { system: namasteSystem(BASE), code: 'EC-6', display: 'āmavātaḥ' },
      { system: ICD11_MMS, code: 'SP11', display: 'Test title of an imported TM2 row' },
    ]);
    expect(namasteSystem(BASE)).toBe('https://clinic.example/fhir/CodeSystem/namaste-ayurveda');
    const requests = ofType(bundle.entry, 'MedicationRequest');
    expect(requests.map((r) => r.medicationCodeableConcept)).toEqual([{ text: 'Simhanada Guggulu' }, { text: 'Rasnasaptaka Kashaya' }]);
    expect(requests[0]!.dosageInstruction[0].text).toBe('2 tablets twice a day; Duration: 14 days; After food');
    expect(requests[1]!.dosageInstruction[0].text).toBe('15 ml');
    expect(requests[0]).toMatchObject({ status: 'active', intent: 'order', note: [{ text: 'Avoid curd at night' }] });
    const composition = bundle.entry[0]!.resource as Loose;
    expect(composition).toMatchObject({
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '11488-4' }] },
      confidentiality: 'R',
    });
    expect(composition.attester).toEqual([{ mode: 'legal', time: '2026-11-23T05:40:00.000Z', party: composition.author[0] }]);
    // The narrative is XHTML with the typed text escaped.
    const complaints = composition.section.find((s: Loose) => s.code.coding[0].code === '10154-3');
    expect(complaints.text.div).toContain('Pain &amp; swelling &lt;knees&gt; (3 weeks)');
    expect(composition.section.map((s: Loose) => s.code.coding[0].code)).toEqual([
      '10154-3',
      '29545-1',
      '8716-3',
      '11450-4',
      '57828-6',
      '18776-5',
      '69730-0',
    ]);
  });

  it("without codes keeps the doctor's words as the Condition; an amended sheet says so; an online visit is virtual", () => {
    const base = record();
    const bundle = buildConsultationBundle({
      ...base,
      conditions: [],
      consultation: { ...base.consultation, mode: 'online' },
      sheet: { ...base.sheet!, amended: true },
    });
    expect(fhirErrors(bundle)).toEqual([]);
    expect(ofType(bundle.entry, 'Condition').map((c) => c.code)).toEqual([{ text: 'Amavata, early' }]);
    expect(bundle.entry[0]!.resource.status).toBe('amended');
    expect(ofType(bundle.entry, 'Encounter')[0]!.class).toMatchObject({ code: 'VR' });
  });

  it('a visit with no case sheet and no prescription is still a valid document (Patient, Practitioner, Organization, Encounter)', () => {
    const bundle = buildConsultationBundle(
      record({
        sheet: null,
        prescription: null,
        conditions: [],
        patient: { ...record().patient, number: null, contact: null, gender: null, dateOfBirth: null },
      }),
    );
    expect(fhirErrors(bundle)).toEqual([]);
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Composition',
      'Patient',
      'Practitioner',
      'Organization',
      'Encounter',
    ]);
  });

  it('the validators are real: a broken document is refused by both', () => {
    const bundle = buildConsultationBundle(record());
    const broken = structuredClone(bundle) as Json & { entry: Entry[] };
    const observation = broken.entry.find((e) => e.resource.resourceType === 'Observation')!.resource;
    observation.status = 'done';
    const request = broken.entry.find((e) => e.resource.resourceType === 'MedicationRequest')!.resource;
    delete request.medicationCodeableConcept;
    const errors = fhirErrors(broken);
    expect(errors.some((e) => e.startsWith('FHIR.js:') && e.includes('Observation.status'))).toBe(true);
    expect(errors.some((e) => e.startsWith('FHIR.js:') && e.includes('MedicationRequest.medication'))).toBe(true);
    expect(errors.some((e) => e.startsWith('schema:'))).toBe(true);
    expect(fhirErrors({ ...bundle, type: 'folder' }).length).toBeGreaterThan(0);
  });
});
