import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { LIMITS, TOAST } from '@core/constants';
import { ContactField } from '@core/schemas/auth';
import { OtpInput } from '~/features/auth/otp-input';
import { useCountdown } from '~/features/auth/use-countdown';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { fieldClass, ProfileDialog } from './profile-dialog';

/** Change phone: a code goes to the NEW number; the account moves there once it is entered. */
export function ChangePhoneDialog() {
  const { t, tm } = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const countdown = useCountdown();
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState('');
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = (next: boolean) => {
    setOpen(next);
    setContact('');
    setSent(false);
    setOtp('');
    setError(null);
    countdown.reset();
  };

  const send = async () => {
    const parsed = ContactField.safeParse(contact);
    if (!parsed.success) return setError(tm(parsed.error.issues[0]?.message));
    setBusy(true);
    setError(null);
    try {
      const { data } = await api<{ resendInSeconds: number }>('/profile/phone/sendOtp', { body: { contact } });
      setSent(true);
      setOtp('');
      countdown.start(data.resendInSeconds);
      toast.success(t('auth.otpSent'), { duration: TOAST.otpSentMs });
    } catch (e) {
      const message = errorMessage(e, t('error.generic'));
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await api('/profile/phone', { body: { contact, otp } });
      toast.success(t('profile.phoneChanged'));
      reset(false);
      await revalidator.revalidate();
    } catch (e) {
      const message = errorMessage(e, t('auth.invalidOtp'));
      setError(message);
      setOtp('');
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => reset(true)}>
        {t('profile.changePhone')}
      </Button>
      <ProfileDialog open={open} onOpenChange={reset} title={t('profile.changePhone')} description={t('profile.changePhoneDescription')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!sent) void send();
            else if (otp.length === LIMITS.otpLength) void confirm();
          }}
        >
          <div>
            <label htmlFor={`${id}-contact`} className="mb-1 block text-sm font-semibold text-stone-800">
              {t('profile.newPhone')}
            </label>
            <div className="flex">
              <span className="inline-flex h-11 items-center rounded-l-lg border border-r-0 border-stone-400 bg-stone-100 px-3 font-medium text-stone-700">
                {t('auth.countryCode')}
              </span>
              <input
                id={`${id}-contact`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={LIMITS.contactDigits}
                className={`${fieldClass} rounded-l-none`}
                value={contact}
                readOnly={sent}
                aria-invalid={error && !sent ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  setContact(event.target.value.replace(/\D/g, '').slice(0, LIMITS.contactDigits));
                  setError(null);
                }}
              />
            </div>
          </div>
          {sent && (
            <div className="space-y-2">
              <p id={`${id}-otp-label`} className="text-sm font-semibold text-stone-800">
                {t('auth.otpLabel')}
              </p>
              <p id={`${id}-otp-hint`} className="text-sm text-stone-700">
                {t('auth.otpHint', { contact })}
              </p>
              <OtpInput value={otp} onChange={setOtp} labelledBy={`${id}-otp-label`} describedBy={`${id}-otp-hint`} invalid={Boolean(error)} disabled={busy} focusOnMount />
            </div>
          )}
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            {sent ? (
              <>
                <Button variant="ghost" onClick={() => void send()} disabled={busy || countdown.left > 0}>
                  {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.resend')}
                </Button>
                <Button type="submit" disabled={busy || otp.length !== LIMITS.otpLength}>
                  {busy ? t('auth.verifying') : t('profile.confirm')}
                </Button>
              </>
            ) : (
              <Button type="submit" disabled={busy || contact.length !== LIMITS.contactDigits}>
                {busy ? t('auth.sending') : t('auth.sendOtp')}
              </Button>
            )}
          </div>
        </form>
      </ProfileDialog>
    </>
  );
}
