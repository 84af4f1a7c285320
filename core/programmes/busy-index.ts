/**
 * Busy time by resource, for fast "is it free?" questions: each resource's intervals as one sorted
 * array of merged [start, end) pairs in epoch ms, searched by bisection. Keys: `t:<id>` a
 * therapist, `r:<id>` a room, `p` the patient.
 */
import type { BusyIntervals, Interval, ProposedSession } from './types';

export type ResourceKey = string;
export const therapistKey = (id: string): ResourceKey => `t:${id}`;
export const roomKey = (id: string): ResourceKey => `r:${id}`;
export const PATIENT: ResourceKey = 'p';

/** The keys a session holds. */
export function keysOf(s: Pick<ProposedSession, 'therapistIds' | 'roomId'>): ResourceKey[] {
  return [...s.therapistIds.map(therapistKey), roomKey(s.roomId), PATIENT];
}

function merged(intervals: readonly Interval[], skip: (start: number, end: number) => boolean): number[] {
  const pairs = intervals
    .map((i) => [i.start.getTime(), i.end.getTime()] as const)
    .filter(([s, e]) => e > s && !skip(s, e))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: number[] = [];
  for (const [s, e] of pairs) {
    const last = out.length - 1;
    if (last > 0 && s <= out[last]!) out[last] = Math.max(out[last]!, e);
    else out.push(s, e);
  }
  return out;
}

export class BusyIndex {
  private readonly byKey = new Map<ResourceKey, number[]>();

  /** `exclude`: booked sessions being moved; their own intervals (exactly theirs) do not count. */
  constructor(busy: BusyIntervals, exclude: readonly ProposedSession[] = []) {
    const excluded = (key: ResourceKey) => (s: number, e: number) =>
      exclude.some((x) => x.blockedStart.getTime() === s && x.blockedEnd.getTime() === e && keysOf(x).includes(key));
    for (const [id, list] of Object.entries(busy.therapists)) this.byKey.set(therapistKey(id), merged(list, excluded(therapistKey(id))));
    for (const [id, list] of Object.entries(busy.rooms)) this.byKey.set(roomKey(id), merged(list, excluded(roomKey(id))));
    this.byKey.set(PATIENT, merged(busy.patient, excluded(PATIENT)));
  }

  /** Index of the first interval of `key` ending after `at`. */
  private firstEndingAfter(list: number[], at: number): number {
    let lo = 0;
    let hi = list.length / 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid * 2 + 1]! > at) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  isFree(key: ResourceKey, start: number, end: number): boolean {
    const list = this.byKey.get(key);
    if (!list || list.length === 0) return true;
    const i = this.firstEndingAfter(list, start);
    return i * 2 >= list.length || list[i * 2]! >= end;
  }

  /** Ends of `key`'s intervals inside [from, to]: the moments it becomes free. */
  endsWithin(key: ResourceKey, from: number, to: number, into: number[]): void {
    const list = this.byKey.get(key);
    if (!list) return;
    for (let i = this.firstEndingAfter(list, from - 1); i * 2 < list.length && list[i * 2 + 1]! <= to; i++) into.push(list[i * 2 + 1]!);
  }
}
