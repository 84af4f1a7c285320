import { useId, useState } from 'react';
import { StaffSignInSchema } from '@core/schemas/staff';
import { LIMITS } from '@core/constants';
import { OtpInput } from '~/features/auth/otp-input';
import { PhoneInput } from '~/features/auth/phone-input';
import { useCountdown } from '~/features/auth/use-countdown';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { HydratedFieldset } from '~/ui/hydrated-fieldset';
import { toast } from '~/ui/toast';
import { inputClass, labelClass } from './ui';

/** The two steps' state: the number, whether the code was sent, the code, and the two requests. */
function useStaffSignIn() {
  const { t, tm } = useT();
  const countdown = useCountdown();
  const [contact, setContact] = useState('');
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    const parsed = StaffSignInSchema.safeParse({ contact });
    if (!parsed.success) {
      setError(tm(parsed.error.issues[0]?.message));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ resendInSeconds: number }>('/staff/auth/send-otp', { body: parsed.data });
      toast.success(res.message);
      setSent(true);
      countdown.start(res.data.resendInSeconds ?? LIMITS.otpResendSeconds);
    } catch (e) {
      setError(errorMessage(e, t('error.generic')));
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setBusy(true);
    setError(null);
    try {
      await api('/staff/auth/verify-otp', { body: { contact, otp } });
      // The console's index sends each role to its first page (a therapist: their day).
      window.location.assign('/staff');
    } catch (e) {
      setError(errorMessage(e, t('staff.signInFailed')));
      setBusy(false);
    }
  }

  const changePhone = () => {
    setSent(false);
    setOtp('');
    countdown.reset();
  };
  return { contact, setContact, sent, otp, setOtp, busy, error, countdown, send, verify, changePhone };
}

/** Phone number, then the six-digit code; on success the console opens. */
export function StaffSignInForm() {
  const { t } = useT();
  const id = useId();
  const { contact, setContact, sent, otp, setOtp, busy, error, countdown, send, verify, changePhone } = useStaffSignIn();

  return (
    <HydratedFieldset>
      <form
        className="space-y-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void (sent ? verify() : send());
        }}
      >
        {error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <div>
          <label htmlFor={`${id}-phone`} className={labelClass}>
            {t('staff.phone')}
          </label>
          <PhoneInput
            id={`${id}-phone`}
            className={inputClass}
            value={contact}
            disabled={sent}
            onChange={(e) => setContact(e.target.value)}
          />
        </div>
        {sent ? (
          <div>
            <p id={`${id}-code`} className={labelClass}>
              {t('staff.code')}
            </p>
            <OtpInput value={otp} onChange={setOtp} labelledBy={`${id}-code`} focusOnMount disabled={busy} />
            <div className="mt-3 flex flex-wrap gap-4 text-sm">
              <button type="button" className="font-medium text-brand-800 underline" onClick={changePhone}>
                {t('staff.changePhone')}
              </button>
              <button
                type="button"
                className="font-medium text-brand-800 underline disabled:text-stone-600 disabled:no-underline"
                disabled={countdown.left > 0 || busy}
                onClick={() => void send()}
              >
                {countdown.left > 0 ? `${t('staff.sendCode')} (${countdown.left})` : t('staff.sendCode')}
              </button>
            </div>
          </div>
        ) : null}
        <Button
          type="submit"
          className="w-full"
          disabled={busy || contact.length !== LIMITS.contactDigits || (sent && otp.length !== LIMITS.otpLength)}
        >
          {sent ? t('staff.verify') : t('staff.sendCode')}
        </Button>
      </form>
    </HydratedFieldset>
  );
}
