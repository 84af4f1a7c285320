import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from '~/ui/icons';
import { useId } from 'react';
import { useFieldArray, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { PrescriptionSchema, type PrescriptionInput } from '@core/schemas/staff';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { FieldError, inputClass, labelClass, textareaClass } from './ui';
import { useAction } from '~/shell/use-action';

/** Medicines (name, dosage, duration) and instructions; the patient sees them in My Appointments. */
export function PrescriptionEditor({ consultationId, initial }: { consultationId: string; initial: PrescriptionInput | null }) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const form = useForm<PrescriptionInput>({
    resolver: zodResolver(PrescriptionSchema),
    defaultValues: initial ?? { medicines: [{ name: '', dosage: '', duration: '' }], instructions: '' },
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
          <MedicineRow key={field.id} form={form} errors={errors} id={id} index={index} onRemove={() => remove(index)} />
        ))}
      </ol>
      <Button variant="outline" size="sm" onClick={() => append({ name: '', dosage: '', duration: '' })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('staff.rx.add')}
      </Button>
      <div>
        <label htmlFor={`${id}-instructions`} className={labelClass}>
          {t('staff.rx.instructions')}
        </label>
        <textarea id={`${id}-instructions`} rows={4} className={textareaClass} {...form.register('instructions')} />
        <FieldError id={`${id}-instructions-e`} message={errors.instructions?.message} />
      </div>
      <Button type="submit" disabled={busy}>
        {t('staff.rx.save')}
      </Button>
    </form>
  );
}

/** One medicine: name, dosage, duration and its remove button. */
function MedicineRow({
  form,
  errors,
  id,
  index,
  onRemove,
}: {
  form: UseFormReturn<PrescriptionInput>;
  errors: FieldErrors<PrescriptionInput>;
  id: string;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useT();
  const e = errors.medicines?.[index];
  const fid = `${id}-${index}`;
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">
          {t('staff.rx.medicine')} {index + 1}
        </legend>
        <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-start">
          <div>
            <label htmlFor={`${fid}-name`} className={labelClass}>
              {t('staff.rx.name')}
            </label>
            <input
              id={`${fid}-name`}
              className={inputClass}
              aria-invalid={!!e?.name}
              aria-describedby={e?.name ? `${fid}-name-e` : undefined}
              {...form.register(`medicines.${index}.name`)}
            />
            <FieldError id={`${fid}-name-e`} message={e?.name?.message} />
          </div>
          <div>
            <label htmlFor={`${fid}-dosage`} className={labelClass}>
              {t('staff.rx.dosage')}
            </label>
            <input
              id={`${fid}-dosage`}
              className={inputClass}
              aria-invalid={!!e?.dosage}
              aria-describedby={e?.dosage ? `${fid}-dosage-e` : undefined}
              {...form.register(`medicines.${index}.dosage`)}
            />
            <FieldError id={`${fid}-dosage-e`} message={e?.dosage?.message} />
          </div>
          <div>
            <label htmlFor={`${fid}-duration`} className={labelClass}>
              {t('staff.rx.duration')}
            </label>
            <input
              id={`${fid}-duration`}
              className={inputClass}
              aria-invalid={!!e?.duration}
              aria-describedby={e?.duration ? `${fid}-duration-e` : undefined}
              {...form.register(`medicines.${index}.duration`)}
            />
            <FieldError id={`${fid}-duration-e`} message={e?.duration?.message} />
          </div>
          <Button variant="ghost" size="icon" className="sm:mt-6" onClick={onRemove} aria-label={t('staff.rx.remove', { n: index + 1 })}>
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

export function PrescriptionView({ prescription }: { prescription: PrescriptionInput | null }) {
  const { t } = useT();
  if (!prescription || (!prescription.medicines.length && !prescription.instructions))
    return <p className="text-stone-700">{t('staff.rx.none')}</p>;
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-3">
              {t('staff.rx.name')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('staff.rx.dosage')}
            </th>
            <th scope="col" className="py-2">
              {t('staff.rx.duration')}
            </th>
          </tr>
        </thead>
        <tbody>
          {prescription.medicines.map((m, i) => (
            <tr key={i} className="border-b border-stone-100">
              <td className="py-2 pr-3 font-medium">{m.name}</td>
              <td className="py-2 pr-3">{m.dosage}</td>
              <td className="py-2">{m.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {prescription.instructions ? <p className="whitespace-pre-line">{prescription.instructions}</p> : null}
    </div>
  );
}
