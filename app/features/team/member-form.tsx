import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { STAFF_ROLES } from '@core/constants';
import { StaffMemberSchema, type StaffMemberForm } from '@core/schemas/staff/staff';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { inputClass, labelClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';
import { FormActions, Field, SelectField } from '~/ui/forms/forms';

export function MemberForm({
  memberId,
  initial,
  doctors,
  onDone,
}: {
  memberId: string | null;
  initial: StaffMemberForm;
  doctors: { id: string; name: string }[];
  onDone: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const { run, busy } = useAction();
  const form = useForm<StaffMemberForm>({ resolver: zodResolver(StaffMemberSchema) as never, defaultValues: initial });
  const errors = form.formState.errors;
  const role = useWatch({ control: form.control, name: 'role' });
  return (
    <form
      noValidate
      className="grid gap-3 md:grid-cols-2"
      onSubmit={form.handleSubmit(async (values) => {
        const body = { ...values, doctorId: values.role === 'doctor' ? values.doctorId : null };
        const res = await run(
          () => (memberId ? api(`/staff/members/${memberId}`, { method: 'PUT', body }) : api('/staff/members', { body })),
          t('staff.saved'),
        );
        if (res) onDone();
      })}
    >
      <MemberContactFields form={form} errors={errors} id={id} />
      <MemberRoleFields form={form} errors={errors} id={id} role={role} doctors={doctors} />
      <FormActions busy={busy} save={t('staff.team.save')} cancel={t('staff.close')} onCancel={onDone} />
    </form>
  );
}

type FieldsProps = { form: UseFormReturn<StaffMemberForm>; errors: FieldErrors<StaffMemberForm>; id: string };

/** Name, phone and email. */
function MemberContactFields({ form, errors }: FieldsProps) {
  const { t } = useT();
  return (
    <>
      <Field label={t('staff.team.name')} error={errors.name?.message} inputProps={form.register('name')} />
      <Field
        label={t('staff.phone')}
        error={errors.phone?.message}
        inputProps={{ inputMode: 'numeric', maxLength: 10, ...form.register('phone') }}
      />
      <Field label={t('staff.team.email')} error={errors.email?.message} inputProps={{ type: 'email', ...form.register('email') }} />
    </>
  );
}

/** Role, the linked doctor (doctors only) and the active flag. */
function MemberRoleFields({
  form,
  errors,
  id,
  role,
  doctors,
}: FieldsProps & { role: StaffMemberForm['role']; doctors: { id: string; name: string }[] }) {
  const { t } = useT();
  return (
    <>
      <div>
        <label htmlFor={`${id}-role`} className={labelClass}>
          {t('staff.team.role')}
        </label>
        <select id={`${id}-role`} className={inputClass} {...form.register('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`staff.role.${r}`)}
            </option>
          ))}
        </select>
      </div>
      {role === 'doctor' ? (
        <SelectField label={t('staff.team.linkedDoctor')} error={errors.doctorId?.message} selectProps={form.register('doctorId')}>
          <option value="">-</option>
          {doctors.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" className="choice h-5 w-5" {...form.register('active')} />
        {t('staff.team.active')}
      </label>
    </>
  );
}
