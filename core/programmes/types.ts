/**
 * The scheduler's input and output, pure data: no database. Dates are clinic dates
 * ('YYYY-MM-DD'), times clinic wall-clock times ('HH:MM', Asia/Kolkata: core/booking/slots.ts);
 * intervals already booked are instants, half-open [start, end), buffers included.
 */
import type { IsoDate, SlotTime, Weekday } from '@core/booking/slots';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';

export type Gender = 'female' | 'male';
/** A clinic-time range [from, to), e.g. ['09:00', '13:00']. */
export type TimeRange = readonly [from: SlotTime, to: SlotTime];
/** 0 = Sunday ... 6 = Saturday, as the clinic profile's open days. */
export type { Weekday };

/** One therapy of the catalogue, as the scheduler needs it. */
export interface TherapySpec {
  slug: string;
  sessionMinutes: number;
  /** Room and therapists busy before the session starts (preparation) and after it ends (clean-up). */
  prepMinutes: number;
  cleanupMinutes: number;
  /** The room must have this capability ('shirodhara-table', 'steam-chamber', 'basti-room', ...). */
  roomCapability: string;
  therapistsNeeded: 1 | 2;
  /** 'same': every therapist of the session has the patient's gender. */
  genderRule: 'same' | 'any';
  needsPrescription: boolean;
}

export interface Therapist {
  id: string;
  gender: Gender;
  /** Slugs of the therapies they are trained in. */
  therapies: readonly string[];
  /** Working hours by weekday; a weekday missing or empty is a day off. */
  hours: Partial<Record<Weekday, readonly TimeRange[]>>;
  /** Clinic dates of leave (the whole day). */
  leave: readonly IsoDate[];
}

export interface Room {
  id: string;
  capabilities: readonly string[];
}

/** An instant interval [start, end), buffers included. */
export interface Interval {
  start: Date;
  end: Date;
}

/** What is already booked: by therapist id, by room id, and the patient's own. */
export interface BusyIntervals {
  therapists: Readonly<Record<string, readonly Interval[]>>;
  rooms: Readonly<Record<string, readonly Interval[]>>;
  patient: readonly Interval[];
}

/** The clinic profile's hours (open weekdays, open and close) and holidays. */
export type ClinicCalendar = Pick<ClinicProfile, 'hours' | 'holidays'>;

export type NamedBand = 'morning' | 'afternoon' | 'evening';
export type TimeBand = NamedBand | { from: SlotTime; to: SlotTime };

export interface PatientPrefs {
  gender: Gender;
  /** The session itself (not its buffers) lies inside this band. */
  band: TimeBand;
}

export interface ProgrammeRequest {
  /** The programme's day 1 (or the first open day after it). */
  startDate: IsoDate;
  /** For each programme day, its therapy slugs in the order they are given. */
  days: readonly (readonly string[])[];
  /** A doctor prescribed it (therapies with `needsPrescription` need this). */
  prescribed: boolean;
}

export interface ScheduleInput {
  therapies: readonly TherapySpec[];
  therapists: readonly Therapist[];
  rooms: readonly Room[];
  busy: BusyIntervals;
  clinic: ClinicCalendar;
  patient: PatientPrefs;
  programme: ProgrammeRequest;
  /** The clinic books at most this many days ahead of today. */
  horizonDays: number;
  now: Date;
  /** Start times are tried on this grid from the clinic's opening (minutes; default 15). */
  stepMinutes?: number;
}

export interface ProposedSession {
  /** The programme's day, from 1. */
  day: number;
  date: IsoDate;
  therapy: string;
  start: Date;
  end: Date;
  /** start - preparation, end + clean-up: the interval the therapists, the room and the patient are held. */
  blockedStart: Date;
  blockedEnd: Date;
  roomId: string;
  therapistIds: string[];
}

export type ScheduleFailure =
  | { code: 'empty-programme' }
  | { code: 'unknown-therapy'; therapy: string }
  | { code: 'prescription-required'; therapy: string }
  | { code: 'no-trained-therapist'; therapy: string }
  | { code: 'no-therapist-of-gender'; therapy: string; gender: Gender }
  | { code: 'no-room-with-capability'; therapy: string; capability: string }
  | { code: 'start-in-past'; startDate: IsoDate; today: IsoDate }
  | { code: 'holiday-every-day'; from: IsoDate; to: IsoDate }
  | { code: 'beyond-horizon'; day: number; date: IsoDate; lastBookable: IsoDate }
  | { code: 'no-time-in-band'; day: number; date: IsoDate; therapy: string };

export type ScheduleResult = { ok: true; sessions: ProposedSession[] } | { ok: false; reason: ScheduleFailure };
