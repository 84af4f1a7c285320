/**
 * WHO MAY DO WHAT: the one permission table (docs/decisions/0032-one-permission-table.md).
 *
 * Each capability (named `domain.action`) lists the roles that have it and, for each role, its
 * scope:
 *   'all' - every record of the kind (the desk's and the admin's reach);
 *   'own' - only the caller's own: a patient their own records; a doctor the consultations (and
 *           what hangs on them: programmes, payments, figures) of the doctor profile they are;
 *           a therapist their own therapy sessions. The service that loads the record enforces it
 *           (e.g. `staffReaches` in core/consultations/rules.ts reads the scope from here).
 * A role that is not listed does not have the capability (403; 401 when nobody is signed in).
 *
 * Who reads it: API routes declare `config: { permission: '...' }` and server/http/guards.ts checks
 * it before any validation; page loaders call `requireStaffPage(context, '...')`; the console's
 * navigation shows an item when `can(role, ...)`; services ask `can()` / `scopeOf()` for rules
 * inside a handler. The route matrix (tests/security/route-matrix.ts) is checked against it.
 * A literal list of roles anywhere else fails the lint (eslint.config.js).
 */
import type { StaffRole } from '@core/constants';

/** Everyone who signs in: a patient, or a staff member of one of the staff roles. */
export type Role = 'patient' | StaffRole;
export type Scope = 'all' | 'own';
type Grants = Partial<Record<Role, Scope>>;

const DESK = { reception: 'all', admin: 'all' } as const satisfies Grants;
const ADMIN = { admin: 'all' } as const satisfies Grants;
/** The desk, and a doctor for the consultations of their own doctor profile. */
const CONSULTATION_STAFF = { doctor: 'own', ...DESK } as const satisfies Grants;
const PATIENT = { patient: 'own' } as const satisfies Grants;

export const POLICIES = {
  // A patient's own account and bookings.
  'profile.manage': PATIENT,
  'consultations.book': PATIENT,
  'consultations.manage-own': PATIENT,
  'feedback.give': PATIENT,
  'therapy-requests.ask': PATIENT,
  'programmes.follow': PATIENT,
  /** Pay (the UPI QR, a UTR claim, pay at the clinic): the patient, and staff who reach the consultation. */
  'payments.pay': { ...PATIENT, ...CONSULTATION_STAFF },
  'receipts.view': { ...PATIENT, ...CONSULTATION_STAFF },

  // Consultations at the console.
  'consultations.view': CONSULTATION_STAFF,
  'consultations.update-status': CONSULTATION_STAFF,
  'consultations.cancel': DESK,
  'consultations.reschedule': DESK,
  /** The desk registers a patient who has no account, recording the privacy notice given at the desk. */
  'patients.register': DESK,
  /** The desk books a consultation for a patient, through the same booking service as the patient's own. */
  'consultations.book-for-patient': DESK,
  'payments.reconcile': DESK,
  /** Re-open a closed day, with a reason (decision 0056). */
  'day-close.reopen': ADMIN,
  /** Medicines: the consultation's own doctor, and admin. */
  'prescriptions.write': { doctor: 'own', admin: 'all' },

  // The clinical record (decision 0059, the DPDP Act's need-to-know). A doctor's 'own' patients are
  // those they have seen or are booked with (a consultation with them that is not cancelled;
  // server/modules/patients/patient-access.server.ts). Every staff read of the record is audited.
  /** The patient register and a patient's page: demographics, alerts, bookings and money. */
  'patients.view': { doctor: 'own', ...DESK },
  /** The clinical part: case sheets, prescriptions, symptoms, programme plans. Not the desk's. */
  'clinical.read': { doctor: 'own', admin: 'all' },
  /** Date of birth, gender, allergies and standing alerts. */
  'patients.clinical-facts': { doctor: 'own', admin: 'all' },
  /** A completed consultation as a FHIR R4 document (decision 0066): the record leaves the clinic, so not the desk. */
  'clinical.export': { doctor: 'own', admin: 'all' },
  /** A visit's summary for the patient (decision 0065): the patient their own, staff as the clinical record. */
  'visit-summary.read': { ...PATIENT, doctor: 'own', admin: 'all' },
  /** The case sheet: written only by the consultation's own doctor (decision 0060). */
  'casesheet.write': { doctor: 'own' },
  /** A Prakriti assessment (questionnaire or examination; decision 0063): a doctor of the patient. Read with `clinical.read`. */
  'prakriti.record': { doctor: 'own' },
  /** Therapy session notes (decision 0064): read by the session's therapist, the patient's doctors (the prescriber among them), admin. */
  'session-notes.read': { therapist: 'own', doctor: 'own', admin: 'all' },
  /** Written only by one of the session's own therapists. */
  'session-notes.write': { therapist: 'own' },
  /** Adverse events of session notes: the prescribing doctor's badge and acknowledgement (admin: the badge of those without one, any acknowledgement). */
  'session-notes.review': { doctor: 'own', admin: 'all' },
  /**
   * Outcomes over time (decision 0068): a doctor of the patient chooses the measures and records
   * readings; a therapist records readings at the sessions they give. Reading them is 'clinical.read'.
   */
  'outcomes.choose': { doctor: 'own' },
  'outcomes.record': { doctor: 'own', therapist: 'own' },

  // Doctors, blog, desk work, administration.
  'doctors.view': { doctor: 'all', ...DESK },
  'doctors.edit': ADMIN,
  'doctors.schedule': CONSULTATION_STAFF,
  'blog.write': { doctor: 'own', admin: 'all' },
  'blog.publish': ADMIN,
  'uploads.create': { doctor: 'all', admin: 'all' },
  'messages.manage': DESK,
  'events.manage': DESK,
  'notices.manage': DESK,
  'team.manage': ADMIN,
  'audit.view': ADMIN,
  'feedback.report': ADMIN,
  'clinic.view': { doctor: 'all', ...DESK },
  'clinic.edit': ADMIN,
  /** The first-run checklist of a new installation (decision 0053). */
  'setup.checklist': ADMIN,
  'insights.view': CONSULTATION_STAFF,
  /** Outcomes by diagnosis and programme: clinic-wide medians, small groups suppressed (decision 0068); not the desk's. */
  'insights.outcomes': { doctor: 'all', admin: 'all' },
  /** Coded diagnoses: search NAMASTE and ICD-11 (decision 0061); whoever writes a case sheet. */
  'terminology.search': { doctor: 'all', admin: 'all' },

  // Paperwork (decision 0027): one capability per export.
  'exports.consultations': CONSULTATION_STAFF,
  'exports.payments': DESK,
  'exports.feedback': { doctor: 'own', admin: 'all' },
  'exports.patients': ADMIN,
  /** The sales register (invoices and credit notes) and its HSN summary by rate (decision 0070). */
  'exports.sales': DESK,
  'exports.sales-hsn': DESK,
  'exports.sales-daily': DESK,
  /** The exports page: whoever may download at least one export. */
  'paperwork.exports': CONSULTATION_STAFF,

  // Panchakarma: resources, the schedule, programmes (decisions 0028, 0029).
  'rooms.view': DESK,
  'rooms.edit': ADMIN,
  'therapists.view': DESK,
  'therapists.edit': ADMIN,
  'therapy-settings.view': DESK,
  'therapy-settings.edit': ADMIN,
  /** The templates page (the desk); the list the prescription form reads is `programme-templates.list`. */
  'programme-templates.view': DESK,
  'programme-templates.list': { doctor: 'all', ...DESK },
  'programme-templates.edit': ADMIN,
  'therapist-day.view': { therapist: 'own', ...DESK },
  /** A therapist's own day (the console's home for them). */
  'my-day.view': { therapist: 'own' },
  /** Check in, start, done, no-show of a therapy session (decision 0051): the desk any, a therapist their own.
   *  Done consumes the session's materials from stock, as the therapist recorded them (decision 0071). */
  'sessions.attendance': { therapist: 'own', ...DESK },
  'schedule.view': DESK,
  'schedule.edit': DESK,
  'therapy-requests.manage': DESK,
  'programmes.view': CONSULTATION_STAFF,
  /** Only a doctor prescribes a programme, for a consultation of their own (as medicines). */
  'programmes.prescribe': { doctor: 'own' },
  /** A schedule proposed for a consultation's plan, before anything is saved. */
  'programmes.propose': CONSULTATION_STAFF,
  /** Accept (book the sessions), cancel, confirm the deposit. */
  'programmes.manage': DESK,
  'programmes.discount': ADMIN,
  /** A programme's final bill (screen and PDF, decision 0067): its patient, and staff who reach the programme. */
  'programmes.bill': { ...PATIENT, ...CONSULTATION_STAFF },

  // The dispensary (decision 0062). Reception dispenses at the counter and receives deliveries; a
  // doctor sees stock while prescribing; only admin edits the catalogue and corrects stock.
  'dispensary-catalogue.edit': ADMIN,
  'stock.view': { doctor: 'all', ...DESK },
  'stock.receive': DESK,
  'stock.issue': DESK,
  'stock.adjust': ADMIN,
  // Sales with GST tax invoices (decision 0070): the desk sells and reads invoices; only admin reverses one by a credit note.
  'sales.sell': DESK,
  'sales.view': DESK,
  'sales.credit-note': ADMIN,
  /** The counter dispenses prescriptions and prints labels (decision 0069): the desk; no dispensary role yet. */
  'dispensing.dispense': DESK,
  /** The dispensary's reports: stock movement, expiry losses, materials cost per programme (decision 0071). */
  'stock.reports': DESK,
} as const satisfies Record<string, Grants>;

export type Capability = keyof typeof POLICIES;

/** Something that has a role: a role itself, a staff row `{ role }`, or a signed-in identity. */
export type Subject = Role | { role: StaffRole } | { kind: 'patient' } | { kind: 'staff'; staff: { role: StaffRole } } | null | undefined;

export function roleOf(subject: Subject): Role | null {
  if (!subject) return null;
  if (typeof subject === 'string') return subject;
  if ('role' in subject) return subject.role;
  return subject.kind === 'patient' ? 'patient' : subject.staff.role;
}

/** How far `subject` reaches with `capability`: 'all', 'own', or null when it does not have it. */
export function scopeOf(subject: Subject, capability: Capability): Scope | null {
  const role = roleOf(subject);
  if (!role) return null;
  const grants: Grants = POLICIES[capability];
  return grants[role] ?? null;
}

/** Whether `subject` has `capability` at all (the scope is the service's to apply). */
export function can(subject: Subject, capability: Capability): boolean {
  return scopeOf(subject, capability) !== null;
}

/** The roles that have `capability`. */
export function rolesWith(capability: Capability): Role[] {
  return Object.keys(POLICIES[capability]) as Role[];
}
