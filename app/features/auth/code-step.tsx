/**
 * The one-time-code step that follows 'Send OTP' wherever a code confirms something: the state
 * (`useCodeStep`), the labelled code boxes (`CodeBoxes`) and the resend button with its cool-down
 * (`ResendButton`). The /auth form and the profile dialogs (change phone, delete account) use them.
 *
 *   const code = useCodeStep();
 *   code.send(() => api('/profile/delete/sendOtp', { body: {} }));
 *   code.verify(() => api('/profile', { method: 'DELETE', body: { otp: code.otp } }), { fallback, onVerified });
 */
import { useState, type ReactNode } from 'react';
import { toast } from '~/ui/toast';
import { LIMITS, TOAST } from '@core/constants';
import { useT } from '~/i18n/provider';
import { errorMessage } from '~/shell/api-client';
import { Button, type ButtonProps } from '~/ui/button';
import { OtpInput } from './otp-input';
import { useCountdown } from './use-countdown';

export interface CodeStep {
  /** A code has been sent: the boxes show. */
  sent: boolean;
  otp: string;
  setOtp: (otp: string) => void;
  /** The message under the form (validation, server refusal), also announced as a toast. */
  error: string | null;
  setError: (error: string | null) => void;
  busy: boolean;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  /** All six digits are in. */
  complete: boolean;
  /** Back to the start: no code, no error, no cool-down. */
  reset: () => void;
  /** Asks the server for a code (first send and resend); toasts 'OTP sent successfully!' or the error. */
  send: (request: () => Promise<{ data: { resendInSeconds: number } }>) => Promise<void>;
  /**
   * Checks the code with `request`, then runs `onVerified`. A refusal shows the server's message
   * (else `fallback`) and empties the boxes. `keepBusy` leaves the buttons disabled after success
   * (the page is about to leave).
   */
  verify: (request: () => Promise<unknown>, options: { fallback: string; onVerified: () => unknown; keepBusy?: boolean }) => Promise<void>;
}

export function useCodeStep(): CodeStep {
  const { t } = useT();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  return {
    sent,
    otp,
    setOtp,
    error,
    setError,
    busy,
    resendIn: countdown.left,
    complete: otp.length === LIMITS.otpLength,
    reset() {
      setSent(false);
      setOtp('');
      setError(null);
      countdown.reset();
    },
    async send(request) {
      setBusy(true);
      setError(null);
      try {
        const { data } = await request();
        setSent(true);
        setOtp('');
        countdown.start(data.resendInSeconds);
        toast.success(t('auth.otpSent'), { duration: TOAST.otpSentMs });
      } catch (e) {
        fail(errorMessage(e, t('error.generic')));
      } finally {
        setBusy(false);
      }
    },
    async verify(request, { fallback, onVerified, keepBusy }) {
      setBusy(true);
      setError(null);
      try {
        await request();
        await onVerified();
        if (!keepBusy) setBusy(false);
      } catch (e) {
        fail(errorMessage(e, fallback));
        setOtp('');
        setBusy(false);
      }
    },
  };
}

/**
 * 'Enter OTP', the hint naming the number the code went to, and the six boxes (focused on
 * appearing). The ids are `${id}-otp-label` and `${id}-otp-hint`; `errorId` joins the description.
 */
export function CodeBoxes({
  id,
  contact,
  name,
  value,
  onChange,
  invalid,
  disabled,
  errorId,
  className,
  children,
}: {
  id: string;
  contact: string;
  /** Posts the digits under this name (each box one digit) when the form is a real form. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled: boolean;
  errorId?: string;
  className: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className={className}>
      <p id={`${id}-otp-label`} className="text-sm font-semibold text-stone-800">
        {t('auth.otpLabel')}
      </p>
      <p id={`${id}-otp-hint`} className="text-sm text-stone-700">
        {t('auth.otpHint', { contact })}
      </p>
      <OtpInput
        name={name}
        value={value}
        onChange={onChange}
        labelledBy={`${id}-otp-label`}
        describedBy={errorId ? `${id}-otp-hint ${errorId}` : `${id}-otp-hint`}
        invalid={invalid}
        disabled={disabled}
        focusOnMount
      />
      {children}
    </div>
  );
}

/** 'Resend' / 'Resend in 42s' (disabled while the cool-down runs); 'Sending...' when `sending`. */
export function ResendButton({
  resendIn,
  sending,
  disabled,
  ...props
}: Omit<ButtonProps, 'children'> & { resendIn: number; sending?: boolean }) {
  const { t } = useT();
  return (
    <Button {...props} disabled={disabled || resendIn > 0}>
      {resendIn > 0 ? t('auth.resendIn', { seconds: resendIn }) : sending ? t('auth.sending') : t('auth.resend')}
    </Button>
  );
}

/** The step's message under the form, announced when it appears. */
export function CodeError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
