/**
 * The state of the phone-OTP form (phone-otp-form.tsx): the step, the code, consent, and the posts
 * to the sign-in action (sign-in-action.server.ts) through a fetcher. Before the page's code runs
 * the same form posts to the action by itself; `result` is then what that post answered.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { LIMITS, TOAST } from '@core/constants';
import type { PatientUser, PhoneFormValues } from '@core/schemas/auth';
import { useT } from '~/i18n/provider';
import { useViewer } from '~/shell/root-data';
import { lazyResolver } from '~/ui/lazy-resolver';
import { useEarlyInput } from '~/ui/forms/use-early-input';
import { toast } from '~/ui/toast';
import type { SignInActionData } from './sign-in-action.server';
import { useCountdown } from './use-countdown';

type Step = 'initial' | 'sent' | 'verified';
type Intent = 'send' | 'verify' | 'change';

export interface PhoneOtpOptions {
  mode: 'signin' | 'register';
  /** Where the form posts: '/auth' or '/register', with `?redirectTo=`. */
  action: string;
  /** What a post made before the page's code ran answered (the route's action data). */
  result?: SignInActionData;
  onVerified?: (user: PatientUser) => void;
  onErrors?: (messages: string[]) => void;
}

const PHONE_FIELDS = ['name', 'contact', 'email'] as const;

/** The form's `data-form` name: one per action, so the booking page's form and /auth's are told apart. */
export const formName = (action: string) => `sign-in ${action}`;

/** zod and the phone schema are imported when the visitor starts on the form, not with the page. */
export const phoneResolver = lazyResolver<PhoneFormValues>(async () => {
  const [{ zodResolver }, { PhoneFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@core/schemas/auth')]);
  return zodResolver(PhoneFormSchema);
});

/** The step and the code step's state, starting from what a post before hydration answered. */
function useCodeState(patient: boolean, result?: SignInActionData) {
  const refusal = result && !result.ok ? result : null;
  const [step, setStep] = useState<Step>(() => (patient ? 'verified' : result?.step === 'sent' ? 'sent' : 'initial'));
  /** Set when the server asked for consent: the number has no account yet. */
  const [newNumber, setNewNumber] = useState(Boolean(refusal?.fieldErrors.consent));
  const [otp, setOtp] = useState(refusal?.otp ?? '');
  const [otpError, setOtpError] = useState<string | null>(
    refusal?.step === 'sent' && !refusal.fieldErrors.consent ? refusal.message : null,
  );
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(refusal?.fieldErrors.consent ?? null);
  const [ownErrors, setOwnErrors] = useState<string[]>(refusal ? [refusal.message] : []);
  return {
    step,
    setStep,
    newNumber,
    setNewNumber,
    otp,
    otpError,
    setOtpError,
    consent,
    consentError,
    setConsentError,
    ownErrors,
    setOwnErrors,
    /** New digits in the boxes clear the refusal under them. */
    setOtp: (value: string) => {
      setOtp(value);
      setOtpError(null);
    },
    setConsent: (value: boolean) => {
      setConsent(value);
      setConsentError(null);
    },
  };
}

type CodeState = ReturnType<typeof useCodeState>;

/** What the form does with the action's answer to a fetcher post. */
function applyAnswer(
  answer: SignInActionData,
  code: CodeState,
  effects: {
    countdown: ReturnType<typeof useCountdown>;
    report: (messages: string[]) => void;
    registeredNote: () => void;
    onVerified?: (user: PatientUser) => void;
  },
) {
  if (answer.ok && answer.step === 'sent') {
    code.setStep('sent');
    code.setOtp('');
    effects.countdown.start(answer.resendInSeconds);
    toast.success(answer.message, { duration: TOAST.otpSentMs });
  } else if (answer.ok && answer.step === 'verified') {
    code.setStep('verified');
    effects.countdown.reset();
    toast.success(answer.message);
    if (answer.registered) effects.registeredNote();
    effects.onVerified?.(answer.user);
  } else if (!answer.ok) {
    if (answer.step === 'sent' && answer.fieldErrors.consent) {
      // The code was right and the number is new: the consent box appears, the code stays.
      code.setNewNumber(true);
      code.setConsentError(answer.fieldErrors.consent);
    } else if (answer.step === 'sent') {
      code.setOtp('');
      code.setOtpError(answer.message);
    }
    toast.error(answer.message);
    effects.report([answer.message]);
  }
}

export function usePhoneOtp({ mode, action, result, onVerified, onErrors }: PhoneOtpOptions) {
  const { t, tm } = useT();
  const viewer = useViewer();
  const patient = viewer?.kind === 'patient' ? viewer : null;
  const countdown = useCountdown();
  const fetcher = useFetcher<SignInActionData>();
  const code = useCodeState(Boolean(patient), result);
  const { step, setStep } = code;
  const [intent, setIntent] = useState<Intent | null>(null);
  const values = patient
    ? { name: patient.name, contact: patient.contact, email: patient.email ?? '' }
    : (result?.values ?? { name: '', contact: '', email: '' });
  const form = useForm<PhoneFormValues>({ resolver: phoneResolver, defaultValues: values });
  const contact = useWatch({ control: form.control, name: 'contact' }) ?? '';
  useEarlyInput(formName(action), form, PHONE_FIELDS);

  // A patient who signs in elsewhere (another tab, the booking page) sees the form locked.
  useEffect(() => {
    if (patient) {
      form.reset({ name: patient.name, contact: patient.contact, email: patient.email ?? '' });
      setStep('verified');
    }
  }, [patient, form, setStep]);

  const report = (messages: string[]) => (onErrors ? onErrors(messages) : code.setOwnErrors(messages));
  const post = (next: Intent, extra: Record<string, string> = {}) => {
    setIntent(next);
    report([]);
    const { name = '', contact: number = '', email = '' } = form.getValues();
    void fetcher.submit({ name, contact: number, email: email ?? '', intent: next, enhanced: '1', ...extra }, { method: 'post', action });
  };
  const send = form.handleSubmit(
    () => post('send'),
    (errors) => report([t('error.validation'), ...Object.values(errors).map((e) => tm(e?.message))]),
  );
  const needsConsent = mode === 'register' || (step === 'sent' && code.newNumber);
  const verify = () => {
    if (!needsConsent || code.consent) return post('verify', { otp: code.otp, ...(needsConsent ? { consent: 'on' } : {}) });
    code.setConsentError(t('auth.consentRequired'));
    report([t('error.validation'), t('auth.consentRequired')]);
  };
  const registeredNote = () => {
    if (mode === 'register') toast.success(t('auth.alreadyRegistered'));
  };
  useAnswer(fetcher.state, fetcher.data, (answer) => applyAnswer(answer, code, { countdown, report, registeredNote, onVerified }));

  const changePhone = () => {
    setStep('initial');
    code.setNewNumber(false);
    code.setOtp('');
    countdown.reset();
    report([]);
  };
  /** The form's submit once hydrated: the button pressed says what to do (Enter: the step's main action). */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value as Intent | undefined;
    const next = pressed ?? (step === 'initial' ? 'send' : 'verify');
    if (next === 'change') changePhone();
    else if (next === 'send') void send();
    else if (step === 'sent' && code.otp.length === LIMITS.otpLength) verify();
  };

  const busy = fetcher.state !== 'idle' ? intent : null;
  return {
    ...code,
    form,
    startValues: values,
    patient,
    needsConsent,
    locked: step !== 'initial' || busy === 'send',
    contactOk: new RegExp(`^\\d{${LIMITS.contactDigits}}$`).test(contact),
    contact,
    serverFieldErrors: result && !result.ok ? result.fieldErrors : {},
    busy,
    resendIn: countdown.left,
    onSubmit,
  };
}

/** Runs `handle` once per answer of the fetcher, when it is idle again (the page's data reloaded after a sign-in). */
function useAnswer(state: string, answer: SignInActionData | undefined, handle: (answer: SignInActionData) => void) {
  const handled = useRef<SignInActionData | undefined>(undefined);
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    if (state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    latest.current(answer);
  }, [state, answer]);
}

export type PhoneOtp = ReturnType<typeof usePhoneOtp>;
