/**
 * The clinic profile: the clinic's own facts, edited by the admin in the staff console
 * (/staff/clinic) and read by pages, JSON-LD, SMS, e-mails and the UPI QR. Text shown to visitors
 * is in both languages. Messages are message keys (namespace `staff`).
 */
import { z } from '@core/schemas/z';
import { CONSULTATION_TYPES } from '@core/constants';
import { gstinField, stateCodeField } from '@core/dispensary/gst';
import { WeeklyHoursSchema } from './hours';

export { SOCIAL_NETWORKS } from '@core/clinic';

const text = (max: number) => z.string().trim().min(1, { error: 'staff.required' }).max(max, { error: 'staff.tooLong' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'staff.tooLong' });
const bilingual = (max: number) => z.object({ en: text(max), hi: text(max) });
const e164 = z
  .string()
  .trim()
  .regex(/^\+\d{10,15}$/, { error: 'staff.clinic.phoneInvalid' });

/** A link to the clinic's own page on that network: https on the network's host, not its home page. */
const socialUrl = (hosts: string[]) =>
  z
    .string()
    .trim()
    .max(300, { error: 'staff.tooLong' })
    .refine(
      (v) => {
        if (v === '') return true;
        if (!URL.canParse(v)) return false;
        const url = new URL(v);
        return (
          url.protocol === 'https:' && hosts.includes(url.hostname.replace(/^(www|m)\./, '')) && url.pathname.replace(/\/+$/, '') !== ''
        );
      },
      { error: 'staff.clinic.socialInvalid' },
    );

export const ClinicProfileSchema = z.object({
  name: bilingual(80),
  legalName: optionalText(160),
  address: z.object({
    street: bilingual(160),
    city: bilingual(60),
    region: bilingual(60),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'staff.clinic.postalCodeInvalid' }),
  }),
  geo: z.object({
    lat: z
      .number({ error: 'staff.clinic.latitudeInvalid' })
      .min(-90, { error: 'staff.clinic.latitudeInvalid' })
      .max(90, { error: 'staff.clinic.latitudeInvalid' }),
    lng: z
      .number({ error: 'staff.clinic.longitudeInvalid' })
      .min(-180, { error: 'staff.clinic.longitudeInvalid' })
      .max(180, { error: 'staff.clinic.longitudeInvalid' }),
  }),
  /** A Google Maps link to the clinic's place; empty: directions to the coordinates. */
  googleMapsUrl: z
    .string()
    .trim()
    .max(300, { error: 'staff.tooLong' })
    .refine(
      (v) =>
        v === '' ||
        (URL.canParse(v) && /^https:\/\/(www\.google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|maps\.app\.goo\.gl|goo\.gl\/maps)/.test(v)),
      { error: 'staff.clinic.mapsUrlInvalid' },
    ),
  phone: e164,
  whatsapp: z.union([z.literal(''), e164]),
  email: z.email({ error: 'staff.emailInvalid' }).max(120, { error: 'staff.tooLong' }),
  /** Hours by weekday with breaks (core/hours.ts, decision 0057); at least one day open. */
  hours: WeeklyHoursSchema.refine((days) => days.some((d) => d !== null), { error: 'staff.hours.noOpenDay' }),
  holidays: z
    .array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' }), name: bilingual(80) }))
    .max(60, { error: 'staff.tooMany' }),
  social: z.object({
    facebook: socialUrl(['facebook.com']),
    instagram: socialUrl(['instagram.com']),
    youtube: socialUrl(['youtube.com']),
  }),
  upiId: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,}@[\w.-]{2,}$/, { error: 'staff.clinic.upiInvalid' }),
  upiPayeeName: text(60),
  /** The clinic's standard fees (rupees), the starting fees of a new doctor. */
  fees: z.object(
    Object.fromEntries(
      CONSULTATION_TYPES.map((t) => [
        t,
        z
          .number({ error: 'staff.clinic.feeInvalid' })
          .int({ error: 'staff.clinic.feeInvalid' })
          .min(0, { error: 'staff.clinic.feeInvalid' })
          .max(100_000, { error: 'staff.clinic.feeInvalid' }),
      ]),
    ) as Record<(typeof CONSULTATION_TYPES)[number], z.ZodNumber>,
  ),
  /** Whether reception sees the money figures of Insights (revenue collected, pending, refunded); admins and doctors always do. */
  receptionSeesRevenue: z.boolean().default(false),
  /**
   * GST registration (decision 0070): the clinic's GSTIN (empty: not registered, so no tax invoice is
   * issued) and the State it is registered in, whose code begins the GSTIN.
   */
  gst: z
    .object({
      gstin: gstinField('staff.clinic.gstinInvalid'),
      stateCode: z.union([z.literal(''), stateCodeField('staff.clinic.gstStateInvalid')]),
    })
    .superRefine((g, ctx) => {
      if (g.gstin && g.gstin.slice(0, 2) !== g.stateCode)
        ctx.addIssue({ code: 'custom', path: ['stateCode'], message: 'staff.clinic.gstStateMismatch' });
    })
    .default({ gstin: '', stateCode: '' }),
});

export type ClinicProfile = z.infer<typeof ClinicProfileSchema>;
