/**
 * "Add to calendar": the consultation's time window and its Google Calendar link, shared
 * by the pages and the tests; the .ics download (GET /api/consultations/:id/calendar.ics) is built
 * on the server from the same slot (server/notify/consultation-notices.ts).
 */
import { slotStart } from '@core/booking/slots';

/** How long a consultation lasts in a calendar (the slot length). */
const CONSULTATION_MINUTES = 30;

/** The slot's start and end as instants (clinic time resolved). */
export function consultationWindow(date: string, timeSlot: string): { start: Date; end: Date } {
  const start = slotStart(date, timeSlot);
  return { start, end: new Date(start.getTime() + CONSULTATION_MINUTES * 60_000) };
}

/** 20261123T043000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=..&dates=start/end&details=..&location=.. */
export function googleCalendarUrl(event: { title: string; details: string; location: string; start: Date; end: Date }): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utc(event.start)}/${utc(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
