/**
 * What the patient hears about a consultation: an SMS and, when they gave an e-mail, an e-mail with an
 * .ics invitation, in the patient's language (`consultations.locale`). They are queued as notices
 * (server/notify/notices.ts) and sent by the worker, with retries: the action that caused them
 * never waits for a provider, and a notice that cannot be sent is shown to staff.
 */
import { addressLine } from '@core/clinic';
import type { ClinicProfile } from '@core/schemas/clinic-profile';
import { formatConsultationId, paymentPath } from '@core/booking/consultation-id';
import { slotStart } from '@core/booking/slots';
import { translate, type MessageParams } from '@core/i18n/catalog';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { clinicProfile, initialClinicProfile, savedClinicProfile } from '@server/modules/clinic/clinic-profile.server';
import type { consultations } from '@server/db/schema';
import { buildIcs } from './ics';
import { videoRoomUrl } from '@server/modules/consultations/video-room';
import { enqueueNotice } from './notices';

export type ConsultationRow = typeof consultations.$inferSelect;
export type ConsultationEvent = 'booked' | 'paid' | 'cancelled' | 'rescheduled';

const SLOT_MINUTES = 30;

/** "23 Nov 2026, 10:00 am" in India time, in the patient's language (Hindi: "23 नव॰ 2026, 10:00"). */
export function formatWhen(locale: Locale, date: string, time: string): string {
  return formatClinicDateTime(slotStart(date, time), INTL_LOCALE[locale]);
}

function params(ctx: AppContext, c: ConsultationRow, profile: ClinicProfile): MessageParams {
  const locale = c.locale;
  return {
    clinic: profile.name[locale],
    id: formatConsultationId(c.id),
    doctor: c.doctorName,
    when: formatWhen(locale, c.date, c.timeSlot),
    amount: c.amount,
    name: c.name,
    type: c.consultationType,
    mode: translate(locale, `booking.notice.mode.${c.mode}`),
    link: `${ctx.config.baseUrl}/consultation/${c.id}`,
    payLink: `${ctx.config.baseUrl}${paymentPath(c.id)}`,
    video: c.videoRoom ? videoRoomUrl(ctx.config.VIDEO_BASE_URL, c.videoRoom) : '',
  };
}

function smsKey(c: ConsultationRow, event: ConsultationEvent): string {
  if (event === 'cancelled' && c.cancelReason === 'unpaid') return 'booking.notice.sms.cancelledUnpaid';
  return `booking.notice.sms.${event}`;
}

/** The calendar event of a consultation: the e-mailed invitation, or (`download`) the file of GET /api/consultations/:id/calendar.ics, with the same UID. */
export function consultationIcs(ctx: AppContext, c: ConsultationRow, cancelled: boolean, profile: ClinicProfile, download = false): string {
  const p = params(ctx, c, profile);
  const start = slotStart(c.date, c.timeSlot);
  return buildIcs({
    uid: `${c.id}@sarona-ayurveda`,
    sequence: Math.floor(c.updatedAt.getTime() / 1000) - 1_700_000_000,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    stamp: ctx.now(),
    summary: translate(c.locale, 'booking.notice.ics.summary', p),
    description: `${translate(c.locale, 'booking.notice.email.details', p)}\n${translate(c.locale, 'booking.notice.email.track', p)}`,
    location:
      c.mode === 'online' && c.videoRoom
        ? videoRoomUrl(ctx.config.VIDEO_BASE_URL, c.videoRoom)
        : `${profile.name[c.locale]}, ${addressLine(profile, c.locale)}`,
    organizer: { name: profile.name[c.locale], email: profile.email },
    attendee: c.email && !download ? { name: c.name, email: c.email } : undefined,
    cancelled,
    method: download ? 'PUBLISH' : 'REQUEST',
  });
}

/**
 * Queues the SMS and e-mail about `event` (one notice each, so a failing e-mail never sends the SMS
 * twice). Pass the transaction of the change as `db` when there is one.
 */
export async function notifyConsultation(
  ctx: AppContext,
  c: ConsultationRow,
  event: ConsultationEvent,
  db: Db | Tx = ctx.db,
): Promise<void> {
  const locale = c.locale;
  // Inside the change's transaction the profile is read through it (the cache reads outside it).
  const profile = db === ctx.db ? await clinicProfile(ctx) : ((await savedClinicProfile(db)) ?? initialClinicProfile(ctx.config));
  const p = params(ctx, c, profile);
  const about = { consultationId: c.id, event };
  if (c.contact) {
    await enqueueNotice(ctx, { ...about, channel: 'sms', sms: { to: c.contact, body: translate(locale, smsKey(c, event), p) } }, db);
  }
  if (c.email) {
    const body = [
      translate(locale, 'booking.notice.email.greeting', p),
      '',
      translate(locale, `booking.notice.email.body.${event}`, p),
      '',
      translate(locale, 'booking.notice.email.details', p),
      '',
      translate(locale, 'booking.notice.email.track', p),
      translate(locale, 'booking.notice.email.calendar', p),
      '',
      translate(locale, 'booking.notice.email.signoff', p),
    ].join('\n');
    const email = {
      to: c.email,
      subject: translate(locale, `booking.notice.email.subject.${event}`, p),
      text: body,
      attachments: [
        {
          filename: 'consultation.ics',
          content: consultationIcs(ctx, c, event === 'cancelled', profile),
          contentType: 'text/calendar; charset=utf-8; method=' + (event === 'cancelled' ? 'CANCEL' : 'REQUEST'),
        },
      ],
    };
    await enqueueNotice(ctx, { ...about, channel: 'email', email }, db);
  }
}

/** The reminder SMS (24 h and 2 h before). Throws on failure so the job is retried. */
export async function sendReminder(ctx: AppContext, c: ConsultationRow): Promise<void> {
  if (!c.contact) return;
  const p = params(ctx, c, await clinicProfile(ctx));
  const extra = translate(c.locale, c.mode === 'online' ? 'booking.notice.sms.reminderOnline' : 'booking.notice.sms.reminderOffline', p);
  await ctx.sms.send({ to: c.contact, body: translate(c.locale, 'booking.notice.sms.reminder', { ...p, extra }) });
}
