/**
 * What patients (and anyone holding an id) read of consultations: tracking with its field rules,
 * the signed-in patient's appointments and history, and the video room of an online consultation.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { normalizeConsultationId } from '@core/booking/consultation-id';
import { videoCallState } from '@core/consultations/patient-view';
import { staffReaches } from '@core/consultations/rules';
import type { PatientConsultation, TrackedConsultation } from '@core/schemas/booking/consultation-views';
import type { AppContext } from '@server/context';
import { consultations, feedback } from '@server/db/schema';
import { BadRequest, Forbidden, NotFound } from '@server/domain/errors';
import { hitRateLimit } from '@server/db/rate-limits';
import { cancelConsultation, rescheduleConsultation } from './consultations.server';
import { type ConsultationRow } from './booking/access.server';
import { collectedByLine } from '@server/modules/dispensary/dispense.server';
import { toPatientConsultation, toTrackedConsultation } from './views';
import { newVideoRoomName, videoRoomUrl } from './video-room';
import type { Identity, PatientIdentity } from '@server/modules/auth/sign-ins';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { consultationIcs } from '@server/notify/consultation-notices';

type Patient = PatientIdentity['patient'];

/** Tracking lookups per IP and minute (API and page together). */
export const TRACKING_LIMIT = { name: 'tracking', max: 30, windowMs: 60_000 } as const;

async function findConsultation(ctx: AppContext, rawId: string): Promise<ConsultationRow | null> {
  const id = normalizeConsultationId(rawId);
  if (!id) return null;
  const [row] = await ctx.db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  return row ?? null;
}

/**
 * The patient owns a consultation booked on their account, and only that: never by the number it
 * was booked with (Indian numbers are recycled; a consultation without an account belongs to
 * nobody who signs in, only staff see it).
 */
function isOwner(patient: Patient, row: Pick<ConsultationRow, 'patientId'>): boolean {
  return row.patientId !== null && row.patientId === patient.id;
}

/** The owner, or staff within the board's scoping (a doctor: their own consultations). */
function ownerOrStaff(identity: Identity | null, row: ConsultationRow): boolean {
  if (!identity) return false;
  if (identity.kind === 'staff') return staffReaches(identity.staff, row);
  return isOwner(identity.patient, row);
}

/** Tracking: anyone with the id, rate limited per IP; the full name and symptoms only for the owner or staff who reach it. */
export async function trackConsultation(
  ctx: AppContext,
  identity: Identity | null,
  rawId: string,
  ip: string,
): Promise<TrackedConsultation> {
  await hitRateLimit(ctx, TRACKING_LIMIT, ip);
  const row = await findConsultation(ctx, rawId);
  if (!row) throw new NotFound('consultations.notFound');
  return toTrackedConsultation(row, ownerOrStaff(identity, row));
}

/**
 * "Add to calendar": the consultation's .ics file (the same UID as the e-mailed invitation, so a
 * calendar updates one event; CANCEL once cancelled). For the owner and the staff who reach it, as
 * the full tracking view; anyone else, as an unknown id, gets 404.
 */
export async function consultationCalendar(
  ctx: AppContext,
  identity: Identity | null,
  rawId: string,
): Promise<{ id: string; ics: string }> {
  const row = await findConsultation(ctx, rawId);
  if (!row || !ownerOrStaff(identity, row)) throw new NotFound('consultations.notFound');
  return { id: row.id, ics: consultationIcs(ctx, row, row.status === 'cancelled', await clinicProfile(ctx), true) };
}

/** The consultation, when the patient owns it: 404 when there is none, 403 when it is someone else's. */
export async function getOwnedConsultation(ctx: AppContext, patient: Patient, rawId: string): Promise<ConsultationRow> {
  const row = await findConsultation(ctx, rawId);
  if (!row) throw new NotFound('consultations.notFound');
  if (!isOwner(patient, row)) throw new Forbidden();
  return row;
}

const PAST_STATUSES = ['completed', 'cancelled', 'no-show'] as const;

/** The signed-in patient's consultations, newest slot first; `past` keeps completed, cancelled and missed ones. */
export async function listPatientConsultations(
  ctx: AppContext,
  patient: Patient,
  options: { past?: boolean } = {},
): Promise<PatientConsultation[]> {
  const mine = eq(consultations.patientId, patient.id);
  const rows = await ctx.db
    .select({ consultation: consultations, feedbackId: feedback.id })
    .from(consultations)
    .leftJoin(feedback, eq(feedback.consultationId, consultations.id))
    .where(options.past ? and(mine, inArray(consultations.status, [...PAST_STATUSES])) : mine)
    .orderBy(desc(consultations.date), desc(consultations.timeSlot), desc(consultations.createdAt));
  // What the dispensary gave per prescription line (decision 0069): the page shows what is left to collect.
  const collected = await collectedByLine(
    ctx.db,
    rows.filter((r) => r.consultation.prescription).map((r) => r.consultation.id),
  );
  return rows.map((r) => toPatientConsultation(r.consultation, r.feedbackId !== null, collected.get(r.consultation.id)));
}

/** `GET /consultations/all/:contact`: only the signed-in patient's own number. */
export async function listByContact(ctx: AppContext, patient: Patient, contact: string): Promise<PatientConsultation[]> {
  if (contact !== patient.contact) throw new Forbidden('consultations.contactForbidden');
  return listPatientConsultations(ctx, patient);
}

/** Cancel by the owner: ownership here (403/404), the 24-hour rule and the notices in the booking module. */
export async function cancelOwnConsultation(ctx: AppContext, patient: Patient, rawId: string): Promise<PatientConsultation> {
  const row = await getOwnedConsultation(ctx, patient, rawId);
  const updated = await cancelConsultation(ctx, row.id, { by: { kind: 'patient', patientId: row.patientId ?? patient.id } });
  return toPatientConsultation(updated, false);
}

/** Reschedule by the owner to another free slot of the same doctor. */
export async function rescheduleOwnConsultation(
  ctx: AppContext,
  patient: Patient,
  rawId: string,
  to: { date: string; timeSlot: string },
): Promise<PatientConsultation> {
  const row = await getOwnedConsultation(ctx, patient, rawId);
  const updated = await rescheduleConsultation(ctx, row.id, { ...to, by: { kind: 'patient', patientId: row.patientId ?? patient.id } });
  return toPatientConsultation(updated, false);
}

/**
 * The owner's video room link of an online consultation, from 15 minutes before the slot until
 * two hours after it starts. The room is created on first use and stays the same afterwards.
 */
export async function openVideoRoom(ctx: AppContext, patient: Patient, rawId: string): Promise<{ url: string }> {
  const row = await getOwnedConsultation(ctx, patient, rawId);
  const state = videoCallState(row, ctx.now());
  if (state === 'not-online') throw new BadRequest('consultations.video.notOnline');
  if (state === 'inactive') throw new BadRequest('consultations.video.inactive');
  if (state === 'too-early') throw new BadRequest('consultations.video.tooEarly');
  if (state === 'over') throw new BadRequest('consultations.video.over');
  let room = row.videoRoom;
  if (!room) {
    const [updated] = await ctx.db
      .update(consultations)
      .set({ videoRoom: newVideoRoomName(), updatedAt: ctx.now() })
      .where(and(eq(consultations.id, row.id), isNull(consultations.videoRoom)))
      .returning({ videoRoom: consultations.videoRoom });
    room = updated?.videoRoom ?? (await findConsultation(ctx, row.id))?.videoRoom ?? null;
  }
  if (!room) throw new NotFound('consultations.notFound');
  return { url: videoRoomUrl(ctx.config.VIDEO_BASE_URL, room) };
}
