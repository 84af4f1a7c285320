/**
 * The patient's choice of channel for booking notices: SMS (the default), WhatsApp or
 * both. THE way it changes: `setNoticeChannel`, from the booking (which also copies it into the new
 * consultation) and from the profile (which also moves the upcoming bookings to it). Choosing
 * WhatsApp records the consent's time (kept while WhatsApp stays chosen); going back to SMS alone
 * clears it. The sending side reads `consultations.noticeChannel`.
 */
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { clinicDate } from '@core/booking/slots';
import type { NoticeChannel } from '@core/constants';
import { ACTIVE_STATUSES } from '@core/consultations/rules';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { consultations, patients } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';

type PatientRow = typeof patients.$inferSelect;

/** Saves the patient's channel (and the WhatsApp consent's time); null when there is no such live patient. */
async function setNoticeChannel(db: Db | Tx, patientId: string, channel: NoticeChannel, now: Date): Promise<PatientRow | null> {
  const [row] = await db
    .update(patients)
    .set({
      noticeChannel: channel,
      noticeConsentAt: channel === 'sms' ? null : sql`coalesce(${patients.noticeConsentAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(patients.id, patientId), isNull(patients.deletedAt)))
    .returning();
  return row ?? null;
}

/** The channel of a new booking: the one chosen on the form (saved as the patient's choice), else the saved one. */
export async function bookingNoticeChannel(
  db: Db | Tx,
  patientId: string,
  chosen: NoticeChannel | undefined,
  now: Date,
): Promise<NoticeChannel> {
  if (chosen) return (await setNoticeChannel(db, patientId, chosen, now))?.noticeChannel ?? chosen;
  return (await savedNoticeChannel(db, patientId)) ?? 'sms';
}

export async function savedNoticeChannel(db: Db | Tx, patientId: string): Promise<NoticeChannel | null> {
  const [row] = await db.select({ channel: patients.noticeChannel }).from(patients).where(eq(patients.id, patientId)).limit(1);
  return row?.channel ?? null;
}

/** The profile's change: the patient's choice, and the same on their bookings still to come. */
export async function changeNoticeChannel(ctx: AppContext, patientId: string, channel: NoticeChannel): Promise<PatientRow> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await setNoticeChannel(tx, patientId, channel, now);
    if (!row) throw new NotFound('profile.loginRequired');
    await tx
      .update(consultations)
      .set({ noticeChannel: channel })
      .where(
        and(
          eq(consultations.patientId, patientId),
          inArray(consultations.status, [...ACTIVE_STATUSES]),
          gte(consultations.date, clinicDate(now)),
        ),
      );
    return row;
  });
}
