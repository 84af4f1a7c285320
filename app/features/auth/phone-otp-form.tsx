/**
 * The phone-OTP form of /auth, /register and the booking page (spec sections 4 and 5).
 *
 *   <PhoneOtpForm mode="signin" action="/auth?redirectTo=%2F" onVerified={(user) => navigate('/')} onErrors={setBanner} />
 *
 * - `mode`: 'register' asks for consent to the privacy notice up front and shows 'Already Registered.
 *   Please Continue' for a known number; 'signin' asks for consent only when the number is new.
 *   The server tells whether a number has an account only once its code is right (decision 0011):
 *   a new number's first Submit without consent brings up the consent box, with the code kept.
 * - `action`: where the form posts (the sign-in action of /auth or /register, decision 0020). It is
 *   a real form: before the page's code runs, or if it never loads, the browser posts it and the
 *   page comes back with `result`; once hydrated, a fetcher posts it and the form toasts.
 * - `onVerified(user)`: called after the code is accepted, the session cookie is set and the root
 *   data (header Account menu, `useViewer()`) has been reloaded.
 * - `onErrors(messages)`: validation and server messages for the page's red banner; without it
 *   the form shows the banner itself (handy when embedded).
 * - `compact`: tighter spacing and no card, for embedding in another form.
 * A signed-in patient sees the form prefilled, locked and marked Verified.
 */
import { useId } from 'react';
import { useT } from '~/i18n/provider';
import { cn } from '~/ui/cn';
import { useHydrated } from '~/ui/use-hydrated';
import { ErrorBanner } from './error-banner';
import { CodeSection, ConsentBox, FormButtons, PhoneFields, PrivacyLine } from './phone-otp-sections';
import { formName, phoneResolver, usePhoneOtp, type PhoneOtpOptions } from './use-phone-otp';

export interface PhoneOtpFormProps extends PhoneOtpOptions {
  compact?: boolean;
  className?: string;
}

export function PhoneOtpForm({ compact, className, ...options }: PhoneOtpFormProps) {
  const { t } = useT();
  const id = useId();
  const otp = usePhoneOtp(options);
  const hydrated = useHydrated();
  const { step, patient, needsConsent } = otp;
  return (
    <form
      method="post"
      action={options.action}
      data-form={formName(options.action)}
      data-hydrated={hydrated ? '' : undefined}
      noValidate
      onSubmit={otp.onSubmit}
      onFocus={phoneResolver.preload}
      className={cn(compact ? 'space-y-4' : 'space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8', className)}
      aria-busy={otp.busy !== null}
    >
      {!options.onErrors && <ErrorBanner messages={otp.ownErrors} />}
      {patient && <p className="text-sm text-stone-700">{t('auth.signedInAs', { name: patient.name })}</p>}
      <PhoneFields id={id} otp={otp} />
      {step === 'sent' && <CodeSection id={id} otp={otp} />}
      {needsConsent && step !== 'verified' && <ConsentBox id={id} otp={otp} />}
      <FormButtons otp={otp} />
      {!needsConsent && step !== 'verified' && (
        <p className="text-xs text-stone-600">
          <PrivacyLine />
        </p>
      )}
    </form>
  );
}
