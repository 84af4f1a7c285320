import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CONSULTATION_TYPES, DEPARTMENTS } from '@core/constants';
import { DoctorFormSchema, type DoctorForm } from '@core/schemas/staff/staff';
import { consultationTypeLabel, departmentLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { ImageUploadField } from '~/features/staff-console/image-upload';
import { FieldError, inputClass, labelClass, textareaClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';
import { Field } from '~/ui/forms/forms';

type FormValues = Omit<DoctorForm, 'specialization' | 'languages'> & { specialization: string; languages: string };
const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The doctor form's state, its submit (create, then open the new doctor; or save) and the photo. */
function useDoctorForm(doctorId: string | null, initial: DoctorForm) {
  const { t } = useT();
  const navigate = useNavigate();
  const { run, busy } = useAction();
  const form = useForm<FormValues>({
    defaultValues: { ...initial, specialization: initial.specialization.join(', '), languages: initial.languages.join(', ') },
    resolver: async (values, context, options) => {
      const mapped = { ...values, specialization: list(values.specialization), languages: list(values.languages) };
      const result = await zodResolver(DoctorFormSchema)(mapped, context, options as never);
      return result.errors && Object.keys(result.errors).length
        ? { values: {}, errors: result.errors as never }
        : { values: values, errors: {} };
    },
  });
  const errors = form.formState.errors;
  const photo = useWatch({ control: form.control, name: 'profileImage' });
  const onSubmit = form.handleSubmit(async (values) => {
    const body = { ...values, specialization: list(values.specialization), languages: list(values.languages) };
    if (doctorId) await run(() => api(`/staff/doctors/${doctorId}`, { method: 'PUT', body }), t('staff.saved'));
    else {
      const res = await run(() => api<{ doctor: { _id: string } }>('/staff/doctors', { body }), t('staff.doctors.created'));
      if (res) navigate(`/staff/doctors/${res.data.doctor._id}`);
    }
  });
  return { form, errors, photo, onSubmit, busy };
}

type DoctorFormState = ReturnType<typeof useDoctorForm>;

/** Create or edit a doctor's profile, fees and active flag (admin). */
export function DoctorProfileForm({ doctorId, initial }: { doctorId: string | null; initial: DoctorForm }) {
  const { t, tm } = useT();
  const id = useId();
  const d = useDoctorForm(doctorId, initial);
  const { form, errors, busy } = d;

  const field = (name: 'name' | 'qualification' | 'registrationNumber', label: string) => (
    <Field label={label} error={errors[name]?.message} inputProps={form.register(name)} />
  );

  return (
    <form noValidate className="grid gap-4 md:grid-cols-2" onSubmit={d.onSubmit}>
      {field('name', t('staff.doctors.name'))}
      {field('qualification', t('staff.doctors.qualification'))}
      <div>
        <label htmlFor={`${id}-spec`} className={labelClass}>
          {t('staff.doctors.specialization')}
        </label>
        <input id={`${id}-spec`} className={inputClass} {...form.register('specialization')} />
      </div>
      <div>
        <label htmlFor={`${id}-lang`} className={labelClass}>
          {t('staff.doctors.languages')}
        </label>
        <input id={`${id}-lang`} className={inputClass} {...form.register('languages')} />
      </div>
      <ExperienceField d={d} id={id} />
      {field('registrationNumber', t('staff.doctors.registration'))}
      <DepartmentsFieldset d={d} id={id} />
      <FeesFieldset d={d} id={id} />
      <div className="md:col-span-2">
        <label htmlFor={`${id}-bio`} className={labelClass}>
          {t('staff.doctors.bio')}
        </label>
        <textarea id={`${id}-bio`} rows={3} className={textareaClass} {...form.register('bio')} />
      </div>
      <PhotoField d={d} id={id} />
      <label className="flex min-h-11 items-center gap-2 md:col-span-2">
        <input type="checkbox" className="choice h-5 w-5" {...form.register('active')} />
        {t('staff.doctors.active')}
      </label>
      {Object.keys(errors).length ? (
        <p role="alert" className="text-sm font-medium text-red-700 md:col-span-2">
          {tm('error.validation')}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy}>
          {t('staff.doctors.save')}
        </Button>
      </div>
    </form>
  );
}

function ExperienceField({ d }: { d: DoctorFormState; id: string }) {
  const { t } = useT();
  const { form, errors } = d;
  return (
    <Field
      label={t('staff.doctors.experience')}
      error={errors.experience?.message}
      inputProps={{ type: 'number', min: 0, max: 70, ...form.register('experience') }}
    />
  );
}

function DepartmentsFieldset({ d, id }: { d: DoctorFormState; id: string }) {
  const { t } = useT();
  const { form, errors } = d;
  return (
    <fieldset className="md:col-span-2">
      <legend className={labelClass}>{t('staff.doctors.departments')}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {DEPARTMENTS.map((dep) => (
          <label key={dep} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-200 px-3">
            <input type="checkbox" value={dep} className="choice h-5 w-5" {...form.register('department')} />
            {departmentLabel(dep, t)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-dep-e`} message={errors.department?.message ?? errors.department?.root?.message} />
    </fieldset>
  );
}

function FeesFieldset({ d, id }: { d: DoctorFormState; id: string }) {
  const { t } = useT();
  const { form, errors } = d;
  return (
    <fieldset className="md:col-span-2">
      <legend className={labelClass}>{t('staff.doctors.fees')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {CONSULTATION_TYPES.map((type) => (
          <div key={type}>
            <label htmlFor={`${id}-fee-${type}`} className="mb-1 block text-sm text-stone-800">
              {consultationTypeLabel(type, t)}
            </label>
            <input id={`${id}-fee-${type}`} type="number" min={0} className={inputClass} {...form.register(`fees.${type}` as const)} />
            <FieldError
              id={`${id}-fee-${type}-e`}
              message={(errors.fees as Record<string, { message?: string }> | undefined)?.[type]?.message}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function PhotoField({ d, id }: { d: DoctorFormState; id: string }) {
  const { t } = useT();
  const { form, errors, photo } = d;
  return (
    <div className="flex flex-wrap items-center gap-4 md:col-span-2">
      {photo ? (
        <img src={photo} alt={t('staff.doctors.photo')} width={80} height={80} className="h-20 w-20 rounded-full object-cover" />
      ) : null}
      <ImageUploadField
        label={t('staff.doctors.uploadPhoto')}
        kind="doctor"
        onUploaded={(url) => form.setValue('profileImage', url, { shouldDirty: true })}
      />
      {photo ? (
        <Button variant="ghost" size="sm" onClick={() => form.setValue('profileImage', null, { shouldDirty: true })}>
          {t('staff.doctors.removePhoto')}
        </Button>
      ) : null}
      <FieldError id={`${id}-photo-e`} message={errors.profileImage?.message} />
    </div>
  );
}
