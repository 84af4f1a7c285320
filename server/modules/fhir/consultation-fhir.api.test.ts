/**
 * GET /api/staff/consultations/:id/fhir (decision 0066): a completed visit as a FHIR R4 document,
 * for a doctor of the patient and admin only (another doctor 403, the desk 403), audited as a
 * clinical read, with the diagnosis codes read from the terminology tables (an ICD-11 code only
 * where WHO's file was imported) and the case sheet's codes refused unless imported.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTerminologyFile } from '@core/terminology/import-rows';
import { createDoctor } from '@server/db/factories';
import { auditLog } from '@server/db/schema';
import { insertConsultation } from '../../../tests/helpers/consultation-rows.ts';
import { fhirErrors } from '../../../tests/helpers/fhir-validate.ts';
import { injectAs, type Json } from '../../../tests/helpers/inject-as.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { seedDemoTerminology, writeTerminology } from '../terminology/terminology-import.server';

const env = await setupTestApp();
const fhirUrl = (id: string) => `/api/staff/consultations/${id}/fhir`;
const sheetUrl = (id: string) => `/api/staff/consultations/${id}/case-sheet`;

/** A one-row ICD-11 TM2 file in WHO's tabulation layout, made for the test (the repository ships no ICD-11 rows). */
const TM2_FIXTURE = 'Code,BlockId,Title,ClassKind,ChapterNo\nSP11,,- - Test row for SP11 (fixture),category,26\n';

async function scenario() {
  const db = env.database.db;
  await seedDemoTerminology(db);
  const mine = (await createDoctor(db, { name: 'Dr. Mine' }))!;
  const theirs = (await createDoctor(db, { name: 'Dr. Theirs' }))!;
  const patient = await injectAs(env, 'patient', { name: 'Kavita Rao', contact: '9811112222' });
  const visit = await insertConsultation(db, {
    doctor: mine,
    patient: patient.patient,
    date: '2026-11-23',
    timeSlot: '10:30',
    status: 'confirmed',
  });
  const doctor = await injectAs(env, 'doctor', { doctorId: mine.id });
  const colleague = await injectAs(env, 'doctor', { doctorId: theirs.id });
  const reception = await injectAs(env, 'reception');
  const admin = await injectAs(env, 'admin');
  const therapist = await injectAs(env, 'therapist');
  env.clock.now = new Date('2026-11-23T05:00:00Z');
  return { patient, visit, doctor, colleague, reception, admin, therapist };
}

const sheet = {
  complaints: [{ text: 'Pain in the knees', duration: '3 weeks' }],
  vitals: { pulse: 78, systolic: 130, diastolic: 85, temperature: 37.2, weight: 68, height: 160 },
  diagnosis: 'Amavata',
  diagnoses: [{ system: 'namaste-ayurveda', code: 'EC-6' }],
  plan: 'Langhana',
};

async function completedVisit(s: Awaited<ReturnType<typeof scenario>>) {
  const saved = await s.doctor.put(sheetUrl(s.visit.id), { version: 0, content: sheet });
  expect(saved.status, saved.body).toBe(200);
  // The sheet names each coded diagnosis with its imported term, for the editor and the signed view.
  expect(saved.json.data.caseSheet.codedTerms).toEqual({ 'namaste-ayurveda EC-6': 'āmavātaḥ' });
  const rx = await s.doctor.patch(`/api/consultations/${s.visit.id}/prescription`, {
    medicines: [{ name: 'Simhanada Guggulu', dosage: '2 tablets twice a day', duration: '14 days', timing: 'after-food' }],
    instructions: 'Warm water only',
  });
  expect(rx.status, rx.body).toBe(200);
  expect((await s.reception.patch(`/api/consultations/${s.visit.id}/status`, { status: 'completed' })).status).toBe(200);
}

const codingsOf = (bundle: Json) =>
  bundle.entry
    .filter((e: Json) => e.resource.resourceType === 'Condition')
    .map((e: Json) => e.resource.code.coding.map((c: Json) => c.code));

describe('the FHIR export of a consultation', () => {
  beforeAll(() => expect(fhirErrors({ resourceType: 'Patient' })).toEqual([]), 120_000);

  it('answers a valid R4 document Bundle as application/fhir+json, to the doctor and admin, audited', async () => {
    const s = await scenario();
    // Not before the visit is done (the sheet unsigned).
    const early = await s.doctor.get(fhirUrl(s.visit.id));
    expect(early.status).toBe(409);
    expect(early.json.message).toContain('signed');
    await completedVisit(s);

    const res = await s.doctor.get(fhirUrl(s.visit.id));
    expect(res.status, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="consultation-${s.visit.id}.fhir.json"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const bundle = res.json;
    expect(fhirErrors(bundle)).toEqual([]);
    expect(bundle.type).toBe('document');
    expect(bundle.entry.map((e: Json) => e.resource.resourceType)).toEqual([
      'Composition',
      ...Array(6).fill('Observation'),
      'Condition',
      'MedicationRequest',
      'Patient',
      'Practitioner',
      'Organization',
      'Encounter',
    ]);
    const patient = bundle.entry.find((e: Json) => e.resource.resourceType === 'Patient').resource;
    expect(patient.name).toEqual([{ text: 'Kavita Rao' }]);
    expect(patient.telecom[0]).toEqual({ system: 'phone', value: '+919811112222', use: 'mobile' });
    expect(patient.identifier[0].value).toMatch(/^SA-\d{6}$/);
    expect(bundle.entry[0].resource.attester[0].mode).toBe('legal');
    // No ICD-11 file imported: the NAMASTE coding alone (the TM2 code the NAMASTE row names is not exported).
    expect(codingsOf(bundle)).toEqual([['EC-6']]);
    const medication = bundle.entry.find((e: Json) => e.resource.resourceType === 'MedicationRequest').resource;
    expect(medication.medicationCodeableConcept).toEqual({ text: 'Simhanada Guggulu' });

    expect((await s.admin.get(fhirUrl(s.visit.id))).status).toBe(200);
    const reads = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinical.read'), eq(auditLog.entityId, s.patient.patient.id)));
    const exports = reads.filter((r) => (r.after as Json | null)?.part === 'fhir-export');
    expect(exports).toHaveLength(2);
    expect(exports[0]!.after).toEqual({ part: 'fhir-export', consultationId: s.visit.id });
  });

  it('refuses another doctor, the desk, a therapist and a patient; an unknown consultation is a 404', async () => {
    const s = await scenario();
    await completedVisit(s);
    const colleague = await s.colleague.get(fhirUrl(s.visit.id));
    expect(colleague.status).toBe(403);
    expect(colleague.json.message).toContain('not one of yours');
    expect((await s.reception.get(fhirUrl(s.visit.id))).status).toBe(403);
    expect((await s.therapist.get(fhirUrl(s.visit.id))).status).toBe(403);
    expect((await s.patient.get(fhirUrl(s.visit.id))).status).toBe(403);
    expect((await s.admin.get(fhirUrl('ZZZZZZZZZZZZZZZZZZZZ'))).status).toBe(404);
    const reads = await env.database.db.select().from(auditLog).where(eq(auditLog.action, 'clinical.read'));
    expect(reads.filter((r) => (r.after as Json | null)?.part === 'fhir-export')).toEqual([]);
  });

  it("adds the ICD-11 coding once WHO's file is imported, and the case sheet refuses a code that was not", async () => {
    const s = await scenario();
    const refused = await s.doctor.put(sheetUrl(s.visit.id), {
      version: 0,
      content: {
        diagnoses: [
          { system: 'namaste-ayurveda', code: 'EC-6' },
          { system: 'icd11-tm2', code: 'SP11' },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.errors)).toEqual(['content.diagnoses.1.code']);
    const hindi = await s.doctor.put(
      sheetUrl(s.visit.id),
      { version: 0, content: { diagnoses: [{ system: 'snomed', code: '1' }] } },
      { locale: 'hi' },
    );
    expect(hindi.status).toBe(400);
    expect(hindi.json.errors['content.diagnoses.0.system']).toContain('सूची');

    await writeTerminology(env.database.db, parseTerminologyFile(TM2_FIXTURE, 'icd11-tm2'), { version: 'test', source: 'fixture' });
    await completedVisit(s);
    const bundle = (await s.doctor.get(fhirUrl(s.visit.id))).json;
    expect(fhirErrors(bundle)).toEqual([]);
    const condition = bundle.entry.find((e: Json) => e.resource.resourceType === 'Condition').resource;
    expect(condition.code.coding).toEqual([
      { system: 'http://localhost:3000/fhir/CodeSystem/namaste-ayurveda', code: 'EC-6', display: expect.stringContaining('āmavātaḥ') },
      { system: 'http://id.who.int/icd/release/11/mms', code: 'SP11', display: 'Test row for SP11 (fixture)' },
    ]);
  });
});
