/**
 * The registered texts of patient notices (decision 0023). An SMS is built ONLY from its kind's
 * DLT-registered pattern (catalog `notices.sms.<kind>`) and its variables: each `{name}` is one
 * `{#var#}` cut to DLT's 30 characters (at a letter boundary, so no Devanagari conjunct or matra is
 * split); `{link}` is LINK_PARTS adjacent `{#var#}`, the link split in 30-character parts. MSG91 gets
 * the template id and the variables; Twilio and the outbox the text. WhatsApp sends the kind's approved
 * template (name, language, body parameters in order).
 */
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { NoticeKind } from '@core/notice-kinds';
import type { SmsMessage } from './sms';
import type { WhatsAppMessage } from './whatsapp';

/** What a notice may say; every kind uses some of these. */
export interface NoticeValues {
  clinic: string;
  name: string;
  id: string;
  doctor: string;
  when: string;
  amount: string;
  mode: string;
  link: string;
  /** Of a programme's notices: the therapy's name, and a number of sessions. */
  therapy?: string;
  count?: string;
}

const DLT_VAR = '{#var#}';
const DLT_VAR_LENGTH = 30;
const LINK_PARTS = 5;
/** The longest link a notice carries whole (5 x 30 characters). */
export const LINK_MAX = LINK_PARTS * DLT_VAR_LENGTH;

/** WhatsApp approved template of each kind (the same name in English and Hindi) and its body parameters, in order. */
export const WHATSAPP_TEMPLATES: Record<NoticeKind, { name: string; parameters: (keyof NoticeValues)[] }> = {
  booked: { name: 'consultation_booked', parameters: ['name', 'id', 'doctor', 'when', 'amount', 'link'] },
  paid: { name: 'payment_received', parameters: ['name', 'amount', 'id', 'doctor', 'when', 'link'] },
  reminder24h: { name: 'consultation_reminder_24h', parameters: ['name', 'id', 'doctor', 'when', 'mode', 'link'] },
  reminder2h: { name: 'consultation_reminder_2h', parameters: ['name', 'id', 'doctor', 'when', 'mode', 'link'] },
  rescheduled: { name: 'consultation_rescheduled', parameters: ['name', 'id', 'doctor', 'when', 'link'] },
  cancelled: { name: 'consultation_cancelled', parameters: ['name', 'id', 'doctor', 'when', 'link'] },
  holdReleased: { name: 'booking_hold_released', parameters: ['name', 'id', 'doctor', 'when', 'link'] },
  prescriptionReady: { name: 'prescription_ready', parameters: ['name', 'id', 'doctor', 'link'] },
  programmeScheduled: { name: 'programme_scheduled', parameters: ['name', 'count', 'when', 'amount', 'link'] },
  sessionReminder: { name: 'therapy_session_reminder', parameters: ['name', 'count', 'when', 'link'] },
  sessionMoved: { name: 'therapy_session_moved', parameters: ['name', 'therapy', 'when', 'link'] },
  sessionCancelled: { name: 'therapy_session_cancelled', parameters: ['name', 'therapy', 'when', 'link'] },
  scheduleChanged: { name: 'therapy_schedule_changed', parameters: ['name', 'count', 'when', 'link'] },
  programmeCancelled: { name: 'therapy_programme_cancelled', parameters: ['name', 'link'] },
  depositReceived: { name: 'programme_deposit_received', parameters: ['name', 'amount', 'id', 'link'] },
};

const PLACEHOLDER = /\{(\w+)\}/g;

function source(kind: NoticeKind, locale: Locale): string {
  return translate(locale, `notices.sms.${kind}`);
}

/** The text to register on the DLT portal for `kind` in `locale`. */
export function dltPattern(kind: NoticeKind, locale: Locale): string {
  return source(kind, locale).replace(PLACEHOLDER, (_, name: string) => (name === 'link' ? DLT_VAR.repeat(LINK_PARTS) : DLT_VAR));
}

/** At most `max` characters (code points), cut between letters (graphemes), never inside one. */
function cut(text: string, max: number): string {
  let out = '';
  for (const { segment } of new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)) {
    if ([...out].length + [...segment].length > max) break;
    out += segment;
  }
  return out;
}

/** One line: a variable may hold no line break (DLT and WhatsApp both refuse them). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function linkParts(link: string): string[] {
  const chars = [...oneLine(link)];
  return Array.from({ length: LINK_PARTS }, (_, i) => chars.slice(i * DLT_VAR_LENGTH, (i + 1) * DLT_VAR_LENGTH).join(''));
}

interface RenderedSms {
  body: string;
  /** The DLT variables in the order of the pattern. */
  variables: string[];
}

/** The SMS of `kind`: the registered pattern with its variables filled in. */
function renderSms(kind: NoticeKind, locale: Locale, values: NoticeValues): RenderedSms {
  const variables: string[] = [];
  const body = source(kind, locale).replace(PLACEHOLDER, (_, name: keyof NoticeValues) => {
    const parts = name === 'link' ? linkParts(values.link) : [cut(oneLine(values[name] ?? ''), DLT_VAR_LENGTH)];
    variables.push(...parts);
    return parts.join('');
  });
  return { body, variables };
}

/** The body parameters of the kind's WhatsApp template, in order. */
function whatsappParameters(kind: NoticeKind, values: NoticeValues): string[] {
  return WHATSAPP_TEMPLATES[kind].parameters.map((name) => oneLine(values[name] ?? ''));
}

/** The SMS and the WhatsApp message of `kind` to `to`, both from the kind's registered templates. */
export function templatedMessages(
  to: string,
  kind: NoticeKind,
  locale: Locale,
  values: NoticeValues,
): { sms: SmsMessage; whatsapp: WhatsAppMessage } {
  const { body, variables } = renderSms(kind, locale, values);
  return {
    sms: { to, body, template: { kind, locale, variables } },
    whatsapp: {
      to,
      template: WHATSAPP_TEMPLATES[kind].name,
      language: locale,
      parameters: whatsappParameters(kind, values),
      preview: body,
    },
  };
}
