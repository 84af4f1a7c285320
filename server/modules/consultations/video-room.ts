/**
 * Video rooms of online consultations. A consultation stores the room NAME only; the link is
 * built from VIDEO_BASE_URL wherever it is shown or sent (the room API, reminders, .ics), so a
 * changed base URL reaches old bookings and the base is never written twice.
 */
import { randomBytes } from 'node:crypto';

/** A room name nobody can guess: the clinic's prefix and 128 random bits. */
export function newVideoRoomName(): string {
  return `SaronaAyurveda-${randomBytes(16).toString('hex')}`;
}

/**
 * The link of a stored room. Rows booked before room names were stored alone hold a whole URL
 * ('https://meet.jit.si/SaronaAyurveda-...'): that one is used as it is.
 */
export function videoRoomUrl(baseUrl: string, room: string): string {
  if (/^https?:\/\//i.test(room)) return room;
  return `${baseUrl.replace(/\/+$/, '')}/${room}`;
}
