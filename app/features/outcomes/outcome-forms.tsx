/**
 * Choosing a measure and recording a reading on the patient page (decision 0068), with the one
 * field component and react-hook-form. The reading's range is checked before sending by the same
 * rule the server applies (`readingProblems`); the server's field messages land on the same fields.
 */
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Controller, useForm, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEASURE_KINDS,
  OWN_RANGE_KINDS,
  rangeOf,
  readingProblems,
  type MeasureKind,
  type MeasureView,
  type PatientOutcomes,
} from '@core/clinical/outcomes';
import type { MessageKey } from '@core/i18n/catalog';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { Field, SelectField } from '~/ui/forms/forms';
import { DateFormField } from '~/ui/forms/date-field';
import { lazyResolver } from '~/ui/lazy-resolver';
import { formatDate } from '~/features/consultations/format';

type Visit = PatientOutcomes['visits'][number];

/** The measure's name as the doctor reads it: the kind's label, or the name they gave. */
export function useMeasureName() {
  const { t } = useT();
  return (m: { kind: MeasureKind; name: string; unit: string }) =>
    OWN_RANGE_KINDS.includes(m.kind) ? (m.unit ? `${m.name} (${m.unit})` : m.name) : t(`staff.outcomes.kind.${m.kind}`);
}

/** Posts, shows the answer's message, puts field messages on their fields; true when saved. */
function useSubmit<T extends FieldValues>(form: UseFormReturn<T>) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const send = async (path: string, body: unknown) => {
    setMessage(null);
    try {
      const res = await api(path, { method: 'POST', body });
      setMessage({ text: res.message, ok: true });
      void revalidator.revalidate();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        for (const [field, text] of Object.entries(error.errors)) form.setError(field as Path<T>, { message: text });
      setMessage({ text: error instanceof ApiError ? error.message : String(error), ok: false });
      return false;
    }
  };
  return { send, message };
}

function Status({ message }: { message: { text: string; ok: boolean } | null }) {
  return (
    <p role="status" className={message?.ok === false ? 'text-sm font-medium text-red-800' : 'text-sm text-stone-800'}>
      {message?.text ?? ''}
    </p>
  );
}

interface ChoiceValues {
  kind: MeasureKind;
  name: string;
  unit: string;
  min: string;
  max: string;
}

const choiceResolver = lazyResolver(async () => zodResolver((await import('@core/clinical/outcomes')).MeasureChoiceSchema) as never);

export function ChooseMeasureForm({ patientId }: { patientId: string }) {
  const { t } = useT();
  const form = useForm<ChoiceValues>({
    resolver: choiceResolver as never,
    defaultValues: { kind: 'pain-0-10', name: '', unit: '', min: '', max: '' },
  });
  const { send, message } = useSubmit(form);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const own = OWN_RANGE_KINDS.includes(kind);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
      aria-label={t('staff.outcomes.choose')}
      onFocus={choiceResolver.preload}
      onSubmit={form.handleSubmit(async (v) => {
        if (await send(`/staff/patients/${patientId}/outcome-measures`, v)) form.reset();
      })}
    >
      <SelectField
        label={t('staff.outcomes.kind')}
        error={errors.kind?.message}
        selectProps={form.register('kind')}
        className="sm:col-span-2 lg:col-span-1"
      >
        {MEASURE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`staff.outcomes.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      {own ? (
        <>
          <Field label={t('staff.outcomes.name')} error={errors.name?.message} inputProps={form.register('name')} />
          {kind === 'custom' ? (
            <Field label={t('staff.outcomes.unit')} error={errors.unit?.message} inputProps={form.register('unit')} />
          ) : (
            <div className="hidden sm:block lg:hidden" />
          )}
          <Field
            label={t('staff.outcomes.min')}
            error={errors.min?.message}
            inputProps={{ inputMode: 'decimal', ...form.register('min') }}
          />
          <Field
            label={t('staff.outcomes.max')}
            error={errors.max?.message}
            inputProps={{ inputMode: 'decimal', ...form.register('max') }}
          />
        </>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('staff.outcomes.add')}
        </Button>
        <Status message={message} />
      </div>
    </form>
  );
}

interface ReadingValues {
  measureId: string;
  value: string;
  value2: string;
  takenOn: string;
  consultationId: string;
}

const asNumber = (s: string): number | null => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));

/** The reading form's state: the chosen measure, and its submit (the shared range rule first). */
function useReadingForm(path: string, measures: readonly MeasureView[]) {
  const { t } = useT();
  const form = useForm<ReadingValues>({
    defaultValues: { measureId: measures[0]?.id ?? '', value: '', value2: '', takenOn: '', consultationId: '' },
  });
  const { send, message } = useSubmit(form);
  const measureId = useWatch({ control: form.control, name: 'measureId' });
  const measure = measures.find((m) => m.id === measureId);
  const bp = measure?.kind === 'blood-pressure';
  const onSubmit = form.handleSubmit(async (v) => {
    if (!measure) return;
    // The same rule as the server's: nothing implausible is sent.
    const problems = Object.entries(readingProblems(measure, asNumber(v.value), bp ? asNumber(v.value2) : null));
    for (const [field, p] of problems) form.setError(field as 'value' | 'value2', { message: t(p.key as MessageKey, p.params) });
    if (problems.length) return;
    const body = {
      measureId: v.measureId,
      value: v.value,
      value2: bp ? v.value2 : null,
      takenOn: v.takenOn,
      consultationId: v.consultationId,
    };
    if (await send(path, body)) form.reset({ ...v, value: '', value2: '' });
  });
  return { form, message, measure, bp, onSubmit };
}

/**
 * `path`: the patient's readings (a doctor, with their `visits` to link and a date) or a session's
 * (a therapist: the session's own day, no date field).
 */
export function RecordReadingForm({
  path,
  measures,
  visits = [],
  withDate = true,
}: {
  path: string;
  measures: readonly MeasureView[];
  visits?: readonly Visit[];
  withDate?: boolean;
}) {
  const { t, locale } = useT();
  const name = useMeasureName();
  const { form, message, measure, bp, onSubmit } = useReadingForm(path, measures);
  const errors = form.formState.errors;
  const range = measure && !bp ? rangeOf(measure) : null;
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" aria-label={t('staff.outcomes.record')} onSubmit={onSubmit}>
      <SelectField label={t('staff.outcomes.kind')} error={errors.measureId?.message} selectProps={form.register('measureId')}>
        {measures.map((m) => (
          <option key={m.id} value={m.id}>
            {name(m)}
          </option>
        ))}
      </SelectField>
      {visits.length ? (
        <SelectField label={t('staff.outcomes.visit')} error={errors.consultationId?.message} selectProps={form.register('consultationId')}>
          <option value="">{t('staff.outcomes.noVisit')}</option>
          {visits.map((v) => (
            <option key={v.id} value={v.id}>
              {t('staff.outcomes.visitOn', { date: formatDate(v.date, locale, 'medium') })}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="hidden sm:block lg:hidden" />
      )}
      <Field
        label={bp ? t('staff.outcomes.systolic') : range?.unit ? `${t('staff.outcomes.value')} (${range.unit})` : t('staff.outcomes.value')}
        hint={range ? t('staff.outcomes.rangeHint', { min: range.min, max: range.max }) : undefined}
        error={errors.value?.message}
        inputProps={{ inputMode: 'decimal', ...form.register('value') }}
      />
      {bp ? (
        <Field
          label={t('staff.outcomes.diastolic')}
          error={errors.value2?.message}
          inputProps={{ inputMode: 'decimal', ...form.register('value2') }}
        />
      ) : null}
      {withDate ? (
        <Controller
          control={form.control}
          name="takenOn"
          render={({ field }) => (
            <DateFormField
              label={t('staff.outcomes.takenOn')}
              error={errors.takenOn?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('staff.outcomes.save')}
        </Button>
        <Status message={message} />
      </div>
    </form>
  );
}
