/**
 * The doctor read model: one schema with every field a reader sees, named as the spec names them
 * (`_id`), and its views: the public one (spec section 3, with the weekly availability) and the
 * staff console's (registration number, active flag, schedule, leave days). The server's mappers
 * are in server/modules/doctors/views.ts.
 */
import { z } from '@core/schemas/z';

const DoctorReadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  specialization: z.array(z.string()),
  department: z.array(z.string()),
  experience: z.number(),
  qualification: z.string(),
  registrationNumber: z.string().nullable(),
  bio: z.string().nullable(),
  languages: z.array(z.string()),
  fees: z.record(z.string(), z.number()),
  active: z.boolean(),
});
export type DoctorRead = z.infer<typeof DoctorReadSchema>;

/** A doctor as the public API and the pages see it (spec section 3). */
export const DoctorSchema = DoctorReadSchema.omit({ registrationNumber: true, active: true }).extend({
  availability: z.object({
    days: z.array(z.string()),
    slots: z.array(z.array(z.object({ startTime: z.string(), isBooked: z.boolean() }))),
  }),
});
export type Doctor = z.infer<typeof DoctorSchema>;

/** A doctor as the staff console edits it: active or not, with the weekly schedule and leave days ahead. */
export const StaffDoctorSchema = DoctorReadSchema.extend({
  schedule: z.array(z.object({ weekday: z.number(), startTimes: z.array(z.string()) })),
  leaves: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
});
export type StaffDoctor = z.infer<typeof StaffDoctorSchema>;
