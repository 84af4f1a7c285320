/**
 * The code systems, codes and identifiers of the FHIR R4 export of a consultation (decision 0066),
 * each from its publication: LOINC codes of the FHIR R4 vital-signs profile
 * (hl7.org/fhir/R4/observation-vitalsigns.html) with UCUM units, LOINC document and section codes,
 * HL7 terminology (terminology.hl7.org) for categories and statuses, and WHO's ICD-11 URI as HL7's
 * terminology registry (THO, CodeSystem ICD11MMS) and WHO's ICD-API name it.
 */
import { createHash } from 'node:crypto';
import type { TerminologySystem } from '@core/terminology/systems';
import type { Vital } from '@core/clinical/vital-ranges';

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
export const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';
export const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const VITAL_SIGNS_PROFILE = 'http://hl7.org/fhir/StructureDefinition/vitalsigns';

/**
 * WHO's one URI for ICD-11 MMS. The Traditional Medicine chapter (26, "TM2") is part of MMS, so a
 * TM2 code and a biomedical code share it.
 */
export const ICD11_MMS = 'http://id.who.int/icd/release/11/mms';

/**
 * NAMASTE has no FHIR code system URI published by the Ministry of Ayush or NRCeS that we could
 * find (decision 0066), so the export names a local one under the installation's own address; the
 * day an official URI is published, this is the one line to change.
 */
export function namasteSystem(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/fhir/CodeSystem/namaste-ayurveda`;
}

/** The Coding.system of each terminology we record. */
export function systemUri(system: TerminologySystem, baseUrl: string): string {
  return system === 'namaste-ayurveda' ? namasteSystem(baseUrl) : ICD11_MMS;
}

/** The installation's own identifier systems (patient number, doctor, consultation). */
export function localIdentifierSystem(baseUrl: string, kind: 'patient-number' | 'doctor-registration' | 'consultation'): string {
  return `${baseUrl.replace(/\/+$/, '')}/fhir/sid/${kind}`;
}

/** Document and section codes (LOINC). */
export const DOCUMENT = { code: '11488-4', display: 'Consult note' } as const;
export const SECTIONS = {
  complaints: { code: '10154-3', display: 'Chief complaint Narrative - Reported' },
  examination: { code: '29545-1', display: 'Physical findings Narrative' },
  vitals: { code: '8716-3', display: 'Vital signs' },
  problems: { code: '11450-4', display: 'Problem list - Reported' },
  medications: { code: '57828-6', display: 'Prescription list' },
  plan: { code: '18776-5', display: 'Plan of care note' },
  advice: { code: '69730-0', display: 'Instructions' },
} as const;

/** The vital-signs profile's codes and UCUM units for the case sheet's vitals (BMI computed). */
export const VITAL_CODES = {
  pulse: { code: '8867-4', display: 'Heart rate', unit: '/min', ucum: '/min' },
  temperature: { code: '8310-5', display: 'Body temperature', unit: '°C', ucum: 'Cel' },
  weight: { code: '29463-7', display: 'Body weight', unit: 'kg', ucum: 'kg' },
  height: { code: '8302-2', display: 'Body height', unit: 'cm', ucum: 'cm' },
  bmi: { code: '39156-5', display: 'Body mass index (BMI) [Ratio]', unit: 'kg/m2', ucum: 'kg/m2' },
} as const satisfies Partial<Record<Vital | 'bmi', unknown>>;
export const BLOOD_PRESSURE = {
  panel: { code: '85354-9', display: 'Blood pressure panel with all children optional' },
  systolic: { code: '8480-6', display: 'Systolic blood pressure' },
  diastolic: { code: '8462-4', display: 'Diastolic blood pressure' },
  unit: 'mmHg',
  ucum: 'mm[Hg]',
} as const;

const URL_NAMESPACE = '6ba7b8119dad11d180b400c04fd430c8';

/**
 * A name-based UUID (RFC 4122 version 5, URL namespace): the same consultation exports the same
 * resource ids every time, so a receiver (an ABDM care context later) sees one record, not copies.
 */
export function uuidFor(name: string): string {
  const hash = createHash('sha1').update(Buffer.from(URL_NAMESPACE, 'hex')).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
