/**
 * A burst of bookings by different signed-in patients on distinct slots, for the crash tests. Each
 * carries an Idempotency-Key (decision 0042), so a booking whose answer was lost can be sent again.
 */
import { randomUUID } from 'node:crypto';
import type { RacePatient } from '../../bench/lib/processes.ts';

export interface SentBooking {
  patient: RacePatient;
  doctorId: string;
  date: string;
  timeSlot: string;
  /** The request as sent, and its key: a retry sends both again. */
  body: string;
  key: string;
  /** 'ok' with the new id, 'refused' with a status, or 'lost' when the connection died. */
  outcome: { kind: 'ok'; id: string } | { kind: 'refused'; status: number } | { kind: 'lost' };
}

interface DoctorAvailability {
  _id: string;
  name: string;
  department: string[];
  availability: { days: string[]; slots: { startTime: string }[][] };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Distinct (doctor, date, slot) triples from the doctors' weekly schedules, 3 to 60 days ahead. */
export async function distinctSlots(baseUrl: string, count: number) {
  const res = await fetch(`${baseUrl}/api/doctors/active`);
  const doctors = ((await res.json()) as { data: { doctors: DoctorAvailability[] } }).data.doctors;
  const out: { doctor: DoctorAvailability; date: string; timeSlot: string }[] = [];
  for (let day = 3; day < 60 && out.length < count; day++) {
    const date = new Date(Date.now() + day * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
    for (const doctor of doctors) {
      const index = doctor.availability.days.indexOf(weekday ?? '');
      for (const slot of index >= 0 ? (doctor.availability.slots[index] ?? []) : []) {
        if (out.length < count) out.push({ doctor, date, timeSlot: slot.startTime });
      }
    }
  }
  return out;
}

/**
 * Sends one booking per patient at once; calls `onCreated` after each 201 (the crash tests kill
 * the server from there) and resolves when every request has an outcome.
 */
export async function bookingBurst(baseUrl: string, patients: RacePatient[], onCreated: (created: number) => void): Promise<SentBooking[]> {
  const slots = await distinctSlots(baseUrl, patients.length);
  let created = 0;
  return Promise.all(
    patients.map(async (patient, i): Promise<SentBooking> => {
      const slot = slots[i % slots.length]!;
      const body = JSON.stringify({
        name: patient.name,
        contact: patient.contact,
        email: patient.email ?? undefined,
        doctor: { doctorName: slot.doctor.name, doctorId: slot.doctor._id },
        consultationType: 'General Consultation',
        department: slot.doctor.department[0],
        date: slot.date,
        timeSlot: slot.timeSlot,
        symptoms: 'Crash test booking',
        mode: 'offline',
      });
      const sent = { patient, doctorId: slot.doctor._id, date: slot.date, timeSlot: slot.timeSlot, body, key: randomUUID() };
      const outcome = await postBooking(baseUrl, sent);
      if (outcome.kind === 'ok') onCreated(++created);
      return { ...sent, outcome };
    }),
  );
}

async function postBooking(baseUrl: string, sent: Omit<SentBooking, 'outcome'>): Promise<SentBooking['outcome'] & { message?: string }> {
  try {
    const res = await fetch(`${baseUrl}/api/consultations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sent.patient.cookie, origin: baseUrl, 'idempotency-key': sent.key },
      body: sent.body,
    });
    const body = (await res.json()) as { message?: string; data?: { _id?: string; id?: string } };
    if (res.status === 201 || res.status === 200) return { kind: 'ok', id: (body.data?._id ?? body.data?.id) as string };
    return { kind: 'refused', status: res.status, message: body.message };
  } catch {
    return { kind: 'lost' };
  }
}

/**
 * Sends a booking whose answer was lost again, with its key, as the booking page's 'Try again'
 * does; while the key is held by the request the killed instance was working on (its lease, 15 s,
 * has not run out) the answer is 409 "still being processed", and it is tried again a second later.
 */
export async function retryBooking(baseUrl: string, sent: SentBooking): Promise<SentBooking['outcome']> {
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    const outcome = await postBooking(baseUrl, sent);
    const inProgress = outcome.kind === 'refused' && outcome.status === 409 && /still being processed/.test(outcome.message ?? '');
    if (!inProgress || Date.now() > giveUpAt) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
