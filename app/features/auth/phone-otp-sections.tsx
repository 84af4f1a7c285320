/** The parts of the phone-OTP form (phone-otp-form.tsx): the three fields, the code, consent and the buttons. */
import { CheckCircle2 } from '~/ui/icons';
import { Link } from 'react-router';
import { LIMITS } from '@core/constants';
import type { PhoneFormValues } from '@core/schemas/auth';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { useHydrated } from '~/ui/use-hydrated';
import { CodeBoxes, ResendButton } from './code-step';
import { PhoneInput } from './phone-input';
import type { PhoneOtp } from './use-phone-otp';

const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm outline-none transition focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 disabled:bg-stone-100 disabled:text-stone-700 read-only:bg-stone-100 read-only:text-stone-700';

type FieldName = keyof PhoneFormValues;

/** Name, mobile number (with 'Verified' once signed in) and e-mail; read-only once a code is sent. */
export function PhoneFields({ id, otp }: { id: string; otp: PhoneOtp }) {
  const { t, tm } = useT();
  const { register, formState, clearErrors } = otp.form;
  const errorOf = (name: FieldName) => tm(formState.errors[name]?.message) || otp.serverFieldErrors[name] || '';
  const field = (name: FieldName) => {
    const error = errorOf(name);
    return {
      id: `${id}-${name}`,
      className: cn(inputClass, error ? 'border-red-600' : 'border-stone-400'),
      readOnly: otp.locked,
      'aria-readonly': otp.locked || undefined,
      'aria-invalid': error ? true : undefined,
      // In the server's HTML too (react-hook-form fills fields only once hydrated): a post's values show again.
      defaultValue: otp.startValues[name],
      ...register(name, { onChange: () => clearErrors(name) }),
    };
  };
  const describedBy = (name: FieldName) => (errorOf(name) ? `${id}-${name}-error` : undefined);
  const fieldError = (name: FieldName) =>
    errorOf(name) ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errorOf(name)}
      </p>
    ) : null;
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-semibold text-stone-800">
          {t('auth.name')}
        </label>
        <input autoComplete="name" aria-describedby={describedBy('name')} {...field('name')} />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor={`${id}-contact`} className="mb-1 flex items-center gap-2 text-sm font-semibold text-stone-800">
          {t('auth.contact')}
          {otp.step === 'verified' && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {t('auth.verified')}
            </span>
          )}
        </label>
        <PhoneInput describedBy={describedBy('contact')} {...field('contact')} />
        {fieldError('contact')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold text-stone-800">
          {t('auth.emailOptional')}
        </label>
        <input type="email" autoComplete="email" aria-describedby={describedBy('email')} {...field('email')} />
        {fieldError('email')}
      </div>
    </>
  );
}

/** 'Enter OTP' and the six boxes (posted as `otp`), with the refusal under them. */
export function CodeSection({ id, otp }: { id: string; otp: PhoneOtp }) {
  return (
    <CodeBoxes
      id={id}
      contact={otp.contact}
      name="otp"
      value={otp.otp}
      onChange={otp.setOtp}
      disabled={otp.busy === 'verify'}
      invalid={Boolean(otp.otpError)}
      errorId={otp.otpError ? `${id}-otp-error` : undefined}
      className="space-y-3 rounded-xl bg-earth-50 p-4"
    >
      {otp.otpError && (
        <p id={`${id}-otp-error`} className="text-sm text-red-700">
          {otp.otpError}
        </p>
      )}
    </CodeBoxes>
  );
}

/** The consent box (posted as `consent=on`) with its privacy-notice link. */
export function ConsentBox({ id, otp }: { id: string; otp: PhoneOtp }) {
  const { t } = useT();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="consent"
          checked={otp.consent}
          onChange={(event) => otp.setConsent(event.target.checked)}
          aria-invalid={otp.consentError ? true : undefined}
          aria-describedby={otp.consentError ? `${id}-consent-error` : undefined}
          className="choice mt-1 h-5 w-5"
        />
        <label htmlFor={`${id}-consent`} className="text-sm text-stone-800">
          <WithPrivacyLink template={t('auth.consentLabel', {})} />
        </label>
      </div>
      {otp.consentError && (
        <p id={`${id}-consent-error`} className="mt-1 text-sm text-red-700">
          {otp.consentError}
        </p>
      )}
    </div>
  );
}

/**
 * 'Send OTP'; then Submit, 'Change phone' and Resend. Each names its intent, so the form posts
 * the same way without the page's code (the buttons are enabled until it runs).
 */
export function FormButtons({ otp }: { otp: PhoneOtp }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const busy = otp.busy !== null;
  if (otp.step === 'initial') {
    return (
      <Button type="submit" name="intent" value="send" className="w-full" disabled={hydrated && (!otp.contactOk || busy)}>
        {otp.busy === 'send' ? t('auth.sending') : t('auth.sendOtp')}
      </Button>
    );
  }
  if (otp.step !== 'sent') return null;
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="submit"
        name="intent"
        value="verify"
        className="w-full"
        disabled={hydrated && (otp.otp.length !== LIMITS.otpLength || busy)}
      >
        {otp.busy === 'verify' ? t('auth.verifying') : t('auth.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="submit" name="intent" value="change" formNoValidate variant="ghost" size="sm" disabled={busy}>
          {t('auth.changePhone')}
        </Button>
        <ResendButton
          type="submit"
          name="intent"
          value="send"
          formNoValidate
          variant="outline"
          size="sm"
          disabled={hydrated && (!otp.contactOk || busy)}
          resendIn={otp.resendIn}
          sending={otp.busy === 'send'}
        />
      </div>
    </div>
  );
}

/** Splits a message around its {link} placeholder and puts the privacy-notice link there. */
function WithPrivacyLink({ template }: { template: string }) {
  const { t } = useT();
  const [before, after] = template.split('{link}');
  return (
    <>
      {before}
      <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-2" target="_blank">
        {t('auth.privacyNotice')}
      </Link>
      {after}
    </>
  );
}

export function PrivacyLine() {
  const { t } = useT();
  return <WithPrivacyLink template={t('auth.privacyLine', {})} />;
}
