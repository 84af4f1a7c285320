/**
 * A minimal iCalendar (RFC 5545) invitation for one consultation: METHOD:REQUEST for a booking or
 * a new time, METHOD:CANCEL with the same UID for a cancellation, so calendars update the event.
 */
export interface IcsEvent {
  uid: string;
  /** Higher on every change of the same event. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  cancelled?: boolean;
  /** Not the patient's yet (held until paid or confirmed): STATUS:TENTATIVE (docs/decisions/0036-markup-pdf-tags-and-seo-data.md). */
  tentative?: boolean;
  /** PUBLISH for a file the patient downloads (not an invitation); REQUEST by default. */
  method?: 'PUBLISH' | 'REQUEST';
  stamp: Date;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sarona Ayurveda//Consultation booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : (event.method ?? 'REQUEST')}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${stamp(event.stamp)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=${escapeText(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee
      ? [`ATTENDEE;CN=${escapeText(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`]
      : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    ...(event.cancelled
      ? []
      : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, 'TRIGGER:-PT2H', 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
