/**
 * Signed-in pages for the Lighthouse bench: a page written `patient:/appointments` or
 * `reception:/staff/today` is measured with that person's session cookie. The patient is a bench
 * patient with two booked consultations (booked through the API, as the booking page does); the
 * staff are the seeded demo staff (server/db/seed.ts).
 */
import { DEMO_STAFF } from '../../server/db/seed.ts';
import type { RacePatient } from './processes.ts';
import { activeDoctor, clinicDate, postBooking } from './race.ts';

/** The signed-in pages whose score is a goal (at least 95: decision 0077), measured after the public ones. */
export const SIGNED_IN_PAGES = ['patient:/appointments', 'reception:/staff/today', 'reception:/staff/schedule'];

type StaffRole = (typeof DEMO_STAFF)[number]['role'];
/** The demo staff member of each role, whose session a page may name. */
const STAFF_PHONES = Object.fromEntries(DEMO_STAFF.map((s) => [s.role, s.phone])) as Record<StaffRole, string>;

export type Who = 'visitor' | 'patient' | StaffRole;

const isStaff = (who: string): who is StaffRole => Object.hasOwn(STAFF_PHONES, who);

/** `who:/path` (`patient` or a demo staff member's role) or a bare path (a signed-out visitor). */
export function parsePage(spec: string): { who: Who; path: string } {
  if (spec.startsWith('/')) return { who: 'visitor', path: spec };
  const [, who = '', page = ''] = /^(\w+):(\/.*)$/.exec(spec) ?? [];
  if (who !== 'patient' && !isStaff(who)) throw new Error(`a page is a path or who:/path (patient or a staff role), not ${spec}`);
  return { who, path: page };
}

/** The phones of the staff the pages name. */
export const staffPhonesFor = (specs: readonly string[]): string[] => [
  ...new Set(
    specs
      .map((s) => parsePage(s).who)
      .filter(isStaff)
      .map((who) => STAFF_PHONES[who]),
  ),
];

/** The cookie a page is measured with (none for a visitor). */
export function cookieFor(who: Who, patient: RacePatient | undefined, staffCookies: Map<string, string>): string | undefined {
  if (who === 'visitor') return undefined;
  if (who === 'patient') return patient?.cookie;
  return staffCookies.get(STAFF_PHONES[who]);
}

interface Availability {
  data: { days: { date: string; slots: string[] }[] };
}

/**
 * Books `count` consultations for the patient with the first demo doctor, on different days from
 * three days ahead (an in-person visit, then online ones), through `POST /api/consultations`.
 */
export async function bookAppointments(baseUrl: string, patient: RacePatient, count = 2): Promise<void> {
  const doctor = await activeDoctor(baseUrl);
  if (!doctor) throw new Error('no active doctor to book with');
  const answer = await fetch(`${baseUrl}/api/doctors/${doctor.doctorId}/availability?from=${clinicDate(3)}&to=${clinicDate(30)}`);
  const days = ((await answer.json()) as Availability).data.days.filter((d) => d.slots.length > 0);
  for (let i = 0; i < count; i++) {
    const day = days[i];
    if (!day?.slots[0]) throw new Error(`only ${i} free days to book on`);
    const res = await postBooking(baseUrl, patient, doctor, {
      date: day.date,
      timeSlot: day.slots[0],
      symptoms: 'Dry skin and poor sleep for a month (bench booking)',
      mode: i === 0 ? 'offline' : 'online',
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`booking for the bench failed: ${res.status} ${await res.text()}`);
  }
}
