/**
 * A signed consultation as an HL7 FHIR R4 document Bundle (decision 0066): pure, from the record the
 * service has read and checked. The Composition comes first and points at everything else:
 * Patient, Practitioner (the consultation's doctor), Organization (the clinic, custodian), Encounter,
 * a Condition per diagnosis (the NAMASTE coding and, where an imported ICD-11 code exists, the ICD-11
 * coding beside it: never an invented code), an Observation per vital (the R4 vital-signs profile's
 * LOINC codes and UCUM units; blood pressure as the 85354-9 panel) and a MedicationRequest per
 * prescribed medicine (its name as text: the clinic's medicines have no code yet).
 * Every fullUrl is urn:uuid: of a name-based UUID, so exporting twice gives the same ids. The
 * document is written in English (the narrative's labels come from the English catalog).
 */
import { ASHTAVIDHA, PARIKSHAS, type CaseSheet } from '@core/clinical/case-sheet';
import type { Gender, Mode } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { slotStart } from '@core/booking/slots';
import { formatPatientNumber } from '@core/booking/patient-number';
import type { TerminologySystem } from '@core/terminology/systems';
import type { Prescription } from '@server/db/schema';
import { durationText, takenText } from '@core/dispensary/prescription-text';
import {
  ACT_CODE,
  BLOOD_PRESSURE,
  CONDITION_CATEGORY,
  CONDITION_CLINICAL,
  DOCUMENT,
  LOINC,
  OBSERVATION_CATEGORY,
  SECTIONS,
  UCUM,
  VITAL_CODES,
  VITAL_SIGNS_PROFILE,
  localIdentifierSystem,
  systemUri,
  uuidFor,
} from './fhir-codes';

/** A FHIR resource or element as JSON (the validators in the tests check the shape). */
export type Json = Record<string, unknown>;
export interface FhirBundle extends Json {
  resourceType: 'Bundle';
  type: 'document';
  entry: { fullUrl: string; resource: Json & { resourceType: string } }[];
}

export interface DiagnosisCoding {
  system: TerminologySystem;
  code: string;
  display: string;
}

export interface ConsultationRecord {
  /** The installation's public address: the local identifier and code systems hang on it. */
  baseUrl: string;
  issuedAt: Date;
  consultation: { id: string; date: string; timeSlot: string; mode: Mode; consultationType: string; department: string };
  patient: {
    id: string | null;
    number: number | null;
    name: string;
    contact: string | null;
    email: string | null;
    gender: Gender | null;
    dateOfBirth: string | null;
  };
  doctor: { id: string; name: string; qualification: string; registrationNumber: string | null };
  clinic: { name: string; phone: string; email: string; street: string; city: string; region: string; postalCode: string };
  /** The case sheet as it stands (the latest amendment's text), with its signature. */
  sheet: { content: CaseSheet; bmi: number | null; signedAt: string | null; amended: boolean; version: number } | null;
  prescription: Prescription | null;
  /** One entry per diagnosis: its codings, each from an imported terminology (resolved by the service). */
  conditions: DiagnosisCoding[][];
}

const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

function escapeXhtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A section's narrative: one paragraph per line (XHTML, as FHIR's Narrative.div requires). */
function narrative(lines: string[]): Json {
  const body = lines.map((line) => `<p>${escapeXhtml(line)}</p>`).join('');
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${body}</div>` };
}

const labelled = (label: string, value: string) => (value ? `${label}: ${value}` : '');
const nonEmpty = (lines: string[]) => lines.filter((l) => l.trim() !== '');

type Ref = { reference: string };
type Resource = Json & { resourceType: string };

/** What the parts of the document share: the record, the entries so far, and the references between them. */
interface Doc {
  record: ConsultationRecord;
  content: CaseSheet | null;
  entries: FhirBundle['entry'];
  /** The entry's reference by its kind ('patient', 'condition-1'): the same name-based UUID every time. */
  ref: (kind: string) => Ref;
  add: (kind: string, resource: Resource) => Ref;
  start: string;
  signedAt: string | null;
  patient: Ref;
  practitioner: Ref;
  organization: Ref;
  encounter: Ref;
}

function newDoc(record: ConsultationRecord): Doc {
  const name = (kind: string) => `${record.baseUrl}/consultations/${record.consultation.id}/${kind}`;
  const ref = (kind: string) => ({ reference: `urn:uuid:${uuidFor(name(kind))}` });
  const entries: FhirBundle['entry'] = [];
  const add = (kind: string, resource: Resource) => {
    const id = uuidFor(name(kind));
    entries.push({ fullUrl: `urn:uuid:${id}`, resource: { ...resource, id } });
    return { reference: `urn:uuid:${id}` };
  };
  return {
    record,
    content: record.sheet?.content ?? null,
    entries,
    ref,
    add,
    start: slotStart(record.consultation.date, record.consultation.timeSlot).toISOString(),
    signedAt: record.sheet?.signedAt ?? null,
    patient: ref('patient'),
    practitioner: ref('practitioner'),
    organization: ref('organization'),
    encounter: ref('encounter'),
  };
}

export function buildConsultationBundle(record: ConsultationRecord): FhirBundle {
  const doc = newDoc(record);
  const vitals = vitalObservations(doc);
  const { codes, conditions } = diagnosisConditions(doc);
  const medicines = medicationRequests(doc);
  const sections = compositionSections(doc, { vitals, codes, conditions, medicines });
  participants(doc);
  const { sheet } = record;
  const issued = record.issuedAt.toISOString();
  const identifier = { system: 'urn:ietf:rfc:3986', value: doc.ref(`document/${sheet?.version ?? 0}`).reference };
  const composition = {
    resourceType: 'Composition',
    identifier,
    status: sheet?.amended ? 'amended' : 'final',
    type: { coding: [{ system: LOINC, ...DOCUMENT }], text: DOCUMENT.display },
    subject: doc.patient,
    encounter: doc.encounter,
    date: doc.signedAt ?? issued,
    author: [doc.practitioner],
    title: `Consultation ${record.consultation.id}, ${record.consultation.date}`,
    confidentiality: 'R',
    ...(doc.signedAt ? { attester: [{ mode: 'legal', time: doc.signedAt, party: doc.practitioner }] } : {}),
    custodian: doc.organization,
    section: sections,
  };
  const compositionUrl = doc.ref('composition').reference;
  return {
    resourceType: 'Bundle',
    identifier,
    type: 'document',
    timestamp: issued,
    entry: [{ fullUrl: compositionUrl, resource: { ...composition, id: compositionUrl.slice('urn:uuid:'.length) } }, ...doc.entries],
  };
}

/** One Observation per vital recorded (the R4 vital-signs profile); blood pressure as the panel with its two components. */
function vitalObservations(doc: Doc): Ref[] {
  const { content, record } = doc;
  const refs: Ref[] = [];
  if (!content) return refs;
  const observation = (kind: string, code: { code: string; display: string }, value: Json) =>
    refs.push(
      doc.add(`observation-${kind}`, {
        resourceType: 'Observation',
        meta: { profile: [VITAL_SIGNS_PROFILE] },
        status: record.sheet?.amended ? 'amended' : 'final',
        category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'vital-signs', display: 'Vital Signs' }], text: 'Vital Signs' }],
        code: { coding: [{ system: LOINC, code: code.code, display: code.display }], text: code.display },
        subject: doc.patient,
        encounter: doc.encounter,
        effectiveDateTime: doc.start,
        performer: [doc.practitioner],
        ...value,
      }),
    );
  const quantity = (value: number, unit: { unit: string; ucum: string }) => ({ value, unit: unit.unit, system: UCUM, code: unit.ucum });
  const single = (kind: 'pulse' | 'temperature' | 'weight' | 'height' | 'bmi', value: number | null | undefined) => {
    if (value != null) observation(kind, VITAL_CODES[kind], { valueQuantity: quantity(value, VITAL_CODES[kind]) });
  };
  const v = content.vitals;
  single('pulse', v.pulse);
  if (v.systolic != null || v.diastolic != null) {
    const component = (part: 'systolic' | 'diastolic', value: number | null) =>
      value == null
        ? []
        : [{ code: { coding: [{ system: LOINC, ...BLOOD_PRESSURE[part] }] }, valueQuantity: quantity(value, BLOOD_PRESSURE) }];
    observation('blood-pressure', BLOOD_PRESSURE.panel, {
      component: [...component('systolic', v.systolic), ...component('diastolic', v.diastolic)],
    });
  }
  single('temperature', v.temperature);
  single('weight', v.weight);
  single('height', v.height);
  single('bmi', record.sheet?.bmi);
  return refs;
}

/** A Condition per coded diagnosis (every coding from an imported file); the doctor's own words when nothing was coded. */
function diagnosisConditions(doc: Doc): { codes: Json[]; conditions: Ref[] } {
  const { record } = doc;
  const text = doc.content?.diagnosis ?? '';
  const coded = record.conditions.filter((codings) => codings.length > 0);
  const codes: Json[] = coded.length
    ? coded.map((codings) => ({
        coding: codings.map((d) => ({ system: systemUri(d.system, record.baseUrl), code: d.code, display: d.display })),
        text: codings[0]!.display,
      }))
    : text
      ? [{ text }]
      : [];
  const conditions = codes.map((code, i) =>
    doc.add(`condition-${i + 1}`, {
      resourceType: 'Condition',
      clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: 'active', display: 'Active' }] },
      category: [{ coding: [{ system: CONDITION_CATEGORY, code: 'encounter-diagnosis', display: 'Encounter Diagnosis' }] }],
      code,
      subject: doc.patient,
      encounter: doc.encounter,
      recordedDate: doc.signedAt ?? doc.start,
      recorder: doc.practitioner,
      asserter: doc.practitioner,
    }),
  );
  return { codes, conditions };
}

/** A MedicationRequest per prescribed medicine, the name as text (the clinic's medicines have no code yet). */
function medicationRequests(doc: Doc): Ref[] {
  const rx = doc.record.prescription;
  return (rx?.medicines ?? []).map((m, i) => {
    const timing = takenText(m, en);
    const duration = durationText(m, en);
    const dosage = nonEmpty([m.dosage, duration ? `${en('documents.rx.duration')}: ${duration}` : '', timing]).join('; ');
    return doc.add(`medication-request-${i + 1}`, {
      resourceType: 'MedicationRequest',
      status: 'active',
      intent: 'order',
      medicationCodeableConcept: { text: m.name },
      subject: doc.patient,
      encounter: doc.encounter,
      authoredOn: doc.signedAt ?? doc.start,
      requester: doc.practitioner,
      ...(dosage ? { dosageInstruction: [{ sequence: 1, text: dosage }] } : {}),
      ...(rx?.instructions ? { note: [{ text: rx.instructions }] } : {}),
    });
  });
}

/** The Composition's sections: each with its narrative, and its entries where it has resources; an empty one is left out. */
function compositionSections(doc: Doc, parts: { vitals: Ref[]; codes: Json[]; conditions: Ref[]; medicines: Ref[] }): Json[] {
  const { content } = doc;
  const rx = doc.record.prescription;
  const section = (key: keyof typeof SECTIONS, title: string, lines: string[], entry: Ref[] = []) => {
    const text = nonEmpty(lines);
    if (text.length === 0 && entry.length === 0) return [];
    const code = { coding: [{ system: LOINC, ...SECTIONS[key] }] };
    return [{ title, code, text: narrative(text.length ? text : [title]), ...(entry.length ? { entry } : {}) }];
  };
  return [
    ...section('complaints', en('staff.clinical.complaints'), [
      ...(content?.complaints ?? []).map((x) => (x.duration ? `${x.text} (${x.duration})` : x.text)),
      labelled(en('staff.clinical.history.present'), content?.history.present ?? ''),
    ]),
    ...section('examination', 'Ashtavidha Pariksha', examinationLines(content)),
    ...section('vitals', 'Vital signs', parts.vitals.length ? vitalLines(content, doc.record.sheet?.bmi ?? null) : [], parts.vitals),
    ...section(
      'problems',
      en('staff.clinical.diagnosis'),
      [content?.diagnosis ?? '', ...parts.codes.map((c) => String(c.text))],
      parts.conditions,
    ),
    ...section('medications', 'Prescription', medicineLines(rx), parts.medicines),
    ...section('plan', en('staff.clinical.plan'), [
      content?.plan ?? '',
      labelled(en('staff.clinical.followUp'), content?.followUpDate || rx?.followUpDate || ''),
    ]),
    ...section('advice', 'Advice', [
      labelled(en('staff.clinical.pathya'), content?.pathya ?? ''),
      labelled(en('staff.clinical.apathya'), content?.apathya ?? ''),
      labelled('Diet', rx?.diet ?? ''),
      labelled('Lifestyle', rx?.lifestyle ?? ''),
      rx?.instructions ?? '',
    ]),
  ];
}

/** Patient, Practitioner (the consultation's doctor), Organization (the clinic) and the Encounter. */
function participants(doc: Doc): void {
  const { baseUrl, patient: p, doctor: d, clinic: org, consultation: c } = doc.record;
  const telecom = [
    ...(p.contact ? [{ system: 'phone', value: `+91${p.contact}`, use: 'mobile' }] : []),
    ...(p.email ? [{ system: 'email', value: p.email }] : []),
  ];
  doc.add('patient', {
    resourceType: 'Patient',
    ...(p.number != null
      ? { identifier: [{ system: localIdentifierSystem(baseUrl, 'patient-number'), value: formatPatientNumber(p.number) }] }
      : {}),
    name: [{ text: p.name }],
    ...(telecom.length ? { telecom } : {}),
    ...(p.gender ? { gender: p.gender } : {}),
    ...(p.dateOfBirth ? { birthDate: p.dateOfBirth } : {}),
  });
  doc.add('practitioner', {
    resourceType: 'Practitioner',
    ...(d.registrationNumber
      ? { identifier: [{ system: localIdentifierSystem(baseUrl, 'doctor-registration'), value: d.registrationNumber }] }
      : {}),
    name: [{ text: d.name }],
    ...(d.qualification ? { qualification: [{ code: { text: d.qualification } }] } : {}),
  });
  doc.add('organization', {
    resourceType: 'Organization',
    active: true,
    name: org.name,
    telecom: [...(org.phone ? [{ system: 'phone', value: org.phone }] : []), ...(org.email ? [{ system: 'email', value: org.email }] : [])],
    address: [{ line: [org.street], city: org.city, state: org.region, postalCode: org.postalCode, country: 'IN' }],
  });
  doc.add('encounter', {
    resourceType: 'Encounter',
    identifier: [{ system: localIdentifierSystem(baseUrl, 'consultation'), value: c.id }],
    status: 'finished',
    class:
      c.mode === 'online' ? { system: ACT_CODE, code: 'VR', display: 'virtual' } : { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
    type: [{ text: c.consultationType }],
    serviceType: { text: c.department },
    subject: doc.patient,
    participant: [{ individual: doc.practitioner }],
    period: { start: doc.start },
    serviceProvider: doc.organization,
  });
}

function examinationLines(content: CaseSheet | null): string[] {
  if (!content) return [];
  const choice = (value: string) => (value ? en(`staff.clinical.choice.${value}`) : '');
  const lines = PARIKSHAS.map((p) => {
    const exam = content.ashtavidha[p];
    const value = nonEmpty([choice(exam.choice as (typeof ASHTAVIDHA)[typeof p][number] | ''), exam.notes]).join('; ');
    return labelled(en(`staff.clinical.pariksha.${p}`), value);
  });
  return [
    ...lines,
    labelled(en('staff.clinical.agni'), choice(content.agni)),
    labelled(en('staff.clinical.koshtha'), choice(content.koshtha)),
    labelled(en('staff.clinical.vikriti'), nonEmpty([choice(content.vikriti), content.vikritiNotes]).join('; ')),
  ];
}

function vitalLines(content: CaseSheet | null, bmi: number | null): string[] {
  const v = content?.vitals;
  if (!v) return [];
  const bp = v.systolic != null || v.diastolic != null ? `${v.systolic ?? '-'}/${v.diastolic ?? '-'} ${BLOOD_PRESSURE.unit}` : '';
  const one = (value: number | null, unit: string) => (value == null ? '' : `${value} ${unit}`);
  return [
    labelled(VITAL_CODES.pulse.display, one(v.pulse, VITAL_CODES.pulse.unit)),
    labelled('Blood pressure', bp),
    labelled(VITAL_CODES.temperature.display, one(v.temperature, VITAL_CODES.temperature.unit)),
    labelled(VITAL_CODES.weight.display, one(v.weight, VITAL_CODES.weight.unit)),
    labelled(VITAL_CODES.height.display, one(v.height, VITAL_CODES.height.unit)),
    labelled('BMI', one(bmi, VITAL_CODES.bmi.unit)),
  ];
}

function medicineLines(rx: Prescription | null): string[] {
  return (rx?.medicines ?? []).map((m) => nonEmpty([m.name, m.dosage, durationText(m, en), takenText(m, en)]).join(', '));
}
