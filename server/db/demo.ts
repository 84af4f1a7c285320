/**
 * The demo records of an installation (decision 0016): the demo's doctors, staff accounts and
 * events, known by the stable ids and phone numbers the seed gives them, and what hangs on them
 * (consultations booked with a demo doctor, with their feedback and pending jobs). Nothing else is
 * demo: patients, real staff, real doctors, posts and messages stay.
 */
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { blogPostSeeds } from '@content/blog/posts';
import { invalidatePublicData } from '@server/cache/public-data';
import type { Db } from './client';
import {
  blogPosts,
  consultations,
  doctors,
  events,
  jobs,
  sessionTherapists,
  staff,
  therapists,
  therapySessions,
  treatmentRooms,
} from './schema';
import { CONTENT_AUTHOR, DEMO_DOCTORS, DEMO_EVENT_IDS, DEMO_STAFF } from './seed';
import { DEMO_ROOMS, DEMO_THERAPISTS } from './programme-seed';
import type { Tx } from './client';

const DEMO_DOCTOR_IDS = DEMO_DOCTORS.map((d) => d.id);
const DEMO_STAFF_PHONES = DEMO_STAFF.map((s) => s.phone);
const DEMO_THERAPIST_IDS = DEMO_THERAPISTS.map((t) => t.id);
const DEMO_ROOM_IDS = DEMO_ROOMS.map((r) => r.id);

/** The ids of the demo's doctors, therapists and rooms: not the clinic's own (the first-run checklist). */
export const DEMO_RECORD_IDS = { doctors: DEMO_DOCTOR_IDS, therapists: DEMO_THERAPIST_IDS, rooms: DEMO_ROOM_IDS } as const;

/** A demo staff account's number: outside demo mode it is sent nothing. */
export function isDemoStaffPhone(phone: string): boolean {
  return DEMO_STAFF_PHONES.includes(phone);
}

export interface DemoRecords {
  doctors: number;
  staff: number;
  events: number;
  consultations: number;
  therapists: number;
  rooms: number;
}

export function demoTotal(records: DemoRecords): number {
  return records.doctors + records.staff + records.events + records.consultations + records.therapists + records.rooms;
}

/** How many demo records the database holds. */
export async function countDemoRecords(db: Db | Tx): Promise<DemoRecords> {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    doctors: await n(db.select({ n: count() }).from(doctors).where(inArray(doctors.id, DEMO_DOCTOR_IDS))),
    staff: await n(db.select({ n: count() }).from(staff).where(inArray(staff.phone, DEMO_STAFF_PHONES))),
    events: await n(
      db
        .select({ n: count() })
        .from(events)
        .where(inArray(events.id, [...DEMO_EVENT_IDS])),
    ),
    consultations: await n(db.select({ n: count() }).from(consultations).where(inArray(consultations.doctorId, DEMO_DOCTOR_IDS))),
    therapists: await n(db.select({ n: count() }).from(therapists).where(inArray(therapists.id, DEMO_THERAPIST_IDS))),
    // A removed room still counts: its row stays (removedAt) until the demo goes.
    rooms: await n(db.select({ n: count() }).from(treatmentRooms).where(inArray(treatmentRooms.id, DEMO_ROOM_IDS))),
  };
}

/** The demo therapists and rooms, with the therapy sessions booked with them or in them. */
async function removeDemoPanchakarma(tx: Tx): Promise<{ therapists: number; rooms: number }> {
  const therapistIds = DEMO_THERAPIST_IDS;
  const roomIds = DEMO_ROOM_IDS;
  const withDemoTherapist = tx
    .select({ id: sessionTherapists.sessionId })
    .from(sessionTherapists)
    .where(inArray(sessionTherapists.therapistId, therapistIds));
  await tx.delete(therapySessions).where(or(inArray(therapySessions.roomId, roomIds), inArray(therapySessions.id, withDemoTherapist)));
  const therapistRows = await tx.delete(therapists).where(inArray(therapists.id, therapistIds)).returning({ id: therapists.id });
  const roomRows = await tx.delete(treatmentRooms).where(inArray(treatmentRooms.id, roomIds)).returning({ id: treatmentRooms.id });
  return { therapists: therapistRows.length, rooms: roomRows.length };
}

/**
 * Takes the demo records out, in one transaction, and gives the seed posts the clinic's byline
 * (those still signed by a demo doctor). Returns what was removed.
 */
export async function removeDemoRecords(db: Db): Promise<DemoRecords & { posts: number }> {
  const removed = await db.transaction(async (tx) => {
    const booked = await tx.select({ id: consultations.id }).from(consultations).where(inArray(consultations.doctorId, DEMO_DOCTOR_IDS));
    const ids = booked.map((c) => c.id);
    if (ids.length) {
      await tx
        .update(jobs)
        .set({ status: 'cancelled' })
        .where(and(eq(jobs.status, 'pending'), inArray(sql`${jobs.payload}->>'consultationId'`, ids)));
      // Feedback goes with its consultation (ON DELETE CASCADE).
      await tx.delete(consultations).where(inArray(consultations.id, ids));
    }
    const panchakarma = await removeDemoPanchakarma(tx);
    // Sessions go with the account; a real staff member linked to a demo doctor keeps the account.
    const staffRows = await tx.delete(staff).where(inArray(staff.phone, DEMO_STAFF_PHONES)).returning({ id: staff.id });
    const doctorRows = await tx.delete(doctors).where(inArray(doctors.id, DEMO_DOCTOR_IDS)).returning({ id: doctors.id });
    const eventRows = await tx
      .delete(events)
      .where(inArray(events.id, [...DEMO_EVENT_IDS]))
      .returning({ id: events.id });
    const posts = await tx
      .update(blogPosts)
      .set({ author: CONTENT_AUTHOR })
      .where(
        and(
          inArray(
            blogPosts.slug,
            blogPostSeeds.map((p) => p.slug),
          ),
          inArray(
            blogPosts.author,
            DEMO_DOCTORS.map((d) => d.name),
          ),
        ),
      )
      .returning({ id: blogPosts.id });
    return {
      doctors: doctorRows.length,
      staff: staffRows.length,
      events: eventRows.length,
      consultations: ids.length,
      ...panchakarma,
      posts: posts.length,
    };
  });
  invalidatePublicData(db);
  return removed;
}
