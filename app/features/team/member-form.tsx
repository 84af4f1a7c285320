import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { STAFF_ROLES } from '@core/constants';
import { StaffMemberSchema, type StaffMemberForm } from '@core/schemas/staff';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { FieldError, inputClass, labelClass } from '~/features/staff-console/ui';
import { useAction } from '~/shell/use-action';

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
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {t('staff.team.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('staff.close')}
        </Button>
      </div>
    </form>
  );
}

type FieldsProps = { form: UseFormReturn<StaffMemberForm>; errors: FieldErrors<StaffMemberForm>; id: string };

/** Name, phone and email. */
function MemberContactFields({ form, errors, id }: FieldsProps) {
  const { t } = useT();
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('staff.team.name')}
        </label>
        <input
          id={`${id}-name`}
          className={inputClass}
          aria-invalid={!!errors.name}
          aria-describedby={`${id}-name-e`}
          {...form.register('name')}
        />
        <FieldError id={`${id}-name-e`} message={errors.name?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className={labelClass}>
          {t('staff.phone')}
        </label>
        <input
          id={`${id}-phone`}
          inputMode="numeric"
          maxLength={10}
          className={inputClass}
          aria-invalid={!!errors.phone}
          aria-describedby={`${id}-phone-e`}
          {...form.register('phone')}
        />
        <FieldError id={`${id}-phone-e`} message={errors.phone?.message} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          {t('staff.team.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={inputClass}
          aria-invalid={!!errors.email}
          aria-describedby={`${id}-email-e`}
          {...form.register('email')}
        />
        <FieldError id={`${id}-email-e`} message={errors.email?.message} />
      </div>
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
        <div>
          <label htmlFor={`${id}-doctor`} className={labelClass}>
            {t('staff.team.linkedDoctor')}
          </label>
          <select
            id={`${id}-doctor`}
            className={inputClass}
            aria-invalid={!!errors.doctorId}
            aria-describedby={`${id}-doctor-e`}
            {...form.register('doctorId')}
          >
            <option value="">-</option>
            {doctors.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-doctor-e`} message={errors.doctorId?.message} />
        </div>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" className="choice h-5 w-5" {...form.register('active')} />
        {t('staff.team.active')}
      </label>
    </>
  );
}
