import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { LIMITS } from '@core/constants';
import { ContactField } from '@core/schemas/auth';
import { ResendButton, useCodeStep } from '~/features/auth/code-step';
import { PhoneInput } from '~/features/auth/phone-input';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { inputClass } from '~/ui/forms/forms';
import { toast } from '~/ui/toast';
import { CodeDialog } from './code-dialog';

/** The new number: the field of the sign-in form, as POST /api/profile/phone/sendOtp parses it. */
const NewPhoneSchema = z.object({ contact: ContactField });

/** The dialog's state: the new number (react-hook-form, decision 0048), the code step, and the two requests. */
function useChangePhone() {
  const { t } = useT();
  const revalidator = useRevalidator();
  const code = useCodeStep();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof NewPhoneSchema>>({ resolver: zodResolver(NewPhoneSchema), defaultValues: { contact: '' } });
  const contact = useWatch({ control: form.control, name: 'contact' }) ?? '';

  const reset = (next: boolean) => {
    setOpen(next);
    form.reset({ contact: '' });
    code.reset();
  };

  const send = form.handleSubmit(({ contact: number }) =>
    code.send(() => api<{ resendInSeconds: number }>('/profile/phone/sendOtp', { body: { contact: number } })),
  );

  const confirm = () =>
    code.verify(() => api('/profile/phone', { body: { contact, otp: code.otp } }), {
      fallback: t('auth.invalidOtp'),
      onVerified: async () => {
        toast.success(t('profile.phoneChanged'));
        reset(false);
        await revalidator.revalidate();
      },
    });

  return { form, code, open, contact, reset, send, confirm };
}

/** Change phone: a code goes to the NEW number; the account moves there once it is entered. */
export function ChangePhoneDialog() {
  const { t } = useT();
  const id = useId();
  const { form, code, open, contact, reset, send, confirm } = useChangePhone();
  // The number's own error (format) or the server's refusal of the send, in one message line.
  const message = form.formState.errors.contact?.message;
  const { onChange, ...phone } = form.register('contact', { onChange: () => code.setError(null) });

  return (
    <CodeDialog
      trigger={
        <Button variant="outline" onClick={() => reset(true)}>
          {t('profile.changePhone')}
        </Button>
      }
      open={open}
      onOpenChange={reset}
      title={t('profile.changePhone')}
      description={t('profile.changePhoneDescription')}
      id={id}
      code={code}
      contact={contact}
      errorId={`${id}-error`}
      fieldError={message}
      onSubmit={() => {
        if (!code.sent) void send();
        else if (code.complete) void confirm();
      }}
      actions={
        code.sent ? (
          <>
            <ResendButton variant="ghost" onClick={() => void send()} disabled={code.busy} resendIn={code.resendIn} />
            <Button type="submit" disabled={code.busy || !code.complete}>
              {code.busy ? t('auth.verifying') : t('profile.confirm')}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={code.busy || contact.length !== LIMITS.contactDigits}>
            {code.busy ? t('auth.sending') : t('auth.sendOtp')}
          </Button>
        )
      }
    >
      <div>
        <label htmlFor={`${id}-contact`} className="mb-1 block text-sm font-semibold text-stone-800">
          {t('profile.newPhone')}
        </label>
        <PhoneInput
          id={`${id}-contact`}
          className={inputClass}
          readOnly={code.sent}
          aria-invalid={(code.error || message) && !code.sent ? true : undefined}
          describedBy={code.error || message ? `${id}-error` : undefined}
          {...phone}
          onChange={(event) => void onChange(event)}
        />
      </div>
    </CodeDialog>
  );
}
