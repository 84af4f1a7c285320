import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { StaffSignInSchema } from '@core/schemas/staff/staff';
import { LIMITS } from '@core/constants';
import { CodeBoxes, CodeError, ResendButton, useCodeStep } from '~/features/auth/code-step';
import { PhoneInput } from '~/features/auth/phone-input';
import { useT } from '~/i18n/provider';
import { api } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { FieldError, inputClass, labelClass } from '~/ui/forms/forms';
import { HydratedFieldset } from '~/ui/forms/hydrated-fieldset';

/**
 * The two steps: the number (react-hook-form with the schema the endpoint parses, decision 0048),
 * then the code (the shared code step of /auth and the profile dialogs).
 */
function useStaffSignIn() {
  const { t } = useT();
  const code = useCodeStep();
  const form = useForm<{ contact: string }>({ resolver: zodResolver(StaffSignInSchema), defaultValues: { contact: '' } });
  const contact = useWatch({ control: form.control, name: 'contact' }) ?? '';

  const send = form.handleSubmit(({ contact: number }) =>
    code.send(() => api<{ resendInSeconds: number }>('/staff/auth/send-otp', { body: { contact: number } })),
  );
  const verify = () =>
    code.verify(() => api('/staff/auth/verify-otp', { body: { contact, otp: code.otp } }), {
      fallback: t('staff.signInFailed'),
      // The console's index sends each role to its first page (a therapist: their day).
      onVerified: () => window.location.assign('/staff'),
      keepBusy: true,
    });
  return { form, contact, code, send, verify };
}

/** Phone number, then the six-digit code; on success the console opens. */
export function StaffSignInForm() {
  const { t } = useT();
  const id = useId();
  const { form, contact, code, send, verify } = useStaffSignIn();
  const phoneError = form.formState.errors.contact?.message;
  const { onChange, ...phone } = form.register('contact', { onChange: () => code.setError(null) });

  return (
    <HydratedFieldset>
      <form
        className="space-y-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!code.sent) void send();
          else if (code.complete) void verify();
        }}
      >
        <div>
          <label htmlFor={`${id}-phone`} className={labelClass}>
            {t('staff.phone')}
          </label>
          <PhoneInput
            id={`${id}-phone`}
            className={inputClass}
            readOnly={code.sent}
            aria-invalid={phoneError ? true : undefined}
            describedBy={phoneError ? `${id}-phone-error` : undefined}
            {...phone}
            onChange={(event) => void onChange(event)}
          />
          <FieldError id={`${id}-phone-error`} message={phoneError} />
        </div>
        {code.sent ? (
          <CodeBoxes
            id={id}
            contact={contact}
            value={code.otp}
            onChange={code.setOtp}
            invalid={Boolean(code.error)}
            disabled={code.busy}
            errorId={`${id}-error`}
            className="space-y-2"
          >
            <div className="mt-3 flex flex-wrap gap-4 text-sm">
              <Button type="button" variant="ghost" onClick={code.reset}>
                {t('staff.changePhone')}
              </Button>
              <ResendButton type="button" variant="ghost" resendIn={code.resendIn} disabled={code.busy} onClick={() => void send()} />
            </div>
          </CodeBoxes>
        ) : null}
        <CodeError id={`${id}-error`} message={code.error} />
        <Button
          type="submit"
          className="w-full"
          disabled={code.busy || contact.length !== LIMITS.contactDigits || (code.sent && !code.complete)}
        >
          {code.sent ? t('staff.verify') : t('staff.sendCode')}
        </Button>
      </form>
    </HydratedFieldset>
  );
}
