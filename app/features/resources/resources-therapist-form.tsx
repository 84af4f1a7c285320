import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { GENDERS } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';
import { NewTherapistSchema } from '@core/schemas/programmes';
import type { z } from 'zod';
import { useT } from '~/i18n/provider';
import { TherapyChecks, type TherapyCatalog } from './resources-ui';
import { FieldError, inputClass, labelClass } from '~/features/staff-console/ui';
import { Field, FormActions } from '~/ui/forms';
import { useResourceForm } from './use-resource-form';

export type TherapistFormValues = z.input<typeof NewTherapistSchema>;
type Hours = TherapistFormValues['weeklyHours'];

const ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

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
          render={({ field }) => <HoursEditor value={field.value} onChange={field.onChange} />}
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

/** Seven weekdays (Monday first), each from-to or a day off. */
function HoursEditor({ value, onChange }: { value: Hours; onChange: (next: Hours) => void }) {
  const { t } = useT();
  const id = useId();
  const set = (weekday: number, hours: Hours[number]) => onChange(value.map((h, i) => (i === weekday ? hours : h)));
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{t('staff.therapists.hours')}</legend>
      <ul className="space-y-2">
        {ORDER.map((weekday) => {
          const hours = value[weekday] ?? null;
          const day = t(`staff.weekday.${weekday}` as MessageKey);
          return (
            <li key={weekday} className="grid grid-cols-[6.5rem_1fr] items-center gap-2 sm:grid-cols-[7rem_8rem_11rem_11rem]">
              <span className="font-medium text-stone-900">{day}</span>
              <label className="flex min-h-11 items-center gap-2 whitespace-nowrap text-sm">
                <input
                  type="checkbox"
                  className="choice h-5 w-5"
                  checked={hours === null}
                  onChange={(e) => set(weekday, e.target.checked ? null : { from: '08:00', to: '18:00' })}
                />
                {t('staff.therapists.dayOff')}
              </label>
              {hours ? (
                <>
                  <div className="col-start-2 sm:col-start-auto">
                    <label htmlFor={`${id}-${weekday}-from`} className="sr-only">
                      {day} · {t('staff.therapists.from')}
                    </label>
                    <input
                      id={`${id}-${weekday}-from`}
                      type="time"
                      className={inputClass}
                      value={hours.from}
                      onChange={(e) => set(weekday, { ...hours, from: e.target.value })}
                    />
                  </div>
                  <div className="col-start-2 sm:col-start-auto">
                    <label htmlFor={`${id}-${weekday}-to`} className="sr-only">
                      {day} · {t('staff.therapists.to')}
                    </label>
                    <input
                      id={`${id}-${weekday}-to`}
                      type="time"
                      className={inputClass}
                      value={hours.to}
                      onChange={(e) => set(weekday, { ...hours, to: e.target.value })}
                    />
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
