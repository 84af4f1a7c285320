/**
 * Staff hours against the clinic's (decision 0057): the one server check every entry point that
 * saves a therapist's hours or a doctor's schedule calls, and the check of a change of the
 * clinic's own hours against the staff's. The rules are core/hours.ts.
 */
import { hoursOutsideClinic, openSpans, slotsOutsideClinic, type HoursConflict } from '@core/hours';
import type { WeeklyHours } from '@core/schemas/staff/hours';
import type { AppContext } from '@server/context';
import { BadRequest } from '@server/domain/errors';
import { clinicProfile } from './clinic-profile.server';

/** '09:00-13:00, 14:00-18:00': the day less its breaks. */
function clinicDayText(conflict: HoursConflict): string {
  return openSpans(conflict.clinic)
    .map(([f, t]) => `${f}-${t}`)
    .join(', ');
}

function outside(conflict: HoursConflict, field: string): BadRequest {
  const day = `staff.weekday.${conflict.weekday}`;
  return conflict.clinic
    ? new BadRequest('staff.hours.outsideClinic', { [field]: 'staff.hours.slotOutside' }, { day, clinicHours: clinicDayText(conflict) })
    : new BadRequest('staff.hours.clinicClosedOn', { [field]: 'staff.hours.slotOutside' }, { day });
}

/** Refuses (400, naming the weekday and the clinic's hours of it) a therapist's hours outside the clinic's. */
export async function assertHoursWithinClinic(ctx: AppContext, hours: WeeklyHours): Promise<void> {
  const [conflict] = hoursOutsideClinic(hours, (await clinicProfile(ctx)).hours);
  if (conflict) throw outside(conflict, 'weeklyHours');
}

/** Refuses (400) a doctor's slot that starts while the clinic is closed (before opening, in a break, after closing). */
export async function assertSlotsWithinClinic(ctx: AppContext, days: readonly { weekday: number; startTimes: readonly string[] }[]) {
  const [conflict] = slotsOutsideClinic(days, (await clinicProfile(ctx)).hours);
  if (conflict) throw outside(conflict, 'days');
}
