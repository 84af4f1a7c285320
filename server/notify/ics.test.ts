import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';

const base = {
  uid: 'ABC@sarona',
  sequence: 3,
  start: new Date('2026-11-23T04:30:00Z'),
  end: new Date('2026-11-23T05:00:00Z'),
  summary: 'Consultation with Dr. Meera Sharma',
  description: 'ID: ABC\nBring your reports; thanks',
  location: 'Near Sarona Chowk, Sarona, Raipur',
  organizer: { name: 'Sarona Ayurveda', email: 'care@example.com' },
  attendee: { name: 'Asha', email: 'asha@example.com' },
  stamp: new Date('2026-11-20T10:00:00Z'),
};

describe('ics invitation', () => {
  it('has the event in UTC with escaped text and CRLF lines', () => {
    const ics = buildIcs(base);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('DTSTART:20261123T043000Z\r\n');
    expect(ics).toContain('DTEND:20261123T050000Z\r\n');
    expect(ics).toContain('DESCRIPTION:ID: ABC\\nBring your reports\\; thanks');
    expect(ics).toContain('LOCATION:Near Sarona Chowk\\, Sarona\\, Raipur');
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('cancels with the same UID and METHOD:CANCEL', () => {
    const ics = buildIcs({ ...base, cancelled: true, sequence: 4 });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:ABC@sarona');
    expect(ics).not.toContain('VALARM');
  });

  it('folds long lines, also in Hindi, without splitting characters', () => {
    const long = `SUMMARY:${'परामर्श '.repeat(20)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(escapeText('a\\b')).toBe('a\\\\b');
  });
});
