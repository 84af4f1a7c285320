/**
 * A generated clinic for the scheduler's bench: 12 therapists, 6 rooms, 8 therapies,
 * and two months of existing sessions placed at random (seeded, so every run sees the same
 * clinic), plus a 21-day programme of 3 sessions a day for a new patient. The server's bench can
 * load the same data into the database (`busy` holds every session's blocked interval by
 * therapist and by room; `booked` lists them whole).
 */
import { addDays, clinicDate, slotStart } from '../../core/booking/slots.ts';
import { weeklyFromSingle, weekFrame } from '@core/hours';
import { weekdayOf } from '../../core/booking/slots.ts';
import { isOpenDay } from '../../core/programmes/calendar.ts';
import type {
  Gender,
  Interval,
  PatientPrefs,
  ProgrammeRequest,
  Room,
  ScheduleInput,
  Therapist,
  TherapySpec,
  TimeRange,
  Weekday,
} from '../../core/programmes/types.ts';

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const therapy = (
  slug: string,
  minutes: [number, number, number],
  roomCapability: string,
  over: Partial<TherapySpec> = {},
): TherapySpec => ({
  slug,
  sessionMinutes: minutes[0],
  prepMinutes: minutes[1],
  cleanupMinutes: minutes[2],
  roomCapability,
  therapistsNeeded: 1,
  genderRule: 'same',
  needsPrescription: false,
  ...over,
});

const THERAPIES: TherapySpec[] = [
  therapy('snehana', [30, 10, 5], 'massage-table'),
  therapy('abhyanga', [60, 15, 15], 'massage-table', { therapistsNeeded: 2 }),
  therapy('swedana', [20, 5, 10], 'steam-chamber'),
  therapy('shirodhara', [45, 15, 15], 'shirodhara-table', { genderRule: 'any' }),
  therapy('virechana', [60, 15, 15], 'basti-room', { genderRule: 'any', needsPrescription: true }),
  therapy('basti', [45, 15, 15], 'basti-room', { needsPrescription: true }),
  therapy('nasya', [20, 5, 5], 'massage-table', { genderRule: 'any' }),
  therapy('pizhichil', [60, 15, 15], 'massage-table', { therapistsNeeded: 2 }),
];

const ROOMS: Room[] = [
  { id: 'room-1', capabilities: ['massage-table', 'steam-chamber'] },
  { id: 'room-2', capabilities: ['massage-table'] },
  { id: 'room-3', capabilities: ['shirodhara-table', 'massage-table'] },
  { id: 'room-4', capabilities: ['basti-room'] },
  { id: 'room-5', capabilities: ['steam-chamber'] },
  { id: 'room-6', capabilities: ['massage-table', 'basti-room'] },
];

const SHIFTS: TimeRange[] = [
  ['08:00', '14:00'],
  ['12:00', '20:00'],
  ['09:00', '18:00'],
];

function therapists(next: () => number, today: string): Therapist[] {
  return Array.from({ length: 12 }, (_, i) => {
    const shift = SHIFTS[i % SHIFTS.length]!;
    const dayOff = (1 + Math.floor(next() * 6)) as Weekday;
    const hours: Therapist['hours'] = {};
    for (const d of [1, 2, 3, 4, 5, 6] as Weekday[]) if (d !== dayOff) hours[d] = [shift];
    // Everyone does the common ones; the rest at random.
    const skills = THERAPIES.map((t) => t.slug).filter((s, k) => k < 3 || next() < 0.5);
    const leave = Array.from({ length: 3 }, () => addDays(today, 1 + Math.floor(next() * 60)));
    return { id: `therapist-${String(i + 1).padStart(2, '0')}`, gender: i % 2 === 0 ? 'female' : 'male', therapies: skills, hours, leave };
  });
}

export interface GeneratedClinic {
  input: ScheduleInput;
  /** The existing sessions: therapists, room and blocked interval. */
  booked: { therapistIds: string[]; roomId: string; interval: Interval }[];
}

type MutableBusy = { therapists: Record<string, Interval[]>; rooms: Record<string, Interval[]>; patient: Interval[] };

const overlaps = (list: Interval[] | undefined, i: Interval) => (list ?? []).some((b) => b.start < i.end && i.start < b.end);

/** Existing sessions of other patients, `perDay` attempts on each open day (many fail: the clinic fills up). */
function bookSessions(
  next: () => number,
  input: ScheduleInput,
  busy: MutableBusy,
  from: string,
  days: number,
  perDay: number,
): GeneratedClinic['booked'] {
  const booked: GeneratedClinic['booked'] = [];
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  for (let d = 0, date = from; d < days; d++, date = addDays(date, 1)) {
    if (!isOpenDay(input.clinic, date)) continue;
    for (let k = 0; k < perDay; k++) {
      const spec = pick(THERAPIES)!;
      const gender: Gender = next() < 0.5 ? 'female' : 'male';
      const start = slotStart(date, '08:00').getTime() + Math.floor(next() * 44) * 15 * 60_000;
      const interval = {
        start: new Date(start),
        end: new Date(start + (spec.prepMinutes + spec.sessionMinutes + spec.cleanupMinutes) * 60_000),
      };
      if (clinicDate(interval.end) !== date || interval.end > slotStart(date, weekFrame(input.clinic.hours).close)) continue;
      const team = input.therapists
        .filter((t) => t.therapies.includes(spec.slug) && (spec.genderRule === 'any' || t.gender === gender) && !t.leave.includes(date))
        .filter((t) =>
          (t.hours[weekdayOf(date)] ?? []).some(([f, to]) => slotStart(date, f) <= interval.start && interval.end <= slotStart(date, to)),
        )
        .filter((t) => !overlaps(busy.therapists[t.id], interval))
        .slice(0, spec.therapistsNeeded);
      const room = ROOMS.find((r) => r.capabilities.includes(spec.roomCapability) && !overlaps(busy.rooms[r.id], interval));
      if (team.length < spec.therapistsNeeded || !room) continue;
      for (const t of team) (busy.therapists[t.id] ??= []).push(interval);
      (busy.rooms[room.id] ??= []).push(interval);
      booked.push({ therapistIds: team.map((t) => t.id), roomId: room.id, interval });
    }
  }
  return booked;
}

/** The clinic on a fixed clock (Tuesday 1 Dec 2026, 07:00 clinic time), `perDay` booking attempts a day. */
export function generateClinic(seed = 24, perDay = 30): GeneratedClinic {
  const next = random(seed);
  const now = slotStart('2026-12-01', '07:00');
  const today = clinicDate(now);
  const busy: MutableBusy = { therapists: {}, rooms: {}, patient: [] };
  const patient: PatientPrefs = { gender: 'female', band: 'morning' };
  const programme: ProgrammeRequest = {
    startDate: addDays(today, 1),
    days: [
      ...Array.from({ length: 7 }, () => ['snehana', 'abhyanga', 'swedana']),
      ...Array.from({ length: 7 }, () => ['abhyanga', 'swedana', 'shirodhara']),
      ...Array.from({ length: 7 }, () => ['abhyanga', 'swedana', 'basti']),
    ],
    prescribed: true,
  };
  const input: ScheduleInput = {
    therapies: THERAPIES,
    therapists: therapists(next, today),
    rooms: ROOMS,
    busy,
    clinic: {
      hours: weeklyFromSingle({ days: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }),
      holidays: [
        { date: '2026-12-25', name: { en: 'Christmas', hi: 'क्रिसमस' } },
        { date: '2027-01-01', name: { en: 'New Year', hi: 'नव वर्ष' } },
      ],
    },
    patient,
    programme,
    horizonDays: 90,
    now,
  };
  const booked = bookSessions(next, input, busy, today, 61, perDay);
  busy.patient.push(
    ...[3, 10, 17].map((d) => ({ start: slotStart(addDays(today, d), '10:00'), end: slotStart(addDays(today, d), '10:30') })),
  );
  return { input, booked };
}
