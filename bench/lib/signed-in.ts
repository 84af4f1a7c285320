/**
 * Signed-in pages for the Lighthouse bench: a page written `patient:/appointments` or
 * `reception:/staff/today` is measured with that person's session cookie. The patient is a bench
 * patient with two booked consultations (booked through the API, as the booking page does); the
 * staff are the seeded demo staff (server/db/seed.ts).
 */
import { addDays, clinicDate } from '../../core/booking/slots.ts';
import type { RacePatient } from './processes.ts';

/** The signed-in pages whose score is a goal (at least 95: decision 0077), measured after the public ones. */
export const SIGNED_IN_PAGES = ['patient:/appointments', 'reception:/staff/today', 'reception:/staff/schedule'];

/** The demo staff whose sessions a page may name (their phones in server/db/seed.ts). */
export const STAFF_PHONES = { admin: '9000000001', reception: '9000000002', doctor: '9000000003', therapist: '9000000004' } as const;
type StaffRole = keyof typeof STAFF_PHONES;

export type Who = 'visitor' | 'patient' | StaffRole;

/** `who:/path` or a bare path (a signed-out visitor). */
export function parsePage(spec: string): { who: Who; path: string } {
  const match = /^(patient|admin|reception|doctor|therapist):(\/.*)$/.exec(spec);
  if (!match) {
    if (!spec.startsWith('/')) throw new Error(`a page is a path or who:/path, not ${spec}`);
    return { who: 'visitor', path: spec };
  }
  return { who: match[1] as Who, path: match[2] ?? '/' };
}

const isStaff = (who: Who): who is StaffRole => who in STAFF_PHONES;

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

const ahead = (days: number) => addDays(clinicDate(new Date()), days);

interface Availability {
  data: { days: { date: string; slots: string[] }[] };
}

/**
 * Books `count` consultations for the patient with the first demo doctor, on different days from
 * three days ahead (an in-person visit, then online ones), through `POST /api/consultations`.
 */
export async function bookAppointments(baseUrl: string, patient: RacePatient, count = 2): Promise<void> {
  const doctors = (await (await fetch(`${baseUrl}/api/doctors/active`)).json()) as {
    data: { doctors: { id?: string; _id?: string; name: string; department?: string[] }[] };
  };
  const doctor = doctors.data.doctors[0];
  if (!doctor) throw new Error('no active doctor to book with');
  const doctorId = doctor.id ?? doctor._id ?? '';
  const answer = await fetch(`${baseUrl}/api/doctors/${doctorId}/availability?from=${ahead(3)}&to=${ahead(30)}`);
  const days = ((await answer.json()) as Availability).data.days.filter((d) => d.slots.length > 0);
  for (let i = 0; i < count; i++) {
    const day = days[i];
    if (!day) throw new Error(`only ${i} free days to book on`);
    const res = await fetch(`${baseUrl}/api/consultations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: patient.cookie, origin: baseUrl },
      body: JSON.stringify({
        name: patient.name,
        contact: patient.contact,
        doctor: { doctorName: doctor.name, doctorId },
        consultationType: 'General Consultation',
        department: doctor.department?.[0] ?? 'Skin & Hair',
        date: day.date,
        timeSlot: day.slots[0],
        symptoms: 'Dry skin and poor sleep for a month (bench booking)',
        mode: i === 0 ? 'offline' : 'online',
      }),
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`booking for the bench failed: ${res.status} ${await res.text()}`);
  }
}
