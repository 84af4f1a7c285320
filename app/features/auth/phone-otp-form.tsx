/**
 * The phone-OTP form of /auth, /register and the booking page (spec sections 4 and 5).
 *
 *   <PhoneOtpForm mode="signin" onVerified={(user) => navigate('/')} onErrors={setBanner} />
 *
 * - `mode`: 'register' asks for consent to the privacy notice up front and shows 'Already Registered.
 *   Please Continue' for a known number; 'signin' asks for consent only when the number is new.
 *   The server tells whether a number has an account only once its code is right (decision 0011):
 *   a new number's first Submit without consent brings up the consent box, with the code kept.
 * - `onVerified(user)`: called after the code is accepted, the session cookie is set and the root
 *   data (header Account menu, `useViewer()`) has been reloaded.
 * - `onErrors(messages)`: validation and server messages for the page's red banner; without it
 *   the form shows the banner itself (handy when embedded).
 * - `compact`: tighter spacing and no card, for embedding in another form.
 * A signed-in patient sees the form prefilled, locked and marked Verified.
 */
import { CheckCircle2 } from '~/ui/icons';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useRevalidator } from 'react-router';
import { LIMITS, TOAST } from '@core/constants';
import type { PatientUser, PhoneFormValues } from '@core/schemas/auth';
import { useT } from '~/i18n/provider';
import { api, ApiError, errorMessage } from '~/shell/api-client';
import { useViewer } from '~/shell/root-data';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { HydratedFieldset } from '~/ui/hydrated-fieldset';
import { lazyResolver } from '~/ui/lazy-resolver';
import { toast } from '~/ui/toast';
import { ErrorBanner } from './error-banner';
import { PhoneInput } from './phone-input';
import { CodeBoxes, ResendButton } from './code-step';
import { useCountdown } from './use-countdown';

export interface PhoneOtpFormProps {
  mode: 'signin' | 'register';
  onVerified?: (user: PatientUser) => void;
  onErrors?: (messages: string[]) => void;
  compact?: boolean;
  className?: string;
}

type Step = 'initial' | 'sent' | 'verified';

interface SendOtpData {
  resendInSeconds: number;
}

const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm outline-none transition focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 disabled:bg-stone-100 disabled:text-stone-700 read-only:bg-stone-100 read-only:text-stone-700';

/** zod and the phone schema are imported when the visitor starts on the form, not with the page. */
const phoneResolver = lazyResolver<PhoneFormValues>(async () => {
  const [{ zodResolver }, { PhoneFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@core/schemas/auth')]);
  return zodResolver(PhoneFormSchema);
});

export function PhoneOtpForm({ mode, onVerified, onErrors, compact, className }: PhoneOtpFormProps) {
  const { t, tm } = useT();
  const viewer = useViewer();
  const patient = viewer?.kind === 'patient' ? viewer : null;
  const revalidator = useRevalidator();
  const id = useId();
  const countdown = useCountdown();

  const [step, setStep] = useState<Step>(patient ? 'verified' : 'initial');
  /** Set when the server asked for consent: the number has no account yet. */
  const [newNumber, setNewNumber] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [ownErrors, setOwnErrors] = useState<string[]>([]);

  const form = useForm<PhoneFormValues>({
    resolver: phoneResolver,
    defaultValues: { name: patient?.name ?? '', contact: patient?.contact ?? '', email: patient?.email ?? '' },
  });
  const { register, formState, clearErrors, reset, control } = form;
  const contact = useWatch({ control, name: 'contact' }) ?? '';

  // A patient who signs in elsewhere (another tab, the booking page) sees the form locked.
  useEffect(() => {
    if (patient) {
      reset({ name: patient.name, contact: patient.contact, email: patient.email ?? '' });
      setStep('verified');
    }
  }, [patient, reset]);

  const report = (messages: string[]) => {
    if (onErrors) onErrors(messages);
    else setOwnErrors(messages);
  };

  const needsConsent = mode === 'register' || (step === 'sent' && newNumber);
  const locked = step !== 'initial' || busy === 'send';
  const contactOk = new RegExp(`^\\d{${LIMITS.contactDigits}}$`).test(contact);

  const send = form.handleSubmit(
    async (values) => {
      setBusy('send');
      report([]);
      try {
        const { data } = await api<SendOtpData>('/auth/sendOtp', { body: values });
        setStep('sent');
        setOtp('');
        setOtpError(null);
        countdown.start(data.resendInSeconds);
        toast.success(t('auth.otpSent'), { duration: TOAST.otpSentMs });
      } catch (error) {
        const message = errorMessage(error, t('error.generic'));
        toast.error(message);
        report([message]);
      } finally {
        setBusy(null);
      }
    },
    (errors) => {
      const messages = Object.values(errors).map((e) => tm(e?.message));
      report([t('error.validation'), ...messages]);
    },
  );

  const verify = async () => {
    if (needsConsent && !consent) {
      setConsentError(t('auth.consentRequired'));
      report([t('error.validation'), t('auth.consentRequired')]);
      return;
    }
    setBusy('verify');
    report([]);
    try {
      const values = form.getValues();
      const { data } = await api<{ user?: PatientUser; registered?: boolean }>('/auth/verifyOtp', {
        body: { ...values, otp, ...(needsConsent ? { consent } : {}) },
      });
      if (!data?.user) throw new Error(t('auth.invalidOtp'));
      setStep('verified');
      countdown.reset();
      toast.success(t('auth.phoneVerified'));
      if (data.registered && mode === 'register') toast.success(t('auth.alreadyRegistered'));
      await revalidator.revalidate();
      onVerified?.(data.user);
    } catch (error) {
      const message = errorMessage(error, t('auth.invalidOtp'));
      if (error instanceof ApiError && error.errors?.consent) {
        // The code was right and the number is new: the consent box appears, the code stays.
        setNewNumber(true);
        setConsentError(error.errors.consent);
      } else {
        setOtpError(message);
        setOtp('');
      }
      toast.error(message);
      report([message]);
    } finally {
      setBusy(null);
    }
  };

  const changePhone = () => {
    setStep('initial');
    setNewNumber(false);
    setOtp('');
    setOtpError(null);
    countdown.reset();
    report([]);
  };

  const fieldError = (name: keyof PhoneFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {tm(message)}
      </p>
    ) : null;
  };
  const describedBy = (name: keyof PhoneFormValues, extra?: string) =>
    [formState.errors[name] ? `${id}-${name}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <HydratedFieldset>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'initial') void send();
          else if (step === 'sent' && otp.length === LIMITS.otpLength) void verify();
        }}
        onFocus={phoneResolver.preload}
        className={cn(compact ? 'space-y-4' : 'space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8', className)}
        aria-busy={busy !== null}
      >
        {!onErrors && <ErrorBanner messages={ownErrors} />}
        {patient && <p className="text-sm text-stone-700">{t('auth.signedInAs', { name: patient.name })}</p>}

        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-semibold text-stone-800">
            {t('auth.name')}
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            className={cn(inputClass, formState.errors.name ? 'border-red-600' : 'border-stone-400')}
            readOnly={locked}
            aria-readonly={locked || undefined}
            aria-invalid={formState.errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name', { onChange: () => clearErrors('name') })}
          />
          {fieldError('name')}
        </div>

        <div>
          <label htmlFor={`${id}-contact`} className="mb-1 flex items-center gap-2 text-sm font-semibold text-stone-800">
            {t('auth.contact')}
            {step === 'verified' && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t('auth.verified')}
              </span>
            )}
          </label>
          <PhoneInput
            id={`${id}-contact`}
            className={cn(inputClass, formState.errors.contact ? 'border-red-600' : 'border-stone-400')}
            readOnly={locked}
            aria-readonly={locked || undefined}
            aria-invalid={formState.errors.contact ? true : undefined}
            describedBy={describedBy('contact')}
            {...register('contact', { onChange: () => clearErrors('contact') })}
          />
          {fieldError('contact')}
        </div>

        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-semibold text-stone-800">
            {t('auth.emailOptional')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className={cn(inputClass, formState.errors.email ? 'border-red-600' : 'border-stone-400')}
            readOnly={locked}
            aria-readonly={locked || undefined}
            aria-invalid={formState.errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
          {fieldError('email')}
        </div>

        {step === 'sent' && (
          <CodeBoxes
            id={id}
            contact={contact}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setOtpError(null);
            }}
            disabled={busy === 'verify'}
            invalid={Boolean(otpError)}
            errorId={otpError ? `${id}-otp-error` : undefined}
            className="space-y-3 rounded-xl bg-earth-50 p-4"
          >
            {otpError && (
              <p id={`${id}-otp-error`} className="text-sm text-red-700">
                {otpError}
              </p>
            )}
          </CodeBoxes>
        )}

        {needsConsent && step !== 'verified' && (
          <div>
            <div className="flex items-start gap-3">
              <input
                id={`${id}-consent`}
                type="checkbox"
                checked={consent}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  setConsentError(null);
                }}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${id}-consent-error` : undefined}
                className="choice mt-1 h-5 w-5"
              />
              <label htmlFor={`${id}-consent`} className="text-sm text-stone-800">
                <ConsentText />
              </label>
            </div>
            {consentError && (
              <p id={`${id}-consent-error`} className="mt-1 text-sm text-red-700">
                {consentError}
              </p>
            )}
          </div>
        )}

        {step === 'initial' && (
          <Button type="submit" className="w-full" disabled={!contactOk || busy !== null}>
            {busy === 'send' ? t('auth.sending') : t('auth.sendOtp')}
          </Button>
        )}

        {step === 'sent' && (
          <div className="flex flex-col gap-3">
            <Button type="submit" className="w-full" disabled={otp.length !== LIMITS.otpLength || busy !== null}>
              {busy === 'verify' ? t('auth.verifying') : t('auth.submit')}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="ghost" size="sm" onClick={changePhone} disabled={busy !== null}>
                {t('auth.changePhone')}
              </Button>
              <ResendButton variant="outline" size="sm" onClick={() => void send()} disabled={!contactOk || busy !== null} resendIn={countdown.left} sending={busy === 'send'} />
            </div>
          </div>
        )}

        {!needsConsent && step !== 'verified' && (
          <p className="text-xs text-stone-600">
            <PrivacyLine />
          </p>
        )}
      </form>
    </HydratedFieldset>
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

function ConsentText() {
  const { t } = useT();
  return <WithPrivacyLink template={t('auth.consentLabel', {})} />;
}

function PrivacyLine() {
  const { t } = useT();
  return <WithPrivacyLink template={t('auth.privacyLine', {})} />;
}
