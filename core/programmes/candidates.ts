/**
 * The candidate slots of one session on one date: every start at which the patient, enough
 * trained therapists (of the patient's gender when the therapy asks) and a capable room are free
 * for the whole blocked interval (preparation + session + clean-up), inside the clinic's hours,
 * the therapists' hours and the patient's band, never before `now`. One candidate per start time
 * (the best team and room at that time), ranked: continuity with `pref` first (fewest therapists
 * and rooms changed), then nearest to `target` (if given), then earliest, then ids.
 */
import { type IsoDate, slotStart } from '@core/booking/slots';
import { type BusyIndex, PATIENT, type ResourceKey, roomKey, therapistKey } from './busy-index';
import { weekdayOf } from '@core/booking/slots';
import { intersectSpans, openSpans } from '@core/hours';
import type { NamedBand, ProposedSession, ScheduleInput, Therapist, TherapySpec, TimeBand } from './types';

const MINUTE = 60_000;
/** The named bands, in clinic time; the clinic's own hours cut them further. */
const TIME_BANDS: Record<NamedBand, { from: string; to: string }> = {
  morning: { from: '06:00', to: '12:00' },
  afternoon: { from: '12:00', to: '16:00' },
  evening: { from: '16:00', to: '22:00' },
};

const bandOf = (band: TimeBand) => (typeof band === 'string' ? TIME_BANDS[band] : band);

/** Sessions placed in the same search (or kept while replanning): busy like the index. */
export interface Placed {
  keys: ResourceKey[];
  start: number;
  end: number;
}

export interface Team {
  therapistIds: string[];
  roomId: string;
}

export interface SearchContext {
  input: ScheduleInput;
  index: BusyIndex;
  placed: readonly Placed[];
}

export interface SessionQuery {
  spec: TherapySpec;
  day: number;
  date: IsoDate;
  /** Bounds of the blocked interval (ms): after the day's previous session, before its next. */
  notBefore: number;
  notAfter: number;
  pref?: Team;
  /** A blocked start (ms) to stay near. */
  target?: number;
}

function free(ctx: SearchContext, key: ResourceKey, start: number, end: number): boolean {
  if (!ctx.index.isFree(key, start, end)) return false;
  return ctx.placed.every((p) => p.start >= end || p.end <= start || !p.keys.includes(key));
}

export function eligibleTherapists(input: ScheduleInput, spec: TherapySpec, date?: IsoDate): Therapist[] {
  return input.therapists
    .filter((t) => t.therapies.includes(spec.slug))
    .filter((t) => spec.genderRule === 'any' || t.gender === input.patient.gender)
    .filter((t) => date === undefined || !t.leave.includes(date))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The working ranges of each therapist on that date, in ms: their hours inside the clinic's open ranges (no session in the clinic's break). */
function workingRanges(therapists: Therapist[], date: IsoDate, clinic: ScheduleInput['clinic']): Map<string, [number, number][]> {
  const weekday = weekdayOf(date);
  const open = openSpans(clinic.hours[weekday] ?? null);
  return new Map(
    therapists.map((t) => [
      t.id,
      intersectSpans(t.hours[weekday] ?? [], open).map(([f, to]) => [slotStart(date, f).getTime(), slotStart(date, to).getTime()]),
    ]),
  );
}

interface Frame {
  lo: number;
  hi: number;
  length: number;
  grid: number;
  step: number;
}

/** Earliest blocked start and latest blocked end allowed, and the blocked length. */
function frameOf(input: ScheduleInput, q: SessionQuery): Frame {
  const { spec, date } = q;
  const band = bandOf(input.patient.band);
  const step = (input.stepMinutes ?? 15) * MINUTE;
  const day = input.clinic.hours[weekdayOf(date)];
  const open = slotStart(date, day?.from ?? '00:00').getTime();
  const close = slotStart(date, day?.to ?? '00:00').getTime();
  const nowOnGrid = open + Math.ceil((input.now.getTime() - open) / step) * step;
  const lo = Math.max(open, slotStart(date, band.from).getTime() - spec.prepMinutes * MINUTE, nowOnGrid, q.notBefore);
  const hi = Math.min(close, slotStart(date, band.to).getTime() + spec.cleanupMinutes * MINUTE, q.notAfter);
  return { lo, hi, length: (spec.prepMinutes + spec.sessionMinutes + spec.cleanupMinutes) * MINUTE, grid: open, step };
}

/** Start times worth trying: the earliest, the grid, and each moment a resource becomes free. */
function startTimes(ctx: SearchContext, f: Frame, keys: ResourceKey[], ranges: Map<string, [number, number][]>): number[] {
  const last = f.hi - f.length;
  if (last < f.lo) return [];
  const out = [f.lo];
  for (let t = f.grid + Math.ceil((f.lo - f.grid) / f.step) * f.step; t <= last; t += f.step) out.push(t);
  for (const key of keys) ctx.index.endsWithin(key, f.lo, last, out);
  for (const p of ctx.placed) if (p.end >= f.lo && p.end <= last) out.push(p.end);
  for (const list of ranges.values()) for (const [from] of list) if (from >= f.lo && from <= last) out.push(from);
  return [...new Set(out)].sort((a, b) => a - b);
}

/** The team at one time: `pref`'s members first when free, then the lowest ids; `pref`'s room if free. */
function teamAt(
  ctx: SearchContext,
  q: SessionQuery,
  therapists: Therapist[],
  ranges: Map<string, [number, number][]>,
  rooms: string[],
  [start, end]: [number, number],
): { team: Team; penalty: number } | null {
  const ok = (t: Therapist) => ranges.get(t.id)!.some(([f, to]) => f <= start && end <= to) && free(ctx, therapistKey(t.id), start, end);
  const available = therapists.filter(ok).map((t) => t.id);
  if (available.length < q.spec.therapistsNeeded) return null;
  const room =
    rooms.find((r) => r === q.pref?.roomId && free(ctx, roomKey(r), start, end)) ?? rooms.find((r) => free(ctx, roomKey(r), start, end));
  if (room === undefined) return null;
  const preferred = available.filter((id) => q.pref?.therapistIds.includes(id));
  const ids = [...preferred, ...available.filter((id) => !preferred.includes(id))].slice(0, q.spec.therapistsNeeded).sort();
  const penalty = q.pref
    ? q.spec.therapistsNeeded - Math.min(preferred.length, q.spec.therapistsNeeded) + (room === q.pref.roomId ? 0 : 1)
    : 0;
  return { team: { therapistIds: ids, roomId: room }, penalty };
}

export function candidates(ctx: SearchContext, q: SessionQuery): ProposedSession[] {
  const { spec, date } = q;
  const { input } = ctx;
  const f = frameOf(input, q);
  const therapists = eligibleTherapists(input, spec, date);
  if (therapists.length < spec.therapistsNeeded) return [];
  const ranges = workingRanges(therapists, date, input.clinic);
  const rooms = input.rooms
    .filter((r) => r.capabilities.includes(spec.roomCapability))
    .map((r) => r.id)
    .sort();
  const keys = [PATIENT, ...therapists.map((t) => therapistKey(t.id)), ...rooms.map(roomKey)];
  const found: { start: number; team: Team; penalty: number }[] = [];
  for (const start of startTimes(ctx, f, keys, ranges)) {
    const end = start + f.length;
    if (!free(ctx, PATIENT, start, end)) continue;
    const at = teamAt(ctx, q, therapists, ranges, rooms, [start, end]);
    if (at) found.push({ start, ...at });
  }
  const distance = (t: number) => (q.target === undefined ? 0 : Math.abs(t - q.target));
  found.sort((a, b) => a.penalty - b.penalty || distance(a.start) - distance(b.start) || a.start - b.start);
  return found.map(({ start, team }) => ({
    day: q.day,
    date,
    therapy: spec.slug,
    start: new Date(start + spec.prepMinutes * MINUTE),
    end: new Date(start + (spec.prepMinutes + spec.sessionMinutes) * MINUTE),
    blockedStart: new Date(start),
    blockedEnd: new Date(start + f.length),
    roomId: team.roomId,
    therapistIds: team.therapistIds,
  }));
}
