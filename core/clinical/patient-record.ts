/**
 * The patient register and a patient's page at the console (decision 0059): the shapes shared by
 * the API, the pages and the OpenAPI document.
 */
import { z } from '@core/schemas/z';
import { GENDERS } from '@core/constants';
import { LOCALES } from '@core/i18n/locales';
import { isIsoDate } from '@core/booking/slots';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' });
const fact = z.string().trim().min(1, { error: 'staff.required' }).max(200, { error: 'staff.tooLong' });

export const PatientSearchQuery = z.object({ q: z.string().trim().max(100, { error: 'staff.tooLong' }).optional() });

/** Date of birth, gender, allergies and standing alerts (a doctor of the patient, or admin). */
export const ClinicalFactsSchema = z.object({
  dateOfBirth: z
    .union([z.literal(''), isoDate])
    .optional()
    .default(''),
  gender: z
    .union([z.literal(''), z.enum(GENDERS)], { error: 'staff.patients.genderInvalid' })
    .optional()
    .default(''),
  allergies: z.array(fact).max(20, { error: 'staff.tooMany' }).default([]),
  alerts: z.array(fact).max(20, { error: 'staff.tooMany' }).default([]),
});
export type ClinicalFacts = z.output<typeof ClinicalFactsSchema>;

export const PatientSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  contact: z.string().nullable(),
  age: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  locale: z.enum(LOCALES),
  lastVisit: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof PatientSummarySchema>;

const TIMELINE_KINDS = [
  'consultation',
  'case-sheet',
  'prescription',
  'programme',
  'session',
  'payment',
  'document',
  'prakriti',
  'session-note',
] as const;

const TimelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** When (an ISO instant, or a clinic date yyyy-mm-dd with `time` for a slot). */
  date: z.string(),
  time: z.string().nullable(),
  title: z.string(),
  status: z.string().nullable(),
  detail: z.string().nullable(),
  amount: z.number().nullable(),
  href: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const PatientRecordSchema = z.object({
  patient: PatientSummarySchema.extend({
    email: z.string().nullable(),
    allergies: z.array(z.string()),
    alerts: z.array(z.string()),
    deleted: z.boolean(),
  }),
  /** What the caller sees beyond demographics, bookings and money. */
  access: z.object({ clinical: z.boolean(), editFacts: z.boolean() }),
  /** One page of the timeline, newest first (server/modules/patients/timeline.server.ts). */
  timeline: z.array(TimelineEntrySchema),
  /** The clinic date the next, older page starts from (inclusive); null: this page reaches the first entry. */
  olderFrom: z.string().nullable(),
  /** The day this page starts from (null: the newest). */
  upTo: z.string().nullable(),
});
/** The page asks for the timeline's older entries with the date the last page named. */
export const TimelineQuerySchema = z.object({
  upTo: z.string().refine(isIsoDate, { error: 'staff.patients.timelineDate' }).optional(),
});
export interface TimelinePage {
  entries: TimelineEntry[];
  olderFrom: string | null;
}
export type PatientRecord = z.infer<typeof PatientRecordSchema>;

/** Age in whole years on `today` (yyyy-mm-dd, the clinic date) from a date of birth. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
