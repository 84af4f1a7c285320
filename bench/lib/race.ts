/**
 * Booking race: N signed-in patients ask for the same doctor, date and slot at the same moment.
 * Exactly one may win (201); every other answer must be 409; never a 5xx.
 */
import { addDays, clinicDate as clinicToday } from '../../core/booking/slots.ts';
import type { RacePatient } from './processes.ts';

export interface RaceResult {
  status: 'ok' | 'missing' | 'failed';
  note?: string;
  attempts: number;
  created: number;
  conflicts: number;
  serverErrors: number;
  other: Record<string, number>;
  p50Ms?: number;
  p99Ms?: number;
  wallMs?: number;
  slot?: { doctorId: string; date: string; timeSlot: string };
}

/** yyyy-mm-dd of the clinic's (Asia/Kolkata) calendar, `days` from today. */
export function clinicDate(days: number): string {
  return addDays(clinicToday(new Date()), days);
}

export interface DoctorLite {
  _id?: string;
  id?: string;
  name: string;
  department?: string[];
}

/** The first active doctor the public API lists, as the booking page offers them. */
export async function activeDoctor(baseUrl: string): Promise<(DoctorLite & { doctorId: string }) | undefined> {
  const res = await fetch(`${baseUrl}/api/doctors/active`);
  const doctor = ((await res.json()) as { data: { doctors: DoctorLite[] } }).data.doctors[0];
  return doctor && { ...doctor, doctorId: (doctor._id ?? doctor.id) as string };
}

/** A patient's `POST /api/consultations` for a slot with a doctor, as the booking page sends it. */
export function postBooking(
  baseUrl: string,
  patient: Pick<RacePatient, 'name' | 'contact' | 'email' | 'cookie'>,
  doctor: DoctorLite & { doctorId: string },
  booking: { date: string; timeSlot: string; symptoms: string; mode: 'offline' | 'online' },
): Promise<Response> {
  return fetch(`${baseUrl}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: patient.cookie, origin: baseUrl },
    body: JSON.stringify({
      name: patient.name,
      contact: patient.contact,
      email: patient.email ?? undefined,
      doctor: { doctorName: doctor.name, doctorId: doctor.doctorId },
      consultationType: 'General Consultation',
      department: doctor.department?.[0] ?? 'Skin & Hair',
      ...booking,
    }),
  });
}

/** Finds a free slot a few days ahead: from the availability endpoint when it exists, else Mon-Sat 10:00. */
async function pickSlot(baseUrl: string, doctor: DoctorLite): Promise<{ date: string; timeSlot: string }> {
  const id = doctor._id ?? doctor.id;
  const from = clinicDate(3);
  const to = clinicDate(20);
  try {
    const res = await fetch(`${baseUrl}/api/doctors/${id}/availability?from=${from}&to=${to}`);
    if (res.ok) {
      const text = await res.text();
      // Shape-agnostic: the first date followed by a HH:MM slot in the answer.
      const match =
        /"(\d{4}-\d{2}-\d{2})"[^[\]]*?\[[^\]]*?"(\d{2}:\d{2})"/.exec(text) ?? /"date":"(\d{4}-\d{2}-\d{2})".*?"(\d{2}:\d{2})"/.exec(text);
      if (match?.[1] && match[2]) return { date: match[1], timeSlot: match[2] };
    }
  } catch {
    /* fall back below */
  }
  for (let d = 3; d < 20; d++) {
    const date = clinicDate(d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0) return { date, timeSlot: '10:00' };
  }
  throw new Error('no working day found');
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function bookingRace(baseUrl: string, patients: RacePatient[]): Promise<RaceResult> {
  const empty = { attempts: 0, created: 0, conflicts: 0, serverErrors: 0, other: {} };
  const probe = await fetch(`${baseUrl}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: '{}',
  });
  await probe.arrayBuffer();
  if (probe.status === 404) return { status: 'missing', note: 'POST /api/consultations answers 404 (not built yet)', ...empty };

  const doctor = await activeDoctor(baseUrl);
  if (!doctor) return { status: 'failed', note: 'no active doctor', ...empty };
  const { doctorId } = doctor;
  const { date, timeSlot } = await pickSlot(baseUrl, doctor);

  const latencies: number[] = [];
  const statuses: number[] = [];
  const started = performance.now();
  await Promise.all(
    patients.map(async (p) => {
      const t0 = performance.now();
      let status = 0;
      try {
        const res = await postBooking(baseUrl, p, doctor, { date, timeSlot, symptoms: 'Benchmark booking race', mode: 'offline' });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      statuses.push(status);
    }),
  );
  const wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const created = statuses.filter((s) => s === 201 || s === 200).length;
  const conflicts = statuses.filter((s) => s === 409).length;
  const serverErrors = statuses.filter((s) => s >= 500 || s === -1).length;
  const other: Record<string, number> = {};
  for (const s of statuses) if (![200, 201, 409].includes(s) && s < 500 && s !== -1) other[s] = (other[s] ?? 0) + 1;
  const ok = created === 1 && conflicts === patients.length - 1 && serverErrors === 0;
  return {
    status: ok ? 'ok' : 'failed',
    ...(ok ? {} : { note: `expected 1 created and ${patients.length - 1} conflicts` }),
    attempts: patients.length,
    created,
    conflicts,
    serverErrors,
    other,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    wallMs: Math.round(wallMs),
    slot: { doctorId, date, timeSlot },
  };
}
