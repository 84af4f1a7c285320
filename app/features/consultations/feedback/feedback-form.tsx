import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from '~/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useFetcher } from 'react-router';
import { LIMITS } from '@core/constants';
import {
  FEEDBACK_QUESTIONS,
  FeedbackSubmitSchema,
  type FeedbackFormData,
  type FeedbackSubmit,
  type FeedbackSubmitInput,
} from '@core/schemas/booking/feedback';
import { useT } from '~/i18n/provider';
import { Button, buttonClasses } from '~/ui/button';
import { cn } from '~/ui/cn';
import { toast } from '~/ui/toast';
import { useEarlyInput } from '~/ui/forms/use-early-input';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';
import { IDEMPOTENCY_FIELD } from '@core/idempotency';
import type { FeedbackActionData } from './feedback-action.server';
import { formatDate } from '~/features/consultations/format';
import { formatSlotTime } from '@core/i18n/clinic-time';

const SCALE = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => i + LIMITS.ratingMin);

/** The feedback page's body; `result` is what a post made before the page's code ran answered (decision 0020). */
export function FeedbackView({ form, result }: { form: FeedbackFormData; result?: FeedbackActionData }) {
  const { t, locale } = useT();
  const [state, setState] = useState(form.state);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('consultations.feedback.title')}</h1>
      <p className="mt-2 text-stone-700">
        {t('consultations.feedback.for', {
          doctor: form.doctorName,
          date: formatDate(form.date, locale),
          time: formatSlotTime(form.timeSlot, locale),
        })}
      </p>
      {state === 'open' ? (
        <FeedbackForm form={form} result={result} onSent={() => setState('submitted')} />
      ) : (
        <div role="status" className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
          {state === 'submitted' && <CheckCircle2 aria-hidden className="mx-auto h-10 w-10 text-green-700" />}
          <p className="mt-3 font-medium text-stone-900">
            {state === 'submitted' ? t('consultations.feedback.alreadySent') : t('consultations.feedback.notCompleted')}
          </p>
          <Link to="/appointments" className={buttonClasses('outline', 'md', 'mt-5')}>
            {t('consultations.feedback.backToAppointments')}
          </Link>
        </div>
      )}
    </div>
  );
}

type FeedbackValues = UseFormReturn<FeedbackSubmitInput, unknown, FeedbackSubmit>;

/** The form's state: same schema as the API and the page's action, which it posts to through a fetcher. */
function useFeedbackForm(form: FeedbackFormData, onSent: () => void, result?: FeedbackActionData) {
  const { t } = useT();
  const fetcher = useFetcher<FeedbackActionData>();
  const values: FeedbackValues = useForm<FeedbackSubmitInput, unknown, FeedbackSubmit>({
    resolver: zodResolver(FeedbackSubmitSchema),
    defaultValues: {
      consultationId: form.consultationId,
      ratings: FEEDBACK_QUESTIONS.map((q) => ({ question: q.question, rating: undefined as unknown as number })),
      additionalComments: '',
    },
  });
  useEarlyInput('feedback', values, ['onTime', 'additionalComments']);
  const handled = useRef<FeedbackActionData | undefined>(undefined);
  // One key per submission: a resubmission after a lost answer is answered, not refused as a second (decision 0042).
  const { key } = useIdempotencyKey();
  const { setError } = values;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message || t('consultations.feedback.failed'));
    if (answer.ok || answer.status === 409) return onSent();
    for (const [field, message] of Object.entries(answer.fieldErrors)) setError(field as keyof FeedbackSubmitInput, { message });
  }, [fetcher.state, fetcher.data, onSent, setError, t]);
  const onSubmit = values.handleSubmit((v) => {
    const fields: Record<string, string> = {
      onTime: v.onTime,
      additionalComments: v.additionalComments,
      enhanced: '1',
      [IDEMPOTENCY_FIELD]: key,
    };
    v.ratings.forEach((r, i) => (fields[`ratings.${i}.rating`] = String(r.rating)));
    return fetcher.submit(fields, { method: 'post', action: `/feedback/${form.consultationId}` });
  });
  const serverErrors = result && !result.ok ? result.fieldErrors : {};
  return { values, onSubmit, busy: fetcher.state !== 'idle', serverErrors, refused: result && !result.ok ? result.message : null };
}

const inputClasses = 'mt-1 w-full rounded-lg border border-stone-300 bg-stone-100 px-3 py-2 text-stone-800';

function FeedbackForm({ form, result, onSent }: { form: FeedbackFormData; result?: FeedbackActionData; onSent: () => void }) {
  const { t } = useT();
  const f = useFeedbackForm(form, onSent, result);
  const { errors, submitCount } = f.values.formState;
  const hasErrors = Object.keys(errors).length > 0 || f.refused;
  return (
    <form
      method="post"
      action={`/feedback/${form.consultationId}`}
      data-form="feedback"
      onSubmit={f.onSubmit}
      noValidate
      className="mt-6 space-y-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="text-stone-700">{t('consultations.feedback.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="fb-name" className="font-medium text-stone-900">
            {t('consultations.feedback.name')}
          </label>
          <input id="fb-name" value={form.name} readOnly className={inputClasses} />
        </div>
        <div>
          <label htmlFor="fb-email" className="font-medium text-stone-900">
            {t('consultations.feedback.email')}
          </label>
          <input id="fb-email" value={form.email ?? t('consultations.feedback.emailMissing')} readOnly className={inputClasses} />
        </div>
      </div>
      {FEEDBACK_QUESTIONS.map((q, index) => (
        <RatingQuestion key={q.question} index={index} label={t(q.key)} f={f} />
      ))}
      <p id="fb-scale" className="text-sm text-stone-600">
        {t('consultations.feedback.scale')}
      </p>
      <OnTimeQuestion f={f} />
      <CommentsField f={f} />
      {hasErrors && (submitCount > 0 || f.refused) && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">
          {f.refused ?? t('error.validation')}
        </p>
      )}
      <Button type="submit" disabled={f.busy} className="w-full sm:w-auto">
        {f.busy ? t('consultations.feedback.submitting') : t('consultations.feedback.submit')}
      </Button>
    </form>
  );
}

type FeedbackFormState = ReturnType<typeof useFeedbackForm>;

/** One question, its 1-10 scale as radios (posted as `ratings.<index>.rating`). */
function RatingQuestion({ index, label, f }: { index: number; label: string; f: FeedbackFormState }) {
  const { tm } = useT();
  const error = tm(f.values.formState.errors.ratings?.[index]?.rating?.message) || f.serverErrors[`ratings.${index}.rating`];
  const errorId = `fb-q${index}-error`;
  return (
    <Controller
      control={f.values.control}
      name={`ratings.${index}.rating`}
      render={({ field }) => (
        <fieldset aria-describedby={`fb-scale ${error ? errorId : ''}`.trim()} aria-invalid={error ? true : undefined}>
          <legend className="font-medium text-stone-900">
            {index + 1}. {label}
          </legend>
          <div className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-10">
            {SCALE.map((n) => (
              <label
                key={n}
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg border font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  'border-stone-300 bg-white text-stone-900 hover:border-brand-600',
                )}
              >
                <input
                  type="radio"
                  className="sr-only"
                  ref={n === LIMITS.ratingMin ? field.ref : undefined}
                  name={field.name}
                  value={n}
                  checked={field.value === n}
                  onChange={() => field.onChange(n)}
                  onBlur={field.onBlur}
                />
                {n}
              </label>
            ))}
          </div>
          {error && (
            <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

function OnTimeQuestion({ f }: { f: FeedbackFormState }) {
  const { t, tm } = useT();
  const error = tm(f.values.formState.errors.onTime?.message) || f.serverErrors.onTime;
  return (
    <fieldset aria-describedby={error ? 'fb-ontime-error' : undefined}>
      <legend className="font-medium text-stone-900">{t('consultations.feedback.onTime')}</legend>
      <div className="mt-2 flex gap-6">
        {(['Yes', 'No'] as const).map((answer) => (
          <label key={answer} className="inline-flex items-center gap-2 text-stone-900">
            <input type="radio" value={answer} {...f.values.register('onTime')} className="choice h-5 w-5" />
            {t(answer === 'Yes' ? 'consultations.feedback.yes' : 'consultations.feedback.no')}
          </label>
        ))}
      </div>
      {error && (
        <p id="fb-ontime-error" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CommentsField({ f }: { f: FeedbackFormState }) {
  const { t, tm } = useT();
  const comment = useWatch({ control: f.values.control, name: 'additionalComments' }) ?? '';
  const error = tm(f.values.formState.errors.additionalComments?.message) || f.serverErrors.additionalComments;
  return (
    <div>
      <label htmlFor="fb-comments" className="font-medium text-stone-900">
        {t('consultations.feedback.comments')}
      </label>
      <textarea
        id="fb-comments"
        rows={4}
        maxLength={LIMITS.feedbackCommentMax}
        {...f.values.register('additionalComments')}
        aria-describedby="fb-comments-count"
        className="mt-1 w-full rounded-lg border border-stone-400 px-3 py-2 text-stone-900 focus:outline-2 focus:outline-brand-700"
      />
      <p id="fb-comments-count" className="mt-1 text-right text-sm text-stone-600">
        {t('consultations.feedback.commentCount', { count: comment.length })}
      </p>
      {error && <p className="text-sm font-medium text-red-800">{error}</p>}
    </div>
  );
}
