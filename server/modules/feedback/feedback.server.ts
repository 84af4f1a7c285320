/**
 * Feedback after a completed consultation: only its owner, only once it is completed, only once.
 */
import { eq } from 'drizzle-orm';
import type { FeedbackFormData, FeedbackSubmit } from '@core/schemas/booking/feedback';
import type { AppContext } from '@server/context';
import { feedback } from '@server/db/schema';
import { Conflict } from '@server/domain/errors';
import { uniqueViolationAs } from '@server/db/errors';
import type { PatientIdentity } from '@server/modules/auth/sign-ins';
import { getOwnedConsultation } from '@server/modules/consultations/patient-consultations.server';

type Patient = PatientIdentity['patient'];

/** What the feedback page shows: read-only name and e-mail from the consultation, and whether it can be sent. */
export async function getFeedbackForm(ctx: AppContext, patient: Patient, consultationId: string): Promise<FeedbackFormData> {
  const row = await getOwnedConsultation(ctx, patient, consultationId);
  const [existing] = await ctx.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.consultationId, row.id)).limit(1);
  return {
    consultationId: row.id,
    name: row.name,
    email: row.email,
    doctorName: row.doctorName,
    date: row.date,
    timeSlot: row.timeSlot,
    status: row.status,
    state: existing ? 'submitted' : row.status === 'completed' ? 'open' : 'not-completed',
  };
}

export async function submitFeedback(ctx: AppContext, patient: Patient, input: FeedbackSubmit): Promise<{ consultationId: string }> {
  const row = await getOwnedConsultation(ctx, patient, input.consultationId);
  if (row.status !== 'completed') throw new Conflict('consultations.feedback.notCompleted');
  await uniqueViolationAs(
    () =>
      ctx.db.insert(feedback).values({
        consultationId: row.id,
        patientId: patient.id,
        doctorId: row.doctorId,
        ratings: input.ratings.map((r) => ({ question: r.question, rating: r.rating })),
        onTime: input.onTime === 'Yes',
        comments: input.additionalComments,
        createdAt: ctx.now(),
      }),
    () => new Conflict('consultations.feedback.alreadySent'),
  );
  return { consultationId: row.id };
}
