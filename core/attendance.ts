/**
 * Attendance of a consultation or a therapy session (docs/decisions/0051-attendance.md): the one
 * validator of its steps, for the server (every entry point) and the pages (which buttons show).
 * Pure, with the clock passed in.
 *
 * The outcome stays in the status (completed, no-show, cancelled); arrival and the start are
 * instants (`arrivedAt`, `startedAt`), so an active booking keeps its status while the patient waits
 * or is being seen. The state read from them: expected -> arrived -> in progress -> done, or
 * expected -> no-show.
 *
 * - Checked in (arrived): only on the visit's own clinic date, and only an expected one.
 * - In progress: only once checked in, on the visit's date.
 * - Done: from its start time on (never before it begins), expected, arrived or in progress.
 * - No-show: from its start time on, and only if the patient has not arrived.
 * - A cancelled visit takes no step; done and no-show are final. A consultation waiting for
 *   confirmation (pending) is confirmed first.
 */
import { clinicDate } from '@core/booking/slots';

export const ATTENDANCE_STEPS = ['arrived', 'in-progress', 'done', 'no-show'] as const;
export type AttendanceStep = (typeof ATTENDANCE_STEPS)[number];

export type AttendanceState = 'unconfirmed' | 'expected' | 'arrived' | 'in-progress' | 'done' | 'no-show' | 'cancelled';

export type AttendanceProblem = 'cancelled' | 'final' | 'unconfirmed' | 'same' | 'not-today' | 'too-early' | 'not-arrived' | 'arrived';

/** A consultation or session as attendance reads it; instants as Date (server rows) or ISO strings (views). */
export interface Attending {
  status: string;
  arrivedAt: Date | string | null;
  startedAt: Date | string | null;
}

/** Where a visit stands, from its status (the outcome) and its arrival and start instants. */
export function attendanceState(v: Attending): AttendanceState {
  if (v.status === 'cancelled') return 'cancelled';
  if (v.status === 'completed') return 'done';
  if (v.status === 'no-show') return 'no-show';
  if (v.status === 'pending') return 'unconfirmed';
  if (v.startedAt) return 'in-progress';
  if (v.arrivedAt) return 'arrived';
  return 'expected';
}

const FROM: Record<AttendanceStep, readonly AttendanceState[]> = {
  arrived: ['expected'],
  'in-progress': ['arrived'],
  done: ['expected', 'arrived', 'in-progress'],
  'no-show': ['expected'],
};

/** Why `step` may not be recorded for a visit starting at `startsAt` at `now`, or null when it may. */
export function attendanceProblem(v: Attending, startsAt: Date, step: AttendanceStep, now: Date): AttendanceProblem | null {
  const state = attendanceState(v);
  if (state === 'cancelled') return 'cancelled';
  if (state === 'done' || state === 'no-show') return 'final';
  if (state === 'unconfirmed') return 'unconfirmed';
  if (!FROM[step].includes(state)) {
    if (step === 'no-show') return 'arrived';
    if (step === 'in-progress' && state === 'expected') return 'not-arrived';
    return 'same';
  }
  if ((step === 'arrived' || step === 'in-progress') && clinicDate(now) !== clinicDate(startsAt)) return 'not-today';
  if ((step === 'done' || step === 'no-show') && now.getTime() < startsAt.getTime()) return 'too-early';
  return null;
}

/** The steps that may be recorded now (the buttons a page offers). */
export function attendanceSteps(v: Attending, startsAt: Date, now: Date): AttendanceStep[] {
  return ATTENDANCE_STEPS.filter((step) => attendanceProblem(v, startsAt, step, now) === null);
}

/** The words of each refusal (a catalog key; the server's 409 message). */
export const ATTENDANCE_MESSAGES = {
  cancelled: 'staff.attendance.problem.cancelled',
  final: 'staff.attendance.problem.final',
  unconfirmed: 'staff.attendance.problem.unconfirmed',
  same: 'staff.attendance.problem.same',
  'not-today': 'staff.attendance.problem.notToday',
  'too-early': 'staff.attendance.problem.tooEarly',
  'not-arrived': 'staff.attendance.problem.notArrived',
  arrived: 'staff.attendance.problem.arrived',
} as const satisfies Record<AttendanceProblem, string>;

/**
 * Why a visit may not be cancelled, or null when it may: a cancelled one already is, and done or
 * no-show are final (the grid's cancel and a programme's cancellation leave them as they are).
 */
export function cancelProblem(v: Attending): 'cancelled' | 'final' | null {
  const state = attendanceState(v);
  if (state === 'cancelled') return 'cancelled';
  if (state === 'done' || state === 'no-show') return 'final';
  return null;
}

/** The words of a refused cancellation (a catalog key; the server's 409 message). */
export const CANCEL_MESSAGES = {
  cancelled: 'staff.attendance.cancel.cancelled',
  final: 'staff.attendance.cancel.final',
} as const;

/**
 * The status a programme under way takes from its sessions' statuses: 'completed' once none is
 * still booked and at least one had an outcome (done or no-show); 'accepted' while one is booked
 * (again, e.g. a replacement). The one rule of a programme's completion (decision 0058).
 */
export function programmeStatusFromSessions(statuses: readonly string[]): 'accepted' | 'completed' {
  if (statuses.some((s) => s === 'booked')) return 'accepted';
  return statuses.some((s) => s === 'completed' || s === 'no-show') ? 'completed' : 'accepted';
}

/** What a step writes: an instant, or the outcome status. */
export function attendancePatch(step: AttendanceStep, now: Date): { arrivedAt?: Date; startedAt?: Date; status?: 'completed' | 'no-show' } {
  if (step === 'arrived') return { arrivedAt: now };
  if (step === 'in-progress') return { startedAt: now };
  return { status: step === 'done' ? 'completed' : 'no-show' };
}
