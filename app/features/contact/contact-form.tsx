import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from '~/ui/icons';
import { useEffect, useId, useRef } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { MOBILE_INPUT_MAX_LENGTH } from '@core/phone';
import { toMobileDigits } from '~/features/auth/phone-input';
import { ContactMessageSchema, type ContactMessage, type ContactMessageInput } from '@core/schemas/booking/contact';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { toast } from '~/ui/toast';
import { useEarlyInput } from '~/ui/forms/use-early-input';
import { useIdempotencyKey } from '~/ui/forms/use-idempotency-key';
import { IDEMPOTENCY_FIELD } from '@core/idempotency';
import type { ContactActionData } from './contact-action.server';

const empty: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form's state: same schema as POST /api/contact and the page's action, which it posts
 * to through a fetcher; toasts exactly as the spec words them. `result` is what a post made before
 * the page's code ran answered (its values and field messages show again).
 */
function useContactForm(result?: ContactActionData) {
  const { t } = useT();
  const fetcher = useFetcher<ContactActionData>();
  const refusal = result && !result.ok ? result : null;
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: refusal?.values ?? empty,
  });
  useEarlyInput('contact', form, ['name', 'email', 'phone', 'subject', 'message']);
  const handled = useRef<ContactActionData | undefined>(undefined);
  // Made in the browser: the page is cached and shared, so a key in its HTML would be everyone's (decision 0042).
  const { key, renew } = useIdempotencyKey();
  const { reset, setError } = form;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast.success(answer.message);
      reset(empty);
      renew();
      return;
    }
    for (const [field, message] of Object.entries(answer.fieldErrors))
      if (field in empty) setError(field as keyof ContactMessageInput, { message });
    toast.error(t('site.contact.failed'));
  }, [fetcher.state, fetcher.data, reset, setError, t, renew]);
  const onSubmit = form.handleSubmit((values) =>
    fetcher.submit(
      { ...values, phone: values.phone ?? '', enhanced: '1', [IDEMPOTENCY_FIELD]: key },
      { method: 'post', action: '/contact' },
    ),
  );
  const serverErrors = refusal?.fieldErrors ?? {};
  return {
    form,
    onSubmit,
    busy: fetcher.state !== 'idle',
    serverErrors,
    sent: result?.ok ? result.message : null,
    startValues: refusal?.values ?? empty,
  };
}

/** The message form; a real form that posts to /contact with or without the page's code (decision 0020). */
export function ContactForm({ result }: { result?: ContactActionData }) {
  const { t, tm } = useT();
  const { form, onSubmit, busy, serverErrors, sent, startValues } = useContactForm(result);
  const { register, formState } = form;
  const error = (name: keyof ContactMessageInput) => tm(formState.errors[name]?.message) || serverErrors[name];
  // The value in the server's HTML too (react-hook-form fills fields only once hydrated): a refused post's values show again.
  const field = (name: keyof ContactMessageInput) => ({ ...register(name), defaultValue: startValues[name] ?? '' });
  // Pasted as '+91 98765 43210' or '098765 43210': the field keeps the ten digits after +91.
  const phone = field('phone');

  return (
    <form method="post" action="/contact" data-form="contact" onSubmit={onSubmit} noValidate className="space-y-5">
      {sent && (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {sent}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('site.contact.name')} error={error('name')} required registration={field('name')} autoComplete="name" />
        <Field
          label={t('site.contact.emailField')}
          error={error('email')}
          required
          type="email"
          registration={field('email')}
          autoComplete="email"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('site.contact.phoneField')}
          hint={t('site.contact.phoneHint')}
          error={error('phone')}
          type="tel"
          inputMode="numeric"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          registration={{ ...phone, onChange: (event) => phone.onChange(toMobileDigits(event)) }}
          autoComplete="tel"
        />
        <Field label={t('site.contact.subject')} error={error('subject')} required registration={field('subject')} />
      </div>
      <Field label={t('site.contact.message')} error={error('message')} required multiline registration={field('message')} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> : <Send className="h-5 w-5" aria-hidden="true" />}
        {busy ? t('site.contact.sending') : t('site.contact.send')}
      </Button>
    </form>
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
  registration: UseFormRegisterReturn & { defaultValue?: string };
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
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...registration,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
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
