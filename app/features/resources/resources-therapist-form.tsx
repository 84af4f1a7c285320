import { Controller, type UseFormReturn } from 'react-hook-form';
import { GENDERS } from '@core/constants';
import { NewTherapistSchema } from '@core/schemas/programmes/programmes';
import type { z } from 'zod';
import { useT } from '~/i18n/provider';
import { TherapyChecks, type TherapyCatalog } from './resources-ui';
import { FieldError, inputClass, labelClass } from '~/features/staff-console/ui';
import { WeeklyHoursEditor } from '~/features/staff-console/weekly-hours-editor';
import { Field, FormActions } from '~/ui/forms/forms';
import { useResourceForm } from './use-resource-form';

export type TherapistFormValues = z.input<typeof NewTherapistSchema>;

/** A therapist's profile: name, gender, the staff account it belongs to (when added), skills, weekly hours, active. */
export function TherapistForm({
  therapistId,
  initial,
  accounts,
  groups,
  names,
  onDone,
}: TherapyCatalog & {
  therapistId: string | null;
  initial: TherapistFormValues;
  accounts: { id: string; name: string }[];
  onDone: () => void;
}) {
  const { t } = useT();
  const { id, form, errors, busy, save } = useResourceForm(NewTherapistSchema, initial, {
    path: '/staff/therapists',
    itemId: therapistId,
    onDone,
  });
  const hoursError = errors.weeklyHours?.message ?? errors.weeklyHours?.root?.message;
  return (
    <form
      noValidate
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={form.handleSubmit(({ staffId, ...profile }) => save(therapistId ? profile : { ...profile, staffId: staffId || null }))}
    >
      <div className="space-y-3">
        <ProfileFields form={form} id={id} editing={therapistId !== null} accounts={accounts} />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="choice h-5 w-5" {...form.register('active')} />
          {t('staff.therapists.active')}
        </label>
      </div>
      <div>
        <Controller
          control={form.control}
          name="therapies"
          render={({ field }) => <TherapyChecks groups={groups} names={names} value={field.value} onChange={field.onChange} />}
        />
        <FieldError id={`${id}-therapies-e`} message={errors.therapies?.message} />
      </div>
      <div className="lg:col-span-2">
        <Controller
          control={form.control}
          name="weeklyHours"
          render={({ field }) => (
            <WeeklyHoursEditor
              value={field.value}
              onChange={field.onChange}
              legend={t('staff.therapists.hours')}
              offLabel={t('staff.therapists.dayOff')}
              newDay={{ from: '09:00', to: '18:00', breaks: [] }}
            />
          )}
        />
        <FieldError id={`${id}-hours-e`} message={hoursError} />
      </div>
      <FormActions busy={busy} save={t('staff.res.save')} cancel={t('staff.res.cancel')} onCancel={onDone} span="lg:col-span-2" />
    </form>
  );
}

/** Name, gender and (for a new therapist) the staff account. */
function ProfileFields({
  form,
  id,
  editing,
  accounts,
}: {
  form: UseFormReturn<TherapistFormValues>;
  id: string;
  editing: boolean;
  accounts: { id: string; name: string }[];
}) {
  const { t } = useT();
  const errors = form.formState.errors;
  return (
    <>
      <Field label={t('staff.therapists.name')} error={errors.name?.message} inputProps={form.register('name')} />
      <fieldset>
        <legend className={labelClass}>{t('staff.therapists.gender')}</legend>
        <div className="flex gap-4">
          {GENDERS.map((g) => (
            <label key={g} className="flex min-h-11 items-center gap-2">
              <input type="radio" className="choice h-5 w-5" value={g} {...form.register('gender')} />
              {t(`staff.res.gender.${g}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-gender-e`} message={errors.gender?.message} />
      </fieldset>
      <div>
        {editing ? (
          <>
            <p className={labelClass}>{t('staff.therapists.account')}</p>
            <p className="text-sm text-stone-700">{t('staff.therapists.accountFixed')}</p>
          </>
        ) : (
          <>
            <label htmlFor={`${id}-account`} className={labelClass}>
              {t('staff.therapists.account')}
            </label>
            <select
              id={`${id}-account`}
              className={inputClass}
              {...form.register('staffId', { setValueAs: (v: string | null) => v || null })}
            >
              <option value="">{t('staff.therapists.noAccount')}</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
    </>
  );
}
