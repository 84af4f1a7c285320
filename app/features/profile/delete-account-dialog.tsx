import { useId, useState } from 'react';
import { LIMITS, TOAST } from '@core/constants';
import { OtpInput } from '~/features/auth/otp-input';
import { useCountdown } from '~/features/auth/use-countdown';
import { useT } from '~/i18n/provider';
import { api, errorMessage } from '~/shell/api-client';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { ProfileDialog } from './profile-dialog';

/** Delete my account: asks for a fresh code sent to the account's number, then deletes and reloads. */
export function DeleteAccountDialog({ contact }: { contact: string }) {
  const { t } = useT();
  const id = useId();
  const countdown = useCountdown();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setSent(false);
    setOtp('');
    setError(null);
    countdown.reset();
  };

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api<{ resendInSeconds: number }>('/profile/delete/sendOtp', { body: {} });
      setSent(true);
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

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await api('/profile', { method: 'DELETE', body: { otp } });
      toast.success(t('profile.deleted'));
      window.setTimeout(() => window.location.assign('/'), 800);
    } catch (e) {
      const message = errorMessage(e, t('profile.deleteFailed'));
      setError(message);
      setOtp('');
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => onOpenChange(true)}>
        {t('profile.delete')}
      </Button>
      <ProfileDialog open={open} onOpenChange={onOpenChange} title={t('profile.deleteTitle')} description={t('profile.deleteDescription')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (sent && otp.length === LIMITS.otpLength) void remove();
          }}
        >
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
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            {sent ? (
              <>
                <Button variant="outline" onClick={() => void send()} disabled={busy || countdown.left > 0}>
                  {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.resend')}
                </Button>
                <Button type="submit" variant="danger" disabled={busy || otp.length !== LIMITS.otpLength}>
                  {t('profile.deleteConfirm')}
                </Button>
              </>
            ) : (
              <Button variant="danger" onClick={() => void send()} disabled={busy}>
                {busy ? t('auth.sending') : t('profile.deleteSendCode', { contact })}
              </Button>
            )}
          </div>
        </form>
      </ProfileDialog>
    </>
  );
}
