/**
 * The words of the scheduler's refusals: a catalog key (namespace `staff`, core/i18n/en/scheduler.ts)
 * and its parameters. The caller may replace `therapy` (a slug) with the therapy's name and the
 * dates ('YYYY-MM-DD') with dates written for the reader before translating.
 */
import type { MessageParams } from '@core/i18n/format';
import type { ScheduleFailure } from './types';

const KEYS = {
  'empty-programme': 'staff.schedule.emptyProgramme',
  'unknown-therapy': 'staff.schedule.unknownTherapy',
  'prescription-required': 'staff.schedule.prescriptionRequired',
  'no-trained-therapist': 'staff.schedule.noTrainedTherapist',
  'no-therapist-of-gender': 'staff.schedule.noTherapistOfGender',
  'no-room-with-capability': 'staff.schedule.noRoomWithCapability',
  'start-in-past': 'staff.schedule.startInPast',
  'holiday-every-day': 'staff.schedule.holidayEveryDay',
  'beyond-horizon': 'staff.schedule.beyondHorizon',
  'no-time-in-band': 'staff.schedule.noTimeInBand',
} as const satisfies Record<ScheduleFailure['code'], string>;

export function scheduleFailureMessage(reason: ScheduleFailure): { key: (typeof KEYS)[ScheduleFailure['code']]; params: MessageParams } {
  const { code, ...details } = reason;
  return { key: KEYS[code], params: details };
}
