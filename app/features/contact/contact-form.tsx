import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from '~/ui/icons';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { MOBILE_INPUT_MAX_LENGTH } from '@core/phone';
import { toMobileDigits } from '~/features/auth/phone-input';
import { ContactMessageSchema, type ContactMessage, type ContactMessageInput } from '@core/schemas/contact';
import { useT } from '~/i18n/provider';
import { ApiError, api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { HydratedFieldset } from '~/ui/hydrated-fieldset';
import { toast } from '~/ui/toast';

const empty: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** The message form: same schema as POST /api/contact; toasts exactly as the spec words them. */
export function ContactForm() {
  const { t, tm } = useT();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({ resolver: zodResolver(ContactMessageSchema), defaultValues: empty });

  const onSubmit = async (values: ContactMessage) => {
    try {
      await api('/contact', { body: values });
      toast.success(t('site.contact.sent'));
      reset(empty);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in empty) setError(field as keyof ContactMessageInput, { message });
        }
      }
      toast.error(t('site.contact.failed'));
    }
  };

  // Pasted as '+91 98765 43210' or '098765 43210': the field keeps the ten digits after +91.
  const phone = register('phone');

  return (
    <HydratedFieldset>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('site.contact.name')} error={tm(errors.name?.message)} required registration={register('name')} autoComplete="name" />
          <Field label={t('site.contact.emailField')} error={tm(errors.email?.message)} required type="email" registration={register('email')} autoComplete="email" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('site.contact.phoneField')}
            hint={t('site.contact.phoneHint')}
            error={tm(errors.phone?.message)}
            type="tel"
            inputMode="numeric"
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            registration={{ ...phone, onChange: (event) => phone.onChange(toMobileDigits(event)) }}
            autoComplete="tel-national"
          />
          <Field label={t('site.contact.subject')} error={tm(errors.subject?.message)} required registration={register('subject')} />
        </div>
        <Field label={t('site.contact.message')} error={tm(errors.message?.message)} required multiline registration={register('message')} />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> : <Send className="h-5 w-5" aria-hidden="true" />}
          {isSubmitting ? t('site.contact.sending') : t('site.contact.send')}
        </Button>
      </form>
    </HydratedFieldset>
  );
}

function Field({
  label,
  hint,
  error,
  required,
  multiline,
  registration,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  registration: UseFormRegisterReturn;
  type?: string;
  inputMode?: 'numeric';
  maxLength?: number;
  autoComplete?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const className = cn(
    'mt-1.5 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-stone-900 focus:outline-none focus:ring-2',
    error ? 'border-red-600 focus:ring-red-200' : 'border-stone-300 focus:border-brand-600 focus:ring-brand-200',
  );
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined, ...registration };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
        {required && <span className="text-red-700" aria-hidden="true"> *</span>}
        {hint && (
          <span id={hintId} className="ml-2 font-normal text-stone-600">
            ({hint})
          </span>
        )}
      </label>
      {multiline ? <textarea rows={6} className={className} {...common} /> : <input className={className} {...input} {...common} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
