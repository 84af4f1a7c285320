/**
 * The kinds of message a patient gets about a consultation or a therapy programme (the last seven),
 * one list for SMS and WhatsApp. Each kind
 * has its own DLT-registered SMS pattern per language (catalog `notices.sms.<kind>`) and its own
 * approved WhatsApp template (server/notify/notice-templates.ts); `env` names its template-id setting
 * (`SMS_TEMPLATE_<env>_EN`, `SMS_TEMPLATE_<env>_HI`, docs/decisions/0023-whatsapp-and-dlt-templates.md).
 */
const NOTICE_KIND_ENV = {
  booked: 'BOOKED',
  paid: 'PAID',
  reminder24h: 'REMINDER_24H',
  reminder2h: 'REMINDER_2H',
  rescheduled: 'RESCHEDULED',
  cancelled: 'CANCELLED',
  holdReleased: 'HOLD_RELEASED',
  prescriptionReady: 'PRESCRIPTION_READY',
  programmeScheduled: 'PROGRAMME_SCHEDULED',
  sessionReminder: 'SESSION_REMINDER',
  sessionMoved: 'SESSION_MOVED',
  sessionCancelled: 'SESSION_CANCELLED',
  scheduleChanged: 'SCHEDULE_CHANGED',
  programmeCancelled: 'PROGRAMME_CANCELLED',
  depositReceived: 'DEPOSIT_RECEIVED',
} as const;

export type NoticeKind = keyof typeof NOTICE_KIND_ENV;
export const NOTICE_KINDS = Object.keys(NOTICE_KIND_ENV) as NoticeKind[];

/** The setting that holds the DLT template id of a kind in one language. */
export type SmsTemplateKey = `SMS_TEMPLATE_${(typeof NOTICE_KIND_ENV)[NoticeKind]}_${'EN' | 'HI'}`;

export function smsTemplateKey(kind: NoticeKind, locale: 'en' | 'hi'): SmsTemplateKey {
  return `SMS_TEMPLATE_${NOTICE_KIND_ENV[kind]}_${locale === 'en' ? 'EN' : 'HI'}`;
}
