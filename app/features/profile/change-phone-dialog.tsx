import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { LIMITS } from '@core/constants';
import { ContactField } from '@core/schemas/auth';
import { ResendButton, useCodeStep } from '~/features/auth/code-step';
import { PhoneInput } from '~/features/auth/phone-input';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { CodeDialog } from './code-dialog';
import { fieldClass } from './field-class';

/** The dialog's state: the new number, the code step, and the two requests. */
function useChangePhone() {
  const { t, tm } = useT();
  const revalidator = useRevalidator();
  const code = useCodeStep();
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState('');

  const reset = (next: boolean) => {
    setOpen(next);
    setContact('');
    code.reset();
  };

  const send = () => {
    const parsed = ContactField.safeParse(contact);
    if (!parsed.success) return code.setError(tm(parsed.error.issues[0]?.message));
    return code.send(() => api<{ resendInSeconds: number }>('/profile/phone/sendOtp', { body: { contact } }));
  };

  const confirm = () =>
    code.verify(() => api('/profile/phone', { body: { contact, otp: code.otp } }), {
      fallback: t('auth.invalidOtp'),
      onVerified: async () => {
        toast.success(t('profile.phoneChanged'));
        reset(false);
        await revalidator.revalidate();
      },
    });

  return { code, open, contact, setContact, reset, send, confirm };
}

/** Change phone: a code goes to the NEW number; the account moves there once it is entered. */
export function ChangePhoneDialog() {
  const { t } = useT();
  const id = useId();
  const { code, open, contact, setContact, reset, send, confirm } = useChangePhone();

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
          className={fieldClass}
          value={contact}
          readOnly={code.sent}
          aria-invalid={code.error && !code.sent ? true : undefined}
          describedBy={code.error ? `${id}-error` : undefined}
          onChange={(event) => {
            setContact(event.target.value);
            code.setError(null);
          }}
        />
      </div>
    </CodeDialog>
  );
}
