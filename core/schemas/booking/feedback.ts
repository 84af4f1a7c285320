/**
 * Feedback after a completed consultation (spec: Feedback). The same schema checks the form and
 * `POST /api/feedback/submit`: every rating answered from 1 to 10, the on-time answer given,
 * comment up to 2,000 characters.
 */
import { z } from '@core/schemas/z';
import { LIMITS } from '@core/constants';

/** The five questions; `question` in the payload is one of these (English text, stable across languages). */
export const FEEDBACK_QUESTIONS = [
  { question: 'Overall experience', key: 'consultations.feedback.qOverall' },
  { question: 'Clinic cleanliness', key: 'consultations.feedback.qCleanliness' },
  { question: 'Concerns addressed', key: 'consultations.feedback.qConcerns' },
  { question: "Doctor's professionalism", key: 'consultations.feedback.qProfessionalism' },
  { question: 'Platform usability', key: 'consultations.feedback.qPlatform' },
] as const;
export type FeedbackQuestion = (typeof FEEDBACK_QUESTIONS)[number]['question'];
const QUESTION_TEXTS = FEEDBACK_QUESTIONS.map((q) => q.question) as [FeedbackQuestion, ...FeedbackQuestion[]];

const RatingSchema = z.object({
  question: z.enum(QUESTION_TEXTS, { error: 'consultations.feedback.unknownQuestion' }),
  rating: z
    .number({ error: 'consultations.feedback.ratingRequired' })
    .int({ error: 'consultations.feedback.ratingRange' })
    .min(LIMITS.ratingMin, { error: 'consultations.feedback.ratingRequired' })
    .max(LIMITS.ratingMax, { error: 'consultations.feedback.ratingRange' }),
});

export const FeedbackSubmitSchema = z.object({
  consultationId: z.string().trim().min(1, { error: 'consultations.notFound' }).max(64, { error: 'consultations.notFound' }),
  ratings: z
    .array(RatingSchema, { error: 'consultations.feedback.ratingRequired' })
    .length(FEEDBACK_QUESTIONS.length, { error: 'consultations.feedback.ratingRequired' })
    .refine((list) => new Set(list.map((r) => r.question)).size === FEEDBACK_QUESTIONS.length, {
      error: 'consultations.feedback.ratingRequired',
    }),
  onTime: z.enum(['Yes', 'No'], { error: 'consultations.feedback.onTimeRequired' }),
  additionalComments: z.string().trim().max(LIMITS.feedbackCommentMax, { error: 'consultations.feedback.commentTooLong' }).default(''),
});
export type FeedbackSubmit = z.infer<typeof FeedbackSubmitSchema>;
export type FeedbackSubmitInput = z.input<typeof FeedbackSubmitSchema>;

/** What the feedback page loads: read-only name and e-mail, and whether it can be sent. */
export const FeedbackFormDataSchema = z.object({
  consultationId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  doctorName: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  status: z.string(),
  /** 'open': can be sent; 'not-completed': not yet; 'submitted': already sent. */
  state: z.enum(['open', 'not-completed', 'submitted']),
});
export type FeedbackFormData = z.infer<typeof FeedbackFormDataSchema>;
