/**
 * THE AUTHORIZATION MATRIX: one row per API endpoint, saying who may call it.
 *
 * `route-matrix.api.test.ts` collects every route the server registers and fails when one has no
 * row here ("add a row for POST /api/x in tests/security/route-matrix.ts"). For each row it calls
 * the endpoint as each role (anonymous, patient A who owns the fixture records, patient B, a staff
 * doctor (acting as the fixture doctor), the doctor of another doctor, reception, admin, a therapist) and checks
 * the answer; a route that takes a consultation id must keep the other doctor out:
 *   allowed      -> not 401/403 and never 5xx (a 400/404/409 is fine: the role check passed)
 *   unauthorized -> 401        forbidden -> 403        hidden -> 403 or 404 (someone else's record)
 *   refused      -> any 4xx (e.g. a webhook without a valid signature)
 *   any          -> anything but a 5xx (the rule is not decided by the role)
 *   anonymous-view -> a 2xx with exactly the anonymous visitor's answer (tracking: no symptoms)
 * Every 4xx must carry the envelope { success: false, message }. A 2xx answer to a signed-in role
 * holds that person's data when the row is not open to anonymous visitors or when it differs from
 * the anonymous answer: it must say `Cache-Control: no-store` (the API's default; decision 0009).
 *
 * Adding a row: pick an access rule below (PUBLIC, SIGNED_IN, PATIENT, OWN(...), STAFF(...)) or
 * spell out each role. Path params are filled from the fixtures (tests/security/actors.ts) by name:
 * :id of a consultation/doctor/blog post, :contact, :contactNote, :doctorId, :slug (see `fillPath`);
 * give `path` to build it yourself. Give `body` with a VALID body for POST/PATCH/PUT, so that an
 * allowed role reaches the handler.
 *
 * The rows are checked against the permission table (core/policy.ts, decision 0032): a route that
 * declares `config.permission` must say 'unauthorized' for anonymous callers, and for each role
 * what the table gives it ('allowed' or 'any' with scope 'all'; also 'hidden'/'forbidden' with
 * scope 'own', when the fixture record is not theirs; 'forbidden', 'hidden' or 'refused' without
 * it). Its role check runs in onRequest, before any validation
 * (tests/security/auth-before-validation.api.test.ts).
 */
import { DEFAULT_CLINIC_PROFILE } from '../../core/clinic.ts';
import type { StaffRole } from '../../core/constants.ts';
import { dayFromToday, type Fixtures, type Role } from './actors.ts';

export type Outcome = 'allowed' | 'unauthorized' | 'forbidden' | 'hidden' | 'refused' | 'any' | 'anonymous-view';
/**
 * One outcome per role. `otherDoctor` (a doctor account linked to another doctor) defaults to the
 * doctor's outcome; a route that takes a consultation id must say it (see OWN_STAFF) and may not
 * let it through: route-matrix.api.test.ts checks that.
 */
export type Access = Record<Exclude<Role, 'otherDoctor'>, Outcome> & { otherDoctor?: Outcome };

export interface MatrixRow {
  access: Access;
  /** The whole path with query, when the defaults do not fit. */
  path?: (f: Fixtures) => string;
  /** Query string appended to the default path (without '?'). */
  query?: (f: Fixtures) => string;
  /** A valid request body. */
  body?: (f: Fixtures) => unknown;
}

const STAFF_ROLES: readonly StaffRole[] = ['doctor', 'reception', 'admin'];

/** Anyone, signed in or not. */
export const PUBLIC: Access = {
  anonymous: 'allowed',
  patientA: 'allowed',
  patientB: 'allowed',
  doctor: 'allowed',
  reception: 'allowed',
  admin: 'allowed',
  therapist: 'allowed',
};
/** Anyone with a session, patient or staff. */
export const SIGNED_IN: Access = { ...PUBLIC, anonymous: 'unauthorized' };
/** Any signed-in patient (their own data is implied by the session); staff are refused. */
export const PATIENT: Access = {
  anonymous: 'unauthorized',
  patientA: 'allowed',
  patientB: 'allowed',
  doctor: 'forbidden',
  reception: 'forbidden',
  admin: 'forbidden',
  therapist: 'forbidden',
};
/** Patient A's own record: B must not reach it; `staff` lists staff roles that may. */
export function OWN(options: { staff?: readonly StaffRole[] | 'any' } = {}): Access {
  const staff = (role: StaffRole): Outcome => (options.staff === 'any' ? 'any' : options.staff?.includes(role) ? 'allowed' : 'hidden');
  return {
    anonymous: 'unauthorized',
    patientA: 'allowed',
    patientB: 'hidden',
    doctor: staff('doctor'),
    reception: staff('reception'),
    admin: staff('admin'),
    therapist: staff('therapist'),
  };
}
/**
 * Staff of the given roles on one consultation (A's, with the fixture doctor): the doctor of
 * another doctor is kept out (403/404) as on the board.
 */
export function OWN_STAFF(...roles: StaffRole[]): Access {
  const access = STAFF(...roles);
  return { ...access, otherDoctor: access.doctor === 'allowed' ? 'hidden' : access.doctor };
}
/** Nobody gets through without something else (a signature): every role gets a 4xx. */
export const REFUSED: Access = {
  anonymous: 'refused',
  patientA: 'refused',
  patientB: 'refused',
  doctor: 'refused',
  reception: 'refused',
  admin: 'refused',
  therapist: 'refused',
};
/** Staff of the given roles (all by default); patients 403, anonymous 401. */
export function STAFF(...roles: StaffRole[]): Access {
  const allowed = roles.length ? roles : STAFF_ROLES;
  const staff = (role: StaffRole): Outcome => (allowed.includes(role) ? 'allowed' : 'forbidden');
  return {
    anonymous: 'unauthorized',
    patientA: 'forbidden',
    patientB: 'forbidden',
    doctor: staff('doctor'),
    reception: staff('reception'),
    admin: staff('admin'),
    therapist: staff('therapist'),
  };
}

/**
 * Routes that answer anonymous callers 401 without a permission: who is signed in (`/auth/check`),
 * and the prescription PDF, which a signed link opens without a session (the handler decides).
 */
export const WITHOUT_PERMISSION = new Set(['GET /api/auth/check', 'GET /api/documents/prescription/:id']);

/** An id no row has (the role check runs before the lookup's 404). */
const NO_ROW = '00000000-0000-4000-8000-000000000001';
const DISPENSARY_ITEM = {
  kind: 'medicine',
  name: 'Item',
  form: 'vati',
  strength: '',
  pack: '',
  manufacturer: '',
  unit: 'tablet',
  hsnCode: '3004',
  gstRate: 5,
  mrp: 2,
  reorderLevel: 0,
  active: true,
};
const THERAPIST_FORM = {
  name: 'Matrix Therapist',
  gender: 'female',
  therapies: ['abhyanga'],
  weeklyHours: [null, ...Array.from({ length: 6 }, () => ({ from: '09:00', to: '17:00' }))],
};
const SESSION_NOTE = {
  version: 1,
  content: { materials: [{ name: 'Tila taila', quantity: 200, unit: 'ml' }], response: 'comfortable', adverse: { occurred: false } },
};
const TEMPLATE_FORM = { slug: 'matrix-course', name: { en: 'Course', hi: 'कोर्स' }, plan: [{ day: 1, therapies: ['shiro-dhara'] }] };

/** Default values of path params, by name and by the path they appear in. */
export function fillPath(url: string, f: Fixtures): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => {
    const before = url.slice(0, url.indexOf(`:${name}`));
    switch (name) {
      case 'contact':
        return f.patientA.contact;
      case 'contactNote':
        // Links carry the consultation id alone; the old `<contact>_<id>` form is tested in payments.api.test.ts.
        return f.consultationId;
      case 'doctorId':
        return f.doctorId;
      case 'slug':
        return f.blogPost.slug;
      case 'consultationId':
        return f.consultationId;
      case 'date':
        return dayFromToday(30);
      case 'id':
        if (before.includes('/doctors')) return f.doctorId;
        if (before.includes('/blog')) return f.blogPost.id;
        if (before.includes('/messages')) return f.messageId;
        if (before.includes('/events')) return f.eventId;
        if (before.includes('/members')) return f.receptionStaffId;
        if (before.includes('/consultations') || before.includes('/feedback') || before.includes('/payments')) return f.consultationId;
        return '00000000-0000-4000-8000-000000000000';
      default:
        return 'x';
    }
  });
}

const DOCTOR_FORM = {
  name: 'Dr. New',
  specialization: ['Panchakarma'],
  department: ['Glaucoma'],
  experience: 3,
  qualification: 'BAMS',
  fees: { 'General Consultation': 500, 'Follow-up': 300, 'Specific Treatment': 800 },
  active: true,
};
const EVENT_FORM = {
  title: 'Camp',
  description: 'Free camp',
  kind: 'camp',
  location: 'Clinic',
  startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
};

const bookingBody = (f: Fixtures) => ({
  name: f.patientA.name,
  contact: f.patientA.contact,
  email: f.patientA.email ?? undefined,
  doctor: { doctorName: 'Dr. Fixture', doctorId: f.doctorId },
  consultationType: 'General Consultation',
  department: 'Skin & Hair',
  date: dayFromToday(12),
  timeSlot: '10:00',
  symptoms: '',
  mode: 'offline',
});

export const routeMatrix: Record<string, MatrixRow> = {
  // Foundation
  'GET /api/health': { access: PUBLIC },
  'GET /api/health/live': { access: PUBLIC },
  'GET /api/health/ready': { access: PUBLIC },
  'GET /api/doctors/active': { access: PUBLIC },
  'GET /api/doctors/:id': { access: PUBLIC },

  // Public site
  'POST /api/contact': {
    access: PUBLIC,
    body: () => ({ name: 'Visitor', email: 'visitor@example.com', subject: 'Hours', message: 'Are you open on Sunday?' }),
  },
  'GET /api/events': { access: PUBLIC },

  // Patient accounts
  'POST /api/auth/sendOtp': { access: PUBLIC, body: () => ({ name: 'New Patient', contact: '9876543210' }) },
  'POST /api/auth/verifyOtp': { access: PUBLIC, body: () => ({ name: 'New Patient', contact: '9876543210', otp: '000000' }) },
  'POST /api/auth/register': { access: PUBLIC, body: () => ({ name: 'New Patient', contact: '9876543210' }) },
  'POST /api/auth/login': { access: PUBLIC, body: () => ({ contact: '9876543210' }) },
  'POST /api/auth/logout': { access: { ...PUBLIC, anonymous: 'any' }, body: () => ({}) },
  'POST /api/auth/logout-all': { access: PATIENT, body: () => ({}) },
  'GET /api/auth/check': { access: SIGNED_IN },
  'GET /api/profile': { access: PATIENT },
  'PATCH /api/profile': { access: PATIENT, body: () => ({ name: 'Patient A', email: 'a2@example.com', age: 40 }) },
  'POST /api/profile/phone/sendOtp': { access: PATIENT, body: () => ({ contact: '9123456780' }) },
  'POST /api/profile/phone': { access: PATIENT, body: () => ({ contact: '9123456780', otp: '123456' }) },
  'GET /api/profile/export': { access: PATIENT },
  'POST /api/profile/delete/sendOtp': { access: PATIENT, body: () => ({}) },
  'DELETE /api/profile': { access: PATIENT, body: () => ({ otp: '123456' }) },
  'PUT /api/profile/notices': { access: PATIENT, body: () => ({ noticeChannel: 'whatsapp' }) },
  'POST /api/profile/email/resend': { access: PATIENT },
  'POST /api/email/confirm': {
    access: PUBLIC,
    body: () => ({ id: '00000000-0000-4000-8000-000000000000', exp: '9999999999', sig: 'AAAAAAAAAAAAAAAAAAAAAA' }),
  },

  // Booking
  'GET /api/doctors/:id/availability': { access: PUBLIC, query: () => `from=${dayFromToday(0)}&to=${dayFromToday(29)}` },
  'POST /api/consultations': { access: PATIENT, body: bookingBody },
  'GET /api/consultations/all/:contact': { access: OWN() },
  // Desk bookings (decision 0054): reception and admin find, register and book for a patient.
  'POST /api/staff/patients': {
    access: STAFF('reception', 'admin'),
    body: () => ({ name: 'Desk Walk-in', contact: '9000011111', age: 40, gender: 'female', locale: 'hi', privacyNotice: 'desk-read' }),
  },
  'POST /api/staff/bookings': {
    access: STAFF('reception', 'admin'),
    body: (f) => ({ patientId: f.patientA.id, booking: { ...bookingBody(f), date: dayFromToday(13) } }),
  },
  // Tracking: anyone with the id sees the short view; the owner, the desk and the consultation's own doctor the full one.
  'GET /api/consultations/:id': {
    access: { ...PUBLIC, patientB: 'anonymous-view', otherDoctor: 'anonymous-view', therapist: 'anonymous-view' },
  },
  'GET /api/consultations/history': { access: PATIENT },
  // Add to calendar: the owner and the staff who reach it (the board's scoping); anyone else 404.
  'GET /api/consultations/:id/calendar.ics': {
    access: {
      anonymous: 'hidden',
      patientA: 'allowed',
      patientB: 'hidden',
      doctor: 'allowed',
      reception: 'allowed',
      admin: 'allowed',
      otherDoctor: 'hidden',
      therapist: 'hidden',
    },
  },
  'POST /api/consultations/:id/video-room': { access: { ...OWN(), otherDoctor: 'forbidden' } },
  'POST /api/consultations/:id/cancel': { access: { ...OWN(), otherDoctor: 'forbidden' }, body: () => ({}) },
  'POST /api/consultations/:id/reschedule': {
    access: { ...OWN(), otherDoctor: 'forbidden' },
    body: () => ({ date: dayFromToday(13), timeSlot: '10:00' }),
  },
  'GET /api/generate-qr/:contactNote': { access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden' } },
  'POST /api/payments/:id/claim': {
    access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden' },
    body: () => ({ utr: '412345678901' }),
  },
  'POST /api/payments/:id/pay-at-clinic': {
    access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden' },
    body: () => ({}),
  },
  'POST /api/webhooks/razorpay': { access: REFUSED, body: () => ({ event: 'payment.captured' }) },
  // WhatsApp: the handshake needs the verify token, the statuses Meta's signature.
  'GET /api/webhooks/whatsapp': { access: REFUSED, query: () => 'hub.mode=subscribe&hub.verify_token=guess&hub.challenge=42' },
  'POST /api/webhooks/whatsapp': { access: REFUSED, body: () => ({ object: 'whatsapp_business_account', entry: [] }) },
  'GET /api/feedback/:consultationId': { access: { ...OWN(), otherDoctor: 'forbidden' } },
  'POST /api/feedback/submit': {
    access: { ...OWN(), doctor: 'forbidden', otherDoctor: 'forbidden', reception: 'forbidden', admin: 'forbidden' },
    body: (f) => ({
      consultationId: f.completedConsultationId,
      ratings: ['Overall experience', 'Clinic cleanliness', 'Concerns addressed', "Doctor's professionalism", 'Platform usability'].map(
        (question) => ({ question, rating: 8 }),
      ),
      onTime: 'Yes',
      additionalComments: 'Thank you',
    }),
  },

  // Staff calls named by the spec
  'PATCH /api/consultations/:id/prescription': {
    access: OWN_STAFF('doctor', 'admin'),
    body: () => ({ medicines: [{ name: 'Triphala churna', dosage: '1 tsp at night', duration: '30 days' }], instructions: 'Warm water' }),
  },
  'PATCH /api/consultations/:id/status': { access: OWN_STAFF(), body: () => ({ status: 'confirmed' }) },
  'POST /api/consultations/:id/attendance': { access: OWN_STAFF(), body: () => ({ step: 'arrived' }) },
  'GET /api/consultations/doctor/:doctorId': { access: { ...STAFF(), otherDoctor: 'forbidden' } },
  'GET /api/consultations/upcoming': { access: STAFF() },
  'GET /api/consultations/past': { access: STAFF() },

  // Blog
  'GET /api/blogs': { access: PUBLIC, query: () => 'page=1&limit=6' },
  'GET /api/blogs/:slug': { access: PUBLIC },
  'GET /api/blogs/id/:id': { access: PUBLIC },

  // Staff console. The fixture doctor account owns the fixture consultation.
  'POST /api/staff/auth/send-otp': { access: PUBLIC, body: () => ({ contact: '9000000009' }) },
  'POST /api/staff/auth/verify-otp': { access: PUBLIC, body: () => ({ contact: '9000000009', otp: '123456' }) },
  'POST /api/staff/auth/sign-out': { access: { ...PUBLIC, anonymous: 'any' }, body: () => ({}) },
  'GET /api/staff/consultations': { access: STAFF(), query: () => `date=${dayFromToday(10)}` },
  'GET /api/staff/consultations/:id': { access: OWN_STAFF() },
  'POST /api/staff/consultations/:id/payment': {
    access: OWN_STAFF('reception', 'admin'),
    body: () => ({ kind: 'record-at-clinic', method: 'clinic-cash' }),
  },
  'POST /api/staff/consultations/:id/reschedule': {
    access: OWN_STAFF('reception', 'admin'),
    body: () => ({ date: dayFromToday(20), timeSlot: '11:00' }),
  },
  // The clinical record (decisions 0059, 0060): the fixture doctor has seen patient A, the other doctor has not.
  'GET /api/staff/patients': { access: STAFF('doctor', 'reception', 'admin'), query: () => 'q=Patient' },
  'GET /api/staff/patients/:patientId': {
    access: { ...STAFF('doctor', 'reception', 'admin'), otherDoctor: 'hidden' },
    path: (f) => `/api/staff/patients/${f.patientA.id}`,
  },
  'PUT /api/staff/patients/:patientId/clinical-facts': {
    access: { ...STAFF('doctor', 'admin'), otherDoctor: 'hidden' },
    path: (f) => `/api/staff/patients/${f.patientA.id}/clinical-facts`,
    body: () => ({ allergies: ['Penicillin'], alerts: [] }),
  },
  // Prakriti (decision 0063): clinical, so never the desk's; recorded by a doctor of the patient only.
  'GET /api/staff/patients/:patientId/prakriti': {
    access: { ...STAFF('doctor', 'admin'), otherDoctor: 'hidden' },
    path: (f) => `/api/staff/patients/${f.patientA.id}/prakriti`,
  },
  'POST /api/staff/patients/:patientId/prakriti': {
    access: { ...STAFF('doctor'), otherDoctor: 'hidden' },
    path: (f) => `/api/staff/patients/${f.patientA.id}/prakriti`,
    body: () => ({ method: 'examination', vata: 40, pitta: 35, kapha: 25 }),
  },
  'GET /api/staff/consultations/:id/case-sheet': { access: OWN_STAFF('doctor', 'admin') },
  'PUT /api/staff/consultations/:id/case-sheet': {
    access: OWN_STAFF('doctor'),
    body: () => ({ version: 0, content: { diagnosis: 'Amlapitta' } }),
  },
  // The FHIR R4 export (decision 0066): a doctor of the patient and admin; the desk never (clinical).
  'GET /api/staff/consultations/:id/fhir': { access: OWN_STAFF('doctor', 'admin') },
  'POST /api/staff/consultations/:id/case-sheet/amendments': {
    access: OWN_STAFF('doctor'),
    body: () => ({ version: 1, content: { diagnosis: 'Amlapitta' }, reason: 'Typo' }),
  },
  // Session notes (decision 0064): on a done session of A's programme (the fixture doctor's) given by
  // another therapist: the fixture therapist is refused, reception never reads them.
  'GET /api/staff/sessions/:id/note': {
    access: { ...OWN_STAFF('doctor', 'admin'), otherDoctor: 'forbidden', therapist: 'forbidden' },
    path: (f) => `/api/staff/sessions/${f.otherTherapistSessionId}/note`,
  },
  'PUT /api/staff/sessions/:id/note': {
    access: { ...STAFF('therapist'), therapist: 'forbidden' },
    path: (f) => `/api/staff/sessions/${f.otherTherapistSessionId}/note`,
    body: () => SESSION_NOTE,
  },
  'POST /api/staff/sessions/:id/note/amendments': {
    access: { ...STAFF('therapist'), therapist: 'forbidden' },
    path: (f) => `/api/staff/sessions/${f.otherTherapistSessionId}/note/amendments`,
    body: () => ({ ...SESSION_NOTE, reason: 'Quantity corrected' }),
  },
  'POST /api/staff/sessions/:id/note/adverse-seen': {
    access: { ...OWN_STAFF('doctor', 'admin'), otherDoctor: 'forbidden' },
    path: (f) => `/api/staff/sessions/${f.otherTherapistSessionId}/note/adverse-seen`,
  },
  'GET /api/staff/programmes/:id/progress': {
    access: { ...OWN_STAFF('doctor', 'admin'), otherDoctor: 'forbidden', therapist: 'forbidden' },
    path: (f) => `/api/staff/programmes/${f.programmeId}/progress`,
  },
  // Outcomes (decision 0068): a doctor of patient A chooses and records; the other doctor is kept out; the
  // desk never; a therapist only at a session they give (the fixture session is another therapist's).
  'GET /api/staff/patients/:patientId/outcomes': {
    access: { ...STAFF('doctor', 'admin'), otherDoctor: 'hidden' },
    path: (f) => `/api/staff/patients/${f.patientA.id}/outcomes`,
  },
  'POST /api/staff/patients/:patientId/outcome-measures': {
    access: { ...STAFF('doctor'), otherDoctor: 'hidden' },
    path: (f) => `/api/staff/patients/${f.patientA.id}/outcome-measures`,
    body: () => ({ kind: 'pain-0-10' }),
  },
  'POST /api/staff/patients/:patientId/outcome-readings': {
    access: { ...STAFF('doctor'), otherDoctor: 'hidden', therapist: 'hidden' },
    path: (f) => `/api/staff/patients/${f.patientA.id}/outcome-readings`,
    body: () => ({ measureId: NO_ROW, value: 4 }),
  },
  'GET /api/staff/sessions/:id/outcome-measures': {
    access: { ...STAFF('doctor'), otherDoctor: 'hidden', therapist: 'hidden' },
    path: (f) => `/api/staff/sessions/${f.otherSessionId}/outcome-measures`,
  },
  'POST /api/staff/sessions/:id/outcome-readings': {
    access: { ...STAFF('doctor'), otherDoctor: 'hidden', therapist: 'hidden' },
    path: (f) => `/api/staff/sessions/${f.otherSessionId}/outcome-readings`,
    body: () => ({ measureId: NO_ROW, value: 4 }),
  },
  'GET /api/staff/insights/outcomes': { access: STAFF('doctor', 'admin') },
  'GET /api/staff/doctors': { access: STAFF() },
  'GET /api/staff/doctors/:id': { access: STAFF() },
  'POST /api/staff/doctors': { access: STAFF('admin'), body: () => DOCTOR_FORM },
  'PUT /api/staff/doctors/:id': { access: STAFF('admin'), body: () => DOCTOR_FORM },
  'PUT /api/staff/doctors/:id/schedule': {
    access: { ...STAFF(), otherDoctor: 'forbidden' },
    body: () => ({ days: [{ weekday: 1, startTimes: ['10:00'] }] }),
  },
  'POST /api/staff/doctors/:id/leaves': { access: { ...STAFF(), otherDoctor: 'forbidden' }, body: () => ({ date: dayFromToday(25) }) },
  'DELETE /api/staff/doctors/:id/leaves/:date': { access: { ...STAFF(), otherDoctor: 'forbidden' } },
  'PATCH /api/staff/messages/:id': { access: STAFF('reception', 'admin'), body: () => ({ read: true }) },
  'GET /api/staff/events': { access: STAFF('reception', 'admin') },
  'POST /api/staff/events': { access: STAFF('reception', 'admin'), body: () => EVENT_FORM },
  'PUT /api/staff/events/:id': { access: STAFF('reception', 'admin'), body: () => EVENT_FORM },
  'GET /api/staff/blog': { access: STAFF('doctor', 'admin') },
  'GET /api/staff/blog/:id': { access: { ...STAFF('admin'), doctor: 'any' } },
  'POST /api/staff/blog': {
    access: STAFF('doctor', 'admin'),
    body: () => ({
      slug: `matrix-${Math.floor(Math.random() * 1e9)}`,
      title: 'New',
      content: '<p>Hello</p>',
      category: 'Health',
      author: 'Dr. Fixture',
    }),
  },
  'PUT /api/staff/blog/:id': { access: STAFF('admin'), body: () => ({ title: 'Changed' }) },
  'GET /api/staff/members': { access: STAFF('admin') },
  'POST /api/staff/members': {
    access: STAFF('admin'),
    body: () => ({ name: 'New desk', phone: String(9_100_000_000 + Math.floor(Math.random() * 99_999_999)), role: 'reception' }),
  },
  'PUT /api/staff/members/:id': {
    access: STAFF('admin'),
    body: () => ({ name: 'Desk renamed', phone: '9111111111', role: 'reception', active: true }),
  },
  'POST /api/staff/notices/:id/retry': { access: STAFF('admin', 'reception'), path: () => '/api/staff/notices/999999/retry' },
  'GET /api/staff/clinic-profile': { access: STAFF() },
  'GET /api/staff/terminology': { access: STAFF('doctor', 'admin'), query: () => 'q=amavata&system=namaste-ayurveda' },
  'PUT /api/staff/clinic-profile': { access: STAFF('admin'), body: () => DEFAULT_CLINIC_PROFILE },
  // Paperwork. Exports: admin all four; reception consultations and
  // payments (the desk's work), not feedback or patients; a doctor only their own consultations and
  // feedback (the rows scoped: tested in server/modules/paperwork); patients (with consent) admin only.
  // Reconciliation, the day close, refunds paid back and corrections: reception and admin.
  // Exports are POSTs (an audited action, never a GET: decision 0034).
  'POST /api/staff/exports/consultations.csv': { access: STAFF(), body: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  'POST /api/staff/exports/payments.csv': { access: STAFF('reception', 'admin'), body: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  'POST /api/staff/exports/feedback.csv': { access: STAFF('doctor', 'admin'), body: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  'POST /api/staff/exports/patients.csv': { access: STAFF('admin'), body: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  'POST /api/staff/exports/sales.csv': { access: STAFF('reception', 'admin'), body: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  'POST /api/staff/exports/sales-hsn.csv': { access: STAFF('reception', 'admin'), body: () => ({ from: '2026-11-01', to: '2026-11-30' }) },
  'POST /api/staff/exports/sales-daily.csv': {
    access: STAFF('reception', 'admin'),
    body: () => ({ from: '2026-11-01', to: '2026-11-30' }),
  },
  'GET /api/staff/reconciliation': { access: STAFF('reception', 'admin'), query: () => 'date=2026-11-20' },
  'POST /api/staff/reconciliation/close': { access: STAFF('reception', 'admin'), body: () => ({ date: '2020-01-01' }) },
  // Re-open a closed day (decision 0056): the admin only, with a reason (a day not closed is a 409).
  'POST /api/staff/reconciliation/reopen': { access: STAFF('admin'), body: () => ({ date: '2020-01-02', reason: 'Matrix check' }) },
  'POST /api/staff/consultations/:id/refund-paid': { access: OWN_STAFF('reception', 'admin'), body: () => ({}) },
  'POST /api/staff/consultations/:id/payment-correction': {
    access: OWN_STAFF('reception', 'admin'),
    body: () => ({ reason: 'Matrix check', paymentStatus: 'paid', paymentMethod: 'clinic-cash' }),
  },
  // Insights: a doctor only their own figures (asking for another doctor's is not found);
  // reception's answer lacks the money figures unless the admin allowed them (insights.api.test.ts).
  // Multipart uploads: the role check comes first (decision 0032); then a JSON body is refused (4xx),
  // so the cells of the roles that may upload are 'any'; the rules of uploads are tested in
  // server/modules/staff with real files.
  'POST /api/staff/uploads': {
    access: {
      anonymous: 'unauthorized',
      patientA: 'refused',
      patientB: 'refused',
      doctor: 'any',
      reception: 'forbidden',
      admin: 'any',
      therapist: 'forbidden',
    },
    body: () => ({}),
  },
  'GET /api/uploads/:name': { access: PUBLIC },
  // Receipts: the owner or staff who reach the consultation; the desk's list by date.
  'GET /api/consultations/:id/receipt': { access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden' } },
  // Any receipt by id (decision 0055): its patient, or staff who reach what it paid for; a missing id is a 404 for all.
  'GET /api/receipts/:id': {
    access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden', therapist: 'forbidden' },
    path: () => `/api/receipts/${NO_ROW}`,
  },
  // A programme's final bill (decision 0067): its patient, staff who reach the programme; a missing id is a 404 for all.
  'GET /api/programmes/:id/bill': {
    access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden', therapist: 'forbidden' },
    path: () => `/api/programmes/${NO_ROW}/bill`,
  },
  'GET /api/programmes/:id/bill.pdf': {
    access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden', therapist: 'forbidden' },
    path: () => `/api/programmes/${NO_ROW}/bill.pdf`,
  },
  // The dispensary (decision 0062): admin edits the catalogue and corrects stock; the desk receives and issues; doctors see stock.
  'GET /api/staff/dispensary/items': { access: STAFF('doctor', 'reception', 'admin') },
  'POST /api/staff/dispensary/items': {
    access: STAFF('admin'),
    body: () => ({ ...DISPENSARY_ITEM, name: `Item ${Math.random().toString(36).slice(2, 8)}` }),
  },
  'PUT /api/staff/dispensary/items/:id': {
    access: STAFF('admin'),
    path: () => `/api/staff/dispensary/items/${NO_ROW}`,
    body: () => DISPENSARY_ITEM,
  },
  'POST /api/staff/dispensary/items/import': {
    access: STAFF('admin'),
    body: () => ({
      csv: `kind,name,form,unit,hsn_code,gst_rate,mrp\nmedicine,Item ${Math.random().toString(36).slice(2, 8)},vati,tablet,3004,5,2`,
    }),
  },
  'GET /api/staff/dispensary/items/:id/ledger': {
    access: STAFF('doctor', 'reception', 'admin'),
    path: () => `/api/staff/dispensary/items/${NO_ROW}/ledger`,
  },
  'GET /api/staff/dispensary/stock': { access: STAFF('doctor', 'reception', 'admin'), query: () => 'days=30' },
  'POST /api/staff/dispensary/receipts': {
    access: STAFF('reception', 'admin'),
    body: () => ({
      itemId: NO_ROW,
      batchNo: 'B1',
      mfgDate: null,
      expiryDate: dayFromToday(400),
      quantity: 10,
      cost: 10,
      mrp: null,
      supplier: 'Supplier',
      invoiceRef: 'INV-1',
    }),
  },
  'POST /api/staff/dispensary/issues': { access: STAFF('reception', 'admin'), body: () => ({ itemId: NO_ROW, quantity: 1 }) },
  'POST /api/staff/dispensary/adjustments': {
    access: STAFF('admin'),
    body: () => ({ batchId: NO_ROW, kind: 'adjusted', quantity: 1, reason: 'count' }),
  },
  // Sales with GST tax invoices (decision 0070): the desk sells and reads invoices; only admin issues a credit note.
  'POST /api/staff/dispensary/sales': {
    access: STAFF('reception', 'admin'),
    body: () => ({ buyer: { name: 'Asha' }, lines: [{ itemId: NO_ROW, quantity: 1 }], payment: { mode: 'cash' } }),
  },
  'GET /api/staff/dispensary/invoices': { access: STAFF('reception', 'admin') },
  'GET /api/staff/dispensary/invoices/:id': { access: STAFF('reception', 'admin'), path: () => `/api/staff/dispensary/invoices/${NO_ROW}` },
  'PATCH /api/staff/dispensary/invoices/:id': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/dispensary/invoices/${NO_ROW}`,
    body: () => ({ buyerName: 'Someone' }),
  },
  'POST /api/staff/dispensary/invoices/:id/credit-note': {
    access: STAFF('admin'),
    path: () => `/api/staff/dispensary/invoices/${NO_ROW}/credit-note`,
    body: () => ({ reason: 'Returned', refundMode: 'cash' }),
  },
  'GET /api/staff/dispensary/invoices/:id/invoice.pdf': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/dispensary/invoices/${NO_ROW}/invoice.pdf`,
  },
  'GET /api/staff/dispensary/invoices/:id/credit-note.pdf': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/dispensary/invoices/${NO_ROW}/credit-note.pdf`,
  },
  // From prescription to counter (decision 0069): doctors search the catalogue while prescribing; the desk dispenses and prints labels.
  'GET /api/staff/dispensary/medicines': { access: STAFF('doctor', 'reception', 'admin'), query: () => 'q=tri' },
  'GET /api/staff/dispensary/queue': { access: STAFF('reception', 'admin') },
  'GET /api/staff/dispensary/prescriptions/:id': {
    access: STAFF('reception', 'admin'),
    path: () => '/api/staff/dispensary/prescriptions/NOSUCHCONSULTATION00',
  },
  'POST /api/staff/dispensary/prescriptions/:id/dispense': {
    access: STAFF('reception', 'admin'),
    path: () => '/api/staff/dispensary/prescriptions/NOSUCHCONSULTATION00/dispense',
    body: () => ({ lines: [{ key: NO_ROW, quantity: 1 }] }),
  },
  'POST /api/staff/dispensary/dispensations/:id/invoice': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/dispensary/dispensations/${NO_ROW}/invoice`,
    body: () => ({ mode: 'cash' }),
  },
  'GET /api/staff/dispensary/dispensations/:id/labels': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/dispensary/dispensations/${NO_ROW}/labels`,
  },
  // Sessions consume materials (decision 0071): admin sets each therapy's list, the desk reads it; the reports are the desk's.
  'GET /api/staff/therapy-materials': { access: STAFF('reception', 'admin') },
  'PUT /api/staff/therapy-settings/:slug/materials': {
    access: STAFF('admin'),
    path: () => '/api/staff/therapy-settings/shiro-dhara/materials',
    body: () => ({ materials: [] }),
  },
  'GET /api/staff/dispensary/reports': {
    access: STAFF('reception', 'admin'),
    query: () => `from=${dayFromToday(-7)}&to=${dayFromToday(0)}`,
  },
  'POST /api/staff/dispensary/reports/stock-movements.csv': {
    access: STAFF('reception', 'admin'),
    body: () => ({ from: '2026-11-01', to: '2026-11-30' }),
  },
  'POST /api/staff/dispensary/reports/expiry-losses.csv': {
    access: STAFF('reception', 'admin'),
    body: () => ({ from: '2026-11-01', to: '2026-11-30' }),
  },
  'POST /api/staff/dispensary/reports/materials-cost.csv': {
    access: STAFF('reception', 'admin'),
    body: () => ({ from: '2026-11-01', to: '2026-11-30' }),
  },
  // Panchakarma resources: admin writes, the desk reads; a therapist reads their own day only.
  'GET /api/staff/rooms': { access: STAFF('reception', 'admin') },
  'POST /api/staff/rooms': {
    access: STAFF('admin'),
    body: () => ({ name: `Room ${Math.random().toString(36).slice(2, 8)}`, capabilities: ['general'] }),
  },
  'PUT /api/staff/rooms/:id': {
    access: STAFF('admin'),
    path: () => `/api/staff/rooms/${NO_ROW}`,
    body: () => ({ name: 'Room', capabilities: [] }),
  },
  'DELETE /api/staff/rooms/:id': { access: STAFF('admin'), path: () => `/api/staff/rooms/${NO_ROW}` },
  'GET /api/staff/therapists': { access: STAFF('reception', 'admin') },
  'POST /api/staff/therapists': { access: STAFF('admin'), body: () => THERAPIST_FORM },
  'PUT /api/staff/therapists/:id': { access: STAFF('admin'), path: () => `/api/staff/therapists/${NO_ROW}`, body: () => THERAPIST_FORM },
  'POST /api/staff/therapists/:id/leaves': {
    access: STAFF('admin'),
    path: () => `/api/staff/therapists/${NO_ROW}/leaves`,
    body: () => ({ date: dayFromToday(5) }),
  },
  'DELETE /api/staff/therapists/:id/leaves/:date': {
    access: STAFF('admin'),
    path: () => `/api/staff/therapists/${NO_ROW}/leaves/${dayFromToday(5)}`,
  },
  // Reception's resource grid and re-planning: the desk only; a therapist has /staff/my-day.
  'PATCH /api/staff/sessions/:id': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/sessions/${NO_ROW}`,
    body: () => ({ startsAt: `${dayFromToday(3)}T05:00:00.000Z`, roomId: NO_ROW, therapistIds: [NO_ROW] }),
  },
  'GET /api/staff/sessions/:id/alternatives': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/sessions/${NO_ROW}/alternatives`,
  },
  'POST /api/staff/sessions/:id/attendance': {
    access: STAFF('therapist', 'reception', 'admin'),
    path: () => `/api/staff/sessions/${NO_ROW}/attendance`,
    body: () => ({ step: 'arrived' }),
  },
  'POST /api/staff/schedule/notify': { access: STAFF('reception', 'admin') },
  'POST /api/staff/programmes/:id/move-day': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/move-day`,
    body: () => ({ day: 1, date: dayFromToday(3) }),
  },
  'POST /api/staff/sessions/:id/cancel': { access: STAFF('reception', 'admin'), path: () => `/api/staff/sessions/${NO_ROW}/cancel` },
  'POST /api/staff/sessions/:id/replacement': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/sessions/${NO_ROW}/replacement`,
    body: () => ({ startsAt: `${dayFromToday(3)}T05:00:00.000Z`, roomId: NO_ROW, therapistIds: [NO_ROW] }),
  },
  'POST /api/staff/move-requests/:id': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/move-requests/${NO_ROW}`,
    body: () => ({ status: 'declined' }),
  },
  'PUT /api/staff/therapy-settings/:slug': {
    access: STAFF('admin'),
    path: () => '/api/staff/therapy-settings/shiro-dhara',
    body: () => ({
      sessionMinutes: 45,
      prepMinutes: 10,
      cleanupMinutes: 15,
      roomCapability: 'shirodhara-table',
      therapistCount: 1,
      genderRule: 'any',
      needsPrescription: false,
      price: 2000,
    }),
  },
  'GET /api/staff/programme-templates': { access: STAFF() },
  'POST /api/staff/programme-templates': {
    access: STAFF('admin'),
    body: () => ({ ...TEMPLATE_FORM, slug: `t-${Math.random().toString(36).slice(2, 8)}` }),
  },
  'PUT /api/staff/programme-templates/:id': {
    access: STAFF('admin'),
    path: () => `/api/staff/programme-templates/${NO_ROW}`,
    body: () => TEMPLATE_FORM,
  },

  'POST /api/staff/programmes/proposal': {
    access: OWN_STAFF('doctor', 'reception', 'admin'),
    body: (f) => ({
      consultationId: f.completedConsultationId,
      days: [['shiro-dhara']],
      startDate: dayFromToday(7),
      timeBand: 'any',
      patientGender: 'female',
    }),
  },

  // Therapy requests: a patient asks from a therapy's page; the desk closes them.
  'POST /api/therapy-requests': { access: PATIENT, body: () => ({ therapySlug: 'abhyanga', timeBand: 'any', note: '' }) },
  'POST /api/staff/therapy-requests/:id': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/therapy-requests/${NO_ROW}`,
    body: () => ({ status: 'done' }),
  },
  'POST /api/staff/therapy-requests/:id/programme': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/therapy-requests/${NO_ROW}/programme`,
    body: () => ({ startDate: dayFromToday(3), sessions: 7, patientGender: 'female' }),
  },

  // The patient's programmes: patients only, each on their own (another's id is a 404).
  'POST /api/programmes/:id/deposit': {
    access: { ...PATIENT, patientB: 'hidden' },
    path: () => `/api/programmes/${NO_ROW}/deposit`,
    body: () => ({ utr: '512345678901' }),
  },
  'POST /api/programmes/sessions/:id/move-request': {
    access: { ...PATIENT, patientB: 'hidden' },
    path: () => `/api/programmes/sessions/${NO_ROW}/move-request`,
    body: () => ({ note: 'Any evening' }),
  },
  // A programme prescribed after a completed consultation: only its doctor, as medicines (decision 0032); another doctor never reaches it.
  'POST /api/staff/programmes': {
    access: OWN_STAFF('doctor'),
    body: (f) => ({
      consultationId: f.completedConsultationId,
      days: [['shiro-dhara']],
      startDate: dayFromToday(7),
      timeBand: 'any',
      patientGender: 'female',
      notes: 'Light diet.',
    }),
  },
  // Prescribed programmes at the desk: the desk and the doctor of the consultation read; the desk acts; admin discounts.
  'GET /api/staff/programmes': { access: STAFF('doctor', 'reception', 'admin') },
  'GET /api/staff/programmes/:id': { access: OWN_STAFF('doctor', 'reception', 'admin'), path: () => `/api/staff/programmes/${NO_ROW}` },
  'GET /api/staff/programmes/:id/proposal': {
    access: OWN_STAFF('doctor', 'reception', 'admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/proposal`,
  },
  'POST /api/staff/programmes/:id/accept': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/accept`,
    body: () => ({
      sessions: [{ day: 1, therapySlug: 'shiro-dhara', startsAt: `${dayFromToday(7)}T05:00:00Z`, roomId: NO_ROW, therapistIds: [NO_ROW] }],
    }),
  },
  'POST /api/staff/programmes/:id/cancel': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/cancel`,
    body: () => ({ reason: 'Matrix' }),
  },
  'PUT /api/staff/programmes/:id/discount': {
    access: STAFF('admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/discount`,
    body: () => ({ discount: 0, reason: 'Matrix' }),
  },
  'POST /api/staff/programmes/:id/refund-paid': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/refund-paid`,
    body: () => ({}),
  },
  'POST /api/staff/programmes/:id/payments': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/payments`,
    body: () => ({ amount: 100, method: 'clinic-cash' }),
  },
  'POST /api/staff/programmes/:id/deposit/confirm': {
    access: STAFF('reception', 'admin'),
    path: () => `/api/staff/programmes/${NO_ROW}/deposit/confirm`,
    body: () => ({ method: 'clinic-cash' }),
  },

  // Printed documents: the owner, staff who reach the consultation; a signed link is tested in documents.api.test.ts.
  'GET /api/documents/prescription/:id': {
    access: { ...OWN({ staff: ['doctor', 'reception', 'admin'] }), otherDoctor: 'hidden' },
    path: (f) => `/api/documents/prescription/${f.completedConsultationId}`,
  },
  // The visit summary (decision 0065): the owner; staff as the clinical record (a doctor their own, admin).
  'GET /api/consultations/:id/visit-summary': {
    access: { ...OWN({ staff: ['doctor', 'admin'] }), reception: 'forbidden', therapist: 'forbidden', otherDoctor: 'hidden' },
    path: (f) => `/api/consultations/${f.completedConsultationId}/visit-summary`,
  },
  'GET /api/documents/visit-summary/:id': {
    access: { ...OWN({ staff: ['doctor', 'admin'] }), reception: 'forbidden', therapist: 'forbidden', otherDoctor: 'hidden' },
    path: (f) => `/api/documents/visit-summary/${f.completedConsultationId}?lang=hi`,
  },
};
