/**
 * Reception's resource grid: a session's move (also the body
 * of a cancelled session's replacement) and the answer to a patient's move request. Messages are
 * message keys (namespace `staff`).
 */
import { isIsoDate } from '@core/booking/slots';
import { z } from '@core/schemas/z';

export const MoveSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: 'staff.grid.timeInvalid' }),
  roomId: z.uuid({ error: 'programmes.roomNotFound' }),
  therapistIds: z
    .array(z.uuid({ error: 'programmes.therapistNotFound' }), { error: 'staff.grid.therapistsInvalid' })
    .min(1, { error: 'staff.grid.therapistsInvalid' })
    .max(2, { error: 'staff.grid.therapistsInvalid' }),
  /** The desk saw the warning that the day's therapies would be out of their prescribed order, and moves anyway (decision 0058). */
  acceptOrder: z.boolean({ error: 'staff.grid.acceptOrderInvalid' }).optional(),
});

export const ResolveSchema = z.object({ status: z.enum(['done', 'declined'], { error: 'staff.grid.resolveInvalid' }) });

/** A whole programme day moved to another date in one step (decision 0072): the day's number and the new date. */
export const MoveDaySchema = z.object({
  day: z
    .number({ error: 'staff.moveDay.dayInvalid' })
    .int({ error: 'staff.moveDay.dayInvalid' })
    .min(1, { error: 'staff.moveDay.dayInvalid' }),
  date: z.string({ error: 'staff.moveDay.dateInvalid' }).refine(isIsoDate, { error: 'staff.moveDay.dateInvalid' }),
});
export type MoveDay = z.infer<typeof MoveDaySchema>;
