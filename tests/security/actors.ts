/**
 * The people of the authorization tests and the records they own: anonymous, two patients (A owns
 * the records), one staff member per role (the doctor account acts as the fixture doctor; the
 * therapist account has a therapist profile), and a
 * second doctor account linked to another doctor, who must not reach the fixture doctor's records.
 */
import { randomBytes } from 'node:crypto';
import {
  blogPosts,
  consultations,
  contactMessages,
  events,
  sessionNotes,
  sessionTherapists,
  therapySessions,
} from '../../server/db/schema/index.ts';
import { createDoctor } from '../../server/db/factories.ts';
import { createProgramme, createRoom, createTherapist } from '../../server/db/programme-factories.ts';
import type { TestEnv } from '../helpers/test-app.ts';

export const ROLES = ['anonymous', 'patientA', 'patientB', 'doctor', 'otherDoctor', 'reception', 'admin', 'therapist'] as const;
export type Role = (typeof ROLES)[number];

export interface Fixtures {
  cookies: Record<Role, string | undefined>;
  patientA: { id: string; contact: string; name: string; email: string | null };
  patientB: { id: string; contact: string };
  doctorId: string;
  otherDoctorId: string;
  /** A's upcoming consultation with the fixture doctor. */
  consultationId: string;
  /** A's completed consultation (for feedback), with the fixture doctor. */
  completedConsultationId: string;
  /** A consultation of B with the other doctor (a doctor account must not see it). */
  otherConsultationId: string;
  blogPost: { id: string; slug: string };
  messageId: string;
  eventId: string;
  receptionStaffId: string;
  /** A's programme with the fixture doctor, and its done session given by another therapist (with a note). */
  programmeId: string;
  otherTherapistSessionId: string;
  /** A therapy session of A given by another therapist (the fixture therapist must not reach it). */
  otherSessionId: string;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function consultationId(): string {
  return [...randomBytes(20)].map((b) => CROCKFORD[b % 32]).join('');
}

/** yyyy-mm-dd, `days` from today. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createFixtures(env: TestEnv): Promise<Fixtures> {
  const db = env.database.db;
  // Independent rows made side by side: on PostgreSQL the pool runs them at once (decision 0037).
  const [doctor, other] = await Promise.all([createDoctor(db, { name: 'Dr. Fixture' }), createDoctor(db, { name: 'Dr. Other' })]);
  if (!doctor || !other) throw new Error('doctors not created');
  const [a, b, doctorStaff, otherDoctorStaff, reception, admin, therapist] = await Promise.all([
    env.signInPatient({ name: 'Patient A', email: 'a@example.com' }),
    env.signInPatient({ name: 'Patient B', email: 'b@example.com' }),
    env.signInStaff('doctor', { doctorId: doctor.id }),
    env.signInStaff('doctor', { doctorId: other.id }),
    env.signInStaff('reception'),
    env.signInStaff('admin'),
    // A therapist account with its therapist profile: sees only their own sessions.
    env.signInStaff('therapist'),
  ]);
  await createTherapist(db, { name: 'Fixture Therapist', staffId: therapist.staff.id });
  const otherSessionId = await otherTherapistsSession(env, a.patient.id);

  const base = {
    doctorName: doctor.name,
    doctorId: doctor.id,
    consultationType: 'General Consultation' as const,
    department: 'Skin & Hair',
    timeSlot: '10:00',
    amount: 500,
    mode: 'offline' as const,
  };
  const upcoming = consultationId();
  const completed = consultationId();
  const others = consultationId();
  await db.insert(consultations).values([
    {
      ...base,
      id: upcoming,
      patientId: a.patient.id,
      name: a.patient.name,
      contact: a.patient.contact,
      email: a.patient.email,
      date: dayFromToday(10),
      status: 'confirmed',
      symptoms: 'A private note',
    },
    {
      ...base,
      id: completed,
      patientId: a.patient.id,
      name: a.patient.name,
      contact: a.patient.contact,
      email: a.patient.email,
      date: dayFromToday(-3),
      status: 'completed',
      paymentStatus: 'paid',
      prescription: { medicines: [{ name: 'Triphala churna', dosage: '1 tsp', duration: '30 days' }], instructions: '' },
    },
    {
      ...base,
      id: others,
      doctorId: other.id,
      doctorName: other.name,
      patientId: b.patient.id,
      name: b.patient.name,
      contact: b.patient.contact,
      email: b.patient.email,
      date: dayFromToday(11),
      status: 'pending',
    },
  ]);
  const [post] = await db
    .insert(blogPosts)
    .values({
      slug: `fixture-post-${randomBytes(4).toString('hex')}`,
      title: 'Fixture post',
      excerpt: 'Excerpt',
      contentHtml: '<p>Body</p>',
      category: 'Wellness',
      author: 'Clinic',
      status: 'published',
      publishedAt: new Date(),
    })
    .returning();
  if (!post) throw new Error('post not created');
  const [message] = await db
    .insert(contactMessages)
    .values({ name: 'Visitor', email: 'v@example.com', subject: 'Hours', message: 'Open on Sunday?' })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ title: 'Camp', description: 'Free camp', location: 'Clinic', startsAt: new Date(Date.now() + 7 * 86_400_000) })
    .returning();
  if (!message || !event) throw new Error('message or event not created');
  const { programmeId, otherTherapistSessionId } = await otherTherapistSession(db, a.patient.id, doctor.id);

  return {
    cookies: {
      anonymous: undefined,
      patientA: a.cookie,
      patientB: b.cookie,
      doctor: doctorStaff.cookie,
      otherDoctor: otherDoctorStaff.cookie,
      reception: reception.cookie,
      admin: admin.cookie,
      therapist: therapist.cookie,
    },
    patientA: { id: a.patient.id, contact: a.patient.contact as string, name: a.patient.name, email: a.patient.email },
    patientB: { id: b.patient.id, contact: b.patient.contact as string },
    doctorId: doctor.id,
    otherDoctorId: other.id,
    consultationId: upcoming,
    completedConsultationId: completed,
    otherConsultationId: others,
    blogPost: { id: post.id, slug: post.slug },
    messageId: message.id,
    eventId: event.id,
    receptionStaffId: reception.staff.id,
    programmeId,
    otherTherapistSessionId,
    otherSessionId,
  };
}

/** A done session of A's programme (the fixture doctor's), given by a therapist who is not the fixture one, with its note. */
async function otherTherapistSession(db: TestEnv['database']['db'], patientId: string, doctorId: string) {
  const [other, room] = await Promise.all([createTherapist(db, { name: 'Other Therapist' }), createRoom(db)]);
  const programme = await createProgramme(db, { patientId, doctorId, days: [['abhyanga']], startDate: dayFromToday(-2) });
  const startsAt = new Date(`${dayFromToday(-2)}T05:00:00Z`);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  const [session] = await db
    .insert(therapySessions)
    .values({
      programmeId: programme.id,
      therapySlug: 'abhyanga',
      patientId,
      roomId: room.id,
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedTo: endsAt,
      status: 'completed',
      day: 1,
    })
    .returning();
  if (!session) throw new Error('session not created');
  await db.insert(sessionTherapists).values({ sessionId: session.id, therapistId: other.id, blockedFrom: startsAt, blockedTo: endsAt });
  await db.insert(sessionNotes).values({
    sessionId: session.id,
    patientId,
    content: {
      materials: [],
      response: 'comfortable',
      responseNotes: '',
      adverse: { occurred: true, what: 'Rash', severity: 'mild', action: 'Oil wiped off' },
    },
    adverse: true,
    writtenByName: 'Other Therapist',
  });
  return { programmeId: programme.id, otherTherapistSessionId: session.id };
}

/** A session of the patient in ten days, given by a therapist who is not the fixture therapist. */
async function otherTherapistsSession(env: TestEnv, patientId: string): Promise<string> {
  const db = env.database.db;
  const [room, other] = await Promise.all([createRoom(db), createTherapist(db, { name: 'Another Therapist' })]);
  const startsAt = new Date(`${dayFromToday(10)}T03:30:00Z`);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  const times = { blockedFrom: startsAt, blockedTo: endsAt };
  const [session] = await db
    .insert(therapySessions)
    .values({ therapySlug: 'abhyanga', patientId, roomId: room.id, startsAt, endsAt, ...times })
    .returning();
  if (!session) throw new Error('session not created');
  await db.insert(sessionTherapists).values({ sessionId: session.id, therapistId: other.id, ...times });
  return session.id;
}
