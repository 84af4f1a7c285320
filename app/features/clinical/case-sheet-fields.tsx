/** The case sheet's fields and its read-only view (decision 0060). */
import { useId } from 'react';
import { Controller, useFieldArray, type Path, type UseFormReturn } from 'react-hook-form';
import { AGNI, ASHTAVIDHA, bmi, KOSHTHA, PARIKSHAS, VIKRITI, VITAL_RANGES, VITALS, type CaseSheet } from '@core/clinical/case-sheet';
import type { MessageKey } from '@core/i18n/catalog';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { Field, SelectField, TextareaField } from '~/ui/forms/forms';
import { DateFormField } from '~/ui/forms/date-field';
import { formatDate } from '~/features/consultations/format';
import { Plus, Trash2 } from '~/ui/icons';
import { PatientSummaryFields, patientSummaryRows } from './patient-summary-fields';
import { CodedDiagnosesField, codedDiagnosesText } from './coded-diagnoses-field';

export function SheetFields({
  form,
  doctorId,
  terms,
}: {
  form: UseFormReturn<CaseSheet>;
  doctorId: string;
  /** The terms of the sheet's coded diagnoses (CaseSheetView.codedTerms). */
  terms: Record<string, string>;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <>
      <Complaints form={form} />
      <fieldset className="grid gap-3 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-brand-900">{t('staff.clinical.history')}</legend>
        {(['present', 'past', 'family', 'medication'] as const).map((part) => (
          <TextareaField
            key={part}
            label={t(`staff.clinical.history.${part}`)}
            error={form.formState.errors.history?.[part]?.message}
            textareaProps={{ rows: 2, ...form.register(`history.${part}`) }}
          />
        ))}
      </fieldset>
      <Vitals form={form} />
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 font-semibold text-brand-900">{t('staff.clinical.ashtavidha')}</legend>
        {PARIKSHAS.map((p) => (
          <div key={p} className="space-y-2">
            <Choice form={form} name={`ashtavidha.${p}.choice`} label={t(`staff.clinical.pariksha.${p}`)} values={ASHTAVIDHA[p]} />
            <Field
              label={<span className="sr-only">{t('staff.clinical.notesFor', { name: t(`staff.clinical.pariksha.${p}`) })}</span>}
              error={form.formState.errors.ashtavidha?.[p]?.notes?.message}
              inputProps={{
                id: `${id}-${p}-notes`,
                placeholder: t('staff.clinical.notesFor', { name: '' }).replace(/[:\s]+$/, ''),
                ...form.register(`ashtavidha.${p}.notes`),
              }}
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice form={form} name="agni" label={t('staff.clinical.agni')} values={AGNI} />
        <Choice form={form} name="koshtha" label={t('staff.clinical.koshtha')} values={KOSHTHA} />
        <Choice form={form} name="vikriti" label={t('staff.clinical.vikriti')} values={VIKRITI} />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <Notes form={form} names={['vikritiNotes', 'diagnosis']} />
        <CodedDiagnosesField form={form} initialTerms={terms} />
        <Notes form={form} names={['plan', 'pathya', 'apathya']} />
        <FollowUp form={form} doctorId={doctorId} />
      </div>
      <PatientSummaryFields form={form} />
    </>
  );
}

type NoteName = 'vikritiNotes' | 'diagnosis' | 'plan' | 'pathya' | 'apathya';

function Notes({ form, names }: { form: UseFormReturn<CaseSheet>; names: NoteName[] }) {
  const { t } = useT();
  return names.map((name) => (
    <TextareaField
      key={name}
      label={t(`staff.clinical.${name}`)}
      error={form.formState.errors[name]?.message}
      textareaProps={{ rows: 2, ...form.register(name) }}
    />
  ));
}

/** The follow-up date, with a link that books it. */
function FollowUp({ form, doctorId }: { form: UseFormReturn<CaseSheet>; doctorId: string }) {
  const { t, locale } = useT();
  const followUp = form.watch('followUpDate');
  return (
    <div>
      <Controller
        control={form.control}
        name="followUpDate"
        render={({ field }) => (
          <DateFormField
            label={t('staff.clinical.followUp')}
            error={form.formState.errors.followUpDate?.message}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {followUp ? (
        <a
          className="mt-1 inline-block text-sm font-medium text-brand-800 underline"
          href={`/book-consultation?doctorId=${doctorId}&date=${followUp}`}
        >
          {t('staff.clinical.bookFollowUp', { date: formatDate(followUp, locale) })}
        </a>
      ) : null}
    </div>
  );
}

function Complaints({ form }: { form: UseFormReturn<CaseSheet> }) {
  const { t } = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'complaints' });
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-brand-900">{t('staff.clinical.complaints')}</legend>
      <ol className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
            <Field
              label={t('staff.clinical.complaint')}
              error={form.formState.errors.complaints?.[index]?.text?.message}
              inputProps={form.register(`complaints.${index}.text`)}
            />
            <Field
              label={t('staff.clinical.duration')}
              error={form.formState.errors.complaints?.[index]?.duration?.message}
              inputProps={form.register(`complaints.${index}.duration`)}
            />
            <Button variant="outline" size="sm" aria-label={t('staff.clinical.remove')} onClick={() => remove(index)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => append({ text: '', duration: '' })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('staff.clinical.addComplaint')}
      </Button>
    </fieldset>
  );
}

function Vitals({ form }: { form: UseFormReturn<CaseSheet> }) {
  const { t } = useT();
  const weight = Number(form.watch('vitals.weight')) || null;
  const height = Number(form.watch('vitals.height')) || null;
  const index = bmi(weight, height);
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-brand-900">{t('staff.clinical.vitals')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {VITALS.map((v) => (
          <Field
            key={v}
            label={`${t(`staff.clinical.vital.${v}`)} (${VITAL_RANGES[v].unit})`}
            error={form.formState.errors.vitals?.[v]?.message}
            inputProps={{ inputMode: 'decimal', ...form.register(`vitals.${v}`) }}
          />
        ))}
        <div>
          <p className="mb-1 block text-sm font-medium text-stone-800">{t('staff.clinical.bmi')}</p>
          <p className="py-2 font-semibold text-stone-900" data-testid="bmi">
            {index ?? '—'}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

function Choice({
  form,
  name,
  label,
  values,
}: {
  form: UseFormReturn<CaseSheet>;
  name: Path<CaseSheet>;
  label: string;
  values: readonly string[];
}) {
  const { t } = useT();
  return (
    <SelectField label={label} selectProps={form.register(name)}>
      <option value="">{t('staff.clinical.notChosen')}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {t(`staff.clinical.choice.${v}` as MessageKey)}
        </option>
      ))}
    </SelectField>
  );
}

export function SheetReadOnly({
  content,
  bmiValue,
  terms,
}: {
  content: CaseSheet;
  bmiValue: number | null;
  terms: Record<string, string>;
}) {
  const { t, locale } = useT();
  const rows: [string, string][] = [
    [t('staff.clinical.complaints'), content.complaints.map((c) => (c.duration ? `${c.text} (${c.duration})` : c.text)).join('; ')],
    ...(['present', 'past', 'family', 'medication'] as const).map((p): [string, string] => [
      t(`staff.clinical.history.${p}`),
      content.history[p],
    ]),
    [
      t('staff.clinical.vitals'),
      [
        ...VITALS.filter((v) => content.vitals[v] != null).map(
          (v) => `${t(`staff.clinical.vital.${v}`)} ${content.vitals[v]} ${VITAL_RANGES[v].unit}`,
        ),
        ...(bmiValue ? [`${t('staff.clinical.bmi')} ${bmiValue}`] : []),
      ].join(' · '),
    ],
    ...PARIKSHAS.map((p): [string, string] => {
      const exam = content.ashtavidha[p];
      return [
        t(`staff.clinical.pariksha.${p}`),
        [exam.choice ? t(`staff.clinical.choice.${exam.choice}` as MessageKey) : '', exam.notes].filter(Boolean).join(' · '),
      ];
    }),
    [t('staff.clinical.agni'), content.agni ? t(`staff.clinical.choice.${content.agni}` as MessageKey) : ''],
    [t('staff.clinical.koshtha'), content.koshtha ? t(`staff.clinical.choice.${content.koshtha}` as MessageKey) : ''],
    [
      t('staff.clinical.vikriti'),
      [content.vikriti ? t(`staff.clinical.choice.${content.vikriti}` as MessageKey) : '', content.vikritiNotes]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('staff.clinical.diagnosis'), content.diagnosis],
    [t('staff.clinical.coded'), codedDiagnosesText(content, terms, t)],
    [t('staff.clinical.plan'), content.plan],
    [t('staff.clinical.pathya'), content.pathya],
    [t('staff.clinical.apathya'), content.apathya],
    [t('staff.clinical.followUp'), content.followUpDate ? formatDate(content.followUpDate, locale) : ''],
    ...patientSummaryRows(content, t),
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="min-w-0 font-medium break-words whitespace-pre-line text-stone-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
