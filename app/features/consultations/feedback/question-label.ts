import { FEEDBACK_QUESTIONS } from '@core/schemas/booking/feedback';

/** The catalog key of a stored feedback question (stored as stable English text), if it is one of ours. */
export function questionKey(question: string): string {
  return FEEDBACK_QUESTIONS.find((q) => q.question === question)?.key ?? question;
}
