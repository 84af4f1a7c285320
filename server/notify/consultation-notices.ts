/**
 * What the patient hears about a consultation: an SMS, a WhatsApp message or both (the consultation's
 * `noticeChannel`; a WhatsApp-only notice falls back to SMS when it fails) and, when their account's
 * e-mail is confirmed (decision 0033), an e-mail with an .ics invitation, in the patient's language (`consultations.locale`). SMS
 * and WhatsApp texts come from each kind's registered template (notice-templates.ts, decision 0023).
 * They are queued as notices (server/notify/notices.ts) and sent by the worker, with retries: the
 * action that caused them never waits for a provider, and a notice that cannot be sent is shown to staff.
 */
import { addressLine } from '@core/clinic';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { formatConsultationId, paymentPath } from '@core/booking/consultation-id';
import { slotStart } from '@core/booking/slots';
import { holdRunsOut } from '@core/consultations/rules';
import { translate, type MessageParams } from '@core/i18n/catalog';
import { formatClinicDateTime } from '@core/i18n/clinic-time';
import { INTL_LOCALE, type Locale } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { clinicProfile, initialClinicProfile, savedClinicProfile } from '@server/modules/clinic/clinic-profile.server';
import type { consultations } from '@server/db/schema';
import type { NoticeKind } from '@core/notice-kinds';
import { buildIcs } from './ics';
import { videoRoomUrl } from '@server/modules/consultations/video-room';
import { enqueueByChannel, enqueueNotice } from './notices';
import { verifiedEmailOf } from './verified-email';
import { LINK_MAX, type NoticeValues, templatedMessages } from './notice-templates';
import type { SmsMessage } from './sms';
import type { WhatsAppMessage } from './whatsapp';

export type ConsultationRow = typeof consultations.$inferSelect;
/** `prescriptionReady` is sent by SMS/WhatsApp only, with the prescription's link (`options.link`). */
export type ConsultationEvent = 'booked' | 'paid' | 'cancelled' | 'rescheduled' | 'prescriptionReady';
type EmailEvent = Exclude<ConsultationEvent, 'prescriptionReady'>;

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

function noticeKind(c: ConsultationRow, event: ConsultationEvent): NoticeKind {
  return event === 'cancelled' && c.cancelReason === 'unpaid' ? 'holdReleased' : event;
}

/** The variables of a consultation's SMS and WhatsApp notices. `link`: the tracking page unless given. */
function noticeValues(ctx: AppContext, c: ConsultationRow, profile: ClinicProfile, kind: NoticeKind, link?: string): NoticeValues {
  const p = params(ctx, c, profile);
  const reminder = kind === 'reminder24h' || kind === 'reminder2h';
  return {
    clinic: profile.name[c.locale],
    name: c.name,
    id: String(p.id),
    doctor: c.doctorName,
    when: String(p.when),
    amount: String(c.amount),
    mode: translate(c.locale, `notices.mode.${c.mode}`),
    link: link ?? (reminder && p.video ? String(p.video) : String(p.link)),
  };
}

/** The SMS and WhatsApp message of `kind` for a consultation, from the kind's registered templates. */
export function patientMessages(
  ctx: AppContext,
  c: ConsultationRow,
  profile: ClinicProfile,
  kind: NoticeKind,
  link?: string,
): { sms: SmsMessage; whatsapp: WhatsAppMessage } | null {
  if (!c.contact) return null;
  const values = noticeValues(ctx, c, profile, kind, link);
  // The SMS carries a link in LINK_MAX characters (its registered variables): a longer one arrives cut.
  if ([...values.link].length > LINK_MAX)
    ctx.log.warn({ consultationId: c.id, kind, length: values.link.length }, 'notice link too long for its SMS template');
  return templatedMessages(c.contact, kind, c.locale, values);
}

/** Queues the SMS and/or WhatsApp notice of `kind` by the consultation's channel (`dedupeKey`: reminders). */
async function queuePatientMessages(
  ctx: AppContext,
  c: ConsultationRow,
  kind: NoticeKind,
  options: { db: Db | Tx; profile: ClinicProfile; link?: string; dedupeKey?: string },
): Promise<void> {
  const messages = patientMessages(ctx, c, options.profile, kind, options.link);
  if (!messages) return;
  await enqueueByChannel(ctx, c.noticeChannel, messages, { consultationId: c.id, event: kind }, options.db, options.dedupeKey);
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
    tentative: holdRunsOut(c),
    method: download ? 'PUBLISH' : 'REQUEST',
  });
}

/**
 * Queues the SMS/WhatsApp and e-mail about `event` (one notice each, so a failing e-mail never sends
 * the SMS twice). Pass the transaction of the change as `db` when there is one. `prescriptionReady`
 * needs `options.link` (the prescription's signed link) and sends no e-mail.
 */
export async function notifyConsultation(
  ctx: AppContext,
  c: ConsultationRow,
  event: ConsultationEvent,
  db: Db | Tx = ctx.db,
  options: { link?: string } = {},
): Promise<void> {
  // Inside the change's transaction the profile is read through it (the cache reads outside it).
  const profile = db === ctx.db ? await clinicProfile(ctx) : ((await savedClinicProfile(db)) ?? initialClinicProfile(ctx.config));
  await queuePatientMessages(ctx, c, noticeKind(c, event), { db, profile, link: options.link });
  if (event === 'prescriptionReady') return;
  // Mail goes only to the account's confirmed address (docs/decisions/0033-account-ends-and-sign-in-safety.md).
  const to = await verifiedEmailOf(db, c.patientId, c.email);
  if (to) await queueEmail(ctx, { ...c, email: to }, event, { db, profile });
}

async function queueEmail(ctx: AppContext, c: ConsultationRow, event: EmailEvent, options: { db: Db | Tx; profile: ClinicProfile }) {
  const { db, profile } = options;
  const locale = c.locale;
  const p = params(ctx, c, profile);
  const about = { consultationId: c.id, event };
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

/**
 * Queues the reminder (24 h or 2 h before) by the consultation's channel, like every notice.
 * `dedupeKey`: the reminder job's own key, so a reminder run twice queues its notices once.
 */
export async function queueReminder(
  ctx: AppContext,
  c: ConsultationRow,
  kind: 'reminder24h' | 'reminder2h',
  dedupeKey?: string,
): Promise<void> {
  await queuePatientMessages(ctx, c, kind, { db: ctx.db, profile: await clinicProfile(ctx), dedupeKey });
}
