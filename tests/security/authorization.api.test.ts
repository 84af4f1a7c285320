/**
 * The authorization matrix: every staff endpoint x every kind of caller gets exactly the answer its
 * role allows. One row per endpoint; `doctor` is the doctor of the consultation, `otherDoctor` a
 * doctor account linked to another doctor.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app.ts';
import { insertConsultation } from '../helpers/staff-data.ts';
import { createDoctor, DEFAULT_FEES } from '@server/db/factories';
import { addDays, clinicDate, weekdayOf } from '@core/booking/slots';
import { blogPosts, contactMessages, events } from '@server/db/schema';

const env = await setupTestApp();

type Caller = 'anonymous' | 'patient' | 'doctor' | 'otherDoctor' | 'reception' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'patient', 'doctor', 'otherDoctor', 'reception', 'admin'];

interface Fixture {
  doctorId: string;
  otherDoctorId: string;
  consultationId: string;
  messageId: string;
  eventId: string;
  postId: string;
  freeDate: string;
  staffIds: Record<string, string>;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** Status of the consultation the row acts on (default pending). */
  status?: 'pending' | 'confirmed';
  expect: Record<Caller, number>;
}

const doctorForm = {
  name: 'Dr. New',
  specialization: ['Panchakarma'],
  department: ['Glaucoma'],
  experience: 3,
  qualification: 'BAMS',
  fees: DEFAULT_FEES,
  active: true,
};
const eventForm = { title: 'Camp', description: 'Free camp', kind: 'camp', location: 'Clinic', startsAt: '2026-12-01T04:00:00.000Z' };

// 401 anonymous, 403 patient everywhere; then per role.
const deny = { anonymous: 401, patient: 403 } as const;
const all200 = { ...deny, doctor: 200, otherDoctor: 200, reception: 200, admin: 200 };
const ownOnly = { ...deny, doctor: 200, otherDoctor: 403, reception: 200, admin: 200 };
const desk = { ...deny, doctor: 403, otherDoctor: 403, reception: 200, admin: 200 };
const adminOnly = { ...deny, doctor: 403, otherDoctor: 403, reception: 403, admin: 200 };

const MATRIX: Row[] = [
  { name: 'board', method: 'GET', url: () => '/api/staff/consultations?date=2026-11-23', expect: all200 },
  { name: 'detail', method: 'GET', url: (f) => `/api/staff/consultations/${f.consultationId}`, expect: ownOnly },
  {
    name: 'status confirm',
    method: 'PATCH',
    url: (f) => `/api/consultations/${f.consultationId}/status`,
    body: () => ({ status: 'confirmed' }),
    expect: ownOnly,
  },
  {
    name: 'status cancel',
    method: 'PATCH',
    url: (f) => `/api/consultations/${f.consultationId}/status`,
    body: () => ({ status: 'cancelled', reason: 'Patient asked' }),
    expect: { ...desk },
  },
  {
    name: 'prescription',
    method: 'PATCH',
    url: (f) => `/api/consultations/${f.consultationId}/prescription`,
    body: () => ({ medicines: [{ name: 'Triphala', dosage: '1 tsp at night', duration: '30 days' }], instructions: 'Warm water' }),
    status: 'confirmed',
    expect: { ...deny, doctor: 200, otherDoctor: 403, reception: 403, admin: 200 },
  },
  {
    name: 'payment',
    method: 'POST',
    url: (f) => `/api/staff/consultations/${f.consultationId}/payment`,
    body: () => ({ kind: 'record-at-clinic', method: 'clinic-cash' }),
    expect: desk,
  },
  {
    name: 'reschedule',
    method: 'POST',
    url: (f) => `/api/staff/consultations/${f.consultationId}/reschedule`,
    body: (f) => ({ date: f.freeDate, timeSlot: '11:00' }),
    expect: desk,
  },
  { name: 'doctor list', method: 'GET', url: (f) => `/api/consultations/doctor/${f.doctorId}`, expect: ownOnly },
  { name: 'upcoming', method: 'GET', url: () => '/api/consultations/upcoming', expect: all200 },
  { name: 'past', method: 'GET', url: () => '/api/consultations/past', expect: all200 },
  { name: 'doctors list', method: 'GET', url: () => '/api/staff/doctors', expect: all200 },
  { name: 'doctor get', method: 'GET', url: (f) => `/api/staff/doctors/${f.doctorId}`, expect: all200 },
  { name: 'doctor create', method: 'POST', url: () => '/api/staff/doctors', body: () => doctorForm, expect: adminOnly },
  { name: 'doctor edit', method: 'PUT', url: (f) => `/api/staff/doctors/${f.doctorId}`, body: () => doctorForm, expect: adminOnly },
  {
    name: 'schedule',
    method: 'PUT',
    url: (f) => `/api/staff/doctors/${f.doctorId}/schedule`,
    body: () => ({ days: [{ weekday: 1, startTimes: ['10:00'] }] }),
    expect: ownOnly,
  },
  {
    name: 'leave add',
    method: 'POST',
    url: (f) => `/api/staff/doctors/${f.doctorId}/leaves`,
    body: () => ({ date: '2026-12-02' }),
    expect: ownOnly,
  },
  { name: 'leave remove', method: 'DELETE', url: (f) => `/api/staff/doctors/${f.doctorId}/leaves/2026-12-09`, expect: ownOnly },
  { name: 'message read', method: 'PATCH', url: (f) => `/api/staff/messages/${f.messageId}`, body: () => ({ read: true }), expect: desk },
  { name: 'events', method: 'GET', url: () => '/api/staff/events', expect: desk },
  { name: 'event create', method: 'POST', url: () => '/api/staff/events', body: () => eventForm, expect: desk },
  { name: 'event edit', method: 'PUT', url: (f) => `/api/staff/events/${f.eventId}`, body: () => eventForm, expect: desk },
  {
    name: 'blog list',
    method: 'GET',
    url: () => '/api/staff/blog',
    expect: { ...deny, doctor: 200, otherDoctor: 200, reception: 403, admin: 200 },
  },
  {
    name: 'blog create',
    method: 'POST',
    url: () => '/api/staff/blog',
    body: () => ({
      slug: `new-${Math.floor(Math.random() * 1e9)}`,
      title: 'New',
      content: '<p>Hello</p>',
      category: 'Health',
      author: 'Dr. Own',
    }),
    expect: { ...deny, doctor: 200, otherDoctor: 200, reception: 403, admin: 200 },
  },
  // A doctor edits only drafts they created; this one was not.
  { name: 'blog edit', method: 'PUT', url: (f) => `/api/staff/blog/${f.postId}`, body: () => ({ title: 'Changed' }), expect: adminOnly },
  { name: 'members', method: 'GET', url: () => '/api/staff/members', expect: adminOnly },
  {
    name: 'member add',
    method: 'POST',
    url: () => '/api/staff/members',
    body: () => ({ name: 'New desk', phone: String(9100000000 + Math.floor(Math.random() * 99999999)), role: 'reception' }),
    expect: adminOnly,
  },
  {
    name: 'member edit',
    method: 'PUT',
    url: (f) => `/api/staff/members/${f.staffIds.reception}`,
    body: () => ({ name: 'Desk renamed', phone: '9111111111', role: 'reception', active: true }),
    expect: adminOnly,
  },
];

async function fixture(status: 'pending' | 'confirmed' = 'pending'): Promise<{ f: Fixture; cookies: Record<Caller, string | undefined> }> {
  const doctor = await createDoctor(env.database.db, { name: 'Dr. Own', leaves: ['2026-12-09'] });
  const other = await createDoctor(env.database.db, { name: 'Dr. Other' });
  if (!doctor || !other) throw new Error('doctors');
  const c = await insertConsultation(env.database.db, { doctorId: doctor.id, doctorName: doctor.name, status });
  const [message] = await env.database.db
    .insert(contactMessages)
    .values({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' })
    .returning();
  const [event] = await env.database.db
    .insert(events)
    .values({ title: 'E', description: 'D', location: 'L', startsAt: new Date() })
    .returning();
  const [post] = await env.database.db
    .insert(blogPosts)
    .values({ slug: `p-${Date.now()}`, title: 'T', contentHtml: '<p>x</p>', category: 'Health', author: 'Admin' })
    .returning();
  let freeDate = addDays(clinicDate(new Date()), 3);
  while (weekdayOf(freeDate) === 0) freeDate = addDays(freeDate, 1);
  const [patient, own, otherDoc, reception, admin] = await Promise.all([
    env.signInPatient(),
    env.signInStaff('doctor', { doctorId: doctor.id }),
    env.signInStaff('doctor', { doctorId: other.id }),
    env.signInStaff('reception'),
    env.signInStaff('admin'),
  ]);
  return {
    f: {
      doctorId: doctor.id,
      otherDoctorId: other.id,
      consultationId: c.id,
      messageId: message!.id,
      eventId: event!.id,
      postId: post!.id,
      freeDate,
      staffIds: { reception: reception.staff.id },
    },
    cookies: {
      anonymous: undefined,
      patient: patient.cookie,
      doctor: own.cookie,
      otherDoctor: otherDoc.cookie,
      reception: reception.cookie,
      admin: admin.cookie,
    },
  };
}

describe('staff authorization matrix', () => {
  it.each(MATRIX.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const results: Record<string, number> = {};
    // A GET changes nothing: its callers share one set of records. A change gets fresh records per
    // caller, so one caller's success cannot decide the next one's answer (decision 0037).
    let made: Awaited<ReturnType<typeof fixture>> | undefined;
    for (const caller of CALLERS) {
      if (row.method !== 'GET' || !made) {
        await env.reset();
        made = await fixture(row.status);
      }
      const { f, cookies } = made;
      const cookie = cookies[caller];
      const body = row.body?.(f);
      const response = await env.app.inject({
        method: row.method,
        url: row.url(f),
        headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      results[caller] = response.statusCode;
      if (response.statusCode >= 400) expect(response.json().success, `${row.name} as ${caller}`).toBe(false);
    }
    expect(results).toEqual(row.expect);
  });
});
