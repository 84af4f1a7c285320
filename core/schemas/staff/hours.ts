/** Weekly hours (core/hours.ts, decision 0057): one schema for the clinic profile, doctors and therapists, forms and API. Messages are message keys (namespace `staff`). */
import { z } from '@core/schemas/z';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'staff.timeInvalid' });
const range = z.object({ from: time, to: time });

/** One weekday's hours, or null for a day off. Breaks lie inside the day, in order, not overlapping. */
const DayHoursSchema = z
  .object({ from: time, to: time, breaks: z.array(range).max(3, { error: 'staff.tooMany' }).default([]) })
  .refine((d) => d.from < d.to, { path: ['to'], error: 'staff.hours.endBeforeStart' })
  .refine(
    (d) => d.breaks.every((b, i) => b.from < b.to && b.from > d.from && b.to < d.to && (i === 0 || (d.breaks[i - 1]?.to ?? '') <= b.from)),
    { path: ['breaks'], error: 'staff.hours.breakOutsideDay' },
  )
  .nullable();

export const WeeklyHoursSchema = z.array(DayHoursSchema).length(7, { error: 'staff.hours.sevenDays' });

/** As written (rows saved before breaks have none); the schema's output always has `breaks`. */
export type DayHours = z.input<typeof DayHoursSchema>;
export type WeeklyHours = z.input<typeof WeeklyHoursSchema>;
export type SavedWeeklyHours = z.output<typeof WeeklyHoursSchema>;

/** Weekly hours in an answer (rows saved before breaks may lack them). */
export const WeeklyHoursViewSchema = z.array(z.object({ from: z.string(), to: z.string(), breaks: z.array(range).optional() }).nullable());
