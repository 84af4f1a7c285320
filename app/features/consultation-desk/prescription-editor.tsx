import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from '~/ui/icons';
import { useId } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { PrescriptionSchema, type PrescriptionInput } from '@core/schemas/staff/staff';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { useAction } from '~/shell/use-action';
import { formatDate } from '~/features/consultations/format';
import type { Locale } from '@core/i18n/locales';
import { TextareaField } from '~/ui/forms/forms';
import { MedicinesTable } from './medicines-table';
import { MedicineRow } from './medicine-row';
import { DateFormField } from '~/ui/forms/date-field';

const EMPTY_MEDICINE = { name: '', dosage: '', timing: '', anupana: '' } as const;

/** Medicines (name, dosage, duration, timing), instructions, advice and follow-up; the patient sees them in My Appointments. */
export function PrescriptionEditor({ consultationId, initial }: { consultationId: string; initial: PrescriptionInput | null }) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const form = useForm<PrescriptionInput>({
    resolver: zodResolver(PrescriptionSchema),
    defaultValues: {
      medicines: [{ ...EMPTY_MEDICINE }],
      instructions: '',
      ...initial,
      diet: initial?.diet ?? '',
      lifestyle: initial?.lifestyle ?? '',
      followUpDate: initial?.followUpDate ?? '',
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'medicines' });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        run(() => api(`/consultations/${consultationId}/prescription`, { method: 'PATCH', body: values }), t('staff.saved')),
      )}
    >
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <MedicineRow key={field.id} form={form} errors={errors} index={index} onRemove={() => remove(index)} />
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => append({ ...EMPTY_MEDICINE })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('staff.rx.add')}
      </Button>
      <AdviceFields form={form} errors={errors} id={id} />
      <Button type="submit" disabled={busy}>
        {t('staff.rx.save')}
      </Button>
    </form>
  );
}

/** Instructions, diet and lifestyle advice, and the follow-up date. */
function AdviceFields({ form, errors }: { form: UseFormReturn<PrescriptionInput>; errors: FieldErrors<PrescriptionInput>; id: string }) {
  const { t } = useT();
  const area = (name: 'instructions' | 'diet' | 'lifestyle', label: string) => (
    <TextareaField label={label} error={errors[name]?.message} textareaProps={{ rows: 3, ...form.register(name) }} />
  );
  return (
    <>
      {area('instructions', t('staff.rx.instructions'))}
      {area('diet', t('documents.rx.diet'))}
      {area('lifestyle', t('documents.rx.lifestyle'))}
      <Controller
        control={form.control}
        name="followUpDate"
        render={({ field }) => (
          <DateFormField
            className="max-w-xs"
            label={t('documents.rx.followUp')}
            error={errors.followUpDate?.message}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}

export function PrescriptionView({ prescription }: { prescription: PrescriptionInput | null }) {
  const { t, locale } = useT();
  if (!prescription || (!prescription.medicines.length && !prescription.instructions))
    return <p className="text-stone-700">{t('staff.rx.none')}</p>;
  return (
    <div className="space-y-3">
      <MedicinesTable medicines={prescription.medicines} />
      {prescription.instructions ? <p className="whitespace-pre-line">{prescription.instructions}</p> : null}
      <AdviceView prescription={prescription} locale={locale} />
    </div>
  );
}

/** Diet and lifestyle advice and the follow-up date, when given. */
function AdviceView({ prescription, locale }: { prescription: PrescriptionInput; locale: Locale }) {
  const { t } = useT();
  return (
    <dl className="space-y-2 text-sm">
      {prescription.diet ? (
        <div>
          <dt className="font-medium">{t('documents.rx.diet')}</dt>
          <dd className="whitespace-pre-line">{prescription.diet}</dd>
        </div>
      ) : null}
      {prescription.lifestyle ? (
        <div>
          <dt className="font-medium">{t('documents.rx.lifestyle')}</dt>
          <dd className="whitespace-pre-line">{prescription.lifestyle}</dd>
        </div>
      ) : null}
      {prescription.followUpDate ? (
        <div>
          <dt className="font-medium">{t('documents.rx.followUp')}</dt>
          <dd>{formatDate(prescription.followUpDate, locale)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
