/**
 * Insights: the query of GET /api/staff/insights and its answer. Figures for a period
 * (this week, month, quarter or custom dates, clinic calendar) and the previous period of equal length.
 */
import { z } from '@core/schemas/z';
import { RECEIPT_MODES } from '@core/constants';
import { isIsoDate } from '@core/booking/slots';

export const INSIGHT_PERIODS = ['week', 'month', 'quarter', 'custom'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
/** A custom period is at most this many days (a year and a day). */
const INSIGHTS_MAX_DAYS = 366;

const isoDate = z.string().refine(isIsoDate, { error: 'staff.dateInvalid' });

export const InsightsQuerySchema = z
  .object({
    period: z.enum(INSIGHT_PERIODS, { error: 'staff.insights.periodInvalid' }).default('month'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    doctorId: z.uuid({ error: 'staff.insights.doctorInvalid' }).optional(),
  })
  .refine((q) => q.period !== 'custom' || (q.from !== undefined && q.to !== undefined), {
    path: ['from'],
    error: 'staff.insights.customDates',
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'staff.insights.toBeforeFrom' })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < INSIGHTS_MAX_DAYS, {
    path: ['to'],
    error: 'staff.insights.rangeTooLong',
  });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

const Count = z.object({ current: z.number(), previous: z.number() });
const Rate = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
const Breakdown = z.array(z.object({ key: z.string(), label: z.string(), current: z.number(), previous: z.number() }));
const Money = z.object({ total: z.number(), byMode: z.record(z.enum(RECEIPT_MODES), z.number()) });

/** @public The shape of what the page shows, as a schema (its type below is inferred from it). */
export const InsightsSchema = z.object({
  period: z.object({
    kind: z.enum(INSIGHT_PERIODS),
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    /** Bookings over time: per day, or per week (starting Monday) for periods over 62 days. */
    bucket: z.enum(['day', 'week']),
  }),
  /** The doctor the figures are limited to (always the doctor's own for a doctor's account). */
  doctorId: z.string().nullable(),
  totals: z.object({
    /** Every booking for a visit in the period, cancelled ones included. */
    bookings: Count,
    /** Bookings not cancelled (the breakdowns below count these). */
    active: Count,
    cancelled: Count,
    noShows: Count,
    /** Cancelled / all bookings, in percent (one decimal). */
    cancellationRate: Rate,
    /** No-shows / (completed + no-shows), in percent (one decimal). */
    noShowRate: Rate,
    /** Patients whose first (not cancelled) visit ever is in the period / who came before. */
    newPatients: Count,
    returningPatients: Count,
    /** Median hours from booking (created) to the visit's start (clinic time), one decimal. */
    medianLeadHours: Rate,
  }),
  series: z.object({
    current: z.array(z.object({ bucket: z.string(), count: z.number() })),
    previous: z.array(z.object({ bucket: z.string(), count: z.number() })),
  }),
  byDepartment: Breakdown,
  byDoctor: Breakdown,
  byType: Breakdown,
  byMode: Breakdown,
  /** Absent for reception unless the admin allowed it in the clinic profile. */
  revenue: z
    .object({
      collected: z.object({ current: Money, previous: Money }),
      refunded: z.object({ current: Money, previous: Money }),
      /** Rupees still to come for bookings not cancelled (not paid yet; no-shows left out). */
      pending: Count,
    })
    .optional(),
  occupancy: z.array(
    z.object({
      doctorId: z.string(),
      doctorName: z.string(),
      current: z.object({ booked: z.number(), offered: z.number(), rate: z.number().nullable() }),
      previous: z.object({ booked: z.number(), offered: z.number(), rate: z.number().nullable() }),
    }),
  ),
  /** Active bookings of the period by weekday (1 = Monday ... 7 = Sunday) and hour of the slot. */
  heatmap: z.array(z.object({ weekday: z.number(), hour: z.number(), count: z.number() })),
  feedback: z.object({
    /** Forms received for visits in the period. */
    count: Count,
    questions: z.array(z.object({ question: z.string(), current: z.number().nullable(), previous: z.number().nullable() })),
    doctors: z.array(
      z.object({ doctorId: z.string(), doctorName: z.string(), current: z.number().nullable(), previous: z.number().nullable() }),
    ),
    /** Average rating per doctor per week (periods up to 92 days) or month, in the period. */
    series: z.array(z.object({ bucket: z.string(), doctorId: z.string(), average: z.number(), count: z.number() })),
    seriesBucket: z.enum(['week', 'month']),
  }),
});
export type Insights = z.infer<typeof InsightsSchema>;
