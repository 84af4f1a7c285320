import type { FeedbackQuestion } from '@core/schemas/booking/feedback';

/** The staff's short name of each feedback question, for a report's column or a bar's label. */
const SHORT: Record<FeedbackQuestion, string> = {
  'Overall experience': 'staff.feedback.qOverall',
  'Clinic cleanliness': 'staff.feedback.qCleanliness',
  'Concerns addressed': 'staff.feedback.qConcerns',
  "Doctor's professionalism": 'staff.feedback.qProfessionalism',
  'Platform usability': 'staff.feedback.qPlatform',
};

/** The catalog key of a stored question's short name; a question not of ours is shown as stored. */
export function questionShortKey(question: string): string {
  return Object.hasOwn(SHORT, question) ? SHORT[question as FeedbackQuestion] : question;
}
