import { z } from './z';

/** A doctor as the API and the pages see it (spec section 3). */
export const DoctorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  specialization: z.array(z.string()),
  department: z.array(z.string()),
  experience: z.number(),
  qualification: z.string(),
  bio: z.string().nullable(),
  languages: z.array(z.string()),
  fees: z.record(z.string(), z.number()),
  availability: z.object({
    days: z.array(z.string()),
    slots: z.array(z.array(z.object({ startTime: z.string(), isBooked: z.boolean() }))),
  }),
});
export type Doctor = z.infer<typeof DoctorSchema>;
