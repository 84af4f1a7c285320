/**
 * Record a Prakriti (/staff/patients/:id/prakriti, decision 0063): the questionnaire or the
 * doctor's own examination, the date and a note. Validated in the browser with the API's schema
 * (PrakritiRecordSchema); the server scores the questionnaire and answers field by field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PRAKRITI_ITEMS, PRAKRITI_METHODS, PrakritiRecordSchema } from '@core/clinical/prakriti';
import type { prakritiFormFor } from '@server/modules/patients/prakriti.server';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { Button, buttonClasses } from '~/ui/button';
import { TextareaField } from '~/ui/forms/forms';
import { DateFormField } from '~/ui/forms/date-field';
import { toast } from '~/ui/toast';
import { Card, PageTitle } from '~/features/staff-console/ui';
import { AlertsBanner } from './alerts-banner';
import { ExaminationFields, QuestionnaireFields, type PrakritiForm, type PrakritiFormValues } from './prakriti-questions';

type FormData = Awaited<ReturnType<typeof prakritiFormFor>>;

const blankAnswers = () => Object.fromEntries(PRAKRITI_ITEMS.map((i) => [i.id, ''])) as PrakritiFormValues['answers'];

export function PrakritiFormPage({ data }: { data: FormData }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { patient, today } = data;
  const back = `/staff/patients/${patient.id}`;
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<PrakritiFormValues>({
    resolver: zodResolver(PrakritiRecordSchema) as never,
    defaultValues: { method: 'questionnaire', assessedOn: today, note: '', answers: blankAnswers(), vata: '', pitta: '', kapha: '' },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const errors = form.formState.errors;
  return (
    <>
      <Link to={back} className="mb-3 inline-block text-sm font-medium text-brand-800 underline">
        ← {patient.name}
      </Link>
      <PageTitle>
        {t('staff.prakriti.formTitle')}: {patient.name} <span className="text-base font-normal text-stone-700">{patient.number}</span>
      </PageTitle>
      <AlertsBanner facts={patient} />
      <Card>
        <form
          noValidate
          className="space-y-5"
          onSubmit={form.handleSubmit(
            async (values) => {
              setMessage(null);
              try {
                const res = await api(`/staff/patients/${patient.id}/prakriti`, { body: values });
                toast.success(res.message);
                await navigate(`${back}#prakriti`);
              } catch (error) {
                if (error instanceof ApiError && error.errors)
                  for (const [field, msg] of Object.entries(error.errors)) form.setError(field as 'note', { message: msg });
                setMessage(error instanceof ApiError ? error.message : String(error));
              }
            },
            () => setMessage(null),
          )}
        >
          <MethodChoice form={form} method={method} />
          <Controller
            control={form.control}
            name="assessedOn"
            render={({ field }) => (
              <DateFormField
                className="max-w-xs"
                label={t('staff.prakriti.assessedOn')}
                error={errors.assessedOn?.message}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          {method === 'examination' ? <ExaminationFields form={form} /> : <QuestionnaireFields form={form} />}
          <TextareaField
            label={t('staff.prakriti.note')}
            error={errors.note?.message}
            textareaProps={{ rows: 3, ...form.register('note') }}
          />
          <FormEnd form={form} back={back} message={message} />
        </form>
      </Card>
    </>
  );
}

/** Save and back, and a server's refusal or (while any field is still marked) the browser's own. */
function FormEnd({ form, back, message }: { form: PrakritiForm; back: string; message: string | null }) {
  const { t } = useT();
  const { errors, submitCount, isSubmitting } = form.formState;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {t('staff.prakriti.save')}
        </Button>
        <Link to={back} className={buttonClasses('ghost')}>
          {t('staff.prakriti.back')}
        </Link>
      </div>
      {message || (submitCount > 0 && Object.keys(errors).length) ? (
        <p role="status" className="text-sm font-medium text-red-800">
          {message ?? t('staff.prakriti.fixErrors')}
        </p>
      ) : null}
    </>
  );
}

/** Questionnaire or the doctor's own examination: native radios, the arrow keys choose. */
function MethodChoice({ form, method }: { form: PrakritiForm; method: PrakritiFormValues['method'] }) {
  const { t } = useT();
  return (
    <fieldset aria-describedby="prakriti-method-hint">
      <legend className="font-medium text-stone-900">{t('staff.prakriti.methodLegend')}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {PRAKRITI_METHODS.map((m) => (
          <label key={m} className="inline-flex min-h-11 items-center gap-2 text-stone-900">
            <input type="radio" value={m} {...form.register('method')} className="choice h-5 w-5" />
            {t(`staff.prakriti.method.${m}`)}
          </label>
        ))}
      </div>
      <p id="prakriti-method-hint" className="mt-1 text-sm text-stone-700">
        {t(`staff.prakriti.methodHint.${method}`)}
      </p>
    </fieldset>
  );
}
