import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ProfileUpdateSchema, type PatientUser, type ProfileUpdateInput } from '@core/schemas/auth';
import { useT } from '~/i18n/provider';
import { api, ApiError } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { useAction } from '~/shell/use-action';
import { Dialog } from '~/ui/dialog';
import { Field } from '~/ui/forms/forms';

/** The form (prefilled from the user) and its save, which closes the dialog or puts the server's errors at their fields. */
function useEditProfile(user: PatientUser) {
  const { t } = useT();
  const { run } = useAction();
  const [open, setOpen] = useState(false);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(ProfileUpdateSchema),
    values: { name: user.name, email: user.email ?? '', age: user.age === null ? '' : String(user.age) },
  });
  const { handleSubmit, setError } = form;

  const save = handleSubmit((values) =>
    run(
      () =>
        api('/profile', {
          method: 'PATCH',
          body: {
            name: values.name,
            email: values.email ?? '',
            age: values.age === '' || values.age === undefined ? null : Number(values.age),
          },
        }),
      {
        success: t('profile.saved'),
        failure: t('profile.saveFailed'),
        onSuccess: () => setOpen(false),
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            for (const [field, message] of Object.entries(error.errors)) setError(field as keyof ProfileUpdateInput, { message });
          }
        },
      },
    ),
  );

  return { open, setOpen, form, save };
}

/** Edit Profile: name, e-mail and age, validated by the same schema as PATCH /api/profile. */
export function EditProfileDialog({ user }: { user: PatientUser }) {
  const { t } = useT();
  const id = useId();
  const { open, setOpen, form, save } = useEditProfile(user);
  const { register, formState, clearErrors } = form;

  const field = (name: 'name' | 'email' | 'age', label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      error={formState.errors[name]?.message}
      inputProps={{ ...props, ...register(name, { onChange: () => clearErrors(name) }) }}
    />
  );

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('profile.edit')}</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('profile.editTitle')}
        description={t('profile.editDescription')}
        descriptionClassName="mb-5 text-sm"
      >
        <form noValidate onSubmit={save} className="space-y-4">
          {field('name', t('profile.name'), { autoComplete: 'name' })}
          {field('email', t('auth.emailOptional'), { type: 'email', autoComplete: 'email' })}
          {field('age', t('profile.ageOptional'), { inputMode: 'numeric', autoComplete: 'off' })}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('common.saving') : t('common.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
