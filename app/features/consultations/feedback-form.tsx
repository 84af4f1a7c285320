import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from '~/ui/icons';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { LIMITS } from '@core/constants';
import { FEEDBACK_QUESTIONS, FeedbackSubmitSchema, type FeedbackFormData, type FeedbackSubmit, type FeedbackSubmitInput } from '@core/schemas/feedback';
import { useT } from '~/i18n/provider';
import { ApiError, api, errorMessage } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { cn } from '~/ui/cn';
import { HydratedFieldset } from '~/ui/hydrated-fieldset';
import { toast } from '~/ui/toast';
import { formatDate } from './format';
import { formatSlotTime } from '@core/i18n/clinic-time';

const SCALE = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => i + LIMITS.ratingMin);

export function FeedbackView({ form }: { form: FeedbackFormData }) {
  const { t, locale } = useT();
  const [state, setState] = useState(form.state);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{t('consultations.feedback.title')}</h1>
      <p className="mt-2 text-stone-700">
        {t('consultations.feedback.for', { doctor: form.doctorName, date: formatDate(form.date, locale), time: formatSlotTime(form.timeSlot, locale) })}
      </p>
      {state === 'open' ? (
        <FeedbackForm form={form} onSent={() => setState('submitted')} />
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

function FeedbackForm({ form, onSent }: { form: FeedbackFormData; onSent: () => void }) {
  const { t, tm } = useT();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FeedbackSubmitInput, unknown, FeedbackSubmit>({
    resolver: zodResolver(FeedbackSubmitSchema),
    defaultValues: {
      consultationId: form.consultationId,
      ratings: FEEDBACK_QUESTIONS.map((q) => ({ question: q.question, rating: undefined as unknown as number })),
      additionalComments: '',
    },
  });
  const comment = useWatch({ control, name: 'additionalComments' }) ?? '';
  const hasErrors = Object.keys(errors).length > 0;

  async function submit(values: FeedbackSubmit) {
    try {
      await api('/feedback/submit', { body: values });
      toast.success(t('consultations.feedback.sent'));
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message);
        onSent();
        return;
      }
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) setError(field as keyof FeedbackSubmitInput, { message });
      }
      toast.error(errorMessage(error, t('consultations.feedback.failed')));
    }
  }

  const inputClasses = 'mt-1 w-full rounded-lg border border-stone-300 bg-stone-100 px-3 py-2 text-stone-800';
  return (
    <HydratedFieldset>
      <form onSubmit={handleSubmit(submit)} noValidate className="mt-6 space-y-6 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-stone-700">{t('consultations.feedback.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="fb-name" className="font-medium text-stone-900">{t('consultations.feedback.name')}</label>
            <input id="fb-name" value={form.name} readOnly className={inputClasses} />
          </div>
          <div>
            <label htmlFor="fb-email" className="font-medium text-stone-900">{t('consultations.feedback.email')}</label>
            <input id="fb-email" value={form.email ?? t('consultations.feedback.emailMissing')} readOnly className={inputClasses} />
          </div>
        </div>

        {FEEDBACK_QUESTIONS.map((q, index) => {
          const error = errors.ratings?.[index]?.rating?.message;
          const errorId = `fb-q${index}-error`;
          return (
            <Controller
              key={q.question}
              control={control}
              name={`ratings.${index}.rating`}
              render={({ field }) => (
                <fieldset aria-describedby={`fb-scale ${error ? errorId : ''}`.trim()} aria-invalid={error ? true : undefined}>
                  <legend className="font-medium text-stone-900">
                    {index + 1}. {t(q.key)}
                  </legend>
                  <div className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-10">
                    {SCALE.map((n) => (
                      <label
                        key={n}
                        className={cn(
                          'flex h-11 cursor-pointer items-center justify-center rounded-lg border font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                          field.value === n ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-900 hover:border-brand-600',
                        )}
                      >
                        <input type="radio" className="sr-only" ref={n === LIMITS.ratingMin ? field.ref : undefined} name={field.name} value={n} checked={field.value === n} onChange={() => field.onChange(n)} onBlur={field.onBlur} />
                        {n}
                      </label>
                    ))}
                  </div>
                  {error && (
                    <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
                      {tm(error)}
                    </p>
                  )}
                </fieldset>
              )}
            />
          );
        })}
        <p id="fb-scale" className="text-sm text-stone-600">{t('consultations.feedback.scale')}</p>

        <fieldset aria-describedby={errors.onTime ? 'fb-ontime-error' : undefined}>
          <legend className="font-medium text-stone-900">{t('consultations.feedback.onTime')}</legend>
          <div className="mt-2 flex gap-6">
            {(['Yes', 'No'] as const).map((answer) => (
              <label key={answer} className="inline-flex items-center gap-2 text-stone-900">
                <input type="radio" value={answer} {...register('onTime')} className="choice h-5 w-5" />
                {t(answer === 'Yes' ? 'consultations.feedback.yes' : 'consultations.feedback.no')}
              </label>
            ))}
          </div>
          {errors.onTime && (
            <p id="fb-ontime-error" className="mt-1 text-sm font-medium text-red-800">
              {tm(errors.onTime.message)}
            </p>
          )}
        </fieldset>

        <div>
          <label htmlFor="fb-comments" className="font-medium text-stone-900">{t('consultations.feedback.comments')}</label>
          <textarea
            id="fb-comments"
            rows={4}
            maxLength={LIMITS.feedbackCommentMax}
            {...register('additionalComments')}
            aria-describedby="fb-comments-count"
            className="mt-1 w-full rounded-lg border border-stone-400 px-3 py-2 text-stone-900 focus:outline-2 focus:outline-brand-700"
          />
          <p id="fb-comments-count" className="mt-1 text-right text-sm text-stone-600">
            {t('consultations.feedback.commentCount', { count: comment.length })}
          </p>
          {errors.additionalComments && <p className="text-sm font-medium text-red-800">{tm(errors.additionalComments.message)}</p>}
        </div>

        {hasErrors && submitCount > 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">
            {t('error.validation')}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('consultations.feedback.submitting') : t('consultations.feedback.submit')}
        </Button>
      </form>
    </HydratedFieldset>
  );
}
