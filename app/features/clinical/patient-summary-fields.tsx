/**
 * The case sheet's part for the patient (decision 0065): the diagnosis in plain words and the
 * advice. With pathya, apathya and the follow-up date they are what the patient reads once the
 * sheet is signed (History, My Appointments, the visit-summary PDF); nothing else on the sheet is.
 */
import type { UseFormReturn } from 'react-hook-form';
import type { CaseSheet } from '@core/clinical/case-sheet';
import { useT } from '~/i18n/provider';
import { TextareaField } from '~/ui/forms/forms';

export function PatientSummaryFields({ form }: { form: UseFormReturn<CaseSheet> }) {
  const { t } = useT();
  return (
    <fieldset className="rounded-xl border border-brand-200 bg-brand-50/40 p-3" data-testid="for-patient">
      <legend className="px-1 font-semibold text-brand-900">{t('staff.clinical.forPatient')}</legend>
      <p className="mb-3 text-sm text-stone-700">{t('staff.clinical.forPatientHint')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        {(['patientDiagnosis', 'patientAdvice'] as const).map((name) => (
          <TextareaField
            key={name}
            label={t(`staff.clinical.${name}`)}
            error={form.formState.errors[name]?.message}
            textareaProps={{ rows: 3, ...form.register(name) }}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The read-only rows of the same two fields (the signed sheet's view). */
export function patientSummaryRows(content: CaseSheet, t: ReturnType<typeof useT>['t']): [string, string][] {
  return [
    [t('staff.clinical.patientDiagnosis'), content.patientDiagnosis],
    [t('staff.clinical.patientAdvice'), content.patientAdvice],
  ];
}
